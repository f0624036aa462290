// The privacy policy and the terms of use (docs/product-rules.md, 'Public pages'): a single page each (trang
// CHINH_SACH_BAO_MAT, DIEU_KHOAN_SU_DUNG) that the clinic writes in the back office, shown as a readable document
// with its last change and links to the other one and to the contact page. A page the clinic has not written is
// not found (404), and the sitemap leaves it out.
import type { PageCode, SitePage } from '@phongkham/contracts';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { SiteLink } from '../../ui/SiteLink';
import { formatDate } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths, paths } from '../../../shared/paths';
import { apiFrom } from '../../api';
import { notFound } from '../../detail';
import type { RouteHandle } from '../../meta';
import { pick } from '../../ui/localized';
import { PageBanner } from '../../ui/PageBanner';
import { RichText } from '../../ui/RichText';
import { sitePageMeta } from '../about/site-page';
import styles from './LegalPage.module.css';

/** The documents and where they live; each links to the others. */
const documents = [
  { code: 'CHINH_SACH_BAO_MAT', path: paths.privacy, prefix: 'site.pages.privacy' },
  { code: 'DIEU_KHOAN_SU_DUNG', path: paths.terms, prefix: 'site.pages.terms' },
] as const;

type LegalCode = (typeof documents)[number]['code'];

async function loadLegalPage({ context }: LoaderFunctionArgs, code: PageCode): Promise<{ page: SitePage }> {
  // Silent: a missing page is the not-found page, not a toast.
  const outcome = await apiFrom(context).send<SitePage>('GET', apiPaths.sitePage(code), undefined, { silent: true });
  if (!outcome.success) {
    // No answer at all is the error page (503), not a page that does not exist.
    if ('local' in outcome && outcome.local) throw data(null, { status: 503 });
    notFound();
  }
  return { page: outcome.data };
}

function LegalDocument({ code }: { code: LegalCode }) {
  const { page } = useLoaderData<{ page: SitePage }>();
  const { t, lang } = useI18n();
  const summary = pick(lang, page, 'mota');
  const others = documents.filter((document) => document.code !== code);
  return (
    <>
      <PageBanner />
      <div className={`container ${styles.layout}`}>
        <article className={styles.article}>
          {summary && <p className={styles.lead}>{summary}</p>}
          <RichText html={pick(lang, page, 'noidung')} />
          <p className={styles.updated}>{t('site.pages.legal.updated', { date: formatDate(lang, page.updatedAt) })}</p>
        </article>
        <aside className={styles.aside} aria-labelledby="legal-related">
          <h2 id="legal-related">{t('site.pages.legal.related')}</h2>
          <ul>
            {others.map((document) => (
              <li key={document.code}>
                <SiteLink to={document.path}>{t(`${document.prefix}.title`)}</SiteLink>
              </li>
            ))}
            <li>
              <SiteLink to={paths.contact}>{t('site.pages.legal.contact')}</SiteLink>
            </li>
          </ul>
        </aside>
      </div>
    </>
  );
}

/** The route module of one document: its loader, its meta and its page. */
export function legalRoute(code: LegalCode) {
  const { prefix } = documents.find((document) => document.code === code)!;
  return {
    loader: (args: LoaderFunctionArgs) => loadLegalPage(args, code),
    handle: { meta: (args) => sitePageMeta(args, prefix) } satisfies RouteHandle,
    Component: () => <LegalDocument code={code} />,
  };
}
