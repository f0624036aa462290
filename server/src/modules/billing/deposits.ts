// Taking a deposit and paying one back (POST /api/tamung, /api/tamung/hoantien). A deposit is money in: a numbered
// receipt (PT-) naming the patient and no bill, in the cashier's shift like any payment (cash needs one open). Paying
// it back is a refund (PC-) with a reason, at most the balance; above the clinic's refund threshold only someone
// holding the approvals grant makes it and is its approver, as for a bill's refund. Both move the patient's balance
// in the same transaction; drawing on it from a bill is a payment (payments.ts).
import { CASH_APPROVALS, grantsAny, type depositInput, type depositRefundInput } from '@phongkham/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { receipts, refunds } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { authorOf, writing } from '../../lib/crud/writer';
import { HttpError } from '../../lib/http-error';
import { drawerShift, tender } from '../../lib/money/drawer';
import { nextNumber } from '../../lib/money/numbering';
import { thresholds } from './bill-figures';
import { depositPatient, lockDeposit, moveDeposit } from './deposit-account';

/** POST /api/tamung: the receipt of money paid in advance; its id. */
export async function takeDeposit(
  db: Database,
  body: z.output<typeof depositInput>,
  actor: Actor,
  clinic: string | null,
): Promise<string> {
  return writing(db, authorOf(actor), async (writer) => {
    const patient = await depositPatient(writer, body.benhnhan_id, clinic);
    const deposit = await lockDeposit(writer, patient.phongkham_id, patient._id);
    const cathungan_id = await drawerShift(writer.tx, actor._id, body.phuongthuc);
    const receipt = await writer.insert(receipts, {
      phongkham_id: patient.phongkham_id,
      so: await nextNumber(writer, patient.phongkham_id, 'PT'),
      loai: 'TAM_UNG',
      hoadon_id: null,
      benhnhan_id: patient._id,
      cathungan_id,
      phuongthuc: body.phuongthuc,
      sotien: body.sotien,
      ...tender(body.phuongthuc, body.sotien, body.tienkhachdua),
      magiaodich: body.magiaodich || null,
      nhanvien_id: actor._id,
    });
    await moveDeposit(writer, deposit, body.sotien, { phieuthu: receipt.so });
    return receipt._id;
  });
}

/** POST /api/tamung/hoantien: the refund of (part of) a deposit, with its reason; its id. */
export async function refundDeposit(
  db: Database,
  body: z.output<typeof depositRefundInput>,
  actor: Actor,
  clinic: string | null,
): Promise<string> {
  return writing(db, authorOf(actor), async (writer) => {
    const patient = await depositPatient(writer, body.benhnhan_id, clinic);
    const deposit = await lockDeposit(writer, patient.phongkham_id, patient._id);
    if (body.sotien > deposit.sodu) throw new HttpError(409, 'errors.depositRefundTooLarge');
    const { hoantien: threshold } = await thresholds(writer, patient.phongkham_id);
    const approving = threshold !== null && body.sotien > threshold;
    if (approving && !grantsAny(actor.vaitro.menu, [CASH_APPROVALS], 'update')) {
      throw new HttpError(409, 'errors.refundApproval');
    }
    const method = body.phuongthuc ?? 'TIEN_MAT';
    const refund = await writer.insert(refunds, {
      phongkham_id: patient.phongkham_id,
      so: await nextNumber(writer, patient.phongkham_id, 'PC'),
      loai: 'TAM_UNG',
      hoadon_id: null,
      benhnhan_id: patient._id,
      cathungan_id: await drawerShift(writer.tx, actor._id, method),
      phuongthuc: method,
      sotien: body.sotien,
      lydo: body.lydo,
      nguoiduyet_id: approving ? actor._id : null,
      nhanvien_id: actor._id,
    });
    await moveDeposit(writer, deposit, -body.sotien, { phieuchi: refund.so, lydo: body.lydo });
    return refund._id;
  });
}
