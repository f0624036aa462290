// The public header (SPEC §2): welcome bar with social links and language, logo, address lines,
// opening hours, hotline, and the main menu with the news categories; a menu button on phones.
import type { NewsCategory, Setting } from '@phongkham/contracts';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { localized, telHref } from '../../shared/format';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { paths } from '../../shared/paths';
import { Address } from '../ui/Address';
import { Icon } from '../ui/icons';
import styles from './Header.module.css';
import { LanguageSwitch } from './LanguageSwitch';
import { ClinicMark } from '../../shared/ClinicMark';
import { SocialLinks } from './SocialLinks';

const menu = [
  { key: 'home', to: paths.home },
  { key: 'about', to: paths.about },
  { key: 'services', to: paths.services },
  { key: 'news', to: paths.news },
  { key: 'contact', to: paths.contact },
] as const;

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? styles.active : undefined);

export function Header({ setting, categories }: { setting: Setting | null; categories: NewsCategory[] }) {
  const { t, lang } = useI18n();
  const [menuOpen, setMenuOpen] = useState(false);
  const [newsOpen, setNewsOpen] = useState(false);
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
              <span className={styles.infoStrong}>{t('site.header.hours')}</span>
              <span className={styles.infoText}>{t('site.header.hoursDays')}</span>
            </div>
          </div>
        </div>
        {setting && (
          <a className={styles.hotline} href={telHref(setting.dienthoai)}>
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
                <NavLink to={item.to} className={navClass} onClick={closeMenus}>
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
                          <NavLink to={paths.newsCategory(category._id)} className={navClass} onClick={closeMenus}>
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
                <NavLink to={item.to} end={item.to === paths.home} className={navClass} onClick={closeMenus}>
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
