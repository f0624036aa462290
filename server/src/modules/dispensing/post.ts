// The pharmacy's stock documents go through the stock module's one posting service (docs/decisions/0057): it takes
// the number, writes the document and its lines, and applies each line to its batch with a conditional update that
// refuses (409) a line driving a batch below zero. Dispensing, counter sales and returns only say what moves.
import type { Actor } from '../../lib/actor';
import type { Writer } from '../../lib/crud/writer';
import { postStockDocument } from '../stock/posting';

/** One line moved: out of a batch (negative) or back into it (positive), at the price sold. */
export interface IssueLine {
  lohang_id: string;
  thuoc_id: string | null;
  sanpham_id: string | null;
  soluong: number;
  gianhap: number;
  giaban: number;
  donthuoc_chitiet_id: string | null;
  hoadon_dong_id: string | null;
}

/** The posting service's line: the batch carries the item; the line keeps the prices sold and what it was sold on. */
const posted = ({ lohang_id, soluong, gianhap, giaban, donthuoc_chitiet_id, hoadon_dong_id }: IssueLine) => ({
  lohang_id,
  soluong,
  gianhap,
  giaban,
  donthuoc_chitiet_id,
  hoadon_dong_id,
});

/** An issue (XUAT) from the pharmacy: a dispensing or a counter sale. */
export const postIssue = (
  writer: Writer,
  actor: Actor,
  document: {
    phongkham_id: string;
    kho_id: string;
    lydo: 'PHAT_THUOC' | 'BAN_LE';
    donthuoc_id: string | null;
    hoadon_id: string;
    dong: IssueLine[];
  },
) => postStockDocument(writer, actor, { ...document, loai: 'XUAT', dong: document.dong.map(posted) });

/** A return from a patient (TRA_LAI) into the batches the issue `goc_id` took from. */
export const postReturn = (
  writer: Writer,
  actor: Actor,
  document: {
    phongkham_id: string;
    kho_id: string;
    goc_id: string;
    donthuoc_id: string | null;
    hoadon_id: string | null;
    ghichu: string;
    dong: IssueLine[];
  },
) => postStockDocument(writer, actor, { ...document, loai: 'TRA_LAI', dong: document.dong.map(posted) });
