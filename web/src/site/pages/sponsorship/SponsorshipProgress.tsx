// How far a sponsored operation's funding has come: raised against cost in đồng, as a bar and in words.
// Shared by the list's cards, the detail page and the charity page's latest operations.
import { formatPrice } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import styles from './SponsorshipProgress.module.css';

/** Whole percent of the cost raised, 0 to 100 (an operation with no stated cost is done once anything came). */
export function fundedPercent(raised: number, cost: number): number {
  if (cost <= 0) return raised > 0 ? 100 : 0;
  return Math.min(100, Math.floor((raised / cost) * 100));
}

export function SponsorshipProgress({
  raised,
  cost,
  detailed = false,
}: {
  raised: number;
  cost: number;
  /** The detail page also says what is still needed. */
  detailed?: boolean;
}) {
  const { t } = useI18n();
  const percent = fundedPercent(raised, cost);
  const words = t('site.pages.sponsorship.progress', { raised: formatPrice(raised), cost: formatPrice(cost) });
  return (
    <div className={`${styles.progress} ${detailed ? styles.detailed : ''}`} data-testid="sponsorship-progress">
      <div className={styles.figures}>
        <span>
          <span className={styles.label}>{t('site.pages.sponsorship.raised')}</span>
          <strong className={styles.raised}>{formatPrice(raised)}</strong>
        </span>
        <span className={styles.end}>
          <span className={styles.label}>{t('site.pages.sponsorship.cost')}</span>
          <strong>{formatPrice(cost)}</strong>
        </span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% · ${words}`}
        aria-label={t('site.pages.sponsorship.raised')}
      >
        <div className={styles.bar} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.percent}>
        <span>{t('site.pages.sponsorship.percent', { percent })}</span>
        {detailed && (
          <span>
            {raised >= cost
              ? t('site.pages.sponsorship.funded')
              : t('site.pages.sponsorship.remaining', { amount: formatPrice(cost - raised) })}
          </span>
        )}
      </p>
    </div>
  );
}
