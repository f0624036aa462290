// Dispensing a signed prescription (POST /api/donthuoc/:id/phat, docs/decisions/0058): the kit's move PHAT, whose
// one transaction locks the prescription, takes each line's rest from the pharmacy's usable batches (FEFO, or the
// batches the pharmacist chose), posts the issue document (XUAT, PHAT_THUOC, a line per batch), adds a line per batch
// to the visit's bill at the batch's selling price, and leaves the prescription dispensed or partly dispensed. If
// any step refuses (a batch emptied meanwhile, the visit cancelled), nothing of it is written.
import { randomUUID } from 'node:crypto';
import { fieldError, HttpError } from '../../lib/http-error';
import type { DispenseInput } from '@phongkham/contracts';
import type { MoveContext } from '../../lib/crud/moves';
import { billDispensed, dispensingBill, type SoldItem } from '../billing/dispensed-lines';
import { batchesOf, firstExpiry, usableBatches, type UsableBatch } from './fefo';
import { remainingLines } from './pharmacy.read';
import { postIssue, type IssueLine } from './post';
import { pharmacyOf } from './store';

/** What a dispensing made, for its answer once committed. */
export interface Dispensed {
  phieukho_id: string;
  hoadon_id: string;
  hoadon_dong_ids: string[];
}

type Taken = { lohang_id: string; soluong: number };

/** The batches a line takes: the pharmacist's, checked against the usable ones, or FEFO's for its rest. */
function takenFor(
  line: { donthuoc_chitiet_id: string; thuoc_id: string; conlai: number },
  usable: readonly UsableBatch[],
  chosen: DispenseInput['dong'],
): Taken[] {
  const own = batchesOf(usable, line);
  const index = chosen?.findIndex((named) => named.donthuoc_chitiet_id === line.donthuoc_chitiet_id) ?? -1;
  if (index < 0) return firstExpiry(own, line.conlai);
  const picked = chosen![index]!.lo;
  const total = picked.reduce((sum, batch) => sum + batch.soluong, 0);
  if (total > line.conlai) throw fieldError(`dong.${index}.lo`, 'errors.dispenseTooMany', { n: line.conlai });
  for (const [position, batch] of picked.entries()) {
    const found = own.find((row) => row._id === batch.lohang_id);
    // Another drug's batch, an expired or held one, or one of another store: not a batch this line may take.
    if (!found) throw fieldError(`dong.${index}.lo.${position}.lohang_id`, 'errors.dispenseBatchUnusable');
    if (picked.filter((other) => other.lohang_id === batch.lohang_id).length > 1) {
      throw fieldError(`dong.${index}.lo.${position}.lohang_id`, 'errors.dispenseBatchTwice');
    }
    if (batch.soluong > found.soluong) throw new HttpError(409, 'errors.dispenseBatchShort', { solo: found.solo });
  }
  return picked;
}

/**
 * The PHAT move's work (the kit's `apply`): answers the state it leaves the prescription in, and hands what it made
 * to `made`. 409 when no line can take anything (no usable stock covers any line).
 */
export async function dispense(context: MoveContext<DispenseInput>, made: (done: Dispensed) => void) {
  const { before, body, writer, actor } = context;
  const prescription = before as {
    _id: string;
    phongkham_id: string;
    luotkham_id: string;
    benhnhan_id: string;
  };
  const chosen = body.dong;
  const lines = await remainingLines(writer.tx, prescription._id);
  for (const [index, named] of (chosen ?? []).entries()) {
    const line = lines.find((row) => row.donthuoc_chitiet_id === named.donthuoc_chitiet_id);
    if (!line) throw fieldError(`dong.${index}.donthuoc_chitiet_id`, 'errors.notFound');
  }
  const store = await pharmacyOf(writer, prescription.phongkham_id);
  const open = lines.filter((line) => line.conlai > 0);
  const usable = await usableBatches(writer.tx, store._id, open, true);
  const byId = new Map(usable.map((batch) => [batch._id, batch]));
  const issue: IssueLine[] = [];
  const sold: SoldItem[] = [];
  for (const line of open) {
    for (const taken of takenFor(line, usable, chosen)) {
      const batch = byId.get(taken.lohang_id)!;
      const hoadon_dong_id = randomUUID();
      // The batch's selling price; a batch received without one sells at the catalogue's.
      const dongia = batch.giaban || line.giaban || 0;
      issue.push({
        lohang_id: batch._id,
        thuoc_id: line.thuoc_id,
        sanpham_id: null,
        soluong: -taken.soluong,
        gianhap: batch.gianhap,
        giaban: dongia,
        donthuoc_chitiet_id: line.donthuoc_chitiet_id,
        hoadon_dong_id,
      });
      sold.push({
        _id: hoadon_dong_id,
        loai: 'THUOC',
        thuoc_id: line.thuoc_id,
        sanpham_id: null,
        lohang_id: batch._id,
        ten: `${line.tenthuoc} (${batch.solo})`,
        donvitinh: line.donvitinh,
        soluong: taken.soluong,
        dongia,
      });
      line.conlai -= taken.soluong;
    }
  }
  if (!issue.length) throw new HttpError(409, 'errors.dispenseNoStock');
  // The visit's draft first (the issue names it), then the issue whose conditional updates take the units, then the
  // bill's lines (named by the issue's, their ids taken up front): whichever refuses, nothing of it is kept.
  const bill = await dispensingBill(writer, {
    _id: prescription.luotkham_id,
    phongkham_id: prescription.phongkham_id,
    benhnhan_id: prescription.benhnhan_id,
  });
  const document = await postIssue(writer, actor, {
    phongkham_id: prescription.phongkham_id,
    kho_id: store._id,
    lydo: 'PHAT_THUOC',
    donthuoc_id: prescription._id,
    hoadon_id: bill._id,
    dong: issue,
  });
  await billDispensed(writer, bill, sold);
  made({ phieukho_id: document._id, hoadon_id: bill._id, hoadon_dong_ids: sold.map((item) => item._id) });
  return { trangthai: lines.every((line) => line.conlai <= 0) ? 'DA_PHAT' : 'PHAT_MOT_PHAN' };
}
