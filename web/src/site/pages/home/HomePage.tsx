// The home page: who the clinic is, how to reach it, and the way in to booking.
import { Link, useRouteLoaderData } from 'react-router';
import { localized, telHref } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { paths } from '../../../shared/paths';
import type { SiteData } from '../../data';
import type { RouteHandle } from '../../meta';
import { useRequestModal } from '../../request/RequestModalProvider';
import { Address } from '../../ui/Address';
import { Icon, type IconName } from '../../ui/icons';
import styles from './HomePage.module.css';

export const handle: RouteHandle = {
  meta: ({ t, site }) => {
    const name = site.setting?.tenphongkham ?? t('common.appName');
    return {
      title: t('site.home.metaTitle', { name }),
      description: t('site.home.metaDescription', {
        name,
        address: site.setting?.diachi ?? '',
        phone: site.setting?.dienthoai ?? '',
      }),
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
                  <Link to={paths.newsCategory(category._id)}>
                    {localized(lang, category.tendanhmuc, category.tendanhmuc_en)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
