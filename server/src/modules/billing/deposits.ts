// Taking a deposit and paying one back (POST /api/tamung, /api/tamung/hoantien). A deposit is money in: a numbered
// receipt (PT-) naming the patient and no bill, in the cashier's shift like any payment (cash needs one open). Paying
// it back is a refund (PC-) with a reason, at most the balance; above the clinic's refund threshold only someone
// holding the approvals grant makes it and is its approver, as for a bill's refund. Both move the patient's balance
// in the same transaction; drawing on it from a bill is a payment (payments.ts).
import type { depositInput, depositRefundInput } from '@phongkham/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { refunds } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { authorOf, writing, type Writer } from '../../lib/crud/writer';
import { HttpError } from '../../lib/http-error';
import { drawerShift } from '../../lib/money/drawer';
import { nextNumber } from '../../lib/money/numbering';
import { refundApprover } from './bill-figures';
import { depositPatient, lockDeposit, moveDeposit, type Deposit } from './deposit-account';
import { issueReceipt } from './receipt-issue';

type Patient = Awaited<ReturnType<typeof depositPatient>>;

/** One transaction on the patient's deposit: the patient share-locked (within the reader's clinic), the row locked. */
function onDeposit<T>(
  db: Database,
  patientId: string,
  actor: Actor,
  clinic: string | null,
  work: (writer: Writer, patient: Patient, deposit: Deposit) => Promise<T>,
): Promise<T> {
  return writing(db, authorOf(actor), async (writer) => {
    const patient = await depositPatient(writer, patientId, clinic);
    return work(writer, patient, await lockDeposit(writer, patient.phongkham_id, patient._id));
  });
}

/** POST /api/tamung: the receipt of money paid in advance; its id. */
export function takeDeposit(db: Database, body: z.output<typeof depositInput>, actor: Actor, clinic: string | null) {
  return onDeposit(db, body.benhnhan_id, actor, clinic, async (writer, patient, deposit) => {
    const receipt = await issueReceipt(
      writer,
      actor,
      { phongkham_id: patient.phongkham_id, loai: 'TAM_UNG', hoadon_id: null, benhnhan_id: patient._id },
      body,
    );
    await moveDeposit(writer, deposit, body.sotien, { phieuthu: receipt.so });
    return receipt._id;
  });
}

/** POST /api/tamung/hoantien: the refund of (part of) a deposit, with its reason; its id. */
export function refundDeposit(
  db: Database,
  body: z.output<typeof depositRefundInput>,
  actor: Actor,
  clinic: string | null,
) {
  return onDeposit(db, body.benhnhan_id, actor, clinic, async (writer, patient, deposit) => {
    if (body.sotien > deposit.sodu) throw new HttpError(409, 'errors.depositRefundTooLarge');
    const approving = await refundApprover(writer, patient.phongkham_id, body.sotien, actor);
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
