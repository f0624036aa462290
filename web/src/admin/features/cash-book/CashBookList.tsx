// The cash book of a period (/admin/so-quy/thu-chi): every receipt and refund and every other income and expense
// entered by hand (the button beside the export) between two days (today unless chosen, at most 92 days), narrowed by payment method or cashier; the balance before and after the period, each day with
// its balances and its close by method and by cashier, and the documents, exported to Excel under EXPORT. The
// filters live in the URL, so a period can be shared and returned to.
import { CASH_BOOK_MAX_DAYS, paymentMethods, type CashBook, type ShiftRow } from '@phongkham/contracts';
import { FileExcelOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Select, Space, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { calendarDay } from '../../kit/columns';
import { buildWorkbook, download, exportFileName } from '../../kit/export';
import { useScreenGrants } from '../../kit/grants';
import { PeriodPicker } from '../../kit/PeriodPicker';
import { fetchData, useAllRows } from '../../kit/query';
import { useClearable } from '../../kit/selects';
import { DaysTable, EntriesTable, useEntryColumns } from './CashBookTables';
import { CashEntryDialog } from './CashEntryDialog';
import { money, useCashText } from './texts';

const FILTERS = ['tungay', 'denngay', 'phuongthuc', 'nhanvien_id'] as const;

/** The cashiers who have had a shift here, for the cashier filter. */
function useCashiers() {
  const shifts = useAllRows<ShiftRow>('/api/soquy/ca', { sort: '-mo_luc' });
  const seen = new Map<string, string>();
  for (const shift of shifts.data ?? []) seen.set(shift.nhanvien_id, shift.nhanvien_hoten);
  return { options: [...seen].map(([value, label]) => ({ value, label })), loading: shifts.isPending };
}

export function CashBookList() {
  const text = useCashText();
  const { t, lang } = useI18n();
  const can = useScreenGrants(['/so-quy']);
  const clearable = useClearable();
  const [params, setParams] = useSearchParams();
  const [exporting, setExporting] = useState(false);
  const query = Object.fromEntries(FILTERS.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
  const book = useQuery({
    queryKey: ['/api/soquy', 'book', query],
    queryFn: () => fetchData<CashBook>('/api/soquy', query),
  });
  const cashiers = useCashiers();
  const columns = useEntryColumns();
  const set = (changes: Record<string, string | null | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };
  const title = text('book.title');
  const exportBook = async () => {
    if (!book.data) return;
    setExporting(true);
    try {
      const name = `${title} ${calendarDay(book.data.tungay)}–${calendarDay(book.data.denngay)}`;
      download(await buildWorkbook(title, columns, book.data.chungtu, lang, t), exportFileName(name));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Card
      title={title}
      extra={
        <Space wrap>
          {can.create && <CashEntryDialog />}
          {can.export && (
            <Button
              icon={<FileExcelOutlined />}
              loading={exporting}
              disabled={!book.data}
              onClick={() => void exportBook()}
            >
              {t('admin.kit.export')}
            </Button>
          )}
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <PeriodPicker label={text('book.period')} maxDays={CASH_BOOK_MAX_DAYS} />
        <Select
          allowClear={clearable}
          style={{ minWidth: 160 }}
          placeholder={text('report.method')}
          aria-label={text('report.method')}
          value={params.get('phuongthuc') ?? undefined}
          options={paymentMethods.map((method) => ({ value: method, label: text(`methods.${method}`) }))}
          onChange={(value?: string) => set({ phuongthuc: value })}
        />
        <Select
          allowClear={clearable}
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 200 }}
          placeholder={text('book.cashier')}
          aria-label={text('book.cashier')}
          loading={cashiers.loading}
          value={params.get('nhanvien_id') ?? undefined}
          options={cashiers.options}
          onChange={(value?: string) => set({ nhanvien_id: value })}
        />
      </Space>
      {book.isError && <Alert type="error" showIcon title={book.error.message} />}
      {book.data && (
        <>
          <Space wrap size={32} style={{ marginBottom: 16 }}>
            <Statistic title={text('book.periodOpening')} value={money(book.data.dauky)} />
            <Statistic title={text('book.in')} value={money(book.data.ngay.reduce((sum, day) => sum + day.thu, 0))} />
            <Statistic title={text('book.out')} value={money(book.data.ngay.reduce((sum, day) => sum + day.chi, 0))} />
            <Statistic title={text('book.periodClosing')} value={money(book.data.cuoiky)} />
          </Space>
          <Typography.Title level={5}>{text('book.days')}</Typography.Title>
          <DaysTable book={book.data} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {text('book.entries', { count: book.data.chungtu.length })}
          </Typography.Title>
          <EntriesTable rows={book.data.chungtu} canCorrect={can.create} />
        </>
      )}
      {book.isPending && <Card loading />}
    </Card>
  );
}
