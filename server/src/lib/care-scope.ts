// The care relationship (docs/decisions/0038-care-relationship.md): which visits, and so which records, orders,
// results, prescriptions, charts and live events, a staff member reaches. One scope for every clinical module
// (examination, lab and imaging, prescriptions, the event stream), so a doctor reaches a patient through the same
// rule everywhere. It lives in lib because examination imports lab, so lab cannot import examination (no cycles).
import { clinicDay, examinationResource, grantsAction, grantsAny, queueMoves } from '@phongkham/contracts';
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { doctors, visits } from '../db/schema';
import { seesEveryClinic, type Actor } from './actor';
import { actorClinic } from './crud/scope';
import { now } from '../db/clock';

type Reads = Pick<Database, 'select'>;
type Who = Pick<Actor, '_id' | 'vaitro' | 'phongkham_id'>;

/** The visits a staff member may work on: their clinic's, and without ALL only those in their care. */
export interface ExaminerScope {
  clinic: string | null;
  /** The staff member's live doctor profiles; null when the role holds ALL on /kham-benh (every doctor's visits). */
  doctors: string[] | null;
}

/**
 * The states of a visit nobody was assigned to that a doctor may still take: waiting or called, or begun by someone
 * who is no doctor of the clinic (an administrator opening it leaves it unassigned, and it must not be lost).
 */
export const takeableStates = [...queueMoves.BAT_DAU.from, 'DANG_KHAM'] as const;

/** Holding ALL on /kham-benh: every doctor's visits of the clinic (an administrator, a head of department). */
const seesEveryDoctor = (who: Pick<Actor, 'vaitro'>) =>
  examinationResource.urls.some((url) => grantsAction(who.vaitro.menu, url, 'ALL'));

export async function examinerScope(db: Reads, actor: Who): Promise<ExaminerScope> {
  const clinic = actorClinic(actor);
  if (seesEveryDoctor(actor)) return { clinic, doctors: null };
  const own = await db
    .select({ _id: doctors._id })
    .from(doctors)
    .where(and(eq(doctors.nhanvien_id, actor._id), isNull(doctors.deletedAt)));
  return { clinic, doctors: own.map((row) => row._id) };
}

/**
 * The scope of a lab or imaging reader. A role that may view /kham-benh is a clinician and reaches orders through
 * its care relationship, like visit records; a role without /kham-benh that holds the kind's page is a technician
 * and works the clinic's whole worklist (the route has checked that page's grant).
 */
export async function orderScope(db: Reads, actor: Who): Promise<ExaminerScope> {
  if (grantsAny(actor.vaitro.menu, examinationResource.urls, 'view')) return examinerScope(db, actor);
  return { clinic: actorClinic(actor), doctors: null };
}

/**
 * The condition on `luotkham` rows a scope reaches. Without ALL: the visits assigned to one of the staff member's
 * doctor profiles (any day, any state: their own patients), and a visit nobody was assigned to only while it may
 * still be taken, that is today's and not yet finished, skipped or cancelled. A cancelled, skipped, finished or older
 * unassigned visit is nobody's care, so it opens nothing (issue 28, H2).
 */
export function visitScope(scope: ExaminerScope): SQL | undefined {
  const inClinic = scope.clinic ? eq(visits.phongkham_id, scope.clinic) : undefined;
  if (scope.doctors === null) return inClinic;
  const takeable = and(
    isNull(visits.bacsi_id),
    eq(visits.ngay, clinicDay(now())),
    inArray(visits.trangthai, [...takeableStates]),
  );
  const mine = scope.doctors.length ? or(inArray(visits.bacsi_id, scope.doctors), takeable) : takeable;
  return and(inClinic, mine);
}

/** The fields of a visit the care relationship looks at. */
export interface CareVisit {
  phongkham_id: string;
  bacsi_id: string | null;
  ngay: string;
  trangthai: string;
}

/** `visitScope` for one visit already read (a live event's): the same rule, in memory. */
export function inScope(scope: ExaminerScope, visit: CareVisit): boolean {
  if (scope.clinic && visit.phongkham_id !== scope.clinic) return false;
  if (scope.doctors === null) return true;
  if (visit.bacsi_id) return scope.doctors.includes(visit.bacsi_id);
  return visit.ngay === clinicDay(now()) && (takeableStates as readonly string[]).includes(visit.trangthai);
}

/** The care fields of some visits, by id (for events that name them). */
export async function careVisits(db: Reads, ids: readonly string[]): Promise<Map<string, CareVisit>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      _id: visits._id,
      phongkham_id: visits.phongkham_id,
      bacsi_id: visits.bacsi_id,
      ngay: visits.ngay,
      trangthai: visits.trangthai,
    })
    .from(visits)
    .where(inArray(visits._id, [...new Set(ids)]));
  return new Map(rows.map(({ _id, ...visit }) => [_id, visit]));
}

/**
 * A live-event reader's clinical scope (their orders' scope), or null when they belong to no clinic and are not the
 * owner: such a reader receives no visit's event.
 */
export async function streamScope(db: Reads, member: Who): Promise<ExaminerScope | null> {
  if (!seesEveryClinic(member) && !member.phongkham_id) return null;
  return orderScope(db, member);
}
