// /dich-vu: the clinic's service groups (dmdichvu), each leading to its services and prices.
import type { Paginated, ServiceGroupItem } from '@phongkham/contracts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { SiteLink } from '../../ui/SiteLink';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths, paths } from '../../../shared/paths';
import { apiFrom } from '../../api';
import { required } from '../../detail';
import { clinicName, type RouteHandle } from '../../meta';
import { CardGrid, columnsFor, ContentCard, EAGER_CARDS } from '../../ui/ContentCard';
import { pick } from '../../ui/localized';
import { PageBanner } from '../../ui/PageBanner';
import common from '../common/catalogue.module.css';
import styles from './services.module.css';

interface ServicesData {
  groups: ServiceGroupItem[];
}

export async function loader({ context }: LoaderFunctionArgs): Promise<ServicesData> {
  const list = required(
    await apiFrom(context).get<Paginated<ServiceGroupItem>>(apiPaths.serviceGroups, {
      query: { limit: 0 },
      silent: true,
    }),
  );
  return { groups: list.docs };
}

export const handle: RouteHandle = {
  meta: ({ t, site }) => ({
    title: t('site.pages.services.title'),
    description: t('site.pages.services.metaDescription', { name: clinicName(site, t) }),
    crumbs: [{ label: t('site.pages.services.title') }],
  }),
};

export function Component() {
  const { groups } = useLoaderData() as ServicesData;
  const { t, lang } = useI18n();
  return (
    <>
      <PageBanner />
      <div className={`container ${common.page}`}>
        <div className={common.sectionHead}>
          <p className={common.intro}>{t('site.pages.services.intro')}</p>
          <div className={styles.headLinks}>
            <SiteLink to={paths.priceList} className="button button-primary">
              {t('site.pages.services.priceList')}
            </SiteLink>
            <SiteLink to={paths.products} className="button button-outline">
              {t('site.pages.services.products')}
            </SiteLink>
          </div>
        </div>
        {groups.length === 0 ? (
          <p className={common.empty}>{t('site.pages.services.empty')}</p>
        ) : (
          <CardGrid columns={columnsFor(groups.length)} label={t('site.pages.services.listLabel')}>
            {groups.map((group, index) => (
              <ContentCard
                key={group._id}
                to={paths.service(group._id, group.tendanhmuc)}
                title={pick(lang, group, 'tendanhmuc')}
                image={group.hinhanh}
                summary={pick(lang, group, 'mota')}
                eager={index < EAGER_CARDS}
              />
            ))}
          </CardGrid>
        )}
      </div>
    </>
  );
}
