// The members module's side of a promotion code on a bill (lib/promotion-link.ts, handed to billing by app.ts): the
// registrations and their codes are this module's rows, so only it reads a code for a bill and marks it used. The
// registration row is locked while billing's transaction runs, so a code is used at most once: a second use waits
// for the first to commit and then finds it used.
import { and, eq } from 'drizzle-orm';
import { memberRegistrations as members } from '../../db/schema';
import type { Writer } from '../../lib/crud/writer';
import type { PromotionCode, PromotionLink } from '../../lib/promotion-link';
import { now } from '../../db/clock';

async function lockCode(writer: Writer, clinic: string, code: string) {
  const [row] = await writer.tx
    .select()
    .from(members)
    .where(and(eq(members.makhuyenmai, code), eq(members.phongkham_id, clinic)))
    .for('update');
  return row;
}

async function find(writer: Writer, clinic: string, code: string): Promise<PromotionCode | null> {
  const row = await lockCode(writer, clinic, code);
  if (!row?.makhuyenmai || row.giamgia === null) return null;
  return { makhuyenmai: row.makhuyenmai, giamgia: row.giamgia, used: row.khuyenmai_dadung_luc !== null };
}

async function use(writer: Writer, clinic: string, code: string, billNumber: string): Promise<boolean> {
  const row = await lockCode(writer, clinic, code);
  if (!row || row.khuyenmai_dadung_luc) return false;
  await writer.update(
    members,
    row._id,
    { khuyenmai_dadung_luc: now(), khuyenmai_dadung_boi: writer.author.nhanvien_id },
    { before: row, truoc: { makhuyenmai: code }, sau: { makhuyenmai: code, hoadon: billNumber } },
  );
  return true;
}

export const memberPromotions: PromotionLink = { find, use };
