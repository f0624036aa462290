// Above the bills list: the patient or visit the URL narrows it to (a chart or a visit links here), named, with a
// way back to every bill; narrowed to a patient, their deposit balance and the "Tạm ứng" button beside it. There is
// no patient picker: a cashier may not read the patients' list, and the search box finds a patient's bills by name
// or code.
import { billResource, type BillRow, type Paginated } from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Space, Tag } from 'antd';
import { useListState } from '../../kit/list';
import { fetchData, queryKeys } from '../../kit/query';
import { money, useBillText } from './billTexts';
import { DepositButton } from './DepositDialog';
import { useDeposit } from './tender';
import styles from './Billing.module.css';

export function NarrowedBy() {
  const text = useBillText();
  const state = useListState(billResource);
  const { benhnhan_id: patient, luotkham_id: visit } = state.filters;
  const query = patient ? { benhnhan_id: patient, limit: 1 } : { luotkham_id: visit ?? '', limit: 1 };
  // The patient's name and code, from one of the bills it narrows to.
  const named = useQuery({
    queryKey: queryKeys.list(billResource.api, query),
    queryFn: () => fetchData<Paginated<BillRow>>(billResource.api, query, true),
    enabled: Boolean(patient ?? visit),
  });
  // The deposit names the patient too, when no bill does yet.
  const deposit = useDeposit(patient).data;
  if (!patient && !visit) return null;
  const first = named.data?.docs[0];
  const who = first?.benhnhan_hoten
    ? `${first.benhnhan_hoten} (${first.benhnhan_ma ?? ''})`
    : deposit
      ? `${deposit.benhnhan_hoten} (${deposit.benhnhan_ma})`
      : '';
  return (
    <Space wrap className={styles.narrowed}>
      {patient && (
        <Tag closable onClose={() => state.update({ benhnhan_id: null })}>
          {text('narrowed.patient', { who })}
        </Tag>
      )}
      {patient && deposit && (
        <span className={styles.nowrap}>
          {text('deposit.balance')}: <strong>{money(deposit.sodu)}</strong>
        </span>
      )}
      {patient && <DepositButton patientId={patient} size="small" />}
      {visit && (
        <Tag closable onClose={() => state.update({ luotkham_id: null })}>
          {text('narrowed.visit', { who })}
        </Tag>
      )}
    </Space>
  );
}
