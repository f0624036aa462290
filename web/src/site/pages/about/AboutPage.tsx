// About the clinic (giới thiệu, docs/product-rules.md 'Public pages'): the page GIOI_THIEU from the API beside the
// clinic's facts from the settings (address one part a line, hotline, email, opening hours) and the way in to booking.
import type { Setting, SitePage } from '@phongkham/contracts';
import { useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { SiteLink } from '../../ui/SiteLink';
import { telHref } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { paths } from '../../../shared/paths';
import { apiFrom } from '../../api';
import type { SiteData } from '../../data';
import type { RouteHandle } from '../../meta';
import { useRequestModal } from '../../request/RequestModalProvider';
import { Address } from '../../ui/Address';
import { ContentImage } from '../../ui/ContentCard';
import { Icon } from '../../ui/icons';
import { pick } from '../../ui/localized';
import { PageBanner } from '../../ui/PageBanner';
import { RichText } from '../../ui/RichText';
import styles from './AboutPage.module.css';
import { loadSitePage, sitePageMeta } from './site-page';

export async function loader({ context }: LoaderFunctionArgs): Promise<{ page: SitePage | null }> {
  return { page: await loadSitePage(apiFrom(context), 'GIOI_THIEU') };
}

export const handle: RouteHandle = {
  meta: (args) => sitePageMeta(args, 'site.pages.about'),
};

/** The clinic's facts: where, how to call or write, when it is open. */
export function ClinicFacts({ setting, titleId }: { setting: Setting; titleId: string }) {
  const { t } = useI18n();
  const requestModal = useRequestModal();
  return (
    <section className={styles.facts} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('site.pages.about.factsTitle')}</h2>
      <dl className={styles.list}>
        <div>
          <dt>
            <Icon name="pin" size={20} />
            {t('site.pages.about.address')}
          </dt>
          <dd>
            <Address diachi={setting.diachi} className={styles.address} testId="about-address" />
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="phone" size={20} />
            {t('site.pages.about.hotline')}
          </dt>
          <dd>
            <a href={telHref(setting.dienthoai)} className={styles.strong}>
              {setting.dienthoai}
            </a>
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="mail" size={20} />
            {t('site.pages.about.email')}
          </dt>
          <dd>
            <a href={`mailto:${setting.email}`}>{setting.email}</a>
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="clock" size={20} />
            {t('site.pages.about.hours')}
          </dt>
          <dd>
            <span className={styles.strong}>{t('site.pages.about.hoursValue')}</span>
            <br />
            {t('site.pages.about.hoursDays')}
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button-primary"
          onPointerEnter={requestModal.preload}
          onFocus={requestModal.preload}
          onClick={() => requestModal.open({ type: 'DAT_LICH_HEN' })}
        >
          {t('site.pages.about.book')}
        </button>
        <SiteLink to={paths.memberRegistration}>{t('site.pages.about.member')}</SiteLink>
        <SiteLink to={paths.contact}>{t('site.pages.about.contact')}</SiteLink>
      </div>
    </section>
  );
}

export function Component() {
  const { page } = useLoaderData<typeof loader>();
  const site = useRouteLoaderData('root') as SiteData | undefined;
  const { lang } = useI18n();
  const setting = site?.setting ?? null;
  const title = page ? pick(lang, page, 'tieude') : '';
  const summary = page ? pick(lang, page, 'mota') : '';

  return (
    <>
      <PageBanner />
      <div className={`container ${styles.layout}`}>
        <article className={styles.article}>
          {page?.hinhanh && <ContentImage image={page.hinhanh} alt={title} eager className={styles.image} />}
          {summary && <p className={styles.lead}>{summary}</p>}
          {page && <RichText html={pick(lang, page, 'noidung')} />}
        </article>
        {setting && (
          <aside className={styles.aside}>
            <ClinicFacts setting={setting} titleId="about-facts" />
          </aside>
        )}
      </div>
    </>
  );
}
