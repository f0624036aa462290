// Cashier shifts (cathungan): reading a shift with its X- or Z-report, listing shifts, and what opening and closing
// one decide beside the kit's write (one open shift per cashier; the close's figures, its reason and approval).
// The report is read from the shift's own receipts and refunds, so it adds up to them by construction; at close it
// is frozen on the row and a closed shift never changes (docs/decisions/0053-cashier-shift.md).
import {
  CASH_APPROVALS,
  clinicInstant,
  addDays,
  grantsAny,
  paymentMethods,
  shiftResource,
  type ByMethod,
  type ListQuery,
  type ShiftCloseInput,
} from '@phongkham/contracts';
import { and, asc, eq, getTableColumns, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client';
import { cashEntries, cashierShifts, clinics, receipts, refunds, staff } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { clinicCondition } from '../../lib/crud/scope';
import type { MoveContext } from '../../lib/crud/moves';
import type { Reader } from '../../lib/crud/routes';
import { FieldError, HttpError } from '../../lib/http-error';
import { listPage } from '../../lib/list';

export const approves = (actor: Actor) => grantsAny(actor.vaitro.menu, [CASH_APPROVALS], 'update');

type Reading = Pick<Database | Transaction, 'select'>;

const zero = (): ByMethod => ({ TIEN_MAT: 0, THE: 0, CHUYEN_KHOAN: 0, VIETQR: 0 });
const total = (amounts: ByMethod) => paymentMethods.reduce((sum, method) => sum + amounts[method], 0);

/** Σ amount and count per payment method of one document table's rows of a shift. */
async function sums(db: Reading, table: typeof receipts | typeof refunds, shiftId: string) {
  const rows = await db
    .select({
      phuongthuc: table.phuongthuc,
      tong: sql<number>`coalesce(sum(${table.sotien}), 0)::bigint`.mapWith(Number),
      so: sql<number>`count(*)::integer`.mapWith(Number),
    })
    .from(table)
    .where(eq(table.cathungan_id, shiftId))
    .groupBy(table.phuongthuc);
  const amounts = zero();
  let count = 0;
  for (const row of rows) {
    // A deposit drawn on or put back (TAM_UNG) moves no money and joins no shift (the tables' check).
    if (row.phuongthuc === 'TAM_UNG') continue;
    amounts[row.phuongthuc] = row.tong;
    count += row.so;
  }
  return { amounts, count };
}

/** Σ amount and count per payment method of the shift's other income (THU) or expenses (CHI). */
async function entrySums(db: Reading, loai: 'THU' | 'CHI', shiftId: string) {
  const rows = await db
    .select({
      phuongthuc: cashEntries.phuongthuc,
      tong: sql<number>`coalesce(sum(${cashEntries.sotien}), 0)::bigint`.mapWith(Number),
      so: sql<number>`count(*)::integer`.mapWith(Number),
    })
    .from(cashEntries)
    .where(and(eq(cashEntries.cathungan_id, shiftId), eq(cashEntries.loai, loai)))
    .groupBy(cashEntries.phuongthuc);
  const amounts = zero();
  let count = 0;
  for (const row of rows) {
    amounts[row.phuongthuc] = row.tong;
    count += row.so;
  }
  return { amounts, count };
}

/**
 * A shift's figures from its documents: per method receipts, refunds, other income and expenses, their net, and the
 * expected cash, tiendauca + cash in − cash out. The float enters here once, and no method's total carries it.
 */
export async function shiftFigures(db: Reading, shift: { _id: string; tiendauca: number }) {
  const thu = await sums(db, receipts, shift._id);
  const hoan = await sums(db, refunds, shift._id);
  const thukhac = await entrySums(db, 'THU', shift._id);
  const chikhac = await entrySums(db, 'CHI', shift._id);
  const theophuongthuc = zero();
  for (const method of paymentMethods) {
    theophuongthuc[method] =
      thu.amounts[method] - hoan.amounts[method] + thukhac.amounts[method] - chikhac.amounts[method];
  }
  return {
    thu: thu.amounts,
    hoan: hoan.amounts,
    thukhac: thukhac.amounts,
    chikhac: chikhac.amounts,
    sophieuthu: thu.count,
    sophieuchi: hoan.count,
    sophieukhac: thukhac.count + chikhac.count,
    theophuongthuc,
    tong: total(theophuongthuc),
    tienmatdukien: shift.tiendauca + theophuongthuc.TIEN_MAT,
  };
}

const cashier = alias(staff, 'thungan');
const approver = alias(staff, 'nguoiduyet');
const columns = {
  ...getTableColumns(cashierShifts),
  nhanvien_hoten: cashier.hoten,
};

/** One shift with its report (X while open, Z once closed) for a reader of its clinic; null when not theirs. */
export async function getShift(db: Reading, id: string, reader: Pick<Reader, 'clinic'>) {
  const [row] = await db
    .select({
      ...columns,
      nguoiduyet_hoten: approver.hoten,
      // The printed report's header (a cashier holds no grant to read the clinic record).
      phongkham: { ten: clinics.ten, diachi_day: clinics.diachi_day, dienthoai: clinics.dienthoai },
    })
    .from(cashierShifts)
    .innerJoin(cashier, eq(cashier._id, cashierShifts.nhanvien_id))
    .innerJoin(clinics, eq(clinics._id, cashierShifts.phongkham_id))
    .leftJoin(approver, eq(approver._id, cashierShifts.nguoiduyet_id))
    .where(and(eq(cashierShifts._id, id), clinicCondition(cashierShifts.phongkham_id, reader.clinic)));
  if (!row) return null;
  const figures = await shiftFigures(db, row);
  const closed = row.trangthai === 'DA_DONG';
  return {
    ...row,
    ...figures,
    baocao: closed ? ('Z' as const) : ('X' as const),
    // A closed shift answers what was frozen at its close, which its documents cannot have changed since.
    theophuongthuc: closed && row.theophuongthuc ? row.theophuongthuc : figures.theophuongthuc,
    tienmatdukien: closed && row.tienmatdukien !== null ? row.tienmatdukien : figures.tienmatdukien,
  };
}

/** The actor's open shift, or null. */
export async function openShiftOf(db: Reading, actor: Pick<Actor, '_id'>) {
  const [row] = await db
    .select({ _id: cashierShifts._id })
    .from(cashierShifts)
    .where(and(eq(cashierShifts.nhanvien_id, actor._id), eq(cashierShifts.trangthai, 'MO')));
  return row ?? null;
}

type ShiftQuery = ListQuery & { nhanvien_id?: string; trangthai?: 'MO' | 'DA_DONG'; ngay?: string };

/** A page of the clinic's shifts, newest first unless sorted, filtered by cashier, state and opening day. */
export function listShifts(db: Database, query: ShiftQuery, reader: Reader) {
  const day = query.ngay;
  return listPage(query, {
    where: [
      clinicCondition(cashierShifts.phongkham_id, reader.clinic),
      query.nhanvien_id ? eq(cashierShifts.nhanvien_id, query.nhanvien_id) : undefined,
      query.trangthai ? eq(cashierShifts.trangthai, query.trangthai) : undefined,
      day ? gte(cashierShifts.mo_luc, clinicInstant(day)) : undefined,
      day ? lt(cashierShifts.mo_luc, clinicInstant(addDays(day, 1))) : undefined,
    ],
    search: [cashier.hoten],
    sortable: {
      mo_luc: cashierShifts.mo_luc,
      dong_luc: cashierShifts.dong_luc,
      chenhlech: cashierShifts.chenhlech,
    } satisfies Record<(typeof shiftResource.sortFields)[number], unknown>,
    defaultSort: shiftResource.defaultSort,
    tieBreak: asc(cashierShifts._id),
    columns,
    from: (fields) =>
      db.select(fields).from(cashierShifts).innerJoin(cashier, eq(cashier._id, cashierShifts.nhanvien_id)),
  });
}

/** Opening: the cashier is the one who opens it; a second open shift is refused before the unique index has to. */
export async function openingShift(
  values: Record<string, unknown>,
  { tx, actor }: { tx: Transaction; actor: Actor },
): Promise<Record<string, unknown>> {
  if (await openShiftOf(tx, actor)) throw new HttpError(409, 'errors.shiftAlreadyOpen');
  return { ...values, nhanvien_id: actor._id, trangthai: 'MO' };
}

/**
 * The close: only the shift's cashier or an approver closes it; the counted cash against the expected gives the
 * difference, which needs a reason when it is not zero and an approver's close when it exceeds the clinic's
 * threshold (the cashier's own close is then refused, 409). The figures are frozen on the row with the move.
 */
export async function closingShift(context: MoveContext<ShiftCloseInput>): Promise<Record<string, unknown>> {
  const { before, body, actor, writer } = context;
  const approver = approves(actor);
  if (before.nhanvien_id !== actor._id && !approver) throw new HttpError(403, 'errors.shiftNotYours');
  const figures = await shiftFigures(writer.tx, before as { _id: string; tiendauca: number });
  const counted = body.tienmatthucte;
  const difference = counted - figures.tienmatdukien;
  const reason = body.lydo_chenhlech?.trim() || null;
  if (difference !== 0 && !reason) throw new FieldError(400, 'validation.shiftDifferenceReason', 'lydo_chenhlech');
  const threshold = await differenceThreshold(writer.tx, before.phongkham_id as string);
  const needsApproval = threshold !== null && Math.abs(difference) > threshold;
  if (needsApproval && !approver) throw new HttpError(409, 'errors.shiftDifferenceApproval');
  return {
    tienmatthucte: counted,
    tienmatdukien: figures.tienmatdukien,
    chenhlech: difference,
    lydo_chenhlech: difference === 0 ? null : reason,
    theophuongthuc: figures.theophuongthuc,
    nguoiduyet_id: needsApproval ? actor._id : null,
  };
}

/** The clinic's threshold above which a difference needs an approver (null: none needed). */
async function differenceThreshold(tx: Transaction, clinicId: string): Promise<number | null> {
  const [row] = await tx.select({ nguong: clinics.nguong_chenhlech }).from(clinics).where(eq(clinics._id, clinicId));
  return row?.nguong ?? null;
}
