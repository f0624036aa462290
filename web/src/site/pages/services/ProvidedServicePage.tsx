// /dich-vu-cung-cap/:id: one service the clinic provides, with its price, the note beside it and its unit, how it
// goes (body), the booking card and the other services of its group.
import type { Paginated, ServiceDetail, ServiceItem } from '@phongkham/contracts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { SiteLink } from '../../ui/SiteLink';
import { formatPrice } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths, paths } from '../../../shared/paths';
import { apiFrom } from '../../api';
import { loadDetail } from '../../detail';
import { absoluteUrl, articleJsonLd, type RouteHandle } from '../../meta';
import { ContentImage } from '../../ui/ContentCard';
import { pick } from '../../ui/localized';
import { PageBanner } from '../../ui/PageBanner';
import { RichText } from '../../ui/RichText';
import { BookingCard } from '../common/BookingCard';
import common from '../common/catalogue.module.css';
import { SideList } from '../common/SideList';
import styles from './services.module.css';

interface ProvidedServiceData {
  service: ServiceDetail;
  others: ServiceItem[];
}

const OTHERS = 6;

export async function loader(args: LoaderFunctionArgs): Promise<ProvidedServiceData> {
  const service = await loadDetail<ServiceDetail>(args, {
    apiPath: apiPaths.service,
    canonical: (item) => paths.providedService(item._id, item.tendichvu),
  });
  const more = await apiFrom(args.context).get<Paginated<ServiceItem>>(apiPaths.services, {
    query: { dmdichvu_id: service.dmdichvu_id, limit: OTHERS + 1 },
    silent: true,
  });
  return { service, others: (more?.docs ?? []).filter((item) => item._id !== service._id).slice(0, OTHERS) };
}

export const handle: RouteHandle = {
  meta: ({ t, lang, site, data, url }) => {
    const { service } = data as ProvidedServiceData;
    const name = pick(lang, service, 'tendichvu');
    const group = pick(lang, service.nhom, 'tendanhmuc');
    const description = pick(lang, service, 'mota') || undefined;
    return {
      title: name,
      description,
      image: service.hinhanh,
      crumbs: [
        { label: t('site.pages.services.title'), to: paths.services },
        { label: group, to: paths.service(service.nhom._id, service.nhom.tendanhmuc) },
        { label: name },
      ],
      jsonLd: [
        articleJsonLd({
          type: 'MedicalWebPage',
          headline: name,
          description,
          image: service.hinhanh,
          lang,
          url,
          site,
          t,
          about: {
            '@type': 'MedicalProcedure',
            name,
            offers: {
              '@type': 'Offer',
              price: service.gia,
              priceCurrency: 'VND',
              url: absoluteUrl(url, paths.providedService(service._id, service.tendichvu)),
            },
          },
        }),
      ],
    };
  },
};

export function Component() {
  const { service, others } = useLoaderData() as ProvidedServiceData;
  const { t, lang } = useI18n();
  const name = pick(lang, service, 'tendichvu');
  const summary = pick(lang, service, 'mota');
  const unit = pick(lang, service, 'donvitinh');
  const remark = pick(lang, service, 'ghichu');
  const groupPath = paths.service(service.nhom._id, service.nhom.tendanhmuc);
  return (
    <>
      <PageBanner />
      <div className={`container ${common.page} ${common.withAside}`}>
        <div className={common.main}>
          {service.hinhanh && <ContentImage image={service.hinhanh} alt={name} eager className={common.hero} />}
          {summary && <p className={common.lead}>{summary}</p>}
          <RichText html={pick(lang, service, 'noidung')} />
        </div>
        <aside className={common.aside}>
          <section className={styles.priceCard} aria-labelledby="service-price">
            <h2 id="service-price" className="visually-hidden">
              {t('site.pages.service.priceLabel')}
            </h2>
            <dl>
              <div>
                <dt>{t('site.pages.service.priceLabel')}</dt>
                <dd className={styles.bigPrice}>{formatPrice(service.gia)}</dd>
                {remark && <dd className={styles.priceRemark}>{remark}</dd>}
              </div>
              {unit && (
                <div>
                  <dt>{t('site.pages.service.unitLabel')}</dt>
                  <dd>{unit}</dd>
                </div>
              )}
              <div>
                <dt>{t('site.pages.service.groupLabel')}</dt>
                <dd>
                  <SiteLink to={groupPath}>{pick(lang, service.nhom, 'tendanhmuc')}</SiteLink>
                </dd>
              </div>
            </dl>
            <p className={styles.note}>{t('site.pages.service.priceNote')}</p>
          </section>
          <BookingCard title={t('site.pages.home.bookTitle')} text={t('site.pages.home.bookText')} />
          <SideList
            title={t('site.pages.service.others')}
            items={others.map((item) => ({
              key: item._id,
              to: paths.providedService(item._id, item.tendichvu),
              title: pick(lang, item, 'tendichvu'),
              detail: <span className={common.price}>{formatPrice(item.gia)}</span>,
            }))}
          />
        </aside>
      </div>
    </>
  );
}
