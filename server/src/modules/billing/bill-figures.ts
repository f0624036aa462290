// A draft bill's figures, worked out again whenever its lines or discounts change: each percentage becomes đồng
// once, half up (contracts percentOf), from the amounts as they now stand; the totals are summed from the lines; and
// a discount above the clinic's threshold waits for approval. Issuing freezes all of it.
import { CASH_APPROVALS, grantsAny, lineTotal, percentOf, type DiscountApproval } from '@phongkham/contracts';
import { asc, eq } from 'drizzle-orm';
import { billLines, bills, clinics } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { Writer } from '../../lib/crud/writer';
import { HttpError } from '../../lib/http-error';

export type Bill = typeof bills.$inferSelect;
export type Line = typeof billLines.$inferSelect;

/** The clinic's approval thresholds (null: no approval needed). */
export async function thresholds(writer: Writer, clinicId: string) {
  const [clinic] = await writer.tx
    .select({
      giamgia: clinics.nguong_giamgia,
      hoantien: clinics.nguong_hoantien,
    })
    .from(clinics)
    .where(eq(clinics._id, clinicId));
  return clinic ?? { giamgia: null, hoantien: null };
}

/**
 * Whether a refund of `sotien` (a bill's or a deposit's) is made as its approver: above the clinic's refund threshold
 * only someone holding the approvals grant may make it (409 for anyone else), and is recorded as its approver.
 */
export async function refundApprover(writer: Writer, clinicId: string, sotien: number, actor: Actor) {
  const { hoantien: threshold } = await thresholds(writer, clinicId);
  const approving = threshold !== null && sotien > threshold;
  if (approving && !grantsAny(actor.vaitro.menu, [CASH_APPROVALS], 'update')) {
    throw new HttpError(409, 'errors.refundApproval');
  }
  return approving;
}

/**
 * Whether a discount needs approval: not at or under the threshold; an approved one stays approved while it does not
 * grow (a line removed from a percentage discount); any other change above the threshold waits again.
 */
export function approvalOf(
  threshold: number | null,
  before: { total: number; state: DiscountApproval },
  total: number,
): DiscountApproval {
  if (threshold === null || total <= threshold) return 'KHONG_CAN';
  return before.state === 'DA_DUYET' && total <= before.total ? 'DA_DUYET' : 'CHO_DUYET';
}

/** A bill's lines in their order. */
export const linesOf = (writer: Writer, billId: string) =>
  writer.tx.select().from(billLines).where(eq(billLines.hoadon_id, billId)).orderBy(asc(billLines.thutu));

const discountTotal = (bill: Pick<Bill, 'giamgia'>, lines: readonly Pick<Line, 'giamgia'>[]) =>
  lines.reduce((sum, line) => sum + line.giamgia, bill.giamgia);

/**
 * The bill-level discount in đồng from its lines as they stand: an amount (never above the lines' sum), or a
 * percentage of the lines' sum, or, for a promotion code, the code's percentage of the service lines only (the
 * member offer is off treatment and procedures, not drugs or products sold).
 */
export function billDiscount(
  bill: Pick<Bill, 'giamgia' | 'giamgia_phantram' | 'makhuyenmai'>,
  lines: readonly Pick<Line, 'loai' | 'thanhtien'>[],
): number {
  const total = (kept: readonly Pick<Line, 'thanhtien'>[]) => kept.reduce((sum, line) => sum + line.thanhtien, 0);
  if (bill.giamgia_phantram === null) return Math.min(bill.giamgia, total(lines));
  const base = bill.makhuyenmai ? lines.filter((line) => line.loai === 'DICH_VU') : lines;
  return percentOf(total(base), bill.giamgia_phantram);
}

/**
 * Works a locked draft's figures out again and writes what changed (each line and the bill, with their history).
 * `before` is the bill as locked, `linesBefore` its lines before the caller's change (for the approval rule).
 */
export async function refigure(writer: Writer, bill: Bill, linesBefore: readonly Line[]): Promise<Bill> {
  const lines = await linesOf(writer, bill._id);
  let tongtien = 0;
  for (const line of lines) {
    const gross = line.soluong * line.dongia;
    const giamgia =
      line.giamgia_phantram === null ? Math.min(line.giamgia, gross) : percentOf(gross, line.giamgia_phantram);
    const thanhtien = lineTotal({ soluong: line.soluong, dongia: line.dongia, giamgia });
    if (giamgia !== line.giamgia || thanhtien !== line.thanhtien) {
      Object.assign(line, await writer.update(billLines, line._id, { giamgia, thanhtien }, { before: line }));
    }
    tongtien += thanhtien;
  }
  const giamgia = billDiscount(bill, lines);
  const { giamgia: threshold } = await thresholds(writer, bill.phongkham_id);
  const giamgia_duyet = approvalOf(
    threshold,
    { total: discountTotal(bill, linesBefore), state: bill.giamgia_duyet },
    discountTotal({ giamgia }, lines),
  );
  const change: Partial<Bill> = { tongtien, giamgia, phaitra: tongtien - giamgia - bill.dahoan, giamgia_duyet };
  if (giamgia_duyet !== bill.giamgia_duyet && giamgia_duyet !== 'DA_DUYET') {
    Object.assign(change, { giamgia_nguoiduyet_id: null, giamgia_duyet_luc: null });
  }
  const changed = Object.fromEntries(
    Object.entries(change).filter(([field, value]) => bill[field as keyof Bill] !== value),
  ) as Partial<Bill>;
  if (!Object.keys(changed).length) return bill;
  return writer.update(bills, bill._id, changed, { before: bill });
}
