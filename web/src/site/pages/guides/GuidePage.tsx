// /huong-dan/:id: one patient guide: its catalogue above the title, the picture, summary and body; beside it the
// booking card and the other guides of the same catalogue.
import type { GuideRecord, GuideRow, Paginated } from '@phongkham/contracts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { SiteLink } from '../../ui/SiteLink';
import { formatDate } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { paths } from '../../../shared/paths';
import { apiFrom } from '../../api';
import { loadDetail } from '../../detail';
import { articleJsonLd, type RouteHandle } from '../../meta';
import { ContentImage } from '../../ui/ContentCard';
import { pick } from '../../ui/localized';
import { PageBanner } from '../../ui/PageBanner';
import { RichText } from '../../ui/RichText';
import { BookingCard } from '../common/BookingCard';
import common from '../common/catalogue.module.css';
import { SideList } from '../common/SideList';
import { guidesApi, sectionId } from './guides-data';
import styles from './guides.module.css';

interface GuideData {
  guide: GuideRecord;
  others: GuideRow[];
}

const OTHERS = 5;

export async function loader(args: LoaderFunctionArgs): Promise<GuideData> {
  const guide = await loadDetail<GuideRecord>(args, {
    apiPath: guidesApi.guide,
    canonical: (item) => paths.guide(item._id, item.tieude),
  });
  // The rest of its catalogue; the page stands without them.
  const more = await apiFrom(args.context).get<Paginated<GuideRow>>(guidesApi.guides, {
    query: { dmhuongdan_id: guide.dmhuongdan_id, limit: OTHERS + 1 },
    silent: true,
  });
  return { guide, others: (more?.docs ?? []).filter((item) => item._id !== guide._id).slice(0, OTHERS) };
}

export const handle: RouteHandle = {
  meta: ({ t, lang, site, data, url }) => {
    const { guide } = data as GuideData;
    const title = pick(lang, guide, 'tieude');
    const description = pick(lang, guide, 'mota') || undefined;
    return {
      title,
      description,
      image: guide.hinhanh,
      type: 'article',
      crumbs: [
        { label: t('site.pages.guides.title'), to: paths.guides },
        { label: pick(lang, guide.danhmuc, 'tendanhmuc'), to: `${paths.guides}#${sectionId(guide.danhmuc)}` },
        { label: title },
      ],
      jsonLd: [
        articleJsonLd({
          type: 'MedicalWebPage',
          headline: title,
          description,
          image: guide.hinhanh,
          dateModified: guide.updatedAt,
          lang,
          url,
          site,
          t,
        }),
      ],
    };
  },
};

export function Component() {
  const { guide, others } = useLoaderData() as GuideData;
  const { t, lang } = useI18n();
  const title = pick(lang, guide, 'tieude');
  const summary = pick(lang, guide, 'mota');
  return (
    <>
      <PageBanner>
        <p className={styles.byline}>
          <SiteLink className={styles.category} to={`${paths.guides}#${sectionId(guide.danhmuc)}`}>
            {pick(lang, guide.danhmuc, 'tendanhmuc')}
          </SiteLink>
          <time dateTime={guide.updatedAt}>
            {t('site.pages.guide.updated', { date: formatDate(lang, guide.updatedAt) })}
          </time>
        </p>
      </PageBanner>
      <div className={`container ${common.page} ${common.withAside}`}>
        <article className={`${common.main} ${styles.article}`}>
          {guide.hinhanh && <ContentImage image={guide.hinhanh} alt={title} eager className={common.hero} />}
          {summary && <p className={common.lead}>{summary}</p>}
          <RichText html={pick(lang, guide, 'noidung')} />
          <p className={styles.back}>
            <SiteLink to={paths.guides} className={common.more}>
              ← {t('site.pages.guide.back')}
            </SiteLink>
          </p>
        </article>
        <aside className={common.aside}>
          <BookingCard title={t('site.pages.guide.book')} text={t('site.pages.guide.bookText')} />
          <SideList
            title={t('site.pages.guide.others')}
            items={others.map((item) => ({
              key: item._id,
              to: paths.guide(item._id, item.tieude),
              title: pick(lang, item, 'tieude'),
              image: item.hinhanh,
            }))}
          />
        </aside>
      </div>
    </>
  );
}
