// The packages module's side of a bill (lib/package-link.ts, handed to billing by app.ts): a paid line selling a
// package makes the patient's package; a covered service or product uses a session of it; a line leaving a draft
// or a voided bill gives its sessions back. Every writer of a package's sessions first locks the patient's packages
// in one order (by id), so two visits of one patient using the last session wait for each other: one gets it, the
// other finds none left and is billed at the price. The CHECK on the sessions is the last guard.
import { addDays, clinicDay } from '@phongkham/contracts';
import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { packageSessions, patientPackageLines, patientPackages, servicePackages } from '../../db/schema';
import type { Writer } from '../../lib/crud/writer';
import type { CoveredItem, PackageLink, PackageUse, SoldPackage } from '../../lib/package-link';
import { itemsOf } from './catalogue';
import { now } from '../../db/clock';

/** The item a package line covers, as a condition on the package's lines. */
const coversItem = (item: CoveredItem): SQL | undefined =>
  item.dichvu_id
    ? eq(patientPackageLines.dichvu_id, item.dichvu_id)
    : item.sanpham_id
      ? eq(patientPackageLines.sanpham_id, item.sanpham_id)
      : undefined;

/** Locks the given packages (or the patient's packages in use), always in the order of their ids. */
function lockPackages(writer: Writer, where: SQL | undefined) {
  return writer.tx.select().from(patientPackages).where(where).orderBy(asc(patientPackages._id)).for('update');
}

/** A movement of sessions on a package line: the line's count and a row of its own, each with its history. */
async function move(
  writer: Writer,
  pack: { _id: string; phongkham_id: string },
  line: typeof patientPackageLines.$inferSelect,
  soluot: number,
  hoadon_id: string,
) {
  // An increment in SQL, not a value worked out here: even a writer that skipped the lock could not use a session
  // twice, since the CHECK would refuse the second.
  const dadung = sql<number>`${patientPackageLines.dadung} + ${soluot}`;
  const after = await writer.update(patientPackageLines, line._id, { dadung }, { before: line });
  await writer.insert(packageSessions, {
    phongkham_id: pack.phongkham_id,
    goibenhnhan_id: pack._id,
    goibenhnhan_dong_id: line._id,
    soluot,
    hoadon_id,
  });
  return after;
}

async function consume(writer: Writer, clinic: string, patient: string, item: CoveredItem): Promise<PackageUse | null> {
  const covers = coversItem(item);
  if (!covers) return null;
  const usable = await lockPackages(
    writer,
    and(
      eq(patientPackages.phongkham_id, clinic),
      eq(patientPackages.benhnhan_id, patient),
      eq(patientPackages.trangthai, 'HOAT_DONG'),
      gte(patientPackages.hieuluc_den, clinicDay(now())),
    ),
  );
  if (!usable.length) return null;
  // Read after the lock: the sessions as the last transaction to hold it left them.
  const [found] = await writer.tx
    .select({ line: patientPackageLines, pack: patientPackages })
    .from(patientPackageLines)
    .innerJoin(patientPackages, eq(patientPackages._id, patientPackageLines.goibenhnhan_id))
    .where(
      and(
        inArray(
          patientPackageLines.goibenhnhan_id,
          usable.map((pack) => pack._id),
        ),
        covers,
        sql`${patientPackageLines.dadung} + ${item.soluong} <= ${patientPackageLines.soluot}`,
      ),
    )
    // The package ending soonest first, then the oldest.
    .orderBy(asc(patientPackages.hieuluc_den), asc(patientPackages.createdAt), asc(patientPackages._id));
  if (!found) return null;
  const after = await move(writer, found.pack, found.line, item.soluong, item.hoadon_id);
  return { goibenhnhan_id: found.pack._id, buoi: after.dadung };
}

async function release(writer: Writer, packageId: string, item: CoveredItem): Promise<void> {
  const covers = coversItem(item);
  const [pack] = await lockPackages(writer, eq(patientPackages._id, packageId));
  // A package closed by a refund keeps its sessions: the refund paid back exactly the ones unused then.
  if (!pack || !covers || pack.trangthai !== 'HOAT_DONG') return;
  const [line] = await writer.tx
    .select()
    .from(patientPackageLines)
    .where(and(eq(patientPackageLines.goibenhnhan_id, packageId), covers));
  if (!line) return;
  await move(writer, pack, line, -Math.min(item.soluong, line.dadung), item.hoadon_id);
}

async function sold(writer: Writer, lines: readonly SoldPackage[]): Promise<void> {
  for (const line of lines) {
    const [made] = await writer.tx
      .select({ _id: patientPackages._id })
      .from(patientPackages)
      .where(eq(patientPackages.hoadon_dong_id, line.hoadon_dong_id));
    if (made) continue;
    // The catalogue's row stays (deleted softly), so what was sold is always there to copy.
    const [found] = await writer.tx.select().from(servicePackages).where(eq(servicePackages._id, line.goidichvu_id));
    const pack = found!;
    const items = await itemsOf(writer.tx, pack._id);
    const ngaymua = clinicDay(now());
    const created = await writer.insert(patientPackages, {
      phongkham_id: line.phongkham_id,
      benhnhan_id: line.benhnhan_id,
      goidichvu_id: pack._id,
      ten: pack.ten,
      quytac_hoantien: pack.quytac_hoantien,
      giatri: line.giatri,
      tongluot: items.reduce((sum, item) => sum + item.soluot, 0),
      ngaymua,
      // Valid for hieuluc_ngay clinic days counting the day it is paid for.
      hieuluc_den: addDays(ngaymua, pack.hieuluc_ngay - 1),
      hoadon_id: line.hoadon_id,
      hoadon_dong_id: line.hoadon_dong_id,
    });
    for (const [thutu, { dichvu_id, sanpham_id, ten, soluot }] of items.entries()) {
      await writer.insert(patientPackageLines, {
        goibenhnhan_id: created._id,
        dichvu_id,
        sanpham_id,
        ten,
        soluot,
        thutu,
      });
    }
  }
}

export const packageUse: PackageLink = { consume, release, sold };

/** A patient merge moves the duplicate's packages to the kept record (app.ts lists it with the other movers). */
export const patientPackageLink = {
  name: 'goibenhnhan',
  move: async (writer: Writer, fromId: string, toId: string): Promise<number> => {
    const moved = await writer.tx
      .update(patientPackages)
      .set({ benhnhan_id: toId })
      .where(eq(patientPackages.benhnhan_id, fromId))
      .returning({ _id: patientPackages._id });
    return moved.length;
  },
};
