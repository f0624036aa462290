// Who works on which visit in examination, and as whom: the care relationship itself is lib/care-scope.ts (one
// scope for every clinical module), re-exported here so that examination's neighbours (prescriptions) take it from
// examination's one door; beside it the actor's own doctor profile and the visit a scope may work on.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { doctors, visits } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { visitScope, type ExaminerScope } from '../../lib/care-scope';
import { notFound } from '../../lib/http-error';

type Reads = Pick<Database, 'select'>;

// The care relationship (who reaches which visits) is one scope shared with lab, prescriptions and the events.
export { examinerScope, visitScope, type ExaminerScope } from '../../lib/care-scope';

/** The actor's live doctor profile in a clinic, or null (an administrator, a nurse). */
export async function ownDoctor(db: Reads, actor: Actor, clinic: string): Promise<string | null> {
  const [row] = await db
    .select({ _id: doctors._id })
    .from(doctors)
    .where(and(eq(doctors.nhanvien_id, actor._id), eq(doctors.phongkham_id, clinic), isNull(doctors.deletedAt)));
  return row?._id ?? null;
}

/** The visit a scope may work on, or 404. */
export async function visibleVisit(db: Reads, id: string, scope: ExaminerScope) {
  const [visit] = await db
    .select()
    .from(visits)
    .where(and(eq(visits._id, id), visitScope(scope)));
  if (!visit) throw notFound();
  return visit;
}
