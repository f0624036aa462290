// Reading bills: the list (filters by visit, patient, state and clinic day), one bill with its lines, receipts and
// refunds, and a receipt as printed. A cashier reads the patient's name and code only, never clinical text.
import {
  billResource,
  clinicInstant,
  addDays,
  type billDetail,
  type receiptRow,
  type refundRow,
} from '@phongkham/contracts';
import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { billLines, bills, patients, receipts, refunds, staff } from '../../db/schema';
import type { Reader } from '../../lib/crud/routes';
import { clinicCondition } from '../../lib/crud/scope';
import { listPage } from '../../lib/list';
import { amountInWords } from '../../lib/money/amount-words';
import { linesWithOrigins } from './line-origins';

type Reads = Pick<Database, 'select'> | Transaction;
type BillDetail = z.output<typeof billDetail>;
type ReceiptRow = z.output<typeof receiptRow>;
type RefundRow = z.output<typeof refundRow>;

export const billColumns = {
  _id: bills._id,
  phongkham_id: bills.phongkham_id,
  so: bills.so,
  luotkham_id: bills.luotkham_id,
  benhnhan_id: bills.benhnhan_id,
  benhnhan_hoten: patients.hoten,
  benhnhan_ma: patients.ma,
  khachhang: bills.khachhang,
  trangthai: bills.trangthai,
  tongtien: bills.tongtien,
  giamgia: bills.giamgia,
  dahoan: bills.dahoan,
  phaitra: bills.phaitra,
  dathu: bills.dathu,
  conlai: sql<number>`(${bills.phaitra} - ${bills.dathu})::bigint`.mapWith(Number),
  giamgia_duyet: bills.giamgia_duyet,
  phathanh_luc: bills.phathanh_luc,
  createdAt: bills.createdAt,
  updatedAt: bills.updatedAt,
};

const detailColumns = {
  ...billColumns,
  giamgia_phantram: bills.giamgia_phantram,
  giamgia_lydo: bills.giamgia_lydo,
  giamgia_nguoi_id: bills.giamgia_nguoi_id,
  makhuyenmai: bills.makhuyenmai,
  giamgia_nguoiduyet_id: bills.giamgia_nguoiduyet_id,
  giamgia_duyet_luc: bills.giamgia_duyet_luc,
  ghichu: bills.ghichu,
  nhanvien_id: bills.nhanvien_id,
  huy_lydo: bills.huy_lydo,
};

/**
 * The list adds what the approvals queue shows of a discount: the bill's reason, the lines' discounts, and who set
 * each discount still standing (the bill's or a line's).
 */
const listColumns = {
  ...billColumns,
  giamgia_lydo: bills.giamgia_lydo,
  giamgia_dong: sql<number>`(select coalesce(sum(d.giamgia), 0) from ${billLines} d
    where d.hoadon_id = ${bills._id})::bigint`.mapWith(Number),
  giamgia_nguoi: sql<string[]>`array(select distinct n.hoten from ${staff} n
    where (n._id = ${bills.giamgia_nguoi_id} and ${bills.giamgia} > 0)
      or n._id in (select d.giamgia_nguoi_id from ${billLines} d where d.hoadon_id = ${bills._id} and d.giamgia > 0)
    order by n.hoten)`,
};

type ListQuery = z.output<typeof billResource.listQuery>;

/** The clinic day's bounds, as moments. */
const onDay = (day: string): SQL =>
  and(gte(bills.createdAt, clinicInstant(day)), lt(bills.createdAt, clinicInstant(addDays(day, 1))))!;

export function listBills(db: Database, query: ListQuery, reader: Reader) {
  return listPage(query, {
    where: [
      clinicCondition(bills.phongkham_id, reader.clinic),
      query.luotkham_id ? eq(bills.luotkham_id, query.luotkham_id) : undefined,
      query.benhnhan_id ? eq(bills.benhnhan_id, query.benhnhan_id) : undefined,
      query.trangthai ? eq(bills.trangthai, query.trangthai) : undefined,
      query.giamgia_duyet ? eq(bills.giamgia_duyet, query.giamgia_duyet) : undefined,
      query.ngay ? onDay(query.ngay) : undefined,
    ],
    search: [bills.so, patients.hoten, patients.ma, bills.khachhang],
    sortable: { createdAt: bills.createdAt, so: bills.so, tongtien: bills.tongtien },
    defaultSort: billResource.defaultSort,
    tieBreak: sql`${bills._id}`,
    columns: listColumns,
    from: (fields) => db.select(fields).from(bills).leftJoin(patients, eq(patients._id, bills.benhnhan_id)),
  });
}

const words = (sotien: number, locale: string) => amountInWords(sotien, locale === 'en' ? 'en' : 'vi');

/** A bill's receipts, oldest first, each with its amount in words and the cashier's name. */
export async function receiptsOf(db: Reads, where: SQL, locale = 'vi'): Promise<ReceiptRow[]> {
  const rows = await db
    .select({ receipt: receipts, nhanvien_hoten: staff.hoten })
    .from(receipts)
    .leftJoin(staff, eq(staff._id, receipts.nhanvien_id))
    .where(where)
    .orderBy(asc(receipts.createdAt), asc(receipts.so));
  return rows.map(({ receipt, nhanvien_hoten }) => ({
    ...receipt,
    nhanvien_hoten,
    sotienbangchu: words(receipt.sotien, locale),
  }));
}

export async function refundsOf(db: Reads, where: SQL, locale = 'vi'): Promise<RefundRow[]> {
  const rows = await db
    .select({ refund: refunds, nhanvien_hoten: staff.hoten })
    .from(refunds)
    .leftJoin(staff, eq(staff._id, refunds.nhanvien_id))
    .where(where)
    .orderBy(asc(refunds.createdAt), asc(refunds.so));
  return rows.map(({ refund, nhanvien_hoten }) => ({
    ...refund,
    nhanvien_hoten,
    sotienbangchu: words(refund.sotien, locale),
  }));
}

/** One bill as GET /api/hoadon/:id answers it; null outside the reader's clinic. */
export async function readBill(
  db: Reads,
  id: string,
  clinic: string | null | undefined,
  locale = 'vi',
): Promise<BillDetail | null> {
  const [bill] = await db
    .select(detailColumns)
    .from(bills)
    .leftJoin(patients, eq(patients._id, bills.benhnhan_id))
    .where(and(eq(bills._id, id), clinicCondition(bills.phongkham_id, clinic)));
  if (!bill) return null;
  const dong = await linesWithOrigins(db, id);
  return {
    ...bill,
    dong,
    phieuthu: await receiptsOf(db, eq(receipts.hoadon_id, id), locale),
    phieuchi: await refundsOf(db, eq(refunds.hoadon_id, id), locale),
  };
}
