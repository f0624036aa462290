// Operation sponsorship (tài trợ ca mổ, docs/product-rules.md 'Public pages'): every published operation, newest first,
// nine a page, filtered by status through the URL (`?trangthai=`), so each filter and page is a link a crawler or a
// visitor can follow and share. Beside the list: how to sponsor, and where to send a case.
import type { Paginated, SponsoredOperationItem } from '@phongkham/contracts';
import { useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { SiteLink } from '../../ui/SiteLink';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths, paths } from '../../../shared/paths';
import { apiFrom } from '../../api';
import type { SiteData } from '../../data';
import { checkPageInRange, notFound, pageFromRequest, required } from '../../detail';
import { clinicName, type RouteHandle } from '../../meta';
import { CardGrid, EAGER_CARDS } from '../../ui/ContentCard';
import { PageBanner } from '../../ui/PageBanner';
import { Pagination } from '../../ui/Pagination';
import { HelpAndReviewBoxes } from './SponsorshipBoxes';
import { SponsorshipCard } from './SponsorshipCard';
import styles from './SponsorshipListPage.module.css';

type Status = SponsoredOperationItem['trangthai'];
/** The contract's statuses, written out here to keep zod out of this page's bundle. */
const statuses: readonly Status[] = ['DANG_KEU_GOI', 'DA_PHAU_THUAT'];
export const SPONSORSHIP_PAGE_SIZE = 9;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = pageFromRequest(request);
  const raw = new URL(request.url).searchParams.get('trangthai');
  // An unknown status is not a list of this site (rather than a copy of the whole list).
  if (raw !== null && !statuses.includes(raw as Status)) notFound();
  const status = (raw as Status | null) ?? undefined;
  const list = required(
    await apiFrom(context).get<Paginated<SponsoredOperationItem>>(apiPaths.sponsoredOperations, {
      query: { page, limit: SPONSORSHIP_PAGE_SIZE, sort: '-ngaydang', trangthai: status },
      silent: true,
    }),
  );
  checkPageInRange(page, list.totalPages);
  return { list, status: status ?? null };
}

export const handle: RouteHandle = {
  meta: ({ t, site }) => ({
    title: t('site.pages.sponsorship.title'),
    description: t('site.pages.sponsorship.description', { name: clinicName(site, t) }),
    crumbs: [{ label: t('site.pages.charity.title'), to: paths.charity }, { label: t('site.pages.sponsorship.title') }],
  }),
};

export function Component() {
  const { list, status } = useLoaderData<typeof loader>();
  const site = useRouteLoaderData('root') as SiteData | undefined;
  const setting = site?.setting ?? null;
  const { t } = useI18n();
  const filters: { status: Status | null; label: string }[] = [
    { status: null, label: t('site.pages.sponsorship.all') },
    ...statuses.map((value) => ({ status: value, label: t(`site.pages.sponsorship.status.${value}`) })),
  ];

  return (
    <>
      <PageBanner />
      <div className={`container ${styles.layout}`}>
        <div className={styles.main}>
          <nav className={styles.filters} aria-label={t('site.pages.sponsorship.filterLabel')}>
            <ul>
              {filters.map((filter) => (
                <li key={filter.status ?? 'all'}>
                  <SiteLink
                    to={filter.status ? `${paths.sponsorships}?trangthai=${filter.status}` : paths.sponsorships}
                    className={styles.filter}
                    aria-current={filter.status === status ? 'page' : undefined}
                  >
                    {filter.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          {list.docs.length === 0 ? (
            <p className={styles.empty}>{t('site.pages.sponsorship.empty')}</p>
          ) : (
            <CardGrid columns={2} label={t('site.pages.sponsorship.title')}>
              {list.docs.map((item, index) => (
                <SponsorshipCard key={item._id} item={item} eager={index < EAGER_CARDS - 1} />
              ))}
            </CardGrid>
          )}
          <Pagination page={list.page} totalPages={list.totalPages} totalDocs={list.totalDocs} limit={list.limit} />
        </div>
        <aside className={styles.aside}>
          <HelpAndReviewBoxes setting={setting} askForHelp />
        </aside>
      </div>
    </>
  );
}
