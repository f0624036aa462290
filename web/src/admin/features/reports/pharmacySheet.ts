// The pharmacy report's rows as the screen, the workbook and the printout show them: the stores' stock at cost with
// the total, the movements by kind (an issue by its reason) beside the period before, and the batch and item lists.
// Amounts stay numbers in the workbook (grouped digits), so a spreadsheet can sum them again.
import type {
  ExpiryBatchRow,
  PharmacyReport,
  PharmacyStore,
  SlowMoverRow,
  StockMovementKind,
} from '@phongkham/contracts';
import { calendarDay, type KitColumn } from '../../kit/columns';

type Text = (name: string, params?: Record<string, string | number>) => string;
/** The app's translator, for the stock documents' kind names the stock screens already hold. */
type Translate = (key: string) => string;

const amount = <T>(key: string, title: string, value: (row: T) => number): KitColumn<T> => ({
  key,
  title,
  value,
  numFmt: '#,##0',
});

// ---- The stores.

export interface StoreRow extends Omit<PharmacyStore, 'kho_id'> {
  _id: string;
}

export function storeRows(report: PharmacyReport, text: Text): StoreRow[] {
  return [
    ...report.theokho.map(({ kho_id, ...store }) => ({ _id: kho_id, ...store })),
    {
      _id: 'total',
      kho_ten: text('pharmacy.total'),
      solo: report.theokho.reduce((sum, store) => sum + store.solo, 0),
      giatri_ton: report.giatri_ton,
      giatri_ganhethan: report.giatri_ganhethan,
      giatri_hethan: report.giatri_hethan,
      giatri_tamgiu: report.giatri_tamgiu,
    },
  ];
}

export const storeColumns = (text: Text): KitColumn<StoreRow>[] => [
  { key: 'kho_ten', title: text('pharmacy.store'), value: (row) => row.kho_ten },
  { key: 'solo', title: text('pharmacy.solo'), value: (row) => row.solo, numFmt: '#,##0' },
  amount('giatri_ton', text('pharmacy.giatri_ton'), (row) => row.giatri_ton),
  amount('giatri_ganhethan', text('pharmacy.giatri_ganhethan'), (row) => row.giatri_ganhethan),
  amount('giatri_hethan', text('pharmacy.giatri_hethan'), (row) => row.giatri_hethan),
  amount('giatri_tamgiu', text('pharmacy.giatri_tamgiu'), (row) => row.giatri_tamgiu),
];

// ---- The movements by kind.

export interface MovementRow extends StockMovementKind {
  _id: string;
  /** The kind's name, and the issue's reason. */
  ten: string;
  /** The value that came in less what went out, this period and the one before. */
  rong: number;
  rong_kytruoc: number;
}

const kindKey = (row: Pick<StockMovementKind, 'loai' | 'lydo'>) => `${row.loai}:${row.lydo ?? ''}`;
const net = (row: Pick<StockMovementKind, 'giatri_vao' | 'giatri_ra'>) => row.giatri_vao - row.giatri_ra;

/** Every kind that moved in either period, in the period's order, the previous period's net beside it. */
export function movementRows(report: PharmacyReport, t: Translate): MovementRow[] {
  const before = new Map(report.kytruoc.theoloai.map((row) => [kindKey(row), row]));
  const now = new Map(report.theoloai.map((row) => [kindKey(row), row]));
  const empty = { sophieu: 0, sodong: 0, soluong_vao: 0, soluong_ra: 0, giatri_vao: 0, giatri_ra: 0 };
  const kinds = [...report.theoloai, ...report.kytruoc.theoloai.filter((row) => !now.has(kindKey(row)))];
  return kinds.map((kind) => {
    const row = now.get(kindKey(kind)) ?? { ...kind, ...empty };
    const previous = before.get(kindKey(kind));
    const name = t(`admin.resources.stock.kinds.${row.loai}`);
    return {
      ...row,
      _id: kindKey(row),
      ten: row.lydo ? `${name}: ${t(`admin.resources.stock.issueReasons.${row.lydo}`)}` : name,
      rong: net(row),
      rong_kytruoc: previous ? net(previous) : 0,
    };
  });
}

export const movementColumns = (text: Text): KitColumn<MovementRow>[] => [
  { key: 'ten', title: text('pharmacy.kind'), value: (row) => row.ten },
  { key: 'sophieu', title: text('pharmacy.sophieu'), value: (row) => row.sophieu, numFmt: '#,##0' },
  { key: 'sodong', title: text('pharmacy.sodong'), value: (row) => row.sodong, numFmt: '#,##0' },
  { key: 'soluong_vao', title: text('pharmacy.soluong_vao'), value: (row) => row.soluong_vao, numFmt: '#,##0' },
  { key: 'soluong_ra', title: text('pharmacy.soluong_ra'), value: (row) => row.soluong_ra, numFmt: '#,##0' },
  amount('giatri_vao', text('pharmacy.giatri_vao'), (row) => row.giatri_vao),
  amount('giatri_ra', text('pharmacy.giatri_ra'), (row) => row.giatri_ra),
  amount('rong_kytruoc', text('pharmacy.rong_kytruoc'), (row) => row.rong_kytruoc),
];

/** The value received (goods received, net of their corrections) and issued (issues of every reason, net). */
export function headlineMovements(kinds: readonly StockMovementKind[]) {
  const of = (loai: StockMovementKind['loai']) => kinds.filter((kind) => kind.loai === loai);
  return {
    nhap: of('NHAP').reduce((sum, kind) => sum + net(kind), 0),
    xuat: of('XUAT').reduce((sum, kind) => sum - net(kind), 0),
  };
}

// ---- The lists: batches near or past their expiry, and the slow movers.

export type BatchRow = ExpiryBatchRow & { _id: string };
export const batchRows = (rows: readonly ExpiryBatchRow[]): BatchRow[] =>
  rows.map((row) => ({ ...row, _id: row.lohang_id }));

export const batchColumns = (text: Text): KitColumn<BatchRow>[] => [
  { key: 'ten', title: text('pharmacy.item'), value: (row) => row.ten },
  { key: 'solo', title: text('pharmacy.batch'), value: (row) => row.solo },
  { key: 'handung', title: text('pharmacy.handung'), value: (row) => calendarDay(row.handung) },
  { key: 'kho_ten', title: text('pharmacy.store'), value: (row) => row.kho_ten },
  { key: 'soluong', title: text('pharmacy.soluong'), value: (row) => row.soluong, numFmt: '#,##0' },
  { key: 'donvitinh', title: text('pharmacy.unit'), value: (row) => row.donvitinh ?? '' },
  amount('giatri', text('pharmacy.giatri'), (row) => row.thanhtien),
];

export type SlowRow = SlowMoverRow & { _id: string };
export const slowRows = (rows: readonly SlowMoverRow[]): SlowRow[] =>
  rows.map((row) => ({ ...row, _id: `${row.kho_id}:${row.thuoc_id ?? row.sanpham_id}` }));

export const slowColumns = (text: Text): KitColumn<SlowRow>[] => [
  { key: 'ten', title: text('pharmacy.item'), value: (row) => row.ten },
  { key: 'kho_ten', title: text('pharmacy.store'), value: (row) => row.kho_ten },
  { key: 'soluong', title: text('pharmacy.soluong'), value: (row) => row.soluong, numFmt: '#,##0' },
  { key: 'donvitinh', title: text('pharmacy.unit'), value: (row) => row.donvitinh ?? '' },
  amount('giatri', text('pharmacy.giatri'), (row) => row.thanhtien),
  {
    key: 'xuat_cuoi',
    title: text('pharmacy.xuat_cuoi'),
    value: (row) => (row.xuat_cuoi ? calendarDay(row.xuat_cuoi) : text('pharmacy.never')),
  },
];

/** The workbook's sheets: one per table, each titled as on the screen. */
export function pharmacySheets(report: PharmacyReport, text: Text, t: Translate) {
  return [
    { title: text('pharmacy.byStore'), columns: storeColumns(text), rows: storeRows(report, text) },
    { title: text('pharmacy.byKind'), columns: movementColumns(text), rows: movementRows(report, t) },
    { title: text('pharmacy.nearExpiry'), columns: batchColumns(text), rows: batchRows(report.ganhethan.dong) },
    { title: text('pharmacy.expired'), columns: batchColumns(text), rows: batchRows(report.hethan.dong) },
    { title: text('pharmacy.slowMovers'), columns: slowColumns(text), rows: slowRows(report.chamluanchuyen.dong) },
  ] as const;
}
