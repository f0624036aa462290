// A sponsored operation in a list (this page's list and the charity page's latest): picture, status,
// date, title, summary and the funding bar.
import type { SponsoredOperationItem } from '@phongkham/contracts';
import { formatDate } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { paths } from '../../../shared/paths';
import { ContentCard } from '../../ui/ContentCard';
import { pick } from '../../ui/localized';
import styles from './SponsorshipCard.module.css';
import { SponsorshipProgress } from './SponsorshipProgress';

/** The operation's status as a coloured label. */
export function StatusBadge({ status }: { status: SponsoredOperationItem['trangthai'] }) {
  const { t } = useI18n();
  return (
    <span className={`${styles.badge} ${status === 'DA_PHAU_THUAT' ? styles.done : styles.open}`} data-status={status}>
      {t(`site.pages.sponsorship.status.${status}`)}
    </span>
  );
}

export function SponsorshipCard({
  item,
  eager,
  headingLevel,
}: {
  item: SponsoredOperationItem;
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t, lang } = useI18n();
  const title = pick(lang, item, 'tieude');
  // The patient's line in the page's language (initials and age), the Vietnamese one when no twin was written.
  const patient = pick(lang, item, 'benhnhan');
  return (
    <ContentCard
      to={paths.sponsorship(item._id, item.tieude)}
      title={title}
      image={item.hinhanh}
      eager={eager}
      headingLevel={headingLevel}
      summary={pick(lang, item, 'mota')}
      eyebrow={
        <span className={styles.eyebrow}>
          <StatusBadge status={item.trangthai} />
          <time dateTime={String(item.ngaydang)}>{formatDate(lang, item.ngaydang)}</time>
        </span>
      }
      footer={
        <div className={styles.footer}>
          {patient && <p className={styles.patient}>{t('site.pages.sponsorship.patient', { name: patient })}</p>}
          <SponsorshipProgress raised={item.dataitro} cost={item.chiphi} />
        </div>
      }
    />
  );
}
