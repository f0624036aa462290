// What every report does with its query: the period (today when no day is given), the period before it of the same
// length for comparison, the moments each starts and ends at the clinic, and the clinic the reader reads.
import { addDays, clinicDay, clinicInstant } from '@phongkham/contracts';
import type { Actor } from '../../lib/actor';
import { actorClinic } from '../../lib/crud/scope';
import { now } from '../../db/clock';

export interface Period {
  tungay: string;
  denngay: string;
  /** The first moment of tungay and the first moment after denngay, at the clinic. */
  from: Date;
  until: Date;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

function periodOf(tungay: string, denngay: string): Period {
  return { tungay, denngay, from: clinicInstant(tungay), until: clinicInstant(addDays(denngay, 1)) };
}

/** The period a query names: both days, one (that day alone) or none (today). */
export function readPeriod(query: { tungay?: string; denngay?: string }): Period {
  const tungay = query.tungay ?? query.denngay ?? clinicDay(now());
  return periodOf(tungay, query.denngay ?? tungay);
}

/** The same number of days just before: last week for a week, the 30 days before for a 30-day month. */
export function previousPeriod(period: Period): Period {
  const length = daysBetween(period.tungay, period.denngay) + 1;
  return periodOf(addDays(period.tungay, -length), addDays(period.tungay, -1));
}

/** Every day of a period, in order. */
export function daysOf(period: Period): string[] {
  return Array.from({ length: daysBetween(period.tungay, period.denngay) + 1 }, (_, i) => addDays(period.tungay, i));
}

/** Staff read their own clinic whatever they ask; the owner reads every clinic, or the one named. */
export function readerClinic(actor: Actor, phongkham_id: string | undefined): string | null {
  return actorClinic(actor) ?? phongkham_id ?? null;
}
