// Taking payment on a bill: the method (cash, card, transfer, VietQR, or "Trừ tạm ứng" when the patient has a
// deposit), the amount (the balance unless typed, at most the deposit when drawn from it), for cash what the customer
// handed over and the change, for a transfer its reference, for VietQR the code of the balance. Several payments
// follow one another (split tender) until nothing is due; each receipt can be printed at once. What the server
// refuses (no open shift for cash, more than the balance or the deposit, a discount awaiting approval) is said in the
// dialog, in the screen's language, and what the screen can tell first is said before sending.
import {
  billResource,
  DEPOSITS_API,
  localizeIssue,
  paymentInput,
  paymentMethods,
  receiptMethods,
  type BillDetail,
  type ReceiptMethod,
  type ReceiptRow,
} from '@phongkham/contracts';
import { Alert, Button, List, Modal, Result } from 'antd';
import { useState } from 'react';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { useResourceMutation } from '../../kit/mutation';
import { NumberInput } from '../../kit/NumberInput';
import { money, useBillText } from './billTexts';
import { CashFields, MethodChoice, ReferenceField, tenderBody, useDeposit, useOpenShift } from './tender';
import { useVietQr, VietQrPanel } from './VietQrPanel';
import styles from './Billing.module.css';

const billApi = billResource.api;

export function PaymentDialog({
  bill,
  onClose,
  onPrint,
}: {
  bill: BillDetail;
  onClose: () => void;
  onPrint: (receiptId: string) => void;
}) {
  const text = useBillText();
  const { t, lang } = useI18n();
  const [method, setMethod] = useState<ReceiptMethod>('TIEN_MAT');
  const [amount, setAmount] = useState<number | null>(bill.conlai);
  const [tendered, setTendered] = useState<number | null>(null);
  const [reference, setReference] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [collected, setCollected] = useState<ReceiptRow[]>([]);
  // The balance left: the bill's, less what this dialog collected that the bill as last read does not list yet. It
  // does not hang on whether the bill is read again before or after the receipt comes back.
  const unlisted = collected.filter((receipt) => !bill.phieuthu.some((listed) => listed._id === receipt._id));
  const balance = Math.max(0, bill.conlai - unlisted.reduce((total, receipt) => total + receipt.sotien, 0));
  const qr = useVietQr(`${billApi}/${bill._id}/vietqr`, balance, method === 'VIETQR' && balance > 0);
  const openShift = useOpenShift(method === 'TIEN_MAT');
  // The patient's deposit, offered as a method while it holds something.
  const deposit = useDeposit(bill.benhnhan_id).data?.sodu ?? 0;
  const fromDeposit = method === 'TAM_UNG';
  // VietQR collects exactly what its code asks for.
  const sending = method === 'VIETQR' ? (qr.data?.sotien ?? null) : amount;
  const awaiting = bill.giamgia_duyet === 'CHO_DUYET';
  const body = tenderBody(method, sending, tendered, reference);
  // The contract's rule (the API's own) first, then what only the screen knows: the balance.
  const checked = paymentInput.safeParse(body);
  const issue = checked.success ? undefined : checked.error.issues[0];
  const over = sending !== null && sending > balance;
  const overDeposit = fromDeposit && sending !== null && sending > deposit;
  const problem = issue
    ? localizeIssue(issue, lang, { sotien: text('pay.amount'), tienkhachdua: text('pay.tendered') })
    : over
      ? text('pay.overBalance', { balance: money(balance) })
      : overDeposit
        ? text('pay.overDeposit', { deposit: money(deposit) })
        : null;
  const change = method === 'TIEN_MAT' && tendered !== null && !problem && sending ? tendered - sending : null;

  const paying = useResourceMutation<ReceiptRow, void>({
    request: () => ({
      method: 'POST',
      path: `${billApi}/${bill._id}/thanhtoan`,
      body,
      // The refusal is said in the dialog, where the cashier is looking, not in a toast as well.
      options: { silent: true },
    }),
    invalidates: [billApi, DEPOSITS_API],
    success: (receipt) => text('pay.done', { amount: money(receipt.sotien), so: receipt.so }),
  });
  const submit = async () => {
    setRefusal(null);
    const outcome = await paying.run();
    if (!outcome.success) return setRefusal(outcome.errors?.sotien ?? outcome.message);
    setCollected([...collected, outcome.data]);
    setTendered(null);
    setReference('');
    setAmount(Math.max(0, balance - outcome.data.sotien));
  };

  const receipts = collected.length > 0 && (
    <List
      size="small"
      header={text('pay.collected')}
      dataSource={collected}
      renderItem={(receipt) => (
        <List.Item
          actions={[
            <Button key="print" size="small" onClick={() => onPrint(receipt._id)}>
              {text('printShort')}
            </Button>,
          ]}
        >
          {receipt.so} · {text(`methods.${receipt.phuongthuc}`)} · {money(receipt.sotien)}
        </List.Item>
      )}
    />
  );

  return (
    <Modal
      open
      title={text('pay.title', { so: bill.so })}
      onCancel={onClose}
      width="min(560px, 96vw)"
      footer={
        balance > 0
          ? [
              <Button key="close" onClick={onClose}>
                {t('admin.kit.close')}
              </Button>,
              <Button
                key="pay"
                type="primary"
                disabled={problem !== null || awaiting}
                loading={paying.busy}
                onClick={() => void submit()}
              >
                {method === 'VIETQR'
                  ? text('pay.received')
                  : text('pay.collect', { amount: money(sending && !problem ? sending : 0) })}
              </Button>,
            ]
          : [
              <Button key="close" type="primary" onClick={onClose}>
                {t('admin.kit.close')}
              </Button>,
            ]
      }
    >
      {balance <= 0 ? (
        <>
          <Result status="success" title={text('pay.paidInFull')} />
          {receipts}
        </>
      ) : (
        <div className={styles.payment}>
          <div className={styles.balanceLine}>
            <span>{text('fields.conlai')}</span>
            <strong aria-label={text('fields.conlai')}>{money(balance)}</strong>
          </div>
          {awaiting && <Alert type="warning" showIcon title={text('awaitingApproval')} />}
          <MethodChoice
            methods={deposit > 0 || fromDeposit ? receiptMethods : paymentMethods}
            value={method}
            onChange={(next) => {
              setMethod(next);
              // Drawn from the deposit: as much of the balance as the deposit covers.
              if (next === 'TAM_UNG') setAmount(Math.min(balance, deposit));
              setRefusal(null);
            }}
          />
          {fromDeposit && (
            <div className={styles.balanceLine}>
              <span>{text('pay.deposit')}</span>
              <strong aria-label={text('pay.deposit')}>{money(deposit)}</strong>
            </div>
          )}
          {method === 'VIETQR' ? (
            <VietQrPanel qr={qr} />
          ) : (
            <label className={styles.field}>
              {text('pay.amount')}
              <NumberInput
                aria-label={text('pay.amount')}
                kind="money"
                min={1}
                max={fromDeposit ? Math.min(balance, deposit) : balance}
                value={amount}
                onChange={setAmount}
              />
            </label>
          )}
          {method === 'TIEN_MAT' && (
            <CashFields tendered={tendered} onTendered={setTendered} change={change} openShift={openShift} />
          )}
          {method === 'CHUYEN_KHOAN' && <ReferenceField value={reference} onChange={setReference} />}
          {problem && sending !== null && <Alert type="error" showIcon title={problem} />}
          {refusal && <Alert type="error" showIcon role="alert" title={refusal} />}
          {receipts}
        </div>
      )}
    </Modal>
  );
}
