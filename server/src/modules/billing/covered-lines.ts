// Bill lines and the patient's service packages (lib/package-link.ts): a line of a patient's bill that sells a
// service or product one of their packages covers uses sessions of it instead of money (billed at 0, naming the
// package and the session); a covered line that leaves a draft, or whose bill is voided, gives its sessions back.
// A paid line selling a package (GOI) becomes the patient's package when its bill is settled in full.
import type { billLines } from '../../db/schema';
import type { Writer } from '../../lib/crud/writer';
import type { PackageLink } from '../../lib/package-link';
import type { Bill, Line } from './bill-figures';

type NewLine = typeof billLines.$inferInsert;

/** What a package covers of a line: its service or product and quantity, on its bill. */
const itemOf = (line: Pick<NewLine, 'dichvu_id' | 'sanpham_id' | 'soluong'>, hoadon_id: string) => ({
  dichvu_id: line.dichvu_id ?? null,
  sanpham_id: line.sanpham_id ?? null,
  soluong: line.soluong,
  hoadon_id,
});

/**
 * The line as billed: at 0 with its package and session when a package of the bill's patient covers it, as given
 * otherwise (no patient, no package, an expired one or too few sessions left).
 */
export async function covered(
  writer: Writer,
  packages: PackageLink,
  bill: Pick<Bill, '_id' | 'phongkham_id' | 'benhnhan_id'>,
  line: NewLine,
): Promise<NewLine> {
  if (!bill.benhnhan_id || (line.loai !== 'DICH_VU' && line.loai !== 'SAN_PHAM')) return line;
  const use = await packages.consume(writer, bill.phongkham_id, bill.benhnhan_id, itemOf(line, bill._id));
  if (!use) return line;
  return { ...line, dongia: 0, thanhtien: 0, goibenhnhan_id: use.goibenhnhan_id, goi_buoi: use.buoi };
}

/** Gives back the sessions of covered lines (removed from a draft, or on a voided bill), packages in id order. */
export async function released(writer: Writer, packages: PackageLink, lines: readonly Line[]): Promise<void> {
  const usedLines = lines
    .filter((line): line is Line & { goibenhnhan_id: string } => !!line.goibenhnhan_id)
    // The order every writer of the patient's packages locks them in, so two of them never deadlock.
    .sort((a, b) => a.goibenhnhan_id.localeCompare(b.goibenhnhan_id));
  for (const line of usedLines) await packages.release(writer, line.goibenhnhan_id, itemOf(line, line.hoadon_id));
}

/** A bill settled in full: its lines selling a package become the patient's packages. */
export async function settled(writer: Writer, packages: PackageLink, bill: Bill, lines: readonly Line[]) {
  const sold = lines.filter((line) => line.loai === 'GOI' && line.goidichvu_id);
  if (!sold.length || !bill.benhnhan_id) return;
  await packages.sold(
    writer,
    sold.map((line) => ({
      phongkham_id: bill.phongkham_id,
      benhnhan_id: bill.benhnhan_id!,
      hoadon_id: bill._id,
      hoadon_dong_id: line._id,
      goidichvu_id: line.goidichvu_id!,
      giatri: line.thanhtien,
    })),
  );
}
