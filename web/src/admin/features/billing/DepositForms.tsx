// The two forms of a patient's deposit: taking one (the method, the amount; for cash what was handed over and the
// change, for a transfer its reference, for VietQR the code of the amount) and paying one back (at most the balance,
// how and why). What the contract refuses is said as typed; what the server refuses (no open shift for cash, above
// the balance, above the refund threshold without the approvals grant) is said under the form.
import {
  billResource,
  DEPOSITS_API,
  depositInput,
  localizeIssue,
  paymentMethods,
  type PaymentMethod,
  type ReceiptRow,
  type RefundRow,
} from '@phongkham/contracts';
import { Alert, Button, Input } from 'antd';
import { useState } from 'react';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { useResourceMutation } from '../../kit/mutation';
import { NumberInput } from '../../kit/NumberInput';
import { money, useBillText } from './billTexts';
import { CashFields, MethodChoice, ReferenceField, tenderBody, useOpenShift } from './tender';
import { useVietQr, VietQrPanel } from './VietQrPanel';
import styles from './Billing.module.css';

/** What a deposit write makes stale: the deposit, the bills (the chart's money is read under them), the cash book. */
const touched = [DEPOSITS_API, billResource.api, '/api/soquy'];

/** Taking a deposit; each receipt taken is listed with its print button until the dialog closes. */
export function TakeDeposit({ patientId, onPrint }: { patientId: string; onPrint: (receiptId: string) => void }) {
  const text = useBillText();
  const { lang } = useI18n();
  const [method, setMethod] = useState<PaymentMethod>('TIEN_MAT');
  const [amount, setAmount] = useState<number | null>(null);
  const [tendered, setTendered] = useState<number | null>(null);
  const [reference, setReference] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [taken, setTaken] = useState<ReceiptRow[]>([]);
  const openShift = useOpenShift(method === 'TIEN_MAT');
  const body = { benhnhan_id: patientId, ...tenderBody(method, amount, tendered, reference) };
  const checked = depositInput.safeParse(body);
  const issue = checked.success ? undefined : checked.error.issues[0];
  const problem =
    issue && amount !== null
      ? localizeIssue(issue, lang, { sotien: text('deposit.amount'), tienkhachdua: text('pay.tendered') })
      : null;
  const qr = useVietQr(`${DEPOSITS_API}/vietqr`, amount ?? 0, method === 'VIETQR' && checked.success, {
    benhnhan_id: patientId,
    sotien: amount ?? 0,
  });
  const change = method === 'TIEN_MAT' && tendered !== null && !problem && amount ? tendered - amount : null;
  const taking = useResourceMutation<ReceiptRow, void>({
    request: () => ({ method: 'POST', path: DEPOSITS_API, body, options: { silent: true } }),
    invalidates: touched,
    success: (receipt) => text('deposit.done', { amount: money(receipt.sotien), so: receipt.so }),
  });
  const submit = async () => {
    setRefusal(null);
    const outcome = await taking.run();
    if (!outcome.success) return setRefusal(outcome.errors?.sotien ?? outcome.message);
    setTaken([outcome.data, ...taken]);
    setAmount(null);
    setTendered(null);
    setReference('');
  };
  return (
    <div className={styles.payment}>
      <MethodChoice
        methods={paymentMethods}
        value={method}
        onChange={(next) => {
          setMethod(next);
          setRefusal(null);
        }}
      />
      <label className={styles.field}>
        {text('deposit.amount')}
        <NumberInput aria-label={text('deposit.amount')} kind="money" min={1} value={amount} onChange={setAmount} />
      </label>
      {method === 'TIEN_MAT' && (
        <CashFields tendered={tendered} onTendered={setTendered} change={change} openShift={openShift} />
      )}
      {method === 'CHUYEN_KHOAN' && <ReferenceField value={reference} onChange={setReference} />}
      {method === 'VIETQR' &&
        (checked.success ? <VietQrPanel qr={qr} /> : <Alert type="info" showIcon title={text('deposit.qrAmount')} />)}
      {problem && <Alert type="error" showIcon title={problem} />}
      {refusal && <Alert type="error" showIcon role="alert" title={refusal} />}
      <Button type="primary" block disabled={!checked.success} loading={taking.busy} onClick={() => void submit()}>
        {method === 'VIETQR'
          ? text('pay.received')
          : text('deposit.collect', { amount: money(checked.success ? amount : 0) })}
      </Button>
      {taken.map((receipt) => (
        <div key={receipt._id} className={styles.balanceLine}>
          <span>
            {receipt.so} · {text(`methods.${receipt.phuongthuc}`)} · {money(receipt.sotien)}
          </span>
          <Button size="small" onClick={() => onPrint(receipt._id)}>
            {text('printShort')}
          </Button>
        </div>
      ))}
    </div>
  );
}

/** Paying a deposit back: at most the balance, by a way money changes hands (cash by default), with its reason. */
export function RefundDeposit({ patientId, balance }: { patientId: string; balance: number }) {
  const text = useBillText();
  const [amount, setAmount] = useState<number | null>(null);
  const [method, setMethod] = useState<PaymentMethod>('TIEN_MAT');
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const openShift = useOpenShift(method === 'TIEN_MAT');
  const over = amount !== null && amount > balance;
  const invalid = amount === null || amount <= 0 || over || !reason.trim();
  const refunding = useResourceMutation<RefundRow, void>({
    request: () => ({
      method: 'POST',
      path: `${DEPOSITS_API}/hoantien`,
      body: { benhnhan_id: patientId, sotien: amount, lydo: reason.trim(), phuongthuc: method },
      options: { silent: true },
    }),
    invalidates: touched,
    success: (refund) => text('deposit.refunded', { amount: money(refund.sotien), so: refund.so }),
  });
  const submit = async () => {
    setRefusal(null);
    const outcome = await refunding.run();
    if (!outcome.success) return setRefusal(outcome.errors?.sotien ?? outcome.errors?.lydo ?? outcome.message);
    setAmount(null);
    setReason('');
  };
  return (
    <div className={styles.payment}>
      <label className={styles.field}>
        {text('deposit.refundAmount')}
        <NumberInput
          aria-label={text('deposit.refundAmount')}
          kind="money"
          min={1}
          max={balance}
          value={amount}
          onChange={setAmount}
        />
      </label>
      {over && <Alert type="error" showIcon title={text('deposit.overBalance', { balance: money(balance) })} />}
      <MethodChoice methods={paymentMethods} value={method} onChange={setMethod} />
      {method === 'TIEN_MAT' && openShift === false && (
        <Alert type="warning" showIcon title={text('deposit.noShiftOut')} />
      )}
      <label className={styles.field}>
        {text('deposit.reason')}
        <Input.TextArea
          aria-label={text('deposit.reason')}
          maxLength={500}
          rows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      {refusal && <Alert type="error" showIcon role="alert" title={refusal} />}
      <Button danger block disabled={invalid} loading={refunding.busy} onClick={() => void submit()}>
        {text('deposit.submitRefund')}
      </Button>
    </div>
  );
}
