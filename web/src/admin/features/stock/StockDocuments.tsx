// The stock documents (/admin/kho/phieu): every numbered movement of the clinic's stores (goods received, issues,
// transfers, returns, destructions, stocktake adjustments, opening stock, returns from patients), newest first,
// narrowed by kind, store and period; a document's page shows it as printed, with Print under the PRINT grant.
// Documents are never edited or deleted: a correction is another document.
import { PrinterOutlined } from '@ant-design/icons';
import { stockDocumentKinds, type StockDocumentKind } from '@phongkham/contracts';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { calendarDay, dateColumn, type KitColumn } from '../../kit/columns';
import { useScreenGrants } from '../../kit/grants';
import { printHtml } from '../../kit/PrintView';
import { ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import type { DayRangeSpec } from '../../kit/DayRangeFilter';
import { StockDocumentView } from './StockDocumentSheet';
import { useStores } from './stores';
import { money, useStockText } from './texts';
import { stockDocumentResource, type StockDocument, type StockDocumentRow } from './wire';
import styles from './Stock.module.css';

export const kindColors: Record<StockDocumentKind, string> = {
  NHAP: 'green',
  TON_DAU: 'cyan',
  TRA_LAI: 'lime',
  XUAT: 'blue',
  CHUYEN: 'geekblue',
  TRA_NCC: 'orange',
  HUY: 'red',
  KIEM_KE: 'purple',
};

function useColumns(): KitColumn<StockDocumentRow>[] {
  const text = useStockText();
  const counterpart = (row: StockDocumentRow) =>
    row.kho_den_ten
      ? `→ ${row.kho_den_ten}`
      : (row.nhacungcap_ten ?? (row.lydo ? text(`issueReasons.${row.lydo}`) : ''));
  return [
    { key: 'so', title: text('documents.so'), value: (row) => row.so, link: true, sortable: true },
    {
      key: 'loai',
      title: text('documents.loai'),
      value: (row) => text(`kinds.${row.loai}`),
      render: (row) => <Tag color={kindColors[row.loai]}>{text(`kinds.${row.loai}`)}</Tag>,
    },
    {
      key: 'ngay',
      title: text('documents.ngay'),
      value: (row) => calendarDay(row.ngay),
      sortable: true,
      responsive: ['sm'],
    },
    { key: 'kho_ten', title: text('fields.kho'), value: (row) => row.kho_ten, responsive: ['md'] },
    { key: 'doitac', title: text('documents.counterpart'), value: counterpart, responsive: ['lg'] },
    { key: 'sohoadon', title: text('fields.sohoadon'), value: (row) => row.sohoadon, responsive: ['xl'] },
    {
      key: 'tongtien',
      title: text('documents.value'),
      value: (row) => row.tongtien,
      render: (row) => <span className={styles.nowrap}>{money(row.tongtien)}</span>,
      numFmt: '#,##0',
      responsive: ['md'],
    },
    { key: 'nhanvien_hoten', title: text('documents.by'), value: (row) => row.nhanvien_hoten, responsive: ['xl'] },
    dateColumn('createdAt', text('documents.createdAt'), { responsive: ['xxl'] }),
  ];
}

function useFilters(): (FilterSpec | DayRangeSpec)[] {
  const text = useStockText();
  const stores = useStores();
  return [
    {
      name: 'loai',
      label: text('documents.loai'),
      options: stockDocumentKinds.map((kind) => ({ value: kind, label: text(`kinds.${kind}`) })),
    },
    {
      name: 'kho_id',
      label: text('fields.kho'),
      loading: stores.isPending,
      options: (stores.data ?? []).map((store) => ({ value: store._id, label: store.ten })),
    },
    { kind: 'dayRange', from: 'tungay', to: 'denngay', label: text('documents.period') },
  ];
}

function DocumentPage({ document }: { document: StockDocument }) {
  const text = useStockText();
  const can = useScreenGrants(['/kho']);
  const [area, setArea] = useState<HTMLDivElement | null>(null);
  return (
    <>
      {can.print && (
        <Button
          icon={<PrinterOutlined />}
          type="primary"
          style={{ marginBottom: 12 }}
          onClick={() => area && printHtml(document.so, area.innerHTML)}
        >
          {text('print.button')}
        </Button>
      )}
      <div ref={setArea} className={styles.paper}>
        <StockDocumentView document={document} />
      </div>
    </>
  );
}

export function StockDocuments() {
  return (
    <ResourceScreen<StockDocumentRow, StockDocument>
      resource={stockDocumentResource}
      useColumns={useColumns}
      useFilters={useFilters}
      without={['create', 'delete']}
      recordTitle={(document) => document.so}
      recordView={(document) => <DocumentPage document={document} />}
    />
  );
}
