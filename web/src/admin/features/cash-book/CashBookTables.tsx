// The cash book's two tables: the days of the period (opening balance, money in, money out, closing balance; opened,
// the day's close by method and by cashier) and every receipt, refund and other income or expense of the period. The entry columns are
// declared once for the table and the Excel export.
import { paymentMethods, type CashBook, type CashBookDay, type CashBookEntry } from '@phongkham/contracts';
import { Table, Tag, type TableColumnsType } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { calendarDay, formatDateTime, type KitColumn } from '../../kit/columns';
import { CashEntryDialog } from './CashEntryDialog';
import { money, useCashText } from './texts';

const amount = { align: 'right' as const, className: 'money' };

/** Where a line's kind is named: a bill's receipt or refund, a deposit taken or paid back, an entry by hand. */
const kindTexts: Record<CashBookEntry['nguon'], string> = {
  HOA_DON: 'book.kinds',
  TAM_UNG: 'book.depositKinds',
  KHAC: 'other.kinds',
};

/** The documents' columns: the table shows them, the workbook holds their plain values (amounts signed, in đồng). */
export function useEntryColumns(): KitColumn<CashBookEntry>[] {
  const text = useCashText();
  const { lang } = useI18n();
  const signed = (row: CashBookEntry) => (row.loai === 'THU' ? row.sotien : -row.sotien);
  const kind = (row: CashBookEntry) => text(`${kindTexts[row.nguon]}.${row.loai}`);
  const columns: KitColumn<CashBookEntry>[] = [
    { key: 'so', title: text('book.so'), value: (row) => row.so },
    {
      key: 'createdAt',
      title: text('book.time'),
      value: (row) => new Date(row.createdAt),
      render: (row) => formatDateTime(lang, row.createdAt),
    },
    { key: 'loai', title: text('book.kind'), value: kind },
    { key: 'hoadon_so', title: text('book.bill'), value: (row) => row.hoadon_so, responsive: ['md'] },
    { key: 'noidung', title: text('book.purpose'), value: (row) => row.noidung },
    { key: 'nguoinop_nhan', title: text('book.party'), value: (row) => row.nguoinop_nhan, responsive: ['lg'] },
    { key: 'phuongthuc', title: text('report.method'), value: (row) => text(`methods.${row.phuongthuc}`) },
    { key: 'sotien', title: text('book.amount'), value: signed, numFmt: '#,##0' },
    { key: 'nhanvien_hoten', title: text('book.cashier'), value: (row) => row.nhanvien_hoten, responsive: ['lg'] },
    { key: 'lydo', title: text('book.reason'), value: (row) => row.lydo, responsive: ['lg'] },
  ];
  return columns;
}

/** The documents; with `canCorrect`, an entry entered by hand offers its correction (a new entry pointing to it). */
export function EntriesTable({ rows, canCorrect = false }: { rows: readonly CashBookEntry[]; canCorrect?: boolean }) {
  const text = useCashText();
  const columns = useEntryColumns();
  const corrections: TableColumnsType<CashBookEntry> = canCorrect
    ? [
        {
          key: 'correct',
          title: '',
          render: (_: unknown, row: CashBookEntry) =>
            row.nguon === 'KHAC' ? <CashEntryDialog correcting={row} /> : null,
        },
      ]
    : [];
  const table: TableColumnsType<CashBookEntry> = columns.map((column) => ({
    key: column.key,
    title: column.title,
    responsive: column.responsive,
    ...(column.key === 'sotien' ? amount : {}),
    render: (_: unknown, row: CashBookEntry) => {
      if (column.key === 'loai') {
        return <Tag color={row.loai === 'THU' ? 'green' : 'red'}>{column.value(row) as string}</Tag>;
      }
      if (column.key === 'sotien') return (row.loai === 'CHI' ? '−' : '') + money(row.sotien);
      if (column.render) return column.render(row);
      const value = column.value(row);
      return value == null || value === '' ? '—' : String(value);
    },
  }));
  return (
    <Table<CashBookEntry>
      rowKey="_id"
      size="small"
      columns={[...table, ...corrections]}
      dataSource={[...rows]}
      pagination={{ pageSize: 50, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: text('book.noEntries') }}
    />
  );
}

/** One day's close: what each method and each cashier took (receipts minus refunds). */
function DayClose({ day }: { day: CashBookDay }) {
  const text = useCashText();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
      <table aria-label={text('book.byMethodOf', { day: calendarDay(day.ngay) })}>
        <tbody>
          {paymentMethods.map((method) => (
            <tr key={method}>
              <td style={{ paddingRight: 16 }}>{text(`methods.${method}`)}</td>
              <td style={{ textAlign: 'right' }}>{money(day.theophuongthuc[method])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table aria-label={text('book.byCashierOf', { day: calendarDay(day.ngay) })}>
        <tbody>
          {day.theonhanvien.map((cashier) => (
            <tr key={cashier.nhanvien_id ?? 'none'}>
              <td style={{ paddingRight: 16 }}>{cashier.nhanvien_hoten ?? '—'}</td>
              <td style={{ textAlign: 'right' }}>{money(cashier.tong)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function DaysTable({ book }: { book: CashBook }) {
  const text = useCashText();
  const columns: TableColumnsType<CashBookDay> = [
    { key: 'ngay', title: text('book.day'), render: (_, day) => calendarDay(day.ngay) },
    {
      key: 'daungay',
      title: text('book.opening'),
      ...amount,
      render: (_, day) => money(day.daungay),
      responsive: ['sm'],
    },
    { key: 'thu', title: text('book.in'), ...amount, render: (_, day) => money(day.thu) },
    { key: 'chi', title: text('book.out'), ...amount, render: (_, day) => money(day.chi) },
    {
      key: 'cuoingay',
      title: text('book.closing'),
      ...amount,
      render: (_, day) => <strong>{money(day.cuoingay)}</strong>,
    },
  ];
  return (
    <Table<CashBookDay>
      rowKey="ngay"
      size="small"
      columns={columns}
      dataSource={[...book.ngay].reverse()}
      pagination={false}
      scroll={{ x: 'max-content' }}
      expandable={{ expandedRowRender: (day) => <DayClose day={day} />, rowExpandable: (day) => day.thu + day.chi > 0 }}
      locale={{ emptyText: text('book.noEntries') }}
    />
  );
}
