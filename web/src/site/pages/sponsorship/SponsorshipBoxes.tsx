// The side boxes of the sponsorship list and of an operation's page: a titled box, and the two boxes both
// pages end with (call the clinic to help, and ask for a case to be reviewed).
import type { Setting } from '@phongkham/contracts';
import { useId, type ReactNode } from 'react';
import { SiteLink } from '../../ui/SiteLink';
import { telHref } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { paths } from '../../../shared/paths';
import { Icon } from '../../ui/icons';
import styles from './SponsorshipBoxes.module.css';

export function SideBox(props: { title: string; highlighted?: boolean; className?: string; children: ReactNode }) {
  const headingId = useId();
  const classes = [styles.box, props.highlighted ? styles.help : '', props.className ?? ''].filter(Boolean);
  return (
    <section className={classes.join(' ')} aria-labelledby={headingId}>
      <h2 id={headingId}>{props.title}</h2>
      {props.children}
    </section>
  );
}

/** Call the clinic to help (when `setting` is there and `askForHelp`), and ask for a case to be reviewed. */
export function HelpAndReviewBoxes({ setting, askForHelp }: { setting: Setting | null; askForHelp: boolean }) {
  const { t } = useI18n();
  return (
    <>
      {setting && askForHelp && (
        <SideBox title={t('site.pages.sponsorship.helpTitle')} highlighted>
          <p>{t('site.pages.sponsorship.helpText')}</p>
          <a className="button button-primary" href={telHref(setting.dienthoai)}>
            <Icon name="phone" size={18} />
            {t('site.pages.sponsorship.call', { phone: setting.dienthoai })}
          </a>
        </SideBox>
      )}
      <SideBox title={t('site.pages.sponsorship.reviewTitle')}>
        <p>{t('site.pages.sponsorship.reviewText')}</p>
        <SiteLink className="button button-outline" to={paths.profileReview}>
          {t('site.pages.sponsorship.reviewLink')}
        </SiteLink>
      </SideBox>
    </>
  );
}
