// Merging a duplicate patient record into the kept one, in one transaction: everything linked to the duplicate moves
// (its requests and visits, each through its owner's PatientLink), the kept record takes the
// duplicate's values where its own are empty, and the duplicate is soft-deleted pointing at the kept one
// (`gopvao_id`). Both records' history gets a GOP row, so the trace of each survives.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { patients } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { authorOf, writing, type Writer } from '../../lib/crud/writer';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { now } from '../../db/clock';

/**
 * What belongs to a patient in another module (its requests, its visits; prescriptions and bills add theirs), moved
 * by the module that owns it and counted under `name` in the merge's history. The app hands the merge these links
 * (app.ts), so the patients module depends on none of the modules that depend on it.
 */
export interface PatientLink {
  name: string;
  move: (writer: Writer, fromId: string, toId: string) => Promise<number>;
}

/** Values the kept record takes from the duplicate when it has none of its own. */
const FILLED = [
  'ngaysinh',
  'gioitinh',
  'dienthoai',
  'email',
  'cccd',
  'bhyt',
  'nghenghiep',
  'nguoilienhe',
  'dienthoai_lienhe',
  'diung',
  'ghichu',
] as const;
/** The address moves as one: the three fields and the whole line. */
const ADDRESS = ['tinh_ma', 'xa_ma', 'diachi', 'diachi_day'] as const;
const CONSENT = ['dongy_phienban', 'dongy_luc'] as const;

type Row = typeof patients.$inferSelect;

const snapshot = (row: Row) => {
  const { createdAt: _c, updatedAt: _u, ...kept } = row;
  return kept;
};

/** The kept record's new values: its own, and the duplicate's where its own are empty. */
function filledFrom(kept: Row, duplicate: Row): Partial<Row> {
  const values: Record<string, unknown> = {};
  for (const field of FILLED) if (kept[field] === null && duplicate[field] !== null) values[field] = duplicate[field];
  if (ADDRESS.every((field) => kept[field] === null) && duplicate.diachi_day !== null) {
    for (const field of ADDRESS) values[field] = duplicate[field];
  }
  if (kept.dongy_luc === null && duplicate.dongy_luc !== null) {
    for (const field of CONSENT) values[field] = duplicate[field];
  }
  return values as Partial<Row>;
}

export interface MergeOutcome {
  giulai_id: string;
  gop_id: string;
  soyeucau: number;
}

export async function mergePatients(
  db: Database,
  keptId: string,
  duplicateId: string,
  clinic: string | null,
  actor: Actor,
  links: readonly PatientLink[],
): Promise<MergeOutcome> {
  if (keptId === duplicateId) throw fieldError('trunglap_id', 'errors.patientMergeSelf');
  return writing(db, authorOf(actor), async (writer) => {
    const { tx } = writer;
    // Both rows locked in one order, so two merges of the same pair at once cannot deadlock.
    const rows = await tx
      .select()
      .from(patients)
      .where(and(inArray(patients._id, [keptId, duplicateId]), isNull(patients.deletedAt)))
      .orderBy(patients._id)
      .for('update');
    const visible = rows.filter((row) => clinic === null || row.phongkham_id === clinic);
    const kept = visible.find((row) => row._id === keptId);
    const duplicate = visible.find((row) => row._id === duplicateId);
    if (!kept) throw notFound();
    if (!duplicate) throw fieldError('trunglap_id', 'errors.notFound');
    if (kept.phongkham_id !== duplicate.phongkham_id) throw fieldError('trunglap_id', 'errors.patientMergeOtherClinic');
    if (kept.andanh_luc || duplicate.andanh_luc) throw new HttpError(409, 'errors.patientAnonymised');

    const moved: Record<string, number> = {};
    for (const link of links) moved[link.name] = await link.move(writer, duplicateId, keptId);
    const [after] = await tx
      .update(patients)
      .set({ ...filledFrom(kept, duplicate), updatedAt: now() })
      .where(eq(patients._id, keptId))
      .returning();
    await tx.update(patients).set({ gopvao_id: keptId, deletedAt: now() }).where(eq(patients._id, duplicateId));
    await writer.recordMany([
      {
        hanhdong: 'GOP',
        tainguyen: 'benhnhan',
        banghi_id: keptId,
        truoc: snapshot(kept),
        sau: { ...snapshot(after!), gop_id: duplicateId, gop_ma: duplicate.ma, dachuyen: moved },
      },
      {
        hanhdong: 'GOP',
        tainguyen: 'benhnhan',
        banghi_id: duplicateId,
        truoc: snapshot(duplicate),
        sau: { gopvao_id: keptId, gopvao_ma: kept.ma },
      },
    ]);
    return { giulai_id: keptId, gop_id: duplicateId, soyeucau: moved.yeucau ?? 0 };
  });
}
