// Reading a patient's money: the deposit (its balance and the documents that moved it, each with the balance it
// left) and, for the chart, the deposit balance beside the bills with something left to pay. Names and figures only:
// whoever holds view on the bills' page reads them, and a cashier reads no clinical text here.
import type { DepositMove, depositAccount, depositQrQuery, patientMoney, VietQrAnswer } from '@phongkham/contracts';
import { and, asc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { bills, clinics, deposits, patients, receipts, refunds, staff } from '../../db/schema';
import { clinicCondition } from '../../lib/crud/scope';
import { HttpError, notFound } from '../../lib/http-error';
import { vietQr } from '../../lib/money/vietqr';
import { billColumns } from './bills.read';

type Reads = Pick<Database, 'select'>;

/**
 * The documents of one table that moved a patient's deposit: those against the deposit (`own`: taken, paid back)
 * and those of a bill drawing on it or putting money back into it (`byBill`), with the bill's number.
 */
function movements(
  db: Reads,
  table: typeof receipts | typeof refunds,
  patientId: string,
  own: DepositMove,
  byBill: DepositMove,
) {
  return db
    .select({
      _id: table._id,
      so: table.so,
      loai: sql<DepositMove>`case when ${table.loai} = 'TAM_UNG' then ${own} else ${byBill} end`.as('loai'),
      phuongthuc: table.phuongthuc,
      sotien: table.sotien,
      hoadon_id: table.hoadon_id,
      hoadon_so: sql<string | null>`${bills.so}`.as('hoadon_so'),
      lydo: table === refunds ? sql<string | null>`${refunds.lydo}`.as('lydo') : sql<string | null>`null`.as('lydo'),
      nhanvien_hoten: sql<string | null>`${staff.hoten}`.as('nhanvien_hoten'),
      createdAt: table.createdAt,
    })
    .from(table)
    .leftJoin(bills, eq(bills._id, table.hoadon_id))
    .leftJoin(staff, eq(staff._id, table.nhanvien_id))
    .where(and(eq(table.benhnhan_id, patientId), or(eq(table.loai, 'TAM_UNG'), eq(table.phuongthuc, 'TAM_UNG'))));
}

const inward: ReadonlySet<DepositMove> = new Set(['NOP', 'HOAN_VE']);

/**
 * A patient's deposit documents, oldest first (by the moment in the database, ties by number), each with the
 * balance it left. The last balance equals the stored one: both are moved in the same transactions.
 */
export async function depositEntries(db: Reads, patientId: string) {
  const rows = await unionAll(
    movements(db, receipts, patientId, 'NOP', 'TRU'),
    movements(db, refunds, patientId, 'TRA_LAI', 'HOAN_VE'),
  ).orderBy(asc(sql`"createdAt"`), asc(sql`so`));
  let sodu = 0;
  return rows.map((row) => {
    sodu += inward.has(row.loai) ? row.sotien : -row.sotien;
    return { ...row, sodu };
  });
}

/** The patient within the reader's clinic (404 otherwise). */
async function patientOf(db: Reads, patientId: string, clinic: string | null) {
  const [patient] = await db
    .select({ _id: patients._id, phongkham_id: patients.phongkham_id, hoten: patients.hoten, ma: patients.ma })
    .from(patients)
    .where(
      and(eq(patients._id, patientId), isNull(patients.deletedAt), clinicCondition(patients.phongkham_id, clinic)),
    );
  if (!patient) throw notFound();
  return patient;
}

/** The stored balance of the patient's deposit (0 before the first). */
async function balanceOf(db: Reads, patient: { _id: string; phongkham_id: string }) {
  const [row] = await db
    .select({ sodu: deposits.sodu })
    .from(deposits)
    .where(and(eq(deposits.phongkham_id, patient.phongkham_id), eq(deposits.benhnhan_id, patient._id)));
  return row?.sodu ?? 0;
}

/** GET /api/tamung?benhnhan_id=: the balance and the documents, newest first. */
export async function readDeposit(
  db: Reads,
  patientId: string,
  clinic: string | null,
): Promise<z.output<typeof depositAccount>> {
  const patient = await patientOf(db, patientId, clinic);
  const chungtu = await depositEntries(db, patient._id);
  return {
    benhnhan_id: patient._id,
    benhnhan_hoten: patient.hoten,
    benhnhan_ma: patient.ma,
    sodu: await balanceOf(db, patient),
    chungtu: chungtu.reverse(),
  };
}

/** The bills still owing something: a draft's running total, an issued or partly paid bill's balance. */
const owing: SQL = and(
  inArray(bills.trangthai, ['NHAP', 'DA_PHAT_HANH', 'THANH_TOAN_MOT_PHAN']),
  gt(sql`${bills.phaitra} - ${bills.dathu}`, 0),
)!;

/** GET /api/hoadon/benhnhan/:id/tongquan: the deposit balance and the open bills, oldest first. */
export async function readPatientMoney(
  db: Reads,
  patientId: string,
  clinic: string | null,
): Promise<z.output<typeof patientMoney>> {
  const patient = await patientOf(db, patientId, clinic);
  const hoadon = await db
    .select(billColumns)
    .from(bills)
    .leftJoin(patients, eq(patients._id, bills.benhnhan_id))
    .where(and(eq(bills.benhnhan_id, patient._id), eq(bills.phongkham_id, patient.phongkham_id), owing))
    .orderBy(asc(bills.createdAt));
  return {
    benhnhan_id: patient._id,
    sodu_tamung: await balanceOf(db, patient),
    hoadon,
    conlai: hoadon.reduce((sum, bill) => sum + bill.conlai, 0),
  };
}

/** GET /api/tamung/vietqr: the code for a deposit of `sotien`, the patient's code as the memo (409 without a bank). */
export async function depositQr(
  db: Reads,
  query: z.output<typeof depositQrQuery>,
  clinic: string | null,
): Promise<VietQrAnswer> {
  const patient = await patientOf(db, query.benhnhan_id, clinic);
  const [bank] = await db
    .select({ bin: clinics.nganhang_bin, account: clinics.sotaikhoan })
    .from(clinics)
    .where(eq(clinics._id, patient.phongkham_id));
  if (!bank?.bin || !bank.account) throw new HttpError(409, 'errors.clinicNoBank');
  const chuoi = vietQr({ bin: bank.bin, account: bank.account, amount: query.sotien, billNumber: patient.ma });
  return { chuoi, sotien: query.sotien, so: patient.ma };
}
