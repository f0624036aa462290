// The bill's lines: what each sells and what it came from (a check-in service, a lab or imaging order, a dispensed
// drug, a product), quantity × price, the line's discount (typed in place on a draft by a reader who may change it)
// and the line's total. A grid that becomes one card per line on a phone.
import type { BillLine } from '@phongkham/contracts';
import { Tag, Typography } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { money, useBillText } from './billTexts';
import { DiscountField } from './DiscountField';
import type { DiscountDraft, LiveTotals } from './discounts';
import { useLineOrigin } from './lineOrigin';
import styles from './Billing.module.css';

const kindColors: Record<string, string> = {
  CHI_DINH: 'blue',
  KHAM: 'blue',
  XET_NGHIEM: 'cyan',
  CHAN_DOAN_HINH_ANH: 'magenta',
  THU_THUAT: 'volcano',
  KHAC: 'default',
  DICH_VU: 'geekblue',
  THUOC: 'green',
  SAN_PHAM: 'purple',
  GOI: 'gold',
};

export function BillLines({
  lines,
  editing,
  drafts,
  live,
  onChange,
}: {
  lines: readonly BillLine[];
  /** The discounts may be typed (a draft, and the reader may change it). */
  editing: boolean;
  drafts: readonly DiscountDraft[];
  live: LiveTotals;
  onChange: (at: number, next: DiscountDraft) => void;
}) {
  const text = useBillText();
  const { lang } = useI18n();
  const originOf = useLineOrigin();
  const count = new Intl.NumberFormat(lang === 'vi' ? 'vi-VN' : 'en-US');
  if (!lines.length) return <Typography.Paragraph type="secondary">{text('noLines')}</Typography.Paragraph>;
  return (
    <div className={styles.lines} role="table" aria-label={text('fields.dong')}>
      <div className={styles.lineHead} role="row">
        <span role="columnheader">{text('fields.ten')}</span>
        <span role="columnheader">{text('fields.soluongDongia')}</span>
        <span role="columnheader">{text('fields.giamgia')}</span>
        <span role="columnheader" className={styles.amount}>
          {text('fields.thanhtien')}
        </span>
      </div>
      {lines.map((line, at) => {
        const figured = live.lines[at]!;
        const origin = originOf(line);
        return (
          <div key={line._id} className={styles.line} role="row">
            <span role="cell" className={styles.lineName}>
              <strong>{line.ten}</strong>
              <Tag color={kindColors[origin.kind]} className={styles.origin}>
                {origin.label}
              </Tag>
            </span>
            <span role="cell" className={styles.lineQty}>
              {count.format(line.soluong)} {line.donvitinh ?? ''} × {money(line.dongia)}
            </span>
            <span role="cell" className={styles.lineDiscount}>
              {/* A line a package covers costs nothing: there is nothing to discount. */}
              {editing && !line.goibenhnhan_id ? (
                <DiscountField
                  label={text('discount.line', { n: at + 1 })}
                  draft={drafts[at]!}
                  result={figured}
                  onChange={(next) => onChange(at, next)}
                />
              ) : line.giamgia > 0 ? (
                <>
                  −{money(line.giamgia)}
                  {line.giamgia_phantram != null && ` (${line.giamgia_phantram}%)`}
                  {line.giamgia_lydo && <div className={styles.reason}>{line.giamgia_lydo}</div>}
                </>
              ) : (
                // No discount: a dash in the desktop column, nothing on a phone's card.
                <span className={styles.noDiscount}>—</span>
              )}
            </span>
            <span
              role="cell"
              className={`${styles.amount} ${styles.lineTotal}`}
              aria-label={text('lineTotal', { n: at + 1 })}
            >
              {money(figured.thanhtien)}
            </span>
          </div>
        );
      })}
    </div>
  );
}
