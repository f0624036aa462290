// /dich-vu/:id: one service group, its introduction and its services with their prices and notes; each
// service leads to its own page (/dich-vu-cung-cap/:id).
import type { Paginated, ServiceGroupDetail, ServiceGroupItem } from '@phongkham/contracts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { SiteLink } from '../../ui/SiteLink';
import { formatPrice } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths, paths } from '../../../shared/paths';
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
import styles from './services.module.css';

interface ServiceGroupData {
  group: ServiceGroupDetail;
  groups: ServiceGroupItem[];
}

export async function loader(args: LoaderFunctionArgs): Promise<ServiceGroupData> {
  const group = await loadDetail<ServiceGroupDetail>(args, {
    apiPath: apiPaths.serviceGroup,
    canonical: (item) => paths.service(item._id, item.tendanhmuc),
  });
  const all = await apiFrom(args.context).get<Paginated<ServiceGroupItem>>(apiPaths.serviceGroups, {
    query: { limit: 0 },
    silent: true,
  });
  return { group, groups: (all?.docs ?? []).filter((item) => item._id !== group._id) };
}

export const handle: RouteHandle = {
  meta: ({ t, lang, site, data, url }) => {
    const { group } = data as ServiceGroupData;
    const name = pick(lang, group, 'tendanhmuc');
    const description = pick(lang, group, 'mota') || undefined;
    return {
      title: name,
      description,
      image: group.hinhanh,
      crumbs: [{ label: t('site.pages.services.title'), to: paths.services }, { label: name }],
      jsonLd: [
        articleJsonLd({
          type: 'MedicalWebPage',
          headline: name,
          description,
          image: group.hinhanh,
          lang,
          url,
          site,
          t,
          about: {
            '@type': 'MedicalProcedure',
            name,
          },
        }),
      ],
    };
  },
};

export function Component() {
  const { group, groups } = useLoaderData() as ServiceGroupData;
  const { t, lang } = useI18n();
  const name = pick(lang, group, 'tendanhmuc');
  const summary = pick(lang, group, 'mota');
  return (
    <>
      <PageBanner />
      <div className={`container ${common.page} ${common.withAside}`}>
        <div className={common.main}>
          {group.hinhanh && <ContentImage image={group.hinhanh} alt={name} eager className={common.hero} />}
          {summary && <p className={common.lead}>{summary}</p>}
          <RichText html={pick(lang, group, 'noidung')} />
          <section className={styles.services} aria-labelledby="group-services">
            <h2 id="group-services">{t('site.pages.serviceGroup.servicesTitle')}</h2>
            {group.dichvu.length === 0 ? (
              <p className={common.empty}>{t('site.pages.serviceGroup.empty')}</p>
            ) : (
              <ul className={styles.serviceList}>
                {group.dichvu.map((service) => {
                  const unit = pick(lang, service, 'donvitinh');
                  const remark = pick(lang, service, 'ghichu');
                  return (
                    <li key={service._id} className={styles.serviceRow}>
                      <div className={styles.serviceInfo}>
                        <h3 className={styles.serviceName}>
                          <SiteLink to={paths.providedService(service._id, service.tendichvu)}>
                            {pick(lang, service, 'tendichvu')}
                          </SiteLink>
                        </h3>
                        {pick(lang, service, 'mota') && (
                          <p className={styles.serviceSummary}>{pick(lang, service, 'mota')}</p>
                        )}
                      </div>
                      <p className={styles.servicePrice}>
                        <span className={common.price}>{formatPrice(service.gia)}</span>
                        {unit && <span className={common.muted}> / {unit}</span>}
                        {remark && <small className={styles.remark}>{remark}</small>}
                      </p>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </div>
        <aside className={common.aside}>
          <BookingCard title={t('site.pages.home.bookTitle')} text={t('site.pages.home.bookText')}>
            <p className={styles.asideLink}>
              <SiteLink to={paths.priceList}>{t('site.pages.services.priceList')}</SiteLink>
            </p>
          </BookingCard>
          <SideList
            title={t('site.pages.services.listLabel')}
            items={groups.map((item) => ({
              key: item._id,
              to: paths.service(item._id, item.tendanhmuc),
              title: pick(lang, item, 'tendanhmuc'),
              image: item.hinhanh,
            }))}
          />
        </aside>
      </div>
    </>
  );
}
