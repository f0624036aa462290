// The bill's figures: the lines' total, the bill's discount (typed in place on a draft), what is due, paid, refunded
// and the balance, as the typed discounts would make them (the live totals), so the cashier sees the result before
// saving.
import type { DiscountApproval } from '@phongkham/contracts';
import { Tag } from 'antd';
import { money, useBillText } from './billTexts';
import { DiscountField } from './DiscountField';
import type { DiscountDraft, LiveTotals } from './discounts';
import styles from './Billing.module.css';

export function BillTotals({
  live,
  editing,
  draft,
  saved,
  approval,
  onChange,
}: {
  live: LiveTotals;
  editing: boolean;
  draft: DiscountDraft;
  /** The bill's discount as stored, shown when it is not being typed. */
  saved: { phantram: number | null; lydo: string | null };
  approval: DiscountApproval;
  onChange: (next: DiscountDraft) => void;
}) {
  const text = useBillText();
  const { totals } = live;
  const row = (name: string, value: number, extra?: string) => (
    <div className={`${styles.total} ${extra ?? ''}`}>
      <span>{text(`fields.${name}`)}</span>
      <span className={styles.amount} aria-label={text(`fields.${name}`)}>
        {money(value)}
      </span>
    </div>
  );
  return (
    <div className={styles.totals}>
      {row('tongtien', totals.tongtien)}
      <div className={styles.total}>
        <span>
          {text('fields.giamgiaHoadon')}
          {approval !== 'KHONG_CAN' && (
            <Tag color={approval === 'CHO_DUYET' ? 'orange' : 'green'} className={styles.approval}>
              {text(`approvals.${approval}`)}
            </Tag>
          )}
        </span>
        {editing ? (
          <DiscountField label={text('discount.bill')} draft={draft} result={live.bill} onChange={onChange} />
        ) : (
          <span className={styles.amount} aria-label={text('fields.giamgiaHoadon')}>
            {totals.giamgia > 0 ? `−${money(totals.giamgia)}` : money(0)}
            {saved.phantram != null && totals.giamgia > 0 && ` (${saved.phantram}%)`}
            {saved.lydo && totals.giamgia > 0 && <div className={styles.reason}>{saved.lydo}</div>}
          </span>
        )}
      </div>
      {totals.dahoan > 0 && row('dahoan', totals.dahoan)}
      {row('phaitra', totals.phaitra, styles.due)}
      {row('dathu', totals.dathu)}
      {row('conlai', totals.conlai, styles.balance)}
    </div>
  );
}
