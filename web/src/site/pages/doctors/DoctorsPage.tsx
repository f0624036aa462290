// /bac-si: the clinic's doctors, in the clinic's order, twelve a page.
import type { DoctorItem, Paginated } from '@phongkham/contracts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths } from '../../../shared/paths';
import { apiFrom } from '../../api';
import { checkPageInRange, pageFromRequest, required } from '../../detail';
import { clinicName, type RouteHandle } from '../../meta';
import { CardGrid } from '../../ui/ContentCard';
import { PageBanner } from '../../ui/PageBanner';
import { Pagination } from '../../ui/Pagination';
import common from '../common/catalogue.module.css';
import { DoctorCard } from './DoctorCard';

interface DoctorsData {
  list: Paginated<DoctorItem>;
}

const PAGE_SIZE = 12;

export async function loader({ request, context }: LoaderFunctionArgs): Promise<DoctorsData> {
  const page = pageFromRequest(request);
  const list = required(
    await apiFrom(context).get<Paginated<DoctorItem>>(apiPaths.doctors, {
      query: { page, limit: PAGE_SIZE },
      silent: true,
    }),
  );
  checkPageInRange(page, list.totalPages);
  return { list };
}

export const handle: RouteHandle = {
  meta: ({ t, site, data }) => {
    const { list } = data as DoctorsData;
    const title = t('site.pages.doctors.title');
    return {
      title: list.page > 1 ? `${title} - ${t('site.ui.pagination.page', { page: list.page })}` : title,
      heading: title,
      description: t('site.pages.doctors.metaDescription', { name: clinicName(site, t) }),
      crumbs: [{ label: title }],
    };
  },
};

export function Component() {
  const { list } = useLoaderData() as DoctorsData;
  const { t } = useI18n();
  return (
    <>
      <PageBanner />
      <div className={`container ${common.page}`}>
        <p className={common.intro}>{t('site.pages.home.doctorsLead')}</p>
        {list.docs.length === 0 ? (
          <p className={common.empty}>{t('site.pages.doctors.empty')}</p>
        ) : (
          <CardGrid columns={4} label={t('site.pages.doctors.listLabel')}>
            {list.docs.map((doctor, index) => (
              <DoctorCard key={doctor._id} doctor={doctor} eager={index < 4} />
            ))}
          </CardGrid>
        )}
        <Pagination page={list.page} totalPages={list.totalPages} totalDocs={list.totalDocs} limit={list.limit} />
      </div>
    </>
  );
}
