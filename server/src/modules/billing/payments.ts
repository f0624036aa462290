// Taking money and giving it back: a payment writes a numbered receipt (PT-) and a refund a numbered refund (PC-),
// each in the transaction that locks the bill row, so two cashiers paying one bill at once are served one after the
// other and the second sees the balance the first left (409). Cash needs the cashier's open shift, whose id the
// document carries into the shift's report. A refund is a credit note: it lowers what was paid and what is due alike,
// and the receipt it returns money from is never changed.
import {
  CASH_APPROVALS,
  grantsAny,
  paidState,
  type PaymentInput,
  type PaymentMethod,
  type RefundInput,
} from '@phongkham/contracts';
import { and, eq, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bills, receipts, refunds } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { authorOf, writing, type Writer } from '../../lib/crud/writer';
import { HttpError } from '../../lib/http-error';
import { drawerShift } from '../../lib/money/drawer';
import { nextNumber } from '../../lib/money/numbering';
import { noPromotions, type PromotionLink } from '../../lib/promotion-link';
import { thresholds, type Bill } from './bill-figures';
import { assertIssuable } from './bills.service';

const lockBill = (writer: Writer, id: string, clinic: string | null) =>
  writer.lock(bills, id, clinic ? eq(bills.phongkham_id, clinic) : undefined);

/** POST /api/hoadon/:id/thanhtoan: one payment; a draft is issued first, in the same transaction. */
export async function pay(
  db: Database,
  id: string,
  body: PaymentInput,
  actor: Actor,
  clinic: string | null,
  promotions: PromotionLink = noPromotions,
) {
  return writing(db, authorOf(actor), async (writer) => {
    let bill = await lockBill(writer, id, clinic);
    if (bill.trangthai === 'DA_HUY') throw new HttpError(409, 'errors.billState');
    if (bill.trangthai === 'NHAP') {
      await assertIssuable(writer, bill, promotions);
      bill = await writer.update(
        bills,
        id,
        { trangthai: 'DA_PHAT_HANH' },
        { before: bill, unrecorded: { phathanh_luc: new Date() } },
      );
    }
    const conlai = bill.phaitra - bill.dathu;
    if (conlai <= 0) throw new HttpError(409, 'errors.billNothingDue');
    if (body.sotien > conlai) throw new HttpError(409, 'errors.billOverpaid');
    const cathungan_id = await drawerShift(writer.tx, actor._id, body.phuongthuc);
    const cash = body.phuongthuc === 'TIEN_MAT';
    const tendered = cash ? (body.tienkhachdua ?? body.sotien) : null;
    const receipt = await writer.insert(receipts, {
      phongkham_id: bill.phongkham_id,
      so: await nextNumber(writer, bill.phongkham_id, 'PT'),
      hoadon_id: id,
      benhnhan_id: bill.benhnhan_id,
      cathungan_id,
      phuongthuc: body.phuongthuc,
      sotien: body.sotien,
      tienkhachdua: tendered,
      tienthoi: tendered === null ? null : tendered - body.sotien,
      magiaodich: body.magiaodich || null,
      nhanvien_id: actor._id,
    });
    const dathu = bill.dathu + body.sotien;
    const trangthai = paidState(bill.phaitra, dathu);
    // Paid in full: the bill's promotion code is used now, with this receipt, or the payment is refused.
    if (trangthai === 'DA_THANH_TOAN' && bill.makhuyenmai) {
      if (!(await promotions.use(writer, bill.phongkham_id, bill.makhuyenmai, bill.so))) {
        throw new HttpError(409, 'errors.promotionCodeUsed');
      }
    }
    await writer.update(bills, id, { dathu, trangthai }, { before: bill, sau: { phieuthu: receipt.so } });
    return receipt._id;
  });
}

/** What has already been refunded from one receipt. */
async function refundedFrom(writer: Writer, receiptId: string): Promise<number> {
  const [row] = await writer.tx
    .select({ total: sum(refunds.sotien).mapWith(Number) })
    .from(refunds)
    .where(eq(refunds.phieuthu_id, receiptId));
  return row?.total ?? 0;
}

/**
 * POST /api/hoadon/:id/hoantien: a refund of at most what the bill holds (and, when a receipt is named, what is left
 * of it). Above the clinic's refund threshold only someone holding the approvals grant makes it, and is its approver.
 */
export async function refund(db: Database, id: string, body: RefundInput, actor: Actor, clinic: string | null) {
  return writing(db, authorOf(actor), async (writer) => {
    const bill = await lockBill(writer, id, clinic);
    if (bill.trangthai === 'NHAP' || bill.trangthai === 'DA_HUY') throw new HttpError(409, 'errors.billState');
    if (body.sotien > bill.dathu) throw new HttpError(409, 'errors.refundTooLarge');
    let method: PaymentMethod = body.phuongthuc ?? 'TIEN_MAT';
    if (body.phieuthu_id) {
      const [receipt] = await writer.tx
        .select()
        .from(receipts)
        .where(and(eq(receipts._id, body.phieuthu_id), eq(receipts.hoadon_id, id)));
      if (!receipt || body.sotien > receipt.sotien - (await refundedFrom(writer, receipt._id))) {
        throw new HttpError(409, 'errors.refundReceipt');
      }
      method = body.phuongthuc ?? receipt.phuongthuc;
    }
    const { hoantien: threshold } = await thresholds(writer, bill.phongkham_id);
    const approving = threshold !== null && body.sotien > threshold;
    if (approving && !grantsAny(actor.vaitro.menu, [CASH_APPROVALS], 'update')) {
      throw new HttpError(409, 'errors.refundApproval');
    }
    const cathungan_id = await drawerShift(writer.tx, actor._id, method);
    const created = await writer.insert(refunds, {
      phongkham_id: bill.phongkham_id,
      so: await nextNumber(writer, bill.phongkham_id, 'PC'),
      hoadon_id: id,
      phieuthu_id: body.phieuthu_id ?? null,
      benhnhan_id: bill.benhnhan_id,
      cathungan_id,
      phuongthuc: method,
      sotien: body.sotien,
      lydo: body.lydo,
      nguoiduyet_id: approving ? actor._id : null,
      nhanvien_id: actor._id,
    });
    const dathu = bill.dathu - body.sotien;
    const phaitra = bill.phaitra - body.sotien;
    const change: Partial<Bill> = { dathu, dahoan: bill.dahoan + body.sotien, phaitra };
    await writer.update(
      bills,
      id,
      { ...change, trangthai: paidState(phaitra, dathu) },
      { before: bill, sau: { phieuchi: created.so, lydo: body.lydo } },
    );
    return created._id;
  });
}
