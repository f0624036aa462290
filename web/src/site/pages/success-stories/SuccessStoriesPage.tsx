// Success stories (câu chuyện thành công, docs/product-rules.md 'Public pages'): patients' recoveries, newest first,
// nine a page with `?page=` links, and a way on to the operations still seeking sponsors.
import type { Paginated, SuccessStoryItem } from '@phongkham/contracts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { SiteLink } from '../../ui/SiteLink';
import { formatDate } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths, paths } from '../../../shared/paths';
import { apiFrom } from '../../api';
import { checkPageInRange, pageFromRequest, required } from '../../detail';
import { clinicName, type RouteHandle } from '../../meta';
import { CardGrid, ContentCard, EAGER_CARDS } from '../../ui/ContentCard';
import { pick } from '../../ui/localized';
import { PageBanner } from '../../ui/PageBanner';
import { Pagination } from '../../ui/Pagination';
import styles from './SuccessStoriesPage.module.css';

export const STORIES_PAGE_SIZE = 9;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = pageFromRequest(request);
  const list = required(
    await apiFrom(context).get<Paginated<SuccessStoryItem>>(apiPaths.successStories, {
      query: { page, limit: STORIES_PAGE_SIZE, sort: '-ngaydang' },
      silent: true,
    }),
  );
  checkPageInRange(page, list.totalPages);
  return { list };
}

export const handle: RouteHandle = {
  meta: ({ t, site }) => ({
    title: t('site.pages.successStories.title'),
    description: t('site.pages.successStories.description', { name: clinicName(site, t) }),
    crumbs: [
      { label: t('site.pages.charity.title'), to: paths.charity },
      { label: t('site.pages.successStories.title') },
    ],
  }),
};

export function Component() {
  const { list } = useLoaderData<typeof loader>();
  const { t, lang } = useI18n();
  return (
    <>
      <PageBanner />
      <div className={`container ${styles.page}`}>
        {list.docs.length === 0 ? (
          <p className={styles.empty}>{t('site.pages.successStories.empty')}</p>
        ) : (
          <CardGrid columns={3} label={t('site.pages.successStories.title')}>
            {list.docs.map((story, index) => (
              <ContentCard
                key={story._id}
                to={paths.successStory(story._id, story.tieude)}
                title={pick(lang, story, 'tieude')}
                image={story.hinhanh}
                summary={pick(lang, story, 'mota')}
                eager={index < EAGER_CARDS}
                eyebrow={<time dateTime={String(story.ngaydang)}>{formatDate(lang, story.ngaydang)}</time>}
              />
            ))}
          </CardGrid>
        )}
        <Pagination page={list.page} totalPages={list.totalPages} totalDocs={list.totalDocs} limit={list.limit} />
        <section className={styles.cta} aria-labelledby="stories-cta">
          <div>
            <h2 id="stories-cta">{t('site.pages.successStories.ctaTitle')}</h2>
            <p>{t('site.pages.successStories.ctaText')}</p>
          </div>
          <SiteLink className="button button-primary" to={`${paths.sponsorships}?trangthai=DANG_KEU_GOI`}>
            {t('site.pages.successStories.ctaLink')}
          </SiteLink>
        </section>
      </div>
    </>
  );
}
