// The doctor's worklist (GET /api/khambenh/hang-doi): the clinic day's visits the doctor may take, with their records.
import { clinicDay, type worklistQuery } from '@phongkham/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { catalogueEntries, doctors, examinations, patients, visits } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { doctorStaff, visitRowColumns } from '../reception/reception.queue';
import { examinerScope, visitScope } from './scope';
import { now } from '../../db/clock';

/**
 * The doctor's worklist: the clinic day's visits (not cancelled) the scope may take, in arrival order, each with
 * its record's id and signature once opened. The owner may narrow it to one clinic.
 */
export async function worklist(db: Database, query: z.output<typeof worklistQuery>, actor: Actor) {
  const scope = await examinerScope(db, actor);
  const clinic = scope.clinic ?? query.phongkham_id ?? null;
  return db
    .select({ ...visitRowColumns, khambenh_id: examinations._id, kyluc: examinations.kyluc })
    .from(visits)
    .innerJoin(patients, eq(patients._id, visits.benhnhan_id))
    .innerJoin(catalogueEntries, eq(catalogueEntries._id, visits.phong_id))
    .leftJoin(doctors, eq(doctors._id, visits.bacsi_id))
    .leftJoin(doctorStaff, eq(doctorStaff._id, doctors.nhanvien_id))
    .leftJoin(examinations, eq(examinations.luotkham_id, visits._id))
    .where(
      and(
        visitScope({ ...scope, clinic }),
        eq(visits.ngay, clinicDay(now())),
        ne(visits.trangthai, 'HUY'),
        query.phong_id ? eq(visits.phong_id, query.phong_id) : undefined,
      ),
    )
    .orderBy(asc(visits.den_luc), asc(visits._id));
}
