// The cash book (sổ quỹ) of a period: every receipt and refund of one clinic and every other income and expense
// entered by hand, each day with its opening balance, money in, money out and closing balance, and the day's close by method and by cashier. Every figure is summed from
// the listed documents themselves, in whole đồng, so each day's totals equal its money in minus its money out and
// each closing balance is the next day's opening. The balance is the money taken and kept (in − out) under the
// same filters since the clinic began; a shift's opening float is cash moved into a drawer, not money taken, and is
// not in it (docs/decisions/0053-cashier-shift.md). A deposit taken or paid back is money in or out like any receipt
// or refund; a bill drawing on a deposit, or a refund put back into one (method TAM_UNG), moves no money and is not
// in the book.
import {
  addDays,
  clinicDay,
  clinicInstant,
  paymentMethods,
  type ByMethod,
  type cashBookEntry,
  type CashBookQuery,
  type PaymentMethod,
} from '@phongkham/contracts';
import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { bills, cashEntries, patients, receipts, refunds, staff } from '../../db/schema';
import { now } from '../../db/clock';

const zero = (): ByMethod => ({ TIEN_MAT: 0, THE: 0, CHUYEN_KHOAN: 0, VIETQR: 0 });
const total = (amounts: ByMethod) => paymentMethods.reduce((sum, method) => sum + amounts[method], 0);

type Documents = typeof receipts | typeof refunds | typeof cashEntries;
type CashBookEntry = z.output<typeof cashBookEntry>;

/** The filters every reading of the book applies to a document table: the clinic, a method, a cashier. */
const filtersOf = (table: Documents, clinic: string, query: CashBookQuery): (SQL | undefined)[] => [
  eq(table.phongkham_id, clinic),
  sql`${table.phuongthuc} <> 'TAM_UNG'`,
  query.phuongthuc ? eq(table.phuongthuc, query.phuongthuc) : undefined,
  query.nhanvien_id ? eq(table.nhanvien_id, query.nhanvien_id) : undefined,
];

/** Σ sotien of a table's documents before `until` under the filters. */
async function sumBefore(db: Database, table: Documents, conditions: (SQL | undefined)[], until: Date) {
  const [row] = await db
    .select({ tong: sql<number>`coalesce(sum(${table.sotien}), 0)::bigint`.mapWith(Number) })
    .from(table)
    .where(and(...conditions, lt(table.createdAt, until)));
  return row?.tong ?? 0;
}

/** The documents of one table in [from, until), as cash-book lines. */
async function documents(
  db: Database,
  loai: 'THU' | 'CHI',
  conditions: (SQL | undefined)[],
  from: Date,
  until: Date,
): Promise<CashBookEntry[]> {
  const table = loai === 'THU' ? receipts : refunds;
  const rows = await db
    .select({
      _id: table._id,
      so: table.so,
      createdAt: table.createdAt,
      phuongthuc: table.phuongthuc,
      sotien: table.sotien,
      hoadon_id: table.hoadon_id,
      hoadon_so: bills.so,
      cathungan_id: table.cathungan_id,
      nhanvien_id: table.nhanvien_id,
      nhanvien_hoten: staff.hoten,
      lydo: loai === 'CHI' ? refunds.lydo : sql<string | null>`null`,
      noidung: sql<string | null>`null`,
      // A deposit's line names the patient who paid it in or was paid it back.
      nguoinop_nhan: sql<string | null>`case when ${table.loai} = 'TAM_UNG' then ${patients.hoten} end`,
    })
    .from(table)
    .leftJoin(bills, eq(bills._id, table.hoadon_id))
    .leftJoin(patients, eq(patients._id, table.benhnhan_id))
    .leftJoin(staff, eq(staff._id, table.nhanvien_id))
    .where(and(...conditions, gte(table.createdAt, from), lt(table.createdAt, until)))
    .orderBy(asc(table.createdAt), asc(table.so));
  return rows.map((row) => ({
    ...row,
    // The filters leave out TAM_UNG: every line here moved money.
    phuongthuc: row.phuongthuc as PaymentMethod,
    loai,
    nguon: row.hoadon_id ? ('HOA_DON' as const) : ('TAM_UNG' as const),
    ngay: clinicDay(row.createdAt),
  }));
}

/** The other income and expenses entered by hand in [from, until), as cash-book lines (no bill). */
async function entries(
  db: Database,
  conditions: (SQL | undefined)[],
  from: Date,
  until: Date,
): Promise<CashBookEntry[]> {
  const rows = await db
    .select({
      loai: cashEntries.loai,
      _id: cashEntries._id,
      so: cashEntries.so,
      createdAt: cashEntries.createdAt,
      phuongthuc: cashEntries.phuongthuc,
      sotien: cashEntries.sotien,
      cathungan_id: cashEntries.cathungan_id,
      nhanvien_id: cashEntries.nhanvien_id,
      nhanvien_hoten: staff.hoten,
      lydo: cashEntries.lydo,
      noidung: cashEntries.noidung,
      nguoinop_nhan: cashEntries.nguoinop_nhan,
    })
    .from(cashEntries)
    .leftJoin(staff, eq(staff._id, cashEntries.nhanvien_id))
    .where(and(...conditions, gte(cashEntries.createdAt, from), lt(cashEntries.createdAt, until)));
  return rows.map((row) => ({
    ...row,
    nguon: 'KHAC' as const,
    hoadon_id: null,
    hoadon_so: null,
    ngay: clinicDay(row.createdAt),
  }));
}

/** A day's close: receipts, refunds, per method and per cashier, each the signed sum of the day's lines. */
function closeOf(ngay: string, daungay: number, lines: CashBookEntry[]) {
  const theophuongthuc = zero();
  const cashiers = new Map<
    string,
    { nhanvien_id: string | null; nhanvien_hoten: string | null; theophuongthuc: ByMethod }
  >();
  let thu = 0;
  let chi = 0;
  for (const line of lines) {
    const signed = line.loai === 'THU' ? line.sotien : -line.sotien;
    if (line.loai === 'THU') thu += line.sotien;
    else chi += line.sotien;
    theophuongthuc[line.phuongthuc] += signed;
    const key = line.nhanvien_id ?? '';
    const cashier = cashiers.get(key) ?? {
      nhanvien_id: line.nhanvien_id,
      nhanvien_hoten: line.nhanvien_hoten,
      theophuongthuc: zero(),
    };
    cashier.theophuongthuc[line.phuongthuc] += signed;
    cashiers.set(key, cashier);
  }
  const theonhanvien = [...cashiers.values()]
    .map((cashier) => ({ ...cashier, tong: total(cashier.theophuongthuc) }))
    .sort((a, b) => (a.nhanvien_hoten ?? '').localeCompare(b.nhanvien_hoten ?? '', 'vi'));
  return { ngay, daungay, thu, chi, cuoingay: daungay + thu - chi, theophuongthuc, theonhanvien };
}

/** The book of one clinic over the query's period (both days default to today, either to the other). */
export async function readCashBook(db: Database, clinic: string, query: CashBookQuery) {
  const tungay = query.tungay ?? query.denngay ?? clinicDay(now());
  const denngay = query.denngay ?? query.tungay ?? clinicDay(now());
  const from = clinicInstant(tungay);
  const until = clinicInstant(addDays(denngay, 1));
  const received = filtersOf(receipts, clinic, query);
  const refunded = filtersOf(refunds, clinic, query);
  const entered = filtersOf(cashEntries, clinic, query);
  const otherIn = [...entered, eq(cashEntries.loai, 'THU')];
  const otherOut = [...entered, eq(cashEntries.loai, 'CHI')];
  const dauky =
    (await sumBefore(db, receipts, received, from)) -
    (await sumBefore(db, refunds, refunded, from)) +
    (await sumBefore(db, cashEntries, otherIn, from)) -
    (await sumBefore(db, cashEntries, otherOut, from));
  const lines = [
    ...(await documents(db, 'THU', received, from, until)),
    ...(await documents(db, 'CHI', refunded, from, until)),
    ...(await entries(db, entered, from, until)),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.so.localeCompare(b.so));
  const byDay = new Map<string, CashBookEntry[]>();
  for (const line of lines) {
    const day = byDay.get(line.ngay) ?? [];
    day.push(line);
    byDay.set(line.ngay, day);
  }
  const ngay = [];
  let balance = dauky;
  for (let day = tungay; day <= denngay; day = addDays(day, 1)) {
    const close = closeOf(day, balance, byDay.get(day) ?? []);
    ngay.push(close);
    balance = close.cuoingay;
  }
  return { tungay, denngay, dauky, cuoiky: balance, ngay, chungtu: lines };
}
