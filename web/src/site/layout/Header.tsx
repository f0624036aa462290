// The public header (docs/product-rules.md, 'Public header'): welcome bar with social links and language, logo, address
// lines, opening hours, hotline, and the main menu with the news categories; a menu button on phones. Every part shows
// at every width: below 1200 px the address and hours fold into one compact row under the logo.
import type { NewsCategory, Setting } from '@phongkham/contracts';
import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { localized, settingText, telHref } from '../../shared/format';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { paths } from '../../shared/paths';
import { Address } from '../ui/Address';
import { Icon } from '../ui/icons';
import { isCurrent, SiteLink, SiteNavLink } from '../ui/SiteLink';
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

const navClass = (current: boolean) => (current ? styles.active : undefined);

export function Header({ setting, categories }: { setting: Setting | null; categories: NewsCategory[] }) {
  const { t, lang } = useI18n();
  const [menuOpen, setMenuOpen] = useState(false);
  const [newsOpen, setNewsOpen] = useState(false);
  // The news list also opens on hover (wide screens); Escape or the toggle closes it even under the pointer,
  // until the pointer leaves the item.
  const [hoverClosed, setHoverClosed] = useState(false);
  const newsItem = useRef<HTMLLIElement>(null);
  const newsToggle = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const siteMenu = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // The item is the current page (aria-current) on its own path and below; highlighted for its section too.
  const itemClass = (item: (typeof menu)[number]) => (current: boolean) =>
    current || item.section.some((base) => isCurrent(base, pathname)) ? styles.active : undefined;
  const name = setting?.tenphongkham ?? t('common.appName');
  const closeMenus = () => {
    setMenuOpen(false);
    setNewsOpen(false);
  };

  // An open list closes on a click elsewhere and on Escape, which gives the keyboard back to the button that
  // opened it; the news list goes first when both are open (it lies inside the phone menu). A layout effect, so the
  // list listens from the frame it opens in (ui/Dialog.tsx says why).
  useLayoutEffect(() => {
    if (!newsOpen && !menuOpen) return;
    const outside = (node: unknown, ...areas: (HTMLElement | null)[]) =>
      !(node instanceof Node) || areas.every((area) => !area?.contains(node));
    const onPointerDown = (event: PointerEvent) => {
      if (newsOpen && outside(event.target, newsItem.current)) setNewsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog over the page takes its own Escape.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const focus = document.activeElement;
      const lost = !focus || focus === document.body;
      if (newsOpen) {
        setNewsOpen(false);
        setHoverClosed(true);
        if (lost || !outside(focus, newsItem.current)) newsToggle.current?.focus();
      } else {
        setMenuOpen(false);
        if (lost || !outside(focus, siteMenu.current, menuButton.current)) menuButton.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [newsOpen, menuOpen]);

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
        <SiteLink to={paths.home} className={styles.logo} aria-label={t('site.header.homeLink', { name })}>
          <ClinicMark />
          <span className={styles.logoName}>{name}</span>
        </SiteLink>
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
          // Named by its text ("Hotline 0909 115 115", the space kept for the name), which a phone hides visually only
          // (WCAG 2.5.3: the name contains what is seen).
          <a className={styles.hotline} href={telHref(setting.dienthoai)}>
            <Icon name="phone" className={styles.hotlineIcon} />
            <span className={styles.hotlineText}>
              <span className={styles.infoLabel}>{t('site.header.hotline')}</span> <strong>{setting.dienthoai}</strong>
            </span>
          </a>
        )}
        <button
          ref={menuButton}
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
        <ul ref={siteMenu} id="site-menu" className={`container ${styles.menu} ${menuOpen ? styles.menuOpen : ''}`}>
          {menu.map((item) =>
            item.key === 'news' ? (
              <li
                key={item.key}
                ref={newsItem}
                className={`${styles.hasSub} ${newsOpen ? styles.subOpen : ''} ${hoverClosed ? styles.hoverClosed : ''}`}
                onPointerLeave={(event) => {
                  // A touch also "leaves" right after the tap, while the browser keeps the item hovered.
                  if (event.pointerType === 'mouse') setHoverClosed(false);
                }}
                onBlur={(event) => {
                  // Tabbing past the last category closes the list (a click is the pointer listener's).
                  const next = event.relatedTarget;
                  if (next && !event.currentTarget.contains(next)) setNewsOpen(false);
                }}
              >
                <SiteNavLink to={item.to} className={itemClass(item)} onClick={closeMenus}>
                  {t(`site.menu.${item.key}`)}
                </SiteNavLink>
                {categories.length > 0 && (
                  <>
                    <button
                      ref={newsToggle}
                      type="button"
                      className={styles.subToggle}
                      aria-expanded={newsOpen}
                      aria-controls="news-categories-menu"
                      aria-label={t('site.header.newsCategories')}
                      onClick={() => {
                        setHoverClosed(newsOpen);
                        setNewsOpen(!newsOpen);
                      }}
                    >
                      <Icon name="chevronDown" size={18} />
                    </button>
                    <ul id="news-categories-menu" className={styles.sub}>
                      {categories.map((category) => (
                        <li key={category._id}>
                          <SiteNavLink
                            to={paths.newsCategory(category._id, category.slug)}
                            className={navClass}
                            onClick={closeMenus}
                          >
                            {localized(lang, category.tendanhmuc, category.tendanhmuc_en)}
                          </SiteNavLink>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </li>
            ) : (
              <li key={item.key}>
                <SiteNavLink to={item.to} end={item.to === paths.home} className={itemClass(item)} onClick={closeMenus}>
                  {t(`site.menu.${item.key}`)}
                </SiteNavLink>
              </li>
            ),
          )}
        </ul>
      </nav>
    </header>
  );
}
