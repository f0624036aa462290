// Shared pieces of the public content endpoints: which rows the site may show, and the picture each row
// points at (joined from tep in the same query, so a list costs one round trip, not one per card).
import { and, eq, isNull, type AnyColumn, type SQL } from 'drizzle-orm';
import { files } from '../db/schema';
import { fileUrl } from './files/store';

/** Select these under `hinhanh` with a left join on tep; toImage() turns the result into the wire shape. */
export const imageColumns = {
  _id: files._id,
  duongdan: files.duongdan,
  chieurong: files.chieurong,
  chieucao: files.chieucao,
};

interface JoinedImage {
  _id: string;
  duongdan: string;
  chieurong: number | null;
  chieucao: number | null;
}

/** The image object of the contracts (`{ _id, url, chieurong, chieucao }`), or null when the row has none. */
export function toImage(joined: JoinedImage | null) {
  if (!joined) return null;
  return { _id: joined._id, url: fileUrl(joined), chieurong: joined.chieurong, chieucao: joined.chieucao };
}

/** Replaces the joined `hinhanh` of a row with its wire shape. */
export function withImage<T extends { hinhanh: JoinedImage | null }>(row: T) {
  return { ...row, hinhanh: toImage(row.hinhanh) };
}

/** A content table as far as publishing goes. */
interface PublishableTable {
  phongkham_id: AnyColumn;
  hienthi: AnyColumn;
  deletedAt: AnyColumn;
}

/** Rows the public site may show: of the site's clinic, published and not deleted. */
export function publicRows(table: PublishableTable, clinicId: string): SQL {
  return and(eq(table.phongkham_id, clinicId), eq(table.hienthi, true), isNull(table.deletedAt))!;
}
