// The sales report's tables as the screen, the workbook and the printout show them: the headline figures beside the
// period before, then what was sold by kind, service group, service and doctor, and the discounts by approver. One
// list of rows per table, read by all three, so the printout and the workbook never say something the screen did not.
import { billLineKinds, type SalesGroup, type SalesReport } from '@phongkham/contracts';
import type { KitColumn } from '../../kit/columns';
import { workbookSheet, type WorkbookSheet } from '../../kit/export';

type Text = (name: string, params?: Record<string, string | number>) => string;

export interface SalesRow {
  _id: string;
  ten: string;
  soluong: number;
  thanhtien: number;
}

export interface SalesTable {
  key: 'theoloai' | 'theonhom' | 'theodichvu' | 'theobacsi' | 'giamgia';
  title: string;
  /** The first column's title (kind, group, service, doctor, approver). */
  name: string;
  /** The second column's title: quantity sold, bills. */
  count: string;
  rows: SalesRow[];
}

/** The headline figures, in the order the screen shows them, with the previous period's where it has one. */
export const salesFigures = (report: SalesReport) =>
  [
    { key: 'doanhso', value: report.doanhso, previous: report.kytruoc.doanhso },
    { key: 'tienhang', value: report.tienhang, previous: report.kytruoc.tienhang },
    { key: 'giamgia', value: report.giamgia, previous: report.kytruoc.giamgia },
    { key: 'sohoadon', value: report.sohoadon, previous: report.kytruoc.sohoadon },
  ] as const;

const rowsOf = (groups: readonly SalesGroup[], none: string): SalesRow[] =>
  groups.map((group) => ({
    _id: group.ma ?? 'none',
    ten: group.ten ?? none,
    soluong: group.soluong,
    thanhtien: group.thanhtien,
  }));

export function salesTables(report: SalesReport, text: Text): SalesTable[] {
  const quantity = text('sales.soluong');
  const bills = text('sales.sohoadon');
  return [
    {
      key: 'theoloai',
      title: text('sales.byKind'),
      name: text('sales.kind'),
      count: quantity,
      // Every kind, in the catalogue's order, so a kind that sold nothing still reads as nothing.
      rows: billLineKinds.map((kind) => {
        const sold = report.theoloai.find((row) => row.ma === kind);
        return {
          _id: kind,
          ten: text(`sales.kinds.${kind}`),
          soluong: sold?.soluong ?? 0,
          thanhtien: sold?.thanhtien ?? 0,
        };
      }),
    },
    {
      key: 'theonhom',
      title: text('sales.byGroup'),
      name: text('sales.group'),
      count: quantity,
      rows: rowsOf(report.theonhom, text('sales.noGroup')),
    },
    {
      key: 'theodichvu',
      title: text('sales.byService'),
      name: text('sales.service'),
      count: quantity,
      rows: rowsOf(report.theodichvu, text('sales.noGroup')),
    },
    {
      key: 'theobacsi',
      title: text('sales.byDoctor'),
      name: text('sales.doctor'),
      count: bills,
      rows: rowsOf(report.theobacsi, text('sales.noDoctor')),
    },
    {
      key: 'giamgia',
      title: text('sales.byApprover'),
      name: text('sales.approver'),
      count: bills,
      rows: report.giamgia_theonguoiduyet.map((row) => ({
        _id: row.nguoiduyet_id ?? 'none',
        ten: row.nguoiduyet_hoten ?? text('sales.noApproval'),
        soluong: row.sohoadon,
        thanhtien: row.giamgia,
      })),
    },
  ];
}

export const salesColumns = (table: SalesTable, text: Text): KitColumn<SalesRow>[] => [
  { key: 'ten', title: table.name, value: (row) => row.ten },
  { key: 'soluong', title: table.count, value: (row) => row.soluong, numFmt: '#,##0' },
  {
    key: 'thanhtien',
    title: table.key === 'giamgia' ? text('sales.figures.giamgia') : text('sales.thanhtien'),
    value: (row) => row.thanhtien,
    numFmt: '#,##0',
  },
];

interface FigureRow {
  _id: string;
  ten: string;
  kynay: number;
  kytruoc: number | null;
}

/** The workbook: the figures (and what is owed and held now) on the first tab, then one tab per table. */
export function salesSheets(report: SalesReport, text: Text): WorkbookSheet<unknown>[] {
  const figures: FigureRow[] = [
    ...salesFigures(report).map((figure) => ({
      _id: figure.key,
      ten: text(`sales.figures.${figure.key}`),
      kynay: figure.value,
      kytruoc: figure.previous as number | null,
    })),
    { _id: 'giamgia_dong', ten: text('sales.figures.giamgia_dong'), kynay: report.giamgia_dong, kytruoc: null },
    { _id: 'dahuy', ten: text('sales.figures.dahuy'), kynay: report.dahuy, kytruoc: null },
    { _id: 'congno', ten: text('sales.figures.congno'), kynay: report.congno.conlai, kytruoc: null },
    { _id: 'tamung', ten: text('sales.figures.tamung'), kynay: report.tamung.sodu, kytruoc: null },
  ];
  return [
    workbookSheet<FigureRow>({
      title: text('sales.summary'),
      columns: [
        { key: 'ten', title: text('sales.figure'), value: (row) => row.ten },
        { key: 'kynay', title: text('sales.thisPeriod'), value: (row) => row.kynay, numFmt: '#,##0' },
        { key: 'kytruoc', title: text('sales.previousPeriod'), value: (row) => row.kytruoc, numFmt: '#,##0' },
      ],
      rows: figures,
    }),
    ...salesTables(report, text).map((table) =>
      workbookSheet<SalesRow>({ title: table.title, columns: salesColumns(table, text), rows: table.rows }),
    ),
  ];
}
