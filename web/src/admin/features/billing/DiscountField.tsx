// One discount being typed, a line's or the bill's: ₫ or %, the number as a Vietnamese cashier types it ("10",
// "150.000"), its reason, what it comes to in đồng, and why it cannot stand, all as the cashier types.
import { localizeIssue } from '@phongkham/contracts';
import { Input, Select, Space, Typography } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { NumberInput } from '../../kit/NumberInput';
import { money, useBillText } from './billTexts';
import type { DiscountDraft, DiscountResult } from './discounts';
import styles from './Billing.module.css';

export function DiscountField({
  label,
  draft,
  result,
  onChange,
}: {
  /** Names the field to assistive technology and tests ("Giảm giá dòng 1", "Giảm giá hóa đơn"). */
  label: string;
  draft: DiscountDraft;
  result: DiscountResult;
  onChange: (next: DiscountDraft) => void;
}) {
  const text = useBillText();
  const { lang } = useI18n();
  // The contract's objection (the API's own words), or the one only the screen can see: more than the line.
  const problem = result.tooMuch ? text('discount.tooMuch') : result.issue && localizeIssue(result.issue, lang);
  const onReason = result.issue?.path?.[0] === 'giamgia_lydo';
  return (
    <div className={styles.discount}>
      <Space.Compact>
        <Select
          aria-label={text('discount.mode', { field: label })}
          value={draft.mode}
          className={styles.discountMode}
          options={[
            { value: 'amount', label: '₫' },
            { value: 'percent', label: '%' },
          ]}
          onChange={(mode: DiscountDraft['mode']) => onChange({ ...draft, mode, value: null })}
        />
        <NumberInput
          aria-label={label}
          kind={draft.mode === 'percent' ? 'integer' : 'money'}
          min={0}
          max={draft.mode === 'percent' ? 100 : undefined}
          className={styles.discountValue}
          value={draft.value}
          status={problem && !onReason ? 'error' : undefined}
          onChange={(value) => onChange({ ...draft, value })}
        />
      </Space.Compact>
      {draft.mode === 'percent' && result.phantram != null && result.dong > 0 && (
        <Typography.Text type="secondary" className={styles.discountDong}>
          = {money(result.dong)}
        </Typography.Text>
      )}
      {(draft.value ?? 0) > 0 && (
        <Input
          aria-label={text('discount.reason', { field: label })}
          placeholder={text('discount.reasonPlaceholder')}
          maxLength={500}
          className={styles.discountReason}
          status={onReason ? 'error' : undefined}
          value={draft.lydo}
          onChange={(event) => onChange({ ...draft, lydo: event.target.value })}
        />
      )}
      {problem && (
        <Typography.Text type="danger" role="alert" className={styles.discountProblem}>
          {problem}
        </Typography.Text>
      )}
    </div>
  );
}
