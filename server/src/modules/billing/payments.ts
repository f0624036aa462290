// Taking money and giving it back: a payment writes a numbered receipt (PT-) and a refund a numbered refund (PC-),
// each in the transaction that locks the bill row, so two cashiers paying one bill at once are served one after the
// other and the second sees the balance the first left (409). Cash needs the cashier's open shift, whose id the
// document carries into the shift's report. A refund is a credit note: it lowers what was paid and what is due alike,
// and the receipt it returns money from is never changed. The method TAM_UNG draws a payment from the patient's
// deposit, or puts a refund back into it, in the same transaction (deposit-account.ts); no money moves, so no shift.
import { paidState, type PaymentInput, type ReceiptMethod, type RefundInput } from '@phongkham/contracts';
import { and, eq, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bills, receipts, refunds } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { authorOf, writing, type Writer } from '../../lib/crud/writer';
import { HttpError } from '../../lib/http-error';
import { drawerShift } from '../../lib/money/drawer';
import { nextNumber } from '../../lib/money/numbering';
import { noEInvoices, type EInvoiceLink } from '../../lib/e-invoice-link';
import { noPackages, type PackageLink } from '../../lib/package-link';
import { noPromotions, type PromotionLink } from '../../lib/promotion-link';
import { linesOf, refundApprover, type Bill } from './bill-figures';
import { assertIssuable } from './bills.service';
import { settled } from './covered-lines';
import { lockDeposit, moveDeposit } from './deposit-account';
import { issueReceipt } from './receipt-issue';
import { now } from '../../db/clock';

const lockBill = (writer: Writer, id: string, clinic: string | null) =>
  writer.lock(bills, id, clinic ? eq(bills.phongkham_id, clinic) : undefined);

/**
 * Moves the bill patient's deposit by `change` for a TAM_UNG document (`note` names it): a payment draws on it, a
 * refund puts money back. Locked after the bill, as every writer of both does. A bill with no patient has no deposit.
 */
async function throughDeposit(writer: Writer, bill: Bill, change: number, note: Record<string, unknown>) {
  if (!bill.benhnhan_id) throw new HttpError(409, 'errors.depositNoPatient');
  const deposit = await lockDeposit(writer, bill.phongkham_id, bill.benhnhan_id);
  await moveDeposit(writer, deposit, change, { ...note, hoadon: bill.so });
}

/** POST /api/hoadon/:id/thanhtoan: one payment; a draft is issued first, in the same transaction. */
export async function pay(
  db: Database,
  id: string,
  body: PaymentInput,
  actor: Actor,
  clinic: string | null,
  promotions: PromotionLink = noPromotions,
  eInvoices: EInvoiceLink = noEInvoices,
  packages: PackageLink = noPackages,
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
        { before: bill, unrecorded: { phathanh_luc: now() } },
      );
    }
    const conlai = bill.phaitra - bill.dathu;
    if (conlai <= 0) throw new HttpError(409, 'errors.billNothingDue');
    if (body.sotien > conlai) throw new HttpError(409, 'errors.billOverpaid');
    const receipt = await issueReceipt(
      writer,
      actor,
      { phongkham_id: bill.phongkham_id, hoadon_id: id, benhnhan_id: bill.benhnhan_id },
      body,
    );
    if (body.phuongthuc === 'TAM_UNG') await throughDeposit(writer, bill, -body.sotien, { phieuthu: receipt.so });
    const dathu = bill.dathu + body.sotien;
    const trangthai = paidState(bill.phaitra, dathu);
    // Paid in full: the bill's promotion code is used now, with this receipt, or the payment is refused.
    if (trangthai === 'DA_THANH_TOAN' && bill.makhuyenmai) {
      if (!(await promotions.use(writer, bill.phongkham_id, bill.makhuyenmai, bill.so))) {
        throw new HttpError(409, 'errors.promotionCodeUsed');
      }
    }
    // Paid in full: the packages it sells become the patient's, with this receipt.
    if (trangthai === 'DA_THANH_TOAN') await settled(writer, packages, bill, await linesOf(writer, id));
    await writer.update(bills, id, { dathu, trangthai }, { before: bill, sau: { phieuthu: receipt.so } });
    // Paid in full: its e-invoice is queued with this receipt when a provider issues them (lib/e-invoice-link.ts).
    if (trangthai === 'DA_THANH_TOAN') await eInvoices.billPaid(writer, id);
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
  return writing(db, authorOf(actor), (writer) => refundWithin(writer, id, body, actor, clinic));
}

/**
 * A refund made inside another module's transaction, by the same rules (the refund of a service package's unused
 * sessions, against the bill that sold it): the refund's id.
 */
export async function refundWithin(writer: Writer, id: string, body: RefundInput, actor: Actor, clinic: string | null) {
  const bill = await lockBill(writer, id, clinic);
  if (bill.trangthai === 'NHAP' || bill.trangthai === 'DA_HUY') throw new HttpError(409, 'errors.billState');
  if (body.sotien > bill.dathu) throw new HttpError(409, 'errors.refundTooLarge');
  let method: ReceiptMethod = body.phuongthuc ?? 'TIEN_MAT';
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
  const approving = await refundApprover(writer, bill.phongkham_id, body.sotien, actor);
  const cathungan_id = await drawerShift(writer.tx, actor._id, method);
  const so = await nextNumber(writer, bill.phongkham_id, 'PC');
  if (method === 'TAM_UNG') await throughDeposit(writer, bill, body.sotien, { phieuchi: so });
  const created = await writer.insert(refunds, {
    phongkham_id: bill.phongkham_id,
    so,
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
}
