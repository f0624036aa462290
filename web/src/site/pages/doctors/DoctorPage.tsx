// /bac-si/:id: a doctor's profile: portrait, credentials (title in the reader's language, specialty, years,
// practising certificate), the weekly hours Monday to Sunday, introduction, and the way to the online booking with
// the doctor already chosen.
import type { DoctorDetail, DoctorItem, Paginated } from '@phongkham/contracts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { SiteLink } from '../../ui/SiteLink';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths, paths } from '../../../shared/paths';
import { apiFrom } from '../../api';
import { loadDetail } from '../../detail';
import { absoluteUrl, clinicRef, defaultShareImage, languageUrl, type RouteHandle } from '../../meta';
import { ContentImage } from '../../ui/ContentCard';
import { pick } from '../../ui/localized';
import { PageBanner } from '../../ui/PageBanner';
import { RichText } from '../../ui/RichText';
import common from '../common/catalogue.module.css';
import { SideList } from '../common/SideList';
import { doctorName } from './DoctorCard';
import styles from './DoctorPage.module.css';
import { WeeklyHours } from './WeeklyHours';

interface DoctorData {
  doctor: DoctorDetail;
  others: DoctorItem[];
}

const OTHERS = 4;

export async function loader(args: LoaderFunctionArgs): Promise<DoctorData> {
  const doctor = await loadDetail<DoctorDetail>(args, {
    apiPath: apiPaths.doctor,
    canonical: (item) => paths.doctor(item._id, item.hoten),
  });
  const more = await apiFrom(args.context).get<Paginated<DoctorItem>>(apiPaths.doctors, {
    query: { limit: OTHERS + 1 },
    silent: true,
  });
  return { doctor, others: (more?.docs ?? []).filter((item) => item._id !== doctor._id).slice(0, OTHERS) };
}

export const handle: RouteHandle = {
  meta: ({ t, lang, site, data, url }) => {
    const { doctor } = data as DoctorData;
    const name = doctorName(doctor, lang);
    const specialty = pick(lang, doctor, 'chuyenkhoa');
    const title = pick(lang, doctor, 'hocham');
    const description = pick(lang, doctor, 'mota') || `${name} - ${specialty}`;
    const setting = site.setting;
    return {
      title: name,
      description,
      image: doctor.hinhanh,
      type: 'profile',
      crumbs: [{ label: t('site.pages.doctors.title'), to: paths.doctors }, { label: name }],
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Physician',
          name,
          description,
          image: absoluteUrl(url, (doctor.hinhanh ?? defaultShareImage).url),
          url: languageUrl(url, lang),
          knowsAbout: specialty,
          ...(title ? { [lang === 'en' && doctor.hocham_en ? 'honorificSuffix' : 'honorificPrefix']: title } : {}),
          ...(setting ? { telephone: setting.dienthoai, address: setting.diachi } : {}),
          parentOrganization: clinicRef(site, url, t),
        },
      ],
    };
  },
};

export function Component() {
  const { doctor, others } = useLoaderData() as DoctorData;
  const { t, lang } = useI18n();
  const summary = pick(lang, doctor, 'mota');
  const body = pick(lang, doctor, 'noidung');
  const title = pick(lang, doctor, 'hocham');
  return (
    <>
      <PageBanner />
      <div className={`container ${common.page}`}>
        <div className={styles.profile}>
          <div className={styles.photo}>
            <ContentImage
              image={doctor.hinhanh}
              alt={t('site.pages.doctors.photo', { name: doctor.hoten })}
              eager
              className={styles.image}
            />
          </div>
          <div className={styles.info}>
            <dl className={styles.facts}>
              {title && (
                <div>
                  <dt>{t('site.pages.doctor.title')}</dt>
                  <dd>{title}</dd>
                </div>
              )}
              <div>
                <dt>{t('site.pages.doctor.specialty')}</dt>
                <dd>{pick(lang, doctor, 'chuyenkhoa')}</dd>
              </div>
              {doctor.namkinhnghiem !== null && (
                <div>
                  <dt>{t('site.pages.doctor.experienceLabel')}</dt>
                  <dd>{t('site.pages.doctor.experience', { count: doctor.namkinhnghiem })}</dd>
                </div>
              )}
              {doctor.sochungchi && (
                <div>
                  <dt>{t('site.pages.doctor.certificate')}</dt>
                  <dd>{doctor.sochungchi}</dd>
                </div>
              )}
            </dl>
            {summary && <p className={common.lead}>{summary}</p>}
            <SiteLink className="button button-primary" to={`${paths.booking}?bacsi=${doctor._id}`}>
              {t('site.pages.doctor.book')}
            </SiteLink>
          </div>
        </div>
        <div className={`${common.withAside} ${styles.below}`}>
          <div className={common.main}>
            {doctor.lichlamviec.length > 0 && (
              <section aria-labelledby="doctor-hours" className={styles.hours}>
                <h2 id="doctor-hours">{t('site.pages.doctor.schedule')}</h2>
                <WeeklyHours sessions={doctor.lichlamviec} />
                <p className={styles.hoursNote}>{t('site.pages.doctor.scheduleNote')}</p>
              </section>
            )}
            {body && (
              <section aria-labelledby="doctor-about">
                <h2 id="doctor-about">{t('site.pages.doctor.about')}</h2>
                <RichText html={body} />
              </section>
            )}
          </div>
          <aside className={common.aside}>
            <SideList
              title={t('site.pages.doctor.others')}
              items={others.map((item) => ({
                key: item._id,
                to: paths.doctor(item._id, item.hoten),
                title: doctorName(item, lang),
                image: item.hinhanh,
                detail: pick(lang, item, 'chuyenkhoa'),
              }))}
            />
          </aside>
        </div>
      </div>
    </>
  );
}
