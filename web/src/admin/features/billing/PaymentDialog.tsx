// Taking payment on a bill: the method (cash, card, transfer, VietQR), the amount (the balance unless typed), for
// cash what the customer handed over and the change, for a transfer its reference, for VietQR the code of the
// balance. Several payments follow one another (split tender) until nothing is due; each receipt can be printed at
// once. What the server refuses (no open shift for cash, more than the balance, a discount awaiting approval) is
// said in the dialog, in the screen's language, and what the screen can tell first is said before sending.
import {
  billResource,
  localizeIssue,
  paymentInput,
  paymentMethods,
  type BillDetail,
  type PaymentMethod,
  type ReceiptRow,
} from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, List, Modal, Radio, Result } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { useResourceMutation } from '../../kit/mutation';
import { NumberInput } from '../../kit/NumberInput';
import { fetchData } from '../../kit/query';
import { money, useBillText } from './billTexts';
import { useVietQr, VietQrPanel } from './VietQrPanel';
import styles from './Billing.module.css';

const billApi = billResource.api;

/** The body of the typed payment (POST …/thanhtoan). */
function bodyOf(method: PaymentMethod, sotien: number | null, tendered: number | null, reference: string) {
  return {
    phuongthuc: method,
    sotien,
    ...(method === 'TIEN_MAT' && tendered !== null ? { tienkhachdua: tendered } : {}),
    ...(method === 'CHUYEN_KHOAN' && reference.trim() ? { magiaodich: reference.trim() } : {}),
  };
}

/** Whether the signed-in cashier has a shift open (cash needs one): undefined while unknown. */
function useOpenShift(enabled: boolean) {
  const shift = useQuery({
    queryKey: ['/api/soquy', 'ca', 'hientai'],
    queryFn: () => fetchData<object | null>('/api/soquy/ca/hientai', undefined, true),
    enabled,
  });
  if (shift.isPending) return undefined;
  return shift.isSuccess && shift.data !== null;
}

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
  const [method, setMethod] = useState<PaymentMethod>('TIEN_MAT');
  const [amount, setAmount] = useState<number | null>(bill.conlai);
  const [tendered, setTendered] = useState<number | null>(null);
  const [reference, setReference] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [collected, setCollected] = useState<ReceiptRow[]>([]);
  // The balance left: the bill's, lowered by what this dialog collected until the bill is read again.
  const paidHere = collected.reduce((total, receipt) => total + receipt.sotien, 0);
  const [base, setBase] = useState({ conlai: bill.conlai, paid: 0 });
  if (bill.conlai !== base.conlai) setBase({ conlai: bill.conlai, paid: paidHere });
  const balance = Math.max(0, base.conlai - (paidHere - base.paid));
  const qr = useVietQr(billApi, bill._id, balance, method === 'VIETQR' && balance > 0);
  const openShift = useOpenShift(method === 'TIEN_MAT');
  // VietQR collects exactly what its code asks for.
  const sending = method === 'VIETQR' ? (qr.data?.sotien ?? null) : amount;
  const awaiting = bill.giamgia_duyet === 'CHO_DUYET';
  const body = bodyOf(method, sending, tendered, reference);
  // The contract's rule (the API's own) first, then what only the screen knows: the balance.
  const checked = paymentInput.safeParse(body);
  const issue = checked.success ? undefined : checked.error.issues[0];
  const over = sending !== null && sending > balance;
  const problem = issue
    ? localizeIssue(issue, lang, { sotien: text('pay.amount'), tienkhachdua: text('pay.tendered') })
    : over
      ? text('pay.overBalance', { balance: money(balance) })
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
    invalidates: [billApi],
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
          <Radio.Group
            aria-label={text('fields.phuongthuc')}
            optionType="button"
            buttonStyle="solid"
            className={styles.methods}
            value={method}
            options={paymentMethods.map((value) => ({ value, label: text(`methods.${value}`) }))}
            onChange={(event) => {
              setMethod(event.target.value as PaymentMethod);
              setRefusal(null);
            }}
          />
          {method === 'VIETQR' ? (
            <VietQrPanel qr={qr} />
          ) : (
            <label className={styles.field}>
              {text('pay.amount')}
              <NumberInput
                aria-label={text('pay.amount')}
                kind="money"
                min={1}
                max={balance}
                value={amount}
                onChange={setAmount}
              />
            </label>
          )}
          {method === 'TIEN_MAT' && (
            <>
              <label className={styles.field}>
                {text('pay.tendered')}
                <NumberInput
                  aria-label={text('pay.tendered')}
                  kind="money"
                  min={0}
                  value={tendered}
                  onChange={setTendered}
                />
              </label>
              {change !== null && (
                <div className={styles.balanceLine}>
                  <span>{text('pay.change')}</span>
                  <strong aria-label={text('pay.change')}>{money(change)}</strong>
                </div>
              )}
              {openShift === false && (
                <Alert
                  type="warning"
                  showIcon
                  title={text('pay.noShift')}
                  action={<Link to="/so-quy">{text('pay.openShift')}</Link>}
                />
              )}
            </>
          )}
          {method === 'CHUYEN_KHOAN' && (
            <label className={styles.field}>
              {text('pay.reference')}
              <Input
                aria-label={text('pay.reference')}
                maxLength={100}
                value={reference}
                onChange={(event) => setReference(event.target.value)}
              />
            </label>
          )}
          {problem && sending !== null && <Alert type="error" showIcon title={problem} />}
          {refusal && <Alert type="error" showIcon role="alert" title={refusal} />}
          {receipts}
        </div>
      )}
    </Modal>
  );
}
