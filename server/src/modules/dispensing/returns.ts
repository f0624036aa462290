// Drugs a patient brings back (POST /api/nhathuoc/tralai, docs/decisions/0058): each issue line's units go back into
// the batch they left (a PNL document whose goc_id is the issue, its lines naming the same bill lines), and the money
// follows through billing: off the bill while it is a draft, a refund document on it once issued. Never more than
// was handed out less what came back before: the issue is locked while its returns are counted.
import type { PharmacyReturnInput } from '@phongkham/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { stockDocumentLines, stockDocuments } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { authorOf, writing } from '../../lib/crud/writer';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { billReturned } from '../billing/dispensed-lines';
import { postReturn } from './post';

type ReturnBody = PharmacyReturnInput & { lydo: string };

/** Brings units of an issue back; answers the return document, its value and the refund (if one was made). */
export async function returnDispensed(db: Database, body: ReturnBody, actor: Actor, clinic: string | null) {
  return writing(db, authorOf(actor), async (writer) => {
    const { tx } = writer;
    const [issue] = await tx
      .select()
      .from(stockDocuments)
      .where(
        and(
          eq(stockDocuments._id, body.phieukho_id),
          eq(stockDocuments.loai, 'XUAT'),
          inArray(stockDocuments.lydo, ['PHAT_THUOC', 'BAN_LE']),
          clinic ? eq(stockDocuments.phongkham_id, clinic) : undefined,
        ),
      )
      // Documents are never changed: the lock only makes two returns of one issue count one after the other.
      .for('update');
    if (!issue) throw notFound();
    const lines = await tx
      .select({
        _id: stockDocumentLines._id,
        lohang_id: stockDocumentLines.lohang_id,
        thuoc_id: stockDocumentLines.thuoc_id,
        sanpham_id: stockDocumentLines.sanpham_id,
        soluong: sql<number>`-${stockDocumentLines.soluong}`.mapWith(Number),
        gianhap: stockDocumentLines.gianhap,
        giaban: stockDocumentLines.giaban,
        donthuoc_chitiet_id: stockDocumentLines.donthuoc_chitiet_id,
        hoadon_dong_id: stockDocumentLines.hoadon_dong_id,
        datralai: sql<number>`coalesce((
          select sum(r.soluong)::int from ${stockDocumentLines} r
          join ${stockDocuments} d on d._id = r.phieukho_id
          where d.goc_id = ${issue._id} and d.loai = 'TRA_LAI' and r.hoadon_dong_id = ${stockDocumentLines.hoadon_dong_id}
        ), 0)`.mapWith(Number),
      })
      .from(stockDocumentLines)
      .where(eq(stockDocumentLines.phieukho_id, issue._id));
    const back = body.dong.map((wanted, index) => {
      const line = lines.find((row) => row._id === wanted.phieukho_dong_id);
      if (!line) throw fieldError(`dong.${index}.phieukho_dong_id`, 'errors.notFound');
      if (body.dong.filter((other) => other.phieukho_dong_id === wanted.phieukho_dong_id).length > 1) {
        throw fieldError(`dong.${index}.phieukho_dong_id`, 'errors.returnLineTwice');
      }
      const left = line.soluong - line.datralai;
      if (wanted.soluong > left) throw new HttpError(409, 'errors.returnTooMany', { n: left });
      return { line, soluong: wanted.soluong };
    });
    const document = await postReturn(writer, actor, {
      phongkham_id: issue.phongkham_id,
      kho_id: issue.kho_id,
      goc_id: issue._id,
      donthuoc_id: issue.donthuoc_id,
      hoadon_id: issue.hoadon_id,
      ghichu: body.lydo,
      dong: back.map(({ line, soluong }) => ({
        lohang_id: line.lohang_id,
        thuoc_id: line.thuoc_id,
        sanpham_id: line.sanpham_id,
        soluong,
        gianhap: line.gianhap,
        giaban: line.giaban,
        donthuoc_chitiet_id: line.donthuoc_chitiet_id,
        hoadon_dong_id: line.hoadon_dong_id,
      })),
    });
    const money = await billReturned(
      writer,
      actor,
      back
        .filter(({ line }) => !!line.hoadon_dong_id)
        .map(({ line, soluong }) => ({ hoadon_dong_id: line.hoadon_dong_id!, soluong })),
      { lydo: body.lydo, ...(body.phuongthuc ? { phuongthuc: body.phuongthuc } : {}) },
    );
    return { phieukho_id: document._id as string, ...money };
  });
}
