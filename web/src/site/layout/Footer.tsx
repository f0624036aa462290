// The public footer (docs/product-rules.md, 'Public footer'): promotion with the booking button, the way to
// membership and the codes left (asked by the browser: promotion-store.ts), consultation box, company details, link columns as collapsible panels (company information; customer
// support with the FAQ, guides and the two legal pages; charity), working hours and the powered-by line.
// A text beside other text is written as one string ("Hotline: ", "© 2026 …"): the server's HTML holds it as one text
// node, and Preact, given several pieces, split that node while hydrating (home.e2e.ts watches for it).
import type { Setting } from '@phongkham/contracts';
import { useRef, useState } from 'react';
import { SiteLink } from '../ui/SiteLink';
import { settingText, telHref } from '../../shared/format';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { paths } from '../../shared/paths';
import { usePromotion } from '../promotion/promotion-store';
import { useRequestModal } from '../request/RequestModalProvider';
import { Address } from '../ui/Address';
import { Icon } from '../ui/icons';
import { CollapsiblePanel } from './CollapsiblePanel';
import styles from './Footer.module.css';
import { ClinicMark } from '../../shared/ClinicMark';
import { SocialLinks } from './SocialLinks';

export function Footer({ setting }: { setting: Setting | null }) {
  const { t, lang } = useI18n();
  const requestModal = useRequestModal();
  const [consultPhone, setConsultPhone] = useState('');
  const name = setting?.tenphongkham ?? t('common.appName');
  const promoRef = useRef<HTMLElement>(null);
  const promotion = usePromotion(promoRef);
  const offer = {
    discount: promotion?.giamgia ?? setting?.khuyenmai_giamgia ?? 30,
    count: promotion?.soluong ?? setting?.khuyenmai_soluong ?? 50,
  };

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.cta}`}>
        <section ref={promoRef} className={styles.promo} aria-labelledby="promo-title">
          <div>
            <h2 id="promo-title" className={styles.promoTitle}>
              {settingText(setting, 'khuyenmai_tieude', lang, t('site.footer.promoTitle', offer))}
            </h2>
            {/* Once every code is given, the invitation gives way to the line saying the promotion has ended. */}
            {promotion?.conlai !== 0 && (
              <p className={styles.promoText}>
                {settingText(setting, 'khuyenmai_noidung', lang, t('site.footer.promoText', offer))}
              </p>
            )}
            {/* Empty until the browser knows the count; announced when it changes (a registration on this page). */}
            <p className={styles.promoSlots} data-testid="promo-slots" aria-live="polite">
              {promotion &&
                (promotion.conlai > 0 ? (
                  <>
                    <Icon name="clock" size={16} />{' '}
                    {t('site.footer.promoLeft', { left: promotion.conlai, total: promotion.soluong })}
                  </>
                ) : (
                  t('site.footer.promoEnded')
                ))}
            </p>
          </div>
          <div className={styles.promoActions}>
            <button
              type="button"
              className="button button-accent"
              data-action="book"
              onPointerEnter={requestModal.preload}
              onFocus={requestModal.preload}
              onClick={() => requestModal.open({ type: 'DAT_LICH_HEN' })}
            >
              {t('site.footer.book')}
            </button>
            <SiteLink to={paths.memberRegistration} className={styles.member}>
              {t('site.footer.member')}
            </SiteLink>
          </div>
        </section>
        <section className={styles.consult} aria-labelledby="consult-title">
          <h2 id="consult-title" className={styles.consultTitle}>
            {t('site.footer.consultTitle')}
          </h2>
          <p className={styles.consultText}>{t('site.footer.consultText')}</p>
          <form
            className={styles.consultForm}
            onSubmit={(event) => {
              event.preventDefault();
              // Sent: the box empties, as the modal does (docs/product-rules.md, 'Request modal').
              requestModal.open({ type: 'HO_TRO_TU_VAN', phone: consultPhone, onSent: () => setConsultPhone('') });
            }}
          >
            <label htmlFor="consult-phone" className="visually-hidden">
              {t('site.footer.consultPhone')}
            </label>
            <input
              id="consult-phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={consultPhone}
              placeholder={t('site.footer.consultPlaceholder')}
              onChange={(event) => setConsultPhone(event.target.value)}
              onFocus={requestModal.preload}
            />
            <button type="submit" className="button button-primary" data-action="consult">
              {t('site.footer.consultButton')}
            </button>
          </form>
        </section>
      </div>

      <div className={styles.body}>
        <div className={`container ${styles.grid}`}>
          <section className={styles.company} aria-label={name}>
            <div className={styles.brand}>
              <ClinicMark size={40} />
              <strong>{name}</strong>
            </div>
            {setting && (
              <ul className={styles.contactList}>
                <li>
                  <Icon name="pin" size={18} />
                  <Address diachi={setting.diachi} testId="footer-address" />
                </li>
                <li>
                  <Icon name="phone" size={18} />
                  <span>
                    {`${t('site.footer.hotline')}: `}
                    <a href={telHref(setting.dienthoai)}>{setting.dienthoai}</a>
                  </span>
                </li>
                <li>
                  <Icon name="mail" size={18} />
                  <span>
                    {`${t('site.footer.email')}: `}
                    <a href={`mailto:${setting.email}`}>{setting.email}</a>
                  </span>
                </li>
              </ul>
            )}
            <SocialLinks setting={setting} className={styles.social} />
          </section>

          <CollapsiblePanel title={t('site.footer.companyInfo')}>
            <ul>
              <li>
                <SiteLink to={paths.home}>{t('site.menu.home')}</SiteLink>
              </li>
              <li>
                <SiteLink to={paths.about}>{t('site.menu.about')}</SiteLink>
              </li>
              <li>
                <SiteLink to={paths.services}>{t('site.menu.services')}</SiteLink>
              </li>
              <li>
                <SiteLink to={paths.news}>{t('site.menu.news')}</SiteLink>
              </li>
            </ul>
          </CollapsiblePanel>

          <CollapsiblePanel title={t('site.footer.customerSupport')}>
            <ul>
              <li>
                <SiteLink to={paths.contact}>{t('site.menu.contact')}</SiteLink>
              </li>
              <li>
                <SiteLink to={paths.faq}>{t('site.footer.links.faq')}</SiteLink>
              </li>
              <li>
                <SiteLink to={paths.guides}>{t('site.footer.links.guides')}</SiteLink>
              </li>
              <li>
                <SiteLink to={paths.privacy}>{t('site.footer.links.privacy')}</SiteLink>
              </li>
              <li>
                <SiteLink to={paths.terms}>{t('site.footer.links.terms')}</SiteLink>
              </li>
            </ul>
          </CollapsiblePanel>

          <CollapsiblePanel title={t('site.footer.charity')}>
            <ul>
              <li>
                <SiteLink to={paths.charity}>{t('site.footer.links.charity')}</SiteLink>
              </li>
              <li>
                <SiteLink to={paths.sponsorships}>{t('site.footer.links.sponsorships')}</SiteLink>
              </li>
              <li>
                <SiteLink to={paths.successStories}>{t('site.footer.links.successStories')}</SiteLink>
              </li>
              <li>
                <SiteLink to={paths.profileReview}>{t('site.footer.links.profileReview')}</SiteLink>
              </li>
            </ul>
          </CollapsiblePanel>

          <section className={styles.hours} aria-labelledby="hours-title">
            <h2 id="hours-title" className={styles.hoursTitle}>
              <Icon name="clock" size={20} />
              {` ${t('site.footer.workingHours')}`}
            </h2>
            {setting?.giolamviec ? (
              <p className={styles.hoursTime}>{settingText(setting, 'giolamviec', lang, '')}</p>
            ) : (
              <>
                <p>{t('site.footer.workingDays')}</p>
                <p className={styles.hoursTime}>{t('site.footer.workingTime')}</p>
              </>
            )}
          </section>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <p>
            {`© ${new Date().getFullYear()} ${name}. ${settingText(setting, 'vanhanhboi', lang, t('site.footer.poweredBy'))}`}
          </p>
        </div>
      </div>
    </footer>
  );
}
