// Bills (/admin/hoa-don): the kit's list of the day's bills (today unless another day is chosen), one tab per state,
// narrowed to a patient or a visit when the URL names one (the visit's page links here); each opens the bill page
// (BillPage.tsx), where discounts, payments, receipts and refunds are.
import { billResource, billStates, clinicDay, type BillDetail, type BillRow } from '@phongkham/contracts';
import { Tag } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { formatDateTime, type KitColumn } from '../../kit/columns';
import { useDefaultFilter } from '../../kit/defaultFilter';
import { ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { money, stateColors, useBillText } from './billTexts';
import { BillPage } from './BillPage';
import styles from './Billing.module.css';
import { NarrowedBy } from './NarrowedBy';

function useColumns(): KitColumn<BillRow>[] {
  const text = useBillText();
  const { lang } = useI18n();
  const amount = (key: 'phaitra' | 'dathu' | 'conlai', responsive?: KitColumn<BillRow>['responsive']) => ({
    key,
    title: text(`fields.${key}`),
    value: (row: BillRow) => row[key],
    render: (row: BillRow) => <span className={styles.nowrap}>{money(row[key])}</span>,
    numFmt: '#,##0',
    responsive,
  });
  return [
    {
      key: 'so',
      title: text('fields.so'),
      value: (row) => row.so,
      // A bill number is read whole: never broken across lines on a phone.
      render: (row) => <span className={styles.nowrap}>{row.so}</span>,
      link: true,
    },
    {
      key: 'benhnhan',
      title: text('fields.benhnhan'),
      value: (row) =>
        row.benhnhan_hoten ? `${row.benhnhan_hoten} (${row.benhnhan_ma ?? ''})` : (row.khachhang ?? text('anonymous')),
      render: (row) =>
        row.benhnhan_hoten ? (
          <>
            {row.benhnhan_hoten}
            <div className={styles.code}>{row.benhnhan_ma}</div>
          </>
        ) : (
          (row.khachhang ?? text('anonymous'))
        ),
    },
    amount('phaitra', ['md']),
    amount('dathu', ['lg']),
    amount('conlai'),
    {
      key: 'trangthai',
      title: text('fields.trangthai'),
      value: (row) => text(`states.${row.trangthai}`),
      render: (row) => <Tag color={stateColors[row.trangthai]}>{text(`states.${row.trangthai}`)}</Tag>,
    },
    {
      key: 'createdAt',
      title: text('fields.createdAt'),
      value: (row) => formatDateTime(lang, row.createdAt),
      sortable: true,
      responsive: ['md'],
    },
  ];
}

function useStateTabs(): FilterSpec {
  const text = useBillText();
  return {
    name: 'trangthai',
    label: text('fields.trangthai'),
    options: billStates.map((state) => ({ value: state, label: text(`states.${state}`) })),
  };
}

/** The clinic's today and the six days before it, newest first (YYYY-MM-DD). */
function lastDays(count: number): string[] {
  const today = Date.parse(`${clinicDay()}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(today - i * 86_400_000).toISOString().slice(0, 10));
}

function useDayFilter(): FilterSpec[] {
  const text = useBillText();
  return [
    {
      name: 'ngay',
      label: text('fields.ngay'),
      options: lastDays(7).map((day, i) => ({
        value: day,
        label: i === 0 ? text('today') : i === 1 ? text('yesterday') : day.split('-').reverse().join('/'),
      })),
    },
  ];
}

export function BillsScreen() {
  // Today's bills unless the URL narrows the list otherwise (a visit's or a patient's bills, a search, a state).
  const redirect = useDefaultFilter(/\/hoa-don\/?$/, 'ngay', () => clinicDay(), [
    'q',
    'trangthai',
    'benhnhan_id',
    'luotkham_id',
  ]);
  if (redirect) return redirect;
  return (
    <ResourceScreen<BillRow>
      resource={billResource}
      useColumns={useColumns}
      useTabs={useStateTabs}
      useFilters={useDayFilter}
      listExtra={<NarrowedBy />}
      without={['create', 'delete']}
      recordTitle={(record) => String(record.so)}
      recordView={(record, paths) => <BillPage record={record as unknown as BillDetail} listPath={paths.list} />}
    />
  );
}
