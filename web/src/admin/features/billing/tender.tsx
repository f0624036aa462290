// What taking money asks beside the method and the amount, shared by a bill's payment and a patient's deposit:
// whether the cashier has a shift open (cash needs one), for cash what the customer handed over and the change, and
// for a bank transfer its reference. The body sent carries only what the method uses.
import { DEPOSITS_API, type DepositAccount, type ReceiptMethod } from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Input, Radio } from 'antd';
import { Link } from 'react-router';
import { NumberInput } from '../../kit/NumberInput';
import { fetchData } from '../../kit/query';
import { money, useBillText } from './billTexts';
import styles from './Billing.module.css';

/** The body of money taken: the method, the amount, for cash what was handed over, for a transfer its reference. */
export function tenderBody(method: ReceiptMethod, sotien: number | null, tendered: number | null, reference: string) {
  return {
    phuongthuc: method,
    sotien,
    ...(method === 'TIEN_MAT' && tendered !== null ? { tienkhachdua: tendered } : {}),
    ...(method === 'CHUYEN_KHOAN' && reference.trim() ? { magiaodich: reference.trim() } : {}),
  };
}

/** Whether the signed-in cashier has a shift open (cash needs one): undefined while unknown. */
export function useOpenShift(enabled: boolean) {
  const shift = useQuery({
    queryKey: ['/api/soquy', 'ca', 'hientai'],
    queryFn: () => fetchData<object | null>('/api/soquy/ca/hientai', undefined, true),
    enabled,
  });
  if (shift.isPending) return undefined;
  return shift.isSuccess && shift.data !== null;
}

/** A patient's deposit (its balance and documents); nothing for a bill with no patient. */
export function useDeposit(patientId: string | null | undefined) {
  return useQuery({
    queryKey: [DEPOSITS_API, patientId],
    queryFn: () => fetchData<DepositAccount>(DEPOSITS_API, { benhnhan_id: patientId! }, true),
    enabled: Boolean(patientId),
  });
}

/** The methods to choose from, as buttons (a two-by-two grid of tiles on a phone). */
export function MethodChoice<M extends ReceiptMethod>({
  methods,
  value,
  onChange,
}: {
  methods: readonly M[];
  value: M;
  onChange: (method: M) => void;
}) {
  const text = useBillText();
  return (
    <Radio.Group
      aria-label={text('fields.phuongthuc')}
      optionType="button"
      buttonStyle="solid"
      className={styles.methods}
      value={value}
      options={methods.map((method) => ({ value: method, label: text(`methods.${method}`) }))}
      onChange={(event) => onChange(event.target.value as M)}
    />
  );
}

/** Cash: what the customer handed over, the change when it is known, and the shift the cash needs. */
export function CashFields({
  tendered,
  onTendered,
  change,
  openShift,
}: {
  tendered: number | null;
  onTendered: (value: number | null) => void;
  change: number | null;
  openShift: boolean | undefined;
}) {
  const text = useBillText();
  return (
    <>
      <label className={styles.field}>
        {text('pay.tendered')}
        <NumberInput aria-label={text('pay.tendered')} kind="money" min={0} value={tendered} onChange={onTendered} />
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
  );
}

/** A bank transfer's reference. */
export function ReferenceField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const text = useBillText();
  return (
    <label className={styles.field}>
      {text('pay.reference')}
      <Input
        aria-label={text('pay.reference')}
        maxLength={100}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
