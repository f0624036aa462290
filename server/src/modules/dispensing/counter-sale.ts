// A counter sale (POST /api/nhathuoc/banle, docs/decisions/0058): drugs without a prescription and products sold to
// whoever asks, with no visit. One transaction opens the counter bill with a line per batch at the batch's selling
// price and posts the issue (XUAT, BAN_LE) that takes the units, FEFO unless the pharmacist chose the batches. The
// whole quantity or nothing: a sale short of stock is refused (409), never half-made. Narcotic and psychotropic
// drugs are handed out only against a prescription.
import { randomUUID } from 'node:crypto';
import type { CounterSaleInput } from '@phongkham/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { drugs, patients, products } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { authorOf, writing } from '../../lib/crud/writer';
import { fieldError, HttpError } from '../../lib/http-error';
import { billCounterSale, type SoldItem } from '../billing/dispensed-lines';
import { batchesOf, firstExpiry, usableBatches } from './fefo';
import { postIssue, type IssueLine } from './post';
import { pharmacyOf } from './store';

/** The classes a counter never sells: they leave the pharmacy only on a prescription. */
const prescriptionOnly = ['GAY_NGHIEN', 'HUONG_THAN'];

type Named = { ten: string; donvitinh: string | null; gia: number | null };

async function itemsOf(db: Pick<Database, 'select'>, clinic: string, body: CounterSaleInput) {
  const named = new Map<string, Named>();
  const drugIds = body.dong.map((line) => line.thuoc_id).filter((id): id is string => !!id);
  if (drugIds.length) {
    const rows = await db
      .select({
        _id: drugs._id,
        ten: drugs.tenthuoc,
        donvitinh: drugs.donvitinh,
        gia: drugs.giaban,
        loaithuoc: drugs.loaithuoc,
      })
      .from(drugs)
      .where(and(inArray(drugs._id, drugIds), isNull(drugs.deletedAt), eq(drugs.hoatdong, true)));
    for (const row of rows) {
      if (prescriptionOnly.includes(row.loaithuoc)) {
        const index = body.dong.findIndex((line) => line.thuoc_id === row._id);
        throw fieldError(`dong.${index}.thuoc_id`, 'errors.counterSalePrescriptionOnly');
      }
      named.set(row._id, row);
    }
  }
  const productIds = body.dong.map((line) => line.sanpham_id).filter((id): id is string => !!id);
  if (productIds.length) {
    const rows = await db
      .select({ _id: products._id, ten: products.tensanpham, gia: products.gia })
      .from(products)
      .where(and(inArray(products._id, productIds), eq(products.phongkham_id, clinic), isNull(products.deletedAt)));
    for (const row of rows) named.set(row._id, { ...row, donvitinh: null });
  }
  return body.dong.map((line, index) => {
    const item = named.get((line.thuoc_id ?? line.sanpham_id)!);
    if (!item) throw fieldError(`dong.${index}.${line.thuoc_id ? 'thuoc_id' : 'sanpham_id'}`, 'errors.notFound');
    return item;
  });
}

/** Sells at the counter; answers the issue document's and the bill's ids. */
export async function sellAtCounter(db: Database, body: CounterSaleInput, actor: Actor, clinic: string) {
  return writing(db, authorOf(actor), async (writer) => {
    const { tx } = writer;
    if (body.benhnhan_id) {
      const [patient] = await tx
        .select({ _id: patients._id })
        .from(patients)
        .where(and(eq(patients._id, body.benhnhan_id), eq(patients.phongkham_id, clinic)));
      if (!patient) throw fieldError('benhnhan_id', 'errors.notFound');
    }
    const named = await itemsOf(tx, clinic, body);
    const store = await pharmacyOf(writer, clinic);
    const usable = await usableBatches(tx, store._id, body.dong, true);
    const issue: IssueLine[] = [];
    const sold: SoldItem[] = [];
    for (const [index, line] of body.dong.entries()) {
      const item = named[index]!;
      const own = batchesOf(usable, line);
      const taken = line.lo?.length ? line.lo : firstExpiry(own, line.soluong);
      for (const [position, batch] of taken.entries()) {
        const found = own.find((row) => row._id === batch.lohang_id);
        if (!found) throw fieldError(`dong.${index}.lo.${position}.lohang_id`, 'errors.dispenseBatchUnusable');
        if (batch.soluong > found.soluong) throw new HttpError(409, 'errors.dispenseBatchShort', { solo: found.solo });
        // Two lines of one sale taking the same batch: the second counts what the first took.
        found.soluong -= batch.soluong;
        const hoadon_dong_id = randomUUID();
        const dongia = found.giaban || item.gia || 0;
        issue.push({
          lohang_id: found._id,
          thuoc_id: line.thuoc_id ?? null,
          sanpham_id: line.sanpham_id ?? null,
          soluong: -batch.soluong,
          gianhap: found.gianhap,
          giaban: dongia,
          donthuoc_chitiet_id: null,
          hoadon_dong_id,
        });
        sold.push({
          _id: hoadon_dong_id,
          loai: line.thuoc_id ? 'THUOC' : 'SAN_PHAM',
          thuoc_id: line.thuoc_id ?? null,
          sanpham_id: line.sanpham_id ?? null,
          lohang_id: found._id,
          ten: `${item.ten} (${found.solo})`,
          donvitinh: item.donvitinh,
          soluong: batch.soluong,
          dongia,
        });
      }
      const total = taken.reduce((sum, batch) => sum + batch.soluong, 0);
      if (total < line.soluong) throw new HttpError(409, 'errors.counterSaleShort', { ten: item.ten, n: total });
    }
    const { bill } = await billCounterSale(
      writer,
      {
        phongkham_id: clinic,
        benhnhan_id: body.benhnhan_id ?? null,
        khachhang: body.khachhang || null,
        ghichu: body.ghichu || null,
      },
      sold,
    );
    const document = await postIssue(writer, actor, {
      phongkham_id: clinic,
      kho_id: store._id,
      lydo: 'BAN_LE',
      donthuoc_id: null,
      hoadon_id: bill._id,
      dong: issue,
    });
    return { phieukho_id: document._id as string, hoadon_id: bill._id };
  });
}
