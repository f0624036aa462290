// The thanks' second half: the promotion code the registration received, large enough to read out at the desk and
// selectable to copy, or a word that every code is given out.
import type { MemberReceipt } from '@phongkham/contracts';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import styles from './PromotionCode.module.css';

const PREFIX = 'site.pages.memberRegistration';

export function PromotionCode({ receipt }: { receipt: MemberReceipt | null }) {
  const { t } = useI18n();
  if (!receipt?.makhuyenmai) {
    return <p className={styles.none}>{t(`${PREFIX}.noCode`)}</p>;
  }
  return (
    <div className={styles.code} data-testid="promotion-code">
      <p className={styles.label}>{t(`${PREFIX}.codeTitle`)}</p>
      <p className={styles.value}>{receipt.makhuyenmai}</p>
      <p className={styles.text}>{t(`${PREFIX}.codeText`, { discount: receipt.giamgia ?? '' })}</p>
    </div>
  );
}
