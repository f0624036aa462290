// /benh/:id: a disease the clinic treats: what it is, its signs and treatment (body), the doctors who see it (each
// linking to their page) and the services of the price list for it with their prices (linking to the service's
// page and to the price list), with the booking card and the other common conditions beside it.
import type { DiseaseDetail, DiseaseItem, Paginated } from '@phongkham/contracts';
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
import { doctorName } from '../doctors/DoctorCard';
import styles from './DiseasePage.module.css';

interface DiseaseData {
  disease: DiseaseDetail;
  others: DiseaseItem[];
}

export async function loader(args: LoaderFunctionArgs): Promise<DiseaseData> {
  const disease = await loadDetail<DiseaseDetail>(args, {
    apiPath: apiPaths.disease,
    canonical: (item) => paths.disease(item._id, item.tenbenh),
  });
  const all = await apiFrom(args.context).get<Paginated<DiseaseItem>>(apiPaths.diseases, {
    query: { limit: 0 },
    silent: true,
  });
  return { disease, others: (all?.docs ?? []).filter((item) => item._id !== disease._id) };
}

export const handle: RouteHandle = {
  meta: ({ t, lang, site, data, url }) => {
    const { disease } = data as DiseaseData;
    const name = pick(lang, disease, 'tenbenh');
    const description = pick(lang, disease, 'mota') || undefined;
    return {
      title: name,
      description,
      image: disease.hinhanh,
      // Diseases have no list page of their own: they sit under the services that treat them.
      crumbs: [{ label: t('site.pages.services.title'), to: paths.services }, { label: name }],
      jsonLd: [
        articleJsonLd({
          type: 'MedicalWebPage',
          headline: name,
          description,
          image: disease.hinhanh,
          lang,
          url,
          site,
          t,
          about: { '@type': 'MedicalCondition', name },
        }),
      ],
    };
  },
};

export function Component() {
  const { disease, others } = useLoaderData() as DiseaseData;
  const { t, lang } = useI18n();
  const name = pick(lang, disease, 'tenbenh');
  const summary = pick(lang, disease, 'mota');
  return (
    <>
      <PageBanner>
        <span className={common.badge}>{t('site.pages.disease.section')}</span>
      </PageBanner>
      <div className={`container ${common.page} ${common.withAside}`}>
        <article className={common.main}>
          {disease.hinhanh && <ContentImage image={disease.hinhanh} alt={name} eager className={common.hero} />}
          {summary && <p className={common.lead}>{summary}</p>}
          <RichText html={pick(lang, disease, 'noidung')} />
          <DiseaseDoctors disease={disease} />
          <DiseaseServices disease={disease} />
        </article>
        <aside className={common.aside}>
          <BookingCard title={t('site.pages.disease.book')} text={t('site.pages.disease.bookText')} />
          <SideList
            title={t('site.pages.disease.others')}
            items={others.map((item) => ({
              key: item._id,
              to: paths.disease(item._id, item.tenbenh),
              title: pick(lang, item, 'tenbenh'),
              image: item.hinhanh,
            }))}
          />
        </aside>
      </div>
    </>
  );
}

/** The doctors who see the disease, each linking to their page. */
function DiseaseDoctors({ disease }: { disease: DiseaseDetail }) {
  const { t, lang } = useI18n();
  if (disease.bacsi.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="disease-doctors">
      <h2 id="disease-doctors" className={styles.heading}>
        {t('site.pages.disease.doctors')}
      </h2>
      <ul className={styles.doctors}>
        {disease.bacsi.map((doctor) => (
          <li key={doctor._id}>
            <SiteLink to={paths.doctor(doctor._id, doctor.hoten)} className={styles.doctor}>
              {doctor.hinhanh ? (
                <img
                  className={styles.portrait}
                  src={doctor.hinhanh.url}
                  alt=""
                  width={64}
                  height={80}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className={styles.portrait} aria-hidden="true" />
              )}
              <span className={styles.doctorText}>
                <strong>{doctorName(doctor, lang)}</strong>
                <span className={common.muted}>{pick(lang, doctor, 'chuyenkhoa')}</span>
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The services of the price list for the disease with their prices, and the way to the whole price list. */
function DiseaseServices({ disease }: { disease: DiseaseDetail }) {
  const { t, lang } = useI18n();
  if (disease.dichvu.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="disease-services">
      <div className={styles.head}>
        <h2 id="disease-services" className={styles.heading}>
          {t('site.pages.disease.services')}
        </h2>
        <SiteLink to={paths.priceList} className={common.more}>
          {t('site.pages.disease.priceList')}
        </SiteLink>
      </div>
      <ul className={styles.services}>
        {disease.dichvu.map((service) => {
          const unit = pick(lang, service, 'donvitinh');
          return (
            <li key={service._id} className={styles.service}>
              <SiteLink to={paths.providedService(service._id, service.tendichvu)} className={styles.serviceName}>
                {pick(lang, service, 'tendichvu')}
              </SiteLink>
              <span className={styles.servicePrice}>
                <span className={common.price}>{formatPrice(service.gia)}</span>
                {unit && <span className={common.muted}> / {unit}</span>}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
