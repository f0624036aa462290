// Contact (liên hệ, docs/product-rules.md 'Public pages'): every way to reach the clinic from the settings (address one
// part a line, hotline as tel:, email as mailto:, the social links that are set), the opening hours, the booking modal,
// the way there (the clinic's directions in words, a "directions" link to Google Maps and an embedded OpenStreetMap
// map, loaded only when it scrolls near, both from the position in the settings) and the LIEN_HE page's own text.
// MedicalClinic JSON-LD.
import type { Setting, SitePage } from '@phongkham/contracts';
import { useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { addressLines, localized, telHref } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiFrom } from '../../api';
import type { SiteData } from '../../data';
import { clinicJsonLd, clinicName, type RouteHandle } from '../../meta';
import { useRequestModal } from '../../request/RequestModalProvider';
import { Address } from '../../ui/Address';
import { Icon } from '../../ui/icons';
import { pick } from '../../ui/localized';
import { PageBanner } from '../../ui/PageBanner';
import { RichText } from '../../ui/RichText';
import { loadSitePage } from '../about/site-page';
import styles from './ContactPage.module.css';
import { directionsUrl, mapEmbedUrl, mapSearchUrl, positionOf } from './map';

export async function loader({ context }: LoaderFunctionArgs): Promise<{ page: SitePage | null }> {
  // The page's own text is optional: without it the contact details still stand on their own.
  return { page: await loadSitePage(apiFrom(context), 'LIEN_HE') };
}

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

/** The way there in words: the clinic's own directions when set, else the address to type into a map app. */
function Directions({ setting }: { setting: Setting }) {
  const { t, lang } = useI18n();
  const position = positionOf(setting);
  const address = addressLines(setting.diachi).join(', ');
  const own = setting.chiduong ? localized(lang, setting.chiduong, setting.chiduong_en) : null;
  return (
    <section className={styles.card} aria-labelledby="contact-directions">
      <h2 id="contact-directions">{t('site.pages.contact.directionsTitle')}</h2>
      <p>{t('site.pages.contact.directionsAddress', { address })}</p>
      {own ? (
        <p className={styles.own} data-testid="contact-directions-text">
          {own}
        </p>
      ) : (
        <p>{t('site.pages.contact.directionsText')}</p>
      )}
      <p>{t('site.pages.contact.directionsCall', { phone: setting.dienthoai })}</p>
      <p>{t('site.pages.contact.directionsArrive')}</p>
      {position ? (
        <a
          href={directionsUrl(position)}
          target="_blank"
          rel="noopener noreferrer"
          className={`button button-primary ${styles.route}`}
          data-action="directions"
        >
          <Icon name="pin" size={18} />
          {t('site.pages.contact.directions')}
        </a>
      ) : (
        <a href={mapSearchUrl(setting.diachi)} target="_blank" rel="noopener noreferrer" className={styles.map}>
          <Icon name="pin" size={18} />
          {t('site.pages.contact.openMap')}
        </a>
      )}
    </section>
  );
}

/** The embedded map around the clinic's position: the browser loads it only when it comes near the screen. */
function ClinicMap({ setting }: { setting: Setting }) {
  const { t } = useI18n();
  const position = positionOf(setting);
  if (!position) return null;
  return (
    <section className={styles.mapSection} aria-labelledby="contact-map">
      <h2 id="contact-map">{t('site.pages.contact.mapTitle')}</h2>
      <iframe
        className={styles.mapFrame}
        src={mapEmbedUrl(position)}
        title={t('site.pages.contact.mapFrame', { name: setting.tenphongkham })}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </section>
  );
}

export function Component() {
  const { page } = useLoaderData<typeof loader>();
  const site = useRouteLoaderData('root') as SiteData | undefined;
  const setting = site?.setting ?? null;
  const { t, lang } = useI18n();
  const requestModal = useRequestModal();
  const summary = page ? pick(lang, page, 'mota') : '';
  const body = page ? pick(lang, page, 'noidung') : '';
  const pageTitle = page ? pick(lang, page, 'tieude') : '';

  return (
    <>
      <PageBanner />
      <div className={`container ${styles.page}`}>
        <p className={styles.intro}>{summary || t('site.pages.contact.intro')}</p>
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
            {setting && <Directions setting={setting} />}
          </div>
        </div>
        {setting && <ClinicMap setting={setting} />}
        {body && (
          <section className={`${styles.card} ${styles.more}`} aria-label={pageTitle}>
            <RichText html={body} />
          </section>
        )}
      </div>
    </>
  );
}
