// Contact (liên hệ, docs/product-rules.md 'Public pages'): every way to reach the clinic from the settings (address one
// part a line, hotline as tel:, email as mailto:, the social links that are set), the opening hours, directions in
// words (no embedded map: nothing heavy or third-party loads) and the booking modal. MedicalClinic JSON-LD.
import type { Setting } from '@phongkham/contracts';
import { useRouteLoaderData } from 'react-router';
import { addressLines, telHref } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import type { SiteData } from '../../data';
import { clinicJsonLd, clinicName, type RouteHandle } from '../../meta';
import { useRequestModal } from '../../request/RequestModalProvider';
import { Address } from '../../ui/Address';
import { Icon } from '../../ui/icons';
import { PageBanner } from '../../ui/PageBanner';
import styles from './ContactPage.module.css';

export const handle: RouteHandle = {
  meta: ({ t, site, url }) => ({
    title: t('site.pages.contact.title'),
    description: t('site.pages.contact.description', {
      name: clinicName(site, t),
      address: site.setting ? addressLines(site.setting.diachi).join(', ') : '',
      phone: site.setting?.dienthoai ?? '',
    }),
    crumbs: [{ label: t('site.pages.contact.title') }],
    jsonLd: [clinicJsonLd(site, url, t)],
  }),
};

const networks = [
  ['facebook', 'link_facebook'],
  ['youtube', 'link_youtube'],
  ['tiktok', 'link_tiktok'],
] as const;

/** A search link any phone's map app or browser opens; only a link, nothing loads until it is followed. */
export const mapSearchUrl = (diachi: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLines(diachi).join(', '))}`;

function ContactDetails({ setting }: { setting: Setting }) {
  const { t } = useI18n();
  const social = networks.filter(([, field]) => setting[field]);
  return (
    <section className={`${styles.card} ${styles.details}`} aria-labelledby="contact-info">
      <h2 id="contact-info">{t('site.pages.contact.infoTitle')}</h2>
      <dl className={styles.list}>
        <div>
          <dt>
            <Icon name="pin" size={20} />
            {t('site.pages.contact.address')}
          </dt>
          <dd>
            <Address diachi={setting.diachi} className={styles.address} testId="contact-address" />
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="phone" size={20} />
            {t('site.pages.contact.hotline')}
          </dt>
          <dd>
            <a href={telHref(setting.dienthoai)} className={styles.big} data-testid="contact-hotline">
              {setting.dienthoai}
            </a>
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="mail" size={20} />
            {t('site.pages.contact.email')}
          </dt>
          <dd>
            <a href={`mailto:${setting.email}`} data-testid="contact-email">
              {setting.email}
            </a>
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="clock" size={20} />
            {t('site.pages.contact.hours')}
          </dt>
          <dd>
            <span className={styles.big}>{t('site.pages.contact.hoursValue')}</span>
            <br />
            {t('site.pages.contact.hoursDays')}
          </dd>
        </div>
        {social.length > 0 && (
          <div>
            <dt>{t('site.pages.contact.social')}</dt>
            <dd>
              <ul className={styles.social}>
                {social.map(([network, field]) => (
                  <li key={network}>
                    <a href={setting[field]!} target="_blank" rel="noopener noreferrer" data-social={network}>
                      <Icon name={network} size={18} />
                      {t(`site.pages.contact.${network}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

export function Component() {
  const site = useRouteLoaderData('root') as SiteData | undefined;
  const setting = site?.setting ?? null;
  const { t } = useI18n();
  const requestModal = useRequestModal();
  const address = setting ? addressLines(setting.diachi).join(', ') : '';

  return (
    <>
      <PageBanner />
      <div className={`container ${styles.page}`}>
        <p className={styles.intro}>{t('site.pages.contact.intro')}</p>
        <div className={styles.grid}>
          {setting ? (
            <ContactDetails setting={setting} />
          ) : (
            <p className={`${styles.card} ${styles.details}`}>{t('site.pages.contact.unavailable')}</p>
          )}
          <div className={styles.column}>
            <section className={`${styles.card} ${styles.book}`} aria-labelledby="contact-book">
              <h2 id="contact-book">{t('site.pages.contact.bookTitle')}</h2>
              <p>{t('site.pages.contact.bookText')}</p>
              <div className={styles.actions}>
                <button
                  type="button"
                  className="button button-accent"
                  data-action="contact-book"
                  onPointerEnter={requestModal.preload}
                  onFocus={requestModal.preload}
                  onClick={() => requestModal.open({ type: 'DAT_LICH_HEN' })}
                >
                  {t('site.pages.contact.book')}
                </button>
                {setting && (
                  <a className={`button ${styles.callButton}`} href={telHref(setting.dienthoai)}>
                    <Icon name="phone" size={18} />
                    {t('site.pages.contact.call', { phone: setting.dienthoai })}
                  </a>
                )}
              </div>
            </section>
            {setting && (
              <section className={styles.card} aria-labelledby="contact-directions">
                <h2 id="contact-directions">{t('site.pages.contact.directionsTitle')}</h2>
                <p>{t('site.pages.contact.directionsText', { address })}</p>
                <p>{t('site.pages.contact.directionsCall', { phone: setting.dienthoai })}</p>
                <p>{t('site.pages.contact.directionsArrive')}</p>
                <a href={mapSearchUrl(setting.diachi)} target="_blank" rel="noopener noreferrer" className={styles.map}>
                  <Icon name="pin" size={18} />
                  {t('site.pages.contact.openMap')}
                </a>
              </section>
            )}
          </div>
        </div>
      </div>
    </>
  );
}
