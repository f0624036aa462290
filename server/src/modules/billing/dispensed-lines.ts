// What the pharmacy bills (docs/decisions/0058), inside the pharmacy's own transaction: drugs dispensed from a
// prescription become lines of the visit's draft bill (opened when there is none, as an order's would be), a counter
// sale is a counter bill of its own, and drugs brought back leave a draft's lines or are refunded on an issued bill
// through billing's refund, by its rules. Each line names the batch it was sold from, at the batch's selling price.
import type { ReceiptMethod } from '@phongkham/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { billLines, bills, refunds, visits } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { Writer } from '../../lib/crud/writer';
import { HttpError } from '../../lib/http-error';
import type { BilledVisit } from '../../lib/billing-link';
import { linesOf, refigure, type Bill, type Line } from './bill-figures';
import { refundWithin } from './payments';
import { nextPosition, openBill, visitDraft } from './visit-bills';

/** A drug or product handed out from one batch: the bill line's id is chosen by the caller (its stock line names it). */
export interface SoldItem {
  _id: string;
  loai: 'THUOC' | 'SAN_PHAM';
  thuoc_id: string | null;
  sanpham_id: string | null;
  lohang_id: string;
  ten: string;
  donvitinh: string | null;
  soluong: number;
  /** The batch's selling price per smallest unit. */
  dongia: number;
}

async function addSold(writer: Writer, bill: Bill, items: readonly SoldItem[]): Promise<Line[]> {
  const before = await linesOf(writer, bill._id);
  let thutu = await nextPosition(writer, bill._id);
  const added: Line[] = [];
  for (const item of items) {
    added.push(
      await writer.insert(billLines, {
        ...item,
        phongkham_id: bill.phongkham_id,
        hoadon_id: bill._id,
        thanhtien: item.soluong * item.dongia,
        thutu: thutu++,
      }),
    );
  }
  await refigure(writer, bill, before);
  return added;
}

/** The visit's draft bill that dispensed drugs go on (opened and numbered when it has none), locked. */
export const dispensingBill = (writer: Writer, visit: BilledVisit) => visitDraft(writer, visit);

/**
 * Drugs dispensed from a visit's prescription: lines of the visit's draft bill (`dispensingBill`). A cancelled visit
 * bills nothing more (409): its bills were voided with it, and the drugs stay on the shelf.
 */
export async function billDispensed(writer: Writer, bill: Bill, items: readonly SoldItem[]) {
  const [state] = await writer.tx
    .select({ trangthai: visits.trangthai })
    .from(visits)
    .where(eq(visits._id, bill.luotkham_id!));
  if (state?.trangthai === 'HUY') throw new HttpError(409, 'errors.billVisitCancelled');
  return addSold(writer, bill, items);
}

/** A counter sale's bill: a numbered draft of its own (no visit), the patient's or an anonymous buyer's. */
export async function billCounterSale(
  writer: Writer,
  values: { phongkham_id: string; benhnhan_id: string | null; khachhang: string | null; ghichu: string | null },
  items: readonly SoldItem[],
) {
  const bill = await openBill(writer, { ...values, luotkham_id: null });
  return { bill, lines: await addSold(writer, bill, items) };
}

/** Units of a sold line brought back. */
export interface ReturnedItem {
  hoadon_dong_id: string;
  soluong: number;
}

/**
 * Drugs brought back, by the bill line each was sold on (all on one bill). While the bill is a draft its lines are
 * lowered (or leave it); on an issued bill the value comes back as a refund document (billing's refund: at most what
 * was paid, cash from the refunder's open shift, above the threshold only by an approver); a voided bill was never
 * paid and gives nothing. The value is the lines' price after their own discount, less the bill-level discount's
 * share, each rounded once. Answers the value and the refund's id and number.
 */
export async function billReturned(
  writer: Writer,
  actor: Actor,
  items: readonly ReturnedItem[],
  reason: { lydo: string; phuongthuc?: ReceiptMethod },
): Promise<{ sotien: number; phieuchi_id: string | null; phieuchi_so: string | null }> {
  if (!items.length) return { sotien: 0, phieuchi_id: null, phieuchi_so: null };
  const ids = items.map((item) => item.hoadon_dong_id);
  const [first] = await writer.tx
    .select({ hoadon_id: billLines.hoadon_id })
    .from(billLines)
    .where(inArray(billLines._id, ids));
  if (!first) return { sotien: 0, phieuchi_id: null, phieuchi_so: null };
  const bill = await writer.lock(bills, first.hoadon_id);
  const lines = await writer.tx
    .select()
    .from(billLines)
    .where(and(eq(billLines.hoadon_id, bill._id), inArray(billLines._id, ids)));
  const byId = new Map(lines.map((line) => [line._id, line]));
  if (bill.trangthai === 'DA_HUY') return { sotien: 0, phieuchi_id: null, phieuchi_so: null };
  if (bill.trangthai === 'NHAP') {
    const before = await linesOf(writer, bill._id);
    let value = 0;
    for (const item of items) {
      const line = byId.get(item.hoadon_dong_id)!;
      value += Math.round((line.thanhtien * item.soluong) / line.soluong);
      const left = line.soluong - item.soluong;
      if (left <= 0) await writer.remove(billLines, line._id, { before: line });
      else {
        // The line's own discount follows its quantity: an amount shrinks with it, a percentage is worked out again.
        const giamgia = line.giamgia_phantram === null ? Math.round((line.giamgia * left) / line.soluong) : 0;
        await writer.update(
          billLines,
          line._id,
          { soluong: left, giamgia, thanhtien: left * line.dongia - giamgia },
          { before: line, sau: { lydo: reason.lydo } },
        );
      }
    }
    await refigure(writer, bill, before);
    return { sotien: value, phieuchi_id: null, phieuchi_so: null };
  }
  let value = 0;
  for (const item of items) {
    const line = byId.get(item.hoadon_dong_id)!;
    value += Math.round((line.thanhtien * item.soluong) / line.soluong);
  }
  // The bill-level discount's share of what comes back: the patient paid the discounted price.
  if (bill.giamgia > 0 && bill.tongtien > 0) value -= Math.round((value * bill.giamgia) / bill.tongtien);
  if (value <= 0) return { sotien: 0, phieuchi_id: null, phieuchi_so: null };
  const phieuchi_id = await refundWithin(
    writer,
    bill._id,
    { sotien: value, lydo: reason.lydo, ...(reason.phuongthuc ? { phuongthuc: reason.phuongthuc } : {}) },
    actor,
    bill.phongkham_id,
  );
  const [made] = await writer.tx.select({ so: refunds.so }).from(refunds).where(eq(refunds._id, phieuchi_id));
  return { sotien: value, phieuchi_id, phieuchi_so: made?.so ?? null };
}
