// The frame of a form page: the banner, the page's introduction from the API (what the programme offers
// and how it works: content staff edit, so nothing here repeats it), the form in a card, and beside it
// (below it on phones) the hotline and hours for those who would rather call.
import type { SitePage } from '@phongkham/contracts';
import { useId, type ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { settingText, telHref } from '../../shared/format';
import { useI18n } from '../../shared/i18n/I18nProvider';
import type { SiteData } from '../data';
import { PageBanner } from '../ui/PageBanner';
import { RichText } from '../ui/RichText';
import { Icon } from '../ui/icons';
import { useLocalized } from '../ui/localized';
import { INTAKE_TITLE_ID } from './IntakeForm';
import styles from './IntakeLayout.module.css';

export function IntakeLayout(props: {
  prefix: string;
  page: SitePage | null;
  children: ReactNode;
  /** More below the form's card (the profile review's status look-up). */
  after?: ReactNode;
}) {
  const { prefix, page } = props;
  const { t, lang } = useI18n();
  const pick = useLocalized();
  const site = useRouteLoaderData('root') as SiteData | undefined;
  const setting = site?.setting ?? null;
  const helpTitle = useId();
  const intro = page ? pick(page, 'noidung') : '';

  return (
    <>
      <PageBanner />
      <div className={`container ${styles.layout}`}>
        <div className={styles.main}>
          {intro && <RichText html={intro} className={styles.intro} />}
          <section className={styles.card} aria-labelledby={INTAKE_TITLE_ID}>
            <h2 id={INTAKE_TITLE_ID} className={styles.cardTitle}>
              {t(`${prefix}.formTitle`)}
            </h2>
            {props.children}
          </section>
          {props.after}
        </div>
        {setting && (
          <aside className={styles.aside}>
            <section className={`${styles.asideCard} ${styles.help}`} aria-labelledby={helpTitle}>
              <h2 id={helpTitle} className={styles.asideTitle}>
                {t(`${prefix}.helpTitle`)}
              </h2>
              <p>{t(`${prefix}.helpText`)}</p>
              <a className={styles.hotline} href={telHref(setting.dienthoai)}>
                <Icon name="phone" size={20} />
                {setting.dienthoai}
              </a>
              <p className={styles.hours}>
                <Icon name="clock" size={16} />
                {/* The hours staff set in the general information, as the header shows them. */}
                {settingText(setting, 'giomocua', lang, t('site.header.hours'))},{' '}
                {settingText(setting, 'ngaymocua', lang, t('site.header.hoursDays'))}
              </p>
            </section>
          </aside>
        )}
      </div>
    </>
  );
}
