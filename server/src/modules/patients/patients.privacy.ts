// A patient's rights over their data (Law 91/2025/QH15, Decree 356/2025): a copy of everything the clinic holds on
// them (the export, recorded), and erasure on request by anonymisation: the personal fields are emptied, the name
// reads "Đã ẩn danh", earlier history rows lose the same fields, and linked records stay so the clinic's figures
// remain true. The request and its reason are recorded.
import { ANONYMISED_NAME } from '@phongkham/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityLog, patients } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { authorOf, writing } from '../../lib/crud/writer';
import { HttpError, notFound } from '../../lib/http-error';
import { readPatientChart } from './patients.chart';
import { livePatients, readPatient } from './patients.service';
import { now } from '../../db/clock';

/** The fields that name or describe the person; anonymisation empties them, here and in the history rows. */
export const PERSONAL_FIELDS = [
  'hoten',
  'ngaysinh',
  'dienthoai',
  'email',
  'tinh_ma',
  'xa_ma',
  'diachi',
  'diachi_day',
  'cccd',
  'bhyt',
  'nghenghiep',
  'nguoilienhe',
  'dienthoai_lienhe',
  'diung',
  'ghichu',
] as const;

export async function exportPatient(db: Database, id: string, clinic: string | null, actor: Actor) {
  return writing(db, authorOf(actor), async (writer) => {
    const { tx } = writer;
    const patient = await readPatient(tx, id, clinic);
    if (!patient) throw notFound();
    const lienket = await readPatientChart(tx, patient);
    await writer.record({ hanhdong: 'XUAT', tainguyen: 'benhnhan', banghi_id: id });
    return { xuatluc: now(), benhnhan: patient, lienket };
  });
}

export async function anonymisePatient(db: Database, id: string, clinic: string | null, reason: string, actor: Actor) {
  await writing(db, authorOf(actor), async (writer) => {
    const { tx } = writer;
    const [row] = await tx
      .select({ andanh_luc: patients.andanh_luc })
      .from(patients)
      .where(and(eq(patients._id, id), livePatients(clinic)))
      .for('update');
    if (!row) throw notFound();
    if (row.andanh_luc) throw new HttpError(409, 'errors.patientAnonymised');
    // The same person's records: this one and the duplicates merged into it, at any depth.
    const records = [id];
    for (let next = [id]; next.length > 0;) {
      const merged = await tx.select({ _id: patients._id }).from(patients).where(inArray(patients.gopvao_id, next));
      next = merged.map((row) => row._id).filter((mergedId) => !records.includes(mergedId));
      records.push(...next);
    }
    // The record and the duplicates merged into it (soft-deleted, still stored) are emptied alike.
    const emptied = Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, null]));
    await tx
      .update(patients)
      .set({ ...emptied, hoten: ANONYMISED_NAME, andanh_luc: now(), updatedAt: now() })
      .where(inArray(patients._id, records));
    // Their history rows kept the values before and after each change: they lose the same fields.
    const fields = sql.raw(`array[${PERSONAL_FIELDS.map((field) => `'${field}'`).join(', ')}]`);
    await tx
      .update(activityLog)
      .set({ truoc: sql`${activityLog.truoc} - ${fields}`, sau: sql`${activityLog.sau} - ${fields}` })
      .where(and(eq(activityLog.tainguyen, 'benhnhan'), inArray(activityLog.banghi_id, records)));
    await writer.record({
      hanhdong: 'AN_DANH',
      tainguyen: 'benhnhan',
      banghi_id: id,
      sau: { lydo: reason },
    });
  });
}
