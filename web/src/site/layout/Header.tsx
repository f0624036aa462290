// The public header (docs/product-rules.md, 'Public header'): welcome bar with social links and language, logo, address
// lines, opening hours, hotline, and the main menu with the news categories; a menu button on phones.
import type { NewsCategory, Setting } from '@phongkham/contracts';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { localized, settingText, telHref } from '../../shared/format';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { paths } from '../../shared/paths';
import { Address } from '../ui/Address';
import { Icon } from '../ui/icons';
import styles from './Header.module.css';
import { LanguageSwitch } from './LanguageSwitch';
import { ClinicMark } from '../../shared/ClinicMark';
import { SocialLinks } from './SocialLinks';

// Each menu item also stands for the pages under it that have no item of their own: a category's news
// list is in "news", the price list and a provided service in "services", the doctors in "about".
const menu = [
  { key: 'home', to: paths.home, section: [] },
  {
    key: 'about',
    to: paths.about,
    section: [
      paths.doctors,
      paths.charity,
      paths.profileReview,
      paths.sponsorships,
      paths.successStories,
      paths.memberRegistration,
    ],
  },
  {
    key: 'services',
    to: paths.services,
    section: ['/dich-vu-cung-cap', paths.priceList, paths.products, '/benh'],
  },
  { key: 'news', to: paths.news, section: ['/danh-muc-tin-tuc'] },
  { key: 'contact', to: paths.contact, section: [] },
] as const;

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? styles.active : undefined);

export function Header({ setting, categories }: { setting: Setting | null; categories: NewsCategory[] }) {
  const { t, lang } = useI18n();
  const [menuOpen, setMenuOpen] = useState(false);
  const [newsOpen, setNewsOpen] = useState(false);
  const { pathname } = useLocation();
  // The item is the current page (aria-current) on its own path and below; highlighted for its section too.
  const itemClass =
    (item: (typeof menu)[number]) =>
    ({ isActive }: { isActive: boolean }) =>
      isActive || item.section.some((base) => within(pathname, base)) ? styles.active : undefined;
  const name = setting?.tenphongkham ?? t('common.appName');
  const closeMenus = () => {
    setMenuOpen(false);
    setNewsOpen(false);
  };

  return (
    <header className={styles.header}>
      <div className={styles.topbar}>
        <div className={`container ${styles.topbarInner}`}>
          <p className={styles.welcome}>{t('site.header.welcome', { name })}</p>
          <div className={styles.topbarEnd}>
            <SocialLinks setting={setting} className={styles.social} />
            <LanguageSwitch />
          </div>
        </div>
      </div>

      <div className={`container ${styles.main}`}>
        <Link to={paths.home} className={styles.logo} aria-label={t('site.header.homeLink', { name })}>
          <ClinicMark />
          <span className={styles.logoName}>{name}</span>
        </Link>
        <div className={styles.info}>
          {setting && (
            <div className={styles.infoItem}>
              <Icon name="pin" className={styles.infoIcon} />
              <div>
                <span className={styles.infoLabel}>{t('site.header.addressLabel')}</span>
                <Address diachi={setting.diachi} className={styles.address} testId="header-address" />
              </div>
            </div>
          )}
          <div className={styles.infoItem}>
            <Icon name="clock" className={styles.infoIcon} />
            <div>
              <span className={styles.infoLabel}>{t('site.header.hoursLabel')}</span>
              <span className={styles.infoStrong}>
                {settingText(setting, 'giomocua', lang, t('site.header.hours'))}
              </span>
              <span className={styles.infoText}>
                {settingText(setting, 'ngaymocua', lang, t('site.header.hoursDays'))}
              </span>
            </div>
          </div>
        </div>
        {setting && (
          <a
            className={styles.hotline}
            href={telHref(setting.dienthoai)}
            // On a phone only the icon shows: the name must not depend on the hidden text.
            aria-label={`${t('site.header.hotline')} ${setting.dienthoai}`}
          >
            <Icon name="phone" className={styles.hotlineIcon} />
            <span>
              <span className={styles.infoLabel}>{t('site.header.hotline')}</span>
              <strong>{setting.dienthoai}</strong>
            </span>
          </a>
        )}
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          aria-label={t(menuOpen ? 'site.header.closeMenu' : 'site.header.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} size={26} />
        </button>
      </div>

      <nav className={styles.nav} aria-label={t('site.header.mainMenu')}>
        <ul id="site-menu" className={`container ${styles.menu} ${menuOpen ? styles.menuOpen : ''}`}>
          {menu.map((item) =>
            item.key === 'news' ? (
              <li key={item.key} className={`${styles.hasSub} ${newsOpen ? styles.subOpen : ''}`}>
                <NavLink to={item.to} className={itemClass(item)} onClick={closeMenus}>
                  {t(`site.menu.${item.key}`)}
                </NavLink>
                {categories.length > 0 && (
                  <>
                    <button
                      type="button"
                      className={styles.subToggle}
                      aria-expanded={newsOpen}
                      aria-controls="news-categories-menu"
                      aria-label={t('site.header.newsCategories')}
                      onClick={() => setNewsOpen((open) => !open)}
                    >
                      <Icon name="chevronDown" size={18} />
                    </button>
                    <ul id="news-categories-menu" className={styles.sub}>
                      {categories.map((category) => (
                        <li key={category._id}>
                          <NavLink
                            to={paths.newsCategory(category._id, category.tendanhmuc)}
                            className={navClass}
                            onClick={closeMenus}
                          >
                            {localized(lang, category.tendanhmuc, category.tendanhmuc_en)}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </li>
            ) : (
              <li key={item.key}>
                <NavLink to={item.to} end={item.to === paths.home} className={itemClass(item)} onClick={closeMenus}>
                  {t(`site.menu.${item.key}`)}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </nav>
    </header>
  );
}
