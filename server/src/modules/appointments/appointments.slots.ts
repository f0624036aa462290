// A doctor's free slots on a clinic day: the weekly sessions of that weekday, less the day's leave, plus its extra
// sessions, cut into the doctor's slot length; none on the clinic's holidays; less the live appointments and the
// times already past. Clinic days and clock times are the clinic's (contracts' clinic-time).
import { clinicInstant } from '@phongkham/contracts';
import { and, eq, gte, isNull, lt, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { appointments, doctorHours, doctors, holidays, scheduleExceptions } from '../../db/schema';

type Reads = Pick<Database, 'select'> | Transaction;

/** Minutes since midnight of 'HH:MM' or 'HH:MM:SS'. */
const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** ISO weekday (1 Monday … 7 Sunday) of a calendar day. */
export function isoWeekday(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay() || 7;
}

type Span = [number, number];

/** `spans` with `cut` taken out. */
function subtract(spans: Span[], cut: Span): Span[] {
  return spans.flatMap(([from, to]): Span[] => {
    if (cut[1] <= from || cut[0] >= to) return [[from, to]];
    return [
      [from, cut[0]],
      [cut[1], to],
    ].filter(([a, b]) => a! < b!) as Span[];
  });
}

export interface SlotDoctor {
  _id: string;
  phongkham_id: string;
  thoiluong: number;
}

/**
 * A live doctor with their clinic and slot length, or null. `publicOnly` keeps only the doctors the site shows (the
 * ones the public may book); `clinic` only a clinic's (a staff reader's own; null: any).
 */
export async function slotDoctor(
  db: Reads,
  id: string,
  options: { publicOnly?: boolean; clinic?: string | null } = {},
): Promise<SlotDoctor | null> {
  const [row] = await db
    .select({ _id: doctors._id, phongkham_id: doctors.phongkham_id, thoiluong: doctors.thoiluong })
    .from(doctors)
    .where(
      and(
        eq(doctors._id, id),
        isNull(doctors.deletedAt),
        options.publicOnly ? eq(doctors.hienthi, true) : undefined,
        options.clinic ? eq(doctors.phongkham_id, options.clinic) : undefined,
      ),
    );
  return row ?? null;
}

/**
 * The slots the schedule gives on `day` (sessions, exceptions, holidays), without looking at appointments:
 * [start, end) instants in order.
 */
export async function scheduledSlots(
  db: Reads,
  doctor: SlotDoctor,
  day: string,
): Promise<{ batdau: Date; ketthuc: Date }[]> {
  const [holiday] = await db
    .select({ _id: holidays._id })
    .from(holidays)
    .where(and(eq(holidays.phongkham_id, doctor.phongkham_id), eq(holidays.ngay, day)));
  if (holiday) return [];
  const sessions = await db
    .select({ batdau: doctorHours.batdau, ketthuc: doctorHours.ketthuc })
    .from(doctorHours)
    .where(and(eq(doctorHours.bacsi_id, doctor._id), eq(doctorHours.thu, isoWeekday(day))));
  const exceptions = await db
    .select({ loai: scheduleExceptions.loai, batdau: scheduleExceptions.batdau, ketthuc: scheduleExceptions.ketthuc })
    .from(scheduleExceptions)
    .where(and(eq(scheduleExceptions.bacsi_id, doctor._id), eq(scheduleExceptions.ngay, day)));

  // Each session is cut on its own, from its start, so a slot never straddles a session's end.
  let spans: Span[] = sessions.map((s) => [minutes(s.batdau), minutes(s.ketthuc)]);
  for (const leave of exceptions.filter((e) => e.loai === 'NGHI')) {
    spans = leave.batdau && leave.ketthuc ? subtract(spans, [minutes(leave.batdau), minutes(leave.ketthuc)]) : [];
  }
  for (const extra of exceptions.filter((e) => e.loai === 'THEM')) {
    if (extra.batdau && extra.ketthuc) spans.push([minutes(extra.batdau), minutes(extra.ketthuc)]);
  }
  const starts = new Set<number>();
  for (const [from, to] of spans) {
    for (let start = from; start + doctor.thoiluong <= to; start += doctor.thoiluong) starts.add(start);
  }
  return [...starts]
    .sort((a, b) => a - b)
    .map((start) => ({
      batdau: clinicInstant(day, start),
      ketthuc: clinicInstant(day, start + doctor.thoiluong),
    }));
}

/** The live appointments of a doctor on a clinic day, except `skip` (the one being moved). */
async function booked(db: Reads, doctorId: string, day: string, skip?: string) {
  return db
    .select({ batdau: appointments.batdau, ketthuc: appointments.ketthuc })
    .from(appointments)
    .where(
      and(
        eq(appointments.bacsi_id, doctorId),
        ne(appointments.trangthai, 'DA_HUY'),
        gte(appointments.batdau, clinicInstant(day, 0)),
        lt(appointments.batdau, clinicInstant(day, 24 * 60)),
        skip ? ne(appointments._id, skip) : undefined,
      ),
    );
}

/** The free slots of `doctor` on `day` as of `now`. */
export async function freeSlots(db: Reads, doctor: SlotDoctor, day: string, now: Date, skip?: string) {
  const slots = await scheduledSlots(db, doctor, day);
  const taken = await booked(db, doctor._id, day, skip);
  return slots.filter(
    (slot) => slot.batdau > now && !taken.some((b) => b.batdau < slot.ketthuc && b.ketthuc > slot.batdau),
  );
}
