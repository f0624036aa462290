// The bill's receipts (phiếu thu) and refunds (phiếu chi): number, time, method (a deposit drawn on, or money put
// back into it, named as such), amount and who took or gave the money; each receipt prints.
import type { BillDetail, ReceiptRow, RefundRow } from '@phongkham/contracts';
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Table } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { formatDateTime } from '../../kit/columns';
import { money, useBillText } from './billTexts';

export function Documents({ record, onPrint }: { record: BillDetail; onPrint: (receiptId: string) => void }) {
  const text = useBillText();
  const { lang } = useI18n();
  const common = [
    { key: 'so', title: text('fields.soPhieu'), render: (row: ReceiptRow | RefundRow) => row.so },
    {
      key: 'createdAt',
      title: text('fields.thoigian'),
      render: (row: ReceiptRow | RefundRow) => formatDateTime(lang, row.createdAt),
      responsive: ['md' as const],
    },
    {
      key: 'phuongthuc',
      title: text('fields.phuongthuc'),
      // A refund put back into the deposit reads as such, not as "Trừ tạm ứng".
      render: (row: ReceiptRow | RefundRow) =>
        'lydo' in row && row.phuongthuc === 'TAM_UNG'
          ? text('refundDialog.toDeposit')
          : text(`methods.${row.phuongthuc}`),
    },
    {
      key: 'sotien',
      title: text('fields.sotien'),
      align: 'right' as const,
      render: (row: ReceiptRow | RefundRow) => money(row.sotien),
    },
    {
      key: 'nhanvien',
      title: text('fields.nhanvien'),
      render: (row: ReceiptRow | RefundRow) => row.nhanvien_hoten ?? '—',
      responsive: ['lg' as const],
    },
  ];
  return (
    <>
      <Card size="small" title={text('receipts')}>
        <Table<ReceiptRow>
          size="small"
          rowKey="_id"
          pagination={false}
          dataSource={record.phieuthu}
          locale={{ emptyText: text('noReceipts') }}
          columns={[
            ...common,
            {
              key: 'print',
              title: '',
              render: (row: ReceiptRow) => (
                <Button
                  size="small"
                  icon={<PrinterOutlined />}
                  aria-label={text('printReceipt', { so: row.so })}
                  onClick={() => onPrint(row._id)}
                />
              ),
            },
          ]}
        />
      </Card>
      {record.phieuchi.length > 0 && (
        <Card size="small" title={text('refunds')}>
          <Table<RefundRow>
            size="small"
            rowKey="_id"
            pagination={false}
            dataSource={record.phieuchi}
            columns={[...common, { key: 'lydo', title: text('fields.lydo'), render: (row: RefundRow) => row.lydo }]}
          />
        </Card>
      )}
    </>
  );
}
