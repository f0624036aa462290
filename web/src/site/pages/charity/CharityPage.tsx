// Charity (từ thiện, docs/product-rules.md 'Public pages'): the programme's page TU_THIEN, its three ways in (send a
// case for review, sponsor an operation, read the success stories) and the latest sponsored operations.
import type { Paginated, SponsoredOperationItem } from '@phongkham/contracts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { SiteLink } from '../../ui/SiteLink';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths, paths } from '../../../shared/paths';
import { apiFrom } from '../../api';
import type { RouteHandle } from '../../meta';
import { CardGrid } from '../../ui/ContentCard';
import { pick } from '../../ui/localized';
import { PageBanner } from '../../ui/PageBanner';
import { RichText } from '../../ui/RichText';
import { loadSitePage, sitePageMeta } from '../about/site-page';
import { SponsorshipCard } from '../sponsorship/SponsorshipCard';
import styles from './CharityPage.module.css';

export const LATEST_OPERATIONS = 3;

export async function loader({ context }: LoaderFunctionArgs) {
  const api = apiFrom(context);
  const [page, latest] = await Promise.all([
    loadSitePage(api, 'TU_THIEN'),
    api.get<Paginated<SponsoredOperationItem>>(apiPaths.sponsoredOperations, {
      query: { page: 1, limit: LATEST_OPERATIONS, sort: '-ngaydang' },
      silent: true,
    }),
  ]);
  return { page, latest: latest?.docs ?? [] };
}

export const handle: RouteHandle = {
  meta: (args) => sitePageMeta(args, 'site.pages.charity'),
};

// The programme's own pictograms (a case file, a helping heart, an open book), drawn inline like ui/icons.
const wayIcons = {
  review:
    'M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V9h5.5L13 3.5zM8 13v2h8v-2H8zm0 4v2h5v-2H8z',
  sponsor:
    'M12 21.4 10.6 20C5.4 15.4 2 12.3 2 8.5 2 5.4 4.4 3 7.5 3c1.7 0 3.4.8 4.5 2.1C13.1 3.8 14.8 3 16.5 3 19.6 3 22 5.4 22 8.5c0 3.8-3.4 6.9-8.6 11.5L12 21.4z',
  stories:
    'M21 5c-1.1-.35-2.3-.5-3.5-.5-1.95 0-4.05.4-5.5 1.5-1.45-1.1-3.55-1.5-5.5-1.5S2.45 4.9 1 6v14.65c0 .25.25.5.5.5.1 0 .15-.05.25-.05C3.1 20.45 5.05 20 6.5 20c1.95 0 4.05.4 5.5 1.5 1.35-.85 3.8-1.5 5.5-1.5 1.65 0 3.35.3 4.75 1.05.1.05.15.05.25.05.25 0 .5-.25.5-.5V6c-.6-.45-1.25-.75-2-1zm0 13.5c-1.1-.35-2.3-.5-3.5-.5-1.7 0-4.15.65-5.5 1.5V8c1.35-.85 3.8-1.5 5.5-1.5 1.2 0 2.4.15 3.5.5v11.5z',
} as const;

const ways: { key: keyof typeof wayIcons; to: string }[] = [
  { key: 'review', to: paths.profileReview },
  { key: 'sponsor', to: paths.sponsorships },
  { key: 'stories', to: paths.successStories },
];

export function Component() {
  const { page, latest } = useLoaderData<typeof loader>();
  const { t, lang } = useI18n();
  const summary = page ? pick(lang, page, 'mota') : '';

  return (
    <>
      <PageBanner />
      <div className={`container ${styles.page}`}>
        {page && (
          <div className={styles.intro}>
            {summary && <p className={styles.lead}>{summary}</p>}
            <RichText html={pick(lang, page, 'noidung')} />
          </div>
        )}

        <section aria-labelledby="charity-ways">
          <h2 id="charity-ways" className={styles.sectionTitle}>
            {t('site.pages.charity.programTitle')}
          </h2>
          <ul className={styles.ways}>
            {ways.map((way) => (
              <li key={way.key} className={styles.way}>
                <span className={styles.wayIcon}>
                  <svg
                    width="26"
                    height="26"
                    viewBox="0 0 24 24"
                    fill="currentColor"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d={wayIcons[way.key]} />
                  </svg>
                </span>
                <h3>{t(`site.pages.charity.${way.key}Title`)}</h3>
                <p>{t(`site.pages.charity.${way.key}Text`)}</p>
                <SiteLink className={styles.wayLink} to={way.to}>
                  {t(`site.pages.charity.${way.key}Link`)} <span aria-hidden="true">→</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="charity-latest">
          <div className={styles.sectionHead}>
            <h2 id="charity-latest" className={styles.sectionTitle}>
              {t('site.pages.charity.latestTitle')}
            </h2>
            {latest.length > 0 && (
              <SiteLink to={paths.sponsorships}>
                {t('site.pages.charity.viewAll')} <span aria-hidden="true">→</span>
              </SiteLink>
            )}
          </div>
          {latest.length === 0 ? (
            <p className={styles.empty}>{t('site.pages.charity.latestEmpty')}</p>
          ) : (
            <CardGrid columns={3} label={t('site.pages.charity.latestTitle')}>
              {latest.map((item) => (
                <SponsorshipCard key={item._id} item={item} headingLevel={3} />
              ))}
            </CardGrid>
          )}
        </section>
      </div>
    </>
  );
}
