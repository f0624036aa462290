// The visit's progress as the clinical modules drive it: reception owns the visit (luotkham) and its queue states, so
// examination starts, takes and finishes a visit only through these functions, inside its own audited transaction
// (a `Writer`). Each move is the queue's own (contracts `queueMoves`): the same states, times, history and live
// event as reception's buttons. server/src/architecture.test.ts checks that no other module writes the visit table.
import { queueMoves, type QueueAction } from '@phongkham/contracts';
import { and, eq } from 'drizzle-orm';
import { catalogueEntries, visits } from '../../db/schema';
import { clinicCondition } from '../../lib/crud/scope';
import type { Writer } from '../../lib/crud/writer';
import { HttpError, notFound } from '../../lib/http-error';
import { announceVisit } from './reception.queue';
import { now } from '../../db/clock';

type Visit = typeof visits.$inferSelect;

/** The visit locked until the caller's transaction ends; 404 outside the clinic (null: any clinic). */
export async function lockVisit(writer: Writer, id: string, clinic: string | null): Promise<Visit> {
  const [row] = await writer.tx
    .select()
    .from(visits)
    .where(and(eq(visits._id, id), clinicCondition(visits.phongkham_id, clinic)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** The time each move stamps: kept on the visit, not repeated in its history row (which has its own time). */
const stampOf = (action: QueueAction, now: Date): Partial<Visit> =>
  action === 'GOI' || action === 'GOI_LAI'
    ? { goi_luc: now }
    : action === 'BAT_DAU'
      ? { batdau_luc: now }
      : action === 'XONG'
        ? { ketthuc_luc: now }
        : {};

/** One queue move on a locked visit (409 when its state does not allow it), with its history and live event. */
async function move(writer: Writer, before: Visit, action: QueueAction): Promise<Visit> {
  const { from, to } = queueMoves[action];
  if (!from.includes(before.trangthai)) throw new HttpError(409, 'errors.visitTransition');
  const after = await writer.update(
    visits,
    before._id,
    { trangthai: to },
    { before, unrecorded: stampOf(action, now()), sau: { hanhdong: action } },
  );
  const [room] = await writer.tx
    .select({ ten: catalogueEntries.ten })
    .from(catalogueEntries)
    .where(eq(catalogueEntries._id, after.phong_id));
  await announceVisit(writer.tx, after, action, room?.ten ?? '');
  return after;
}

/**
 * The doctor opens the visit: a waiting one is called first (the waiting-room display announces a number aloud only
 * on a call, and the patient must hear it to come in), then it starts. A visit already started or finished stays.
 */
export async function startVisit(writer: Writer, visit: Visit): Promise<Visit> {
  let current = visit;
  if (current.trangthai === 'CHO') current = await move(writer, current, 'GOI');
  if (queueMoves.BAT_DAU.from.includes(current.trangthai)) current = await move(writer, current, 'BAT_DAU');
  return current;
}

/** An unassigned visit becomes the opening doctor's; an assigned one keeps its doctor. */
export async function takeVisit(writer: Writer, visit: Visit, doctor: string): Promise<void> {
  if (visit.bacsi_id) return;
  await writer.update(visits, visit._id, { bacsi_id: doctor }, { before: visit });
}

/** The record is signed: a visit still being examined is finished with it; one already past that stays. */
export async function finishVisit(writer: Writer, id: string, clinic: string | null): Promise<void> {
  const visit = await lockVisit(writer, id, clinic);
  if (queueMoves.XONG.from.includes(visit.trangthai)) await move(writer, visit, 'XONG');
}
