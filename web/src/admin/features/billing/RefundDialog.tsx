// A refund on a bill (phiếu chi): how much (at most what was paid and kept), how it is given back (or put back into
// the patient's deposit, when the bill names a patient) and why. The original receipts stay as they are; the refund
// is a document of its own, and above the clinic's threshold the server asks for an approver, whose refusal is said
// here.
import {
  billResource,
  DEPOSITS_API,
  paymentMethods,
  receiptMethods,
  type BillDetail,
  type ReceiptMethod,
} from '@phongkham/contracts';
import { Alert, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { useResourceMutation } from '../../kit/mutation';
import { NumberInput } from '../../kit/NumberInput';
import { money, useBillText } from './billTexts';
import styles from './Billing.module.css';

const billApi = billResource.api;

export function RefundDialog({ bill, onClose }: { bill: BillDetail; onClose: () => void }) {
  const text = useBillText();
  const { t } = useI18n();
  const [amount, setAmount] = useState<number | null>(null);
  const [method, setMethod] = useState<ReceiptMethod>('TIEN_MAT');
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const over = amount !== null && amount > bill.dathu;
  const invalid = amount === null || Number.isNaN(amount) || amount <= 0 || over || !reason.trim();
  const refunding = useResourceMutation<{ so: string; sotien: number }, void>({
    request: () => ({
      method: 'POST',
      path: `${billApi}/${bill._id}/hoantien`,
      body: { sotien: amount, lydo: reason.trim(), phuongthuc: method },
      options: { silent: true },
    }),
    invalidates: [billApi, DEPOSITS_API],
    success: (refund) => text('refundDialog.done', { amount: money(refund.sotien), so: refund.so }),
  });
  const submit = async () => {
    setRefusal(null);
    const outcome = await refunding.run();
    if (outcome.success) onClose();
    else setRefusal(outcome.errors?.sotien ?? outcome.errors?.lydo ?? outcome.message);
  };
  return (
    <Modal
      open
      title={text('refundDialog.title', { so: bill.so })}
      okText={text('refundDialog.submit')}
      okButtonProps={{ danger: true, disabled: invalid, loading: refunding.busy }}
      cancelText={t('admin.kit.cancel')}
      onCancel={onClose}
      onOk={() => void submit()}
      width="min(520px, 96vw)"
    >
      <div className={styles.payment}>
        <div className={styles.balanceLine}>
          <span>{text('fields.dathu')}</span>
          <strong>{money(bill.dathu)}</strong>
        </div>
        <label className={styles.field}>
          {text('refundDialog.amount')}
          <NumberInput
            aria-label={text('refundDialog.amount')}
            kind="money"
            min={1}
            max={bill.dathu}
            value={amount}
            onChange={setAmount}
          />
        </label>
        {over && <Alert type="error" showIcon title={text('refundDialog.over', { paid: money(bill.dathu) })} />}
        <Radio.Group
          aria-label={text('fields.phuongthuc')}
          optionType="button"
          className={styles.methods}
          value={method}
          options={(bill.benhnhan_id ? receiptMethods : paymentMethods).map((value) => ({
            value,
            label: value === 'TAM_UNG' ? text('refundDialog.toDeposit') : text(`methods.${value}`),
          }))}
          onChange={(event) => setMethod(event.target.value as ReceiptMethod)}
        />
        <label className={styles.field}>
          {text('fields.lydo')}
          <Input.TextArea
            aria-label={text('fields.lydo')}
            maxLength={500}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
        {refusal && <Alert type="error" showIcon role="alert" title={refusal} />}
      </div>
    </Modal>
  );
}
