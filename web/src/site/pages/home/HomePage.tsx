// The home page: who the clinic is and the way in to booking, then what it offers: service groups, doctors,
// featured news and common conditions, each leading to its own page.
import type { DiseaseItem, DoctorItem, NewsItem, Paginated, ServiceGroupItem } from '@phongkham/contracts';
import { useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { SiteLink } from '../../ui/SiteLink';
import { formatDate, localized, telHref } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths, paths } from '../../../shared/paths';
import { apiFrom } from '../../api';
import type { SiteData } from '../../data';
import { clinicJsonLd, type RouteHandle } from '../../meta';
import { useRequestModal } from '../../request/RequestModalProvider';
import { Address } from '../../ui/Address';
import { CardGrid, columnsFor, ContentCard } from '../../ui/ContentCard';
import { Icon, type IconName } from '../../ui/icons';
import { pick } from '../../ui/localized';
import { DoctorCard } from '../doctors/DoctorCard';
import styles from './HomePage.module.css';

interface HomeData {
  news: NewsItem[];
  groups: ServiceGroupItem[];
  doctors: DoctorItem[];
  diseases: DiseaseItem[];
}

const NEWS = 3;

/** Each section is optional: the home page shows what the API could give, never an error. */
export async function loader({ context }: LoaderFunctionArgs): Promise<HomeData> {
  const api = apiFrom(context);
  const list = <T,>(path: string, query: Record<string, string | number | boolean>) =>
    api.get<Paginated<T>>(path, { query, silent: true }).then((page) => page?.docs ?? []);
  const [featured, latest, groups, doctors, diseases] = await Promise.all([
    list<NewsItem>(apiPaths.news, { noibat: true, limit: NEWS }),
    list<NewsItem>(apiPaths.news, { limit: NEWS }),
    list<ServiceGroupItem>(apiPaths.serviceGroups, { limit: 6 }),
    list<DoctorItem>(apiPaths.doctors, { limit: 4 }),
    list<DiseaseItem>(apiPaths.diseases, { limit: 0 }),
  ]);
  // Featured articles first, the latest ones after them when fewer than three are featured.
  const news = [...featured, ...latest.filter((item) => !featured.some((f) => f._id === item._id))].slice(0, NEWS);
  return { news, groups, doctors, diseases };
}

export const handle: RouteHandle = {
  meta: ({ t, site, url }) => {
    const name = site.setting?.tenphongkham ?? t('common.appName');
    return {
      title: t('site.home.metaTitle', { name }),
      description: t('site.home.metaDescription', {
        name,
        address: site.setting?.diachi ?? '',
        phone: site.setting?.dienthoai ?? '',
      }),
      jsonLd: [clinicJsonLd(site, url, t)],
    };
  },
};

const highlights: { key: string; icon: IconName }[] = [
  { key: 'doctors', icon: 'check' },
  { key: 'surgery', icon: 'plus' },
  { key: 'hours', icon: 'clock' },
];

export function Component() {
  const { setting, categories } = useRouteLoaderData('root') as SiteData;
  const { news, groups, doctors, diseases } = useLoaderData() as HomeData;
  const { t, lang } = useI18n();
  const requestModal = useRequestModal();
  const name = setting?.tenphongkham ?? t('common.appName');

  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <p className={styles.eyebrow}>{t('site.home.eyebrow')}</p>
          <h1 className={styles.title}>{name}</h1>
          <p className={styles.lead}>{t('site.home.lead')}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className="button button-primary"
              onPointerEnter={requestModal.preload}
              onClick={() => requestModal.open({ type: 'DAT_LICH_HEN' })}
            >
              {t('site.home.book')}
            </button>
            {setting && (
              <a className="button button-outline" href={telHref(setting.dienthoai)}>
                <Icon name="phone" size={18} />
                {t('site.home.call', { phone: setting.dienthoai })}
              </a>
            )}
          </div>
        </div>
      </section>

      <section className={`container ${styles.highlights}`}>
        {highlights.map((item) => (
          <article key={item.key} className={styles.card}>
            <span className={styles.cardIcon}>
              <Icon name={item.icon} size={24} />
            </span>
            <h2 className={styles.cardTitle}>{t(`site.home.highlights.${item.key}Title`)}</h2>
            <p>{t(`site.home.highlights.${item.key}Text`)}</p>
          </article>
        ))}
      </section>

      {groups.length > 0 && (
        <section className={`container ${styles.section}`} aria-labelledby="home-services">
          <div className={styles.sectionHead}>
            <div>
              <h2 id="home-services">{t('site.pages.home.servicesTitle')}</h2>
              <p className={styles.sectionLead}>{t('site.pages.home.servicesLead')}</p>
            </div>
            <div className={styles.sectionLinks}>
              <SiteLink to={paths.priceList}>{t('site.pages.home.priceList')}</SiteLink>
              <SiteLink to={paths.services}>{t('site.pages.home.servicesAll')}</SiteLink>
            </div>
          </div>
          <CardGrid columns={columnsFor(groups.length)} label={t('site.pages.home.servicesTitle')}>
            {groups.map((group) => (
              <ContentCard
                key={group._id}
                to={paths.service(group._id, group.tendanhmuc)}
                title={pick(lang, group, 'tendanhmuc')}
                image={group.hinhanh}
                summary={pick(lang, group, 'mota')}
                headingLevel={3}
              />
            ))}
          </CardGrid>
        </section>
      )}

      <section className={styles.band} aria-labelledby="home-book">
        <div className={`container ${styles.bandInner}`}>
          <div>
            <h2 id="home-book">{t('site.pages.home.bookTitle')}</h2>
            <p>{t('site.pages.home.bookText')}</p>
          </div>
          <div className={styles.bandActions}>
            <button
              type="button"
              className="button button-accent"
              onPointerEnter={requestModal.preload}
              onClick={() => requestModal.open({ type: 'DAT_LICH_HEN' })}
            >
              {t('site.pages.home.book')}
            </button>
            {setting && (
              <a className={`button ${styles.bandCall}`} href={telHref(setting.dienthoai)}>
                <Icon name="phone" size={18} />
                {t('site.pages.home.call', { phone: setting.dienthoai })}
              </a>
            )}
          </div>
        </div>
      </section>

      {doctors.length > 0 && (
        <section className={`container ${styles.section}`} aria-labelledby="home-doctors">
          <div className={styles.sectionHead}>
            <div>
              <h2 id="home-doctors">{t('site.pages.home.doctorsTitle')}</h2>
              <p className={styles.sectionLead}>{t('site.pages.home.doctorsLead')}</p>
            </div>
            <div className={styles.sectionLinks}>
              <SiteLink to={paths.doctors}>{t('site.pages.home.doctorsAll')}</SiteLink>
            </div>
          </div>
          <CardGrid columns={4} label={t('site.pages.home.doctorsTitle')}>
            {doctors.map((doctor) => (
              <DoctorCard key={doctor._id} doctor={doctor} headingLevel={3} />
            ))}
          </CardGrid>
        </section>
      )}

      {news.length > 0 && (
        <section className={`container ${styles.section}`} aria-labelledby="home-news">
          <div className={styles.sectionHead}>
            <h2 id="home-news">{t('site.pages.home.newsTitle')}</h2>
            <div className={styles.sectionLinks}>
              <SiteLink to={paths.news}>{t('site.pages.home.newsAll')}</SiteLink>
            </div>
          </div>
          <CardGrid label={t('site.pages.home.newsTitle')}>
            {news.map((item) => (
              <ContentCard
                key={item._id}
                to={paths.newsArticle(item._id, item.slug)}
                title={pick(lang, item, 'tieude')}
                image={item.hinhanh}
                summary={pick(lang, item, 'mota')}
                headingLevel={3}
                eyebrow={
                  <>
                    <time dateTime={item.ngaydang}>{formatDate(lang, item.ngaydang)}</time>
                    <span>{pick(lang, item.danhmuc, 'tendanhmuc')}</span>
                  </>
                }
              />
            ))}
          </CardGrid>
        </section>
      )}

      {diseases.length > 0 && (
        <section className={`container ${styles.section}`} aria-labelledby="home-diseases">
          <h2 id="home-diseases">{t('site.pages.home.diseasesTitle')}</h2>
          <ul className={styles.diseases}>
            {diseases.map((disease) => (
              <li key={disease._id}>
                <SiteLink to={paths.disease(disease._id, disease.tenbenh)}>{pick(lang, disease, 'tenbenh')}</SiteLink>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className={`container ${styles.columns}`}>
        {setting && (
          <section className={styles.panel} aria-labelledby="home-contact">
            <h2 id="home-contact">{t('site.home.contactTitle')}</h2>
            <ul className={styles.contact}>
              <li>
                <Icon name="pin" size={20} />
                <Address diachi={setting.diachi} testId="home-address" />
              </li>
              <li>
                <Icon name="phone" size={20} />
                <a href={telHref(setting.dienthoai)}>{setting.dienthoai}</a>
              </li>
              <li>
                <Icon name="mail" size={20} />
                <a href={`mailto:${setting.email}`}>{setting.email}</a>
              </li>
            </ul>
          </section>
        )}
        {categories.length > 0 && (
          <section className={styles.panel} aria-labelledby="home-categories">
            <h2 id="home-categories">{t('site.home.categoriesTitle')}</h2>
            <ul className={styles.categories}>
              {categories.map((category) => (
                <li key={category._id}>
                  <SiteLink to={paths.newsCategory(category._id, category.slug)}>
                    {localized(lang, category.tendanhmuc, category.tendanhmuc_en)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
