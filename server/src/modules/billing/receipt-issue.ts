// Issuing a receipt (phiếu thu) for money taken, a bill's payment or a patient's deposit alike: the author's drawer
// (cash needs their open shift; a deposit drawn on joins none), the next gapless PT- number, what was handed over and
// the change for cash, a transfer's reference. The caller has already judged the amount against what it is for.
import type { ReceiptKind, ReceiptMethod } from '@phongkham/contracts';
import { receipts } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { Writer } from '../../lib/crud/writer';
import { drawerShift, tender } from '../../lib/money/drawer';
import { nextNumber } from '../../lib/money/numbering';

/** What the receipt is for: the clinic, a bill or a deposit (then no bill), the patient. */
export interface ReceiptFor {
  phongkham_id: string;
  loai?: ReceiptKind;
  hoadon_id: string | null;
  benhnhan_id: string | null;
}

/** The money as taken: its method, amount, and for cash what was handed over, for a transfer its reference. */
export interface Taken {
  phuongthuc: ReceiptMethod;
  sotien: number;
  tienkhachdua?: number | null;
  magiaodich?: string | null;
}

export async function issueReceipt(writer: Writer, actor: Pick<Actor, '_id'>, owner: ReceiptFor, body: Taken) {
  const cathungan_id = await drawerShift(writer.tx, actor._id, body.phuongthuc);
  return writer.insert(receipts, {
    ...owner,
    so: await nextNumber(writer, owner.phongkham_id, 'PT'),
    cathungan_id,
    phuongthuc: body.phuongthuc,
    sotien: body.sotien,
    ...tender(body.phuongthuc, body.sotien, body.tienkhachdua),
    magiaodich: body.magiaodich || null,
    nhanvien_id: actor._id,
  });
}
