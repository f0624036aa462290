// The clinic's clock: the one module that names the clinic's time zone and says which day, hour and minute a
// moment is at the clinic. Server, browser and SQL use it whatever their own zone, so a queue number, a booking's
// day and a list's day filter agree everywhere. clinic-time.test.ts fails when another source file names the zone.

/** The clinic's time zone, for Intl formatting and SQL `at time zone`. */
export const CLINIC_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** Vietnam keeps UTC+7 all year (no daylight saving), so a clinic day is 24 hours from 17:00 UTC the day before. */
const OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The same moment as a Date whose UTC fields (getUTCHours, toISOString…) read the clinic's wall clock. */
export function clinicWallClock(at: Date | string | number): Date {
  return new Date(new Date(at).getTime() + OFFSET_MS);
}

/** The clinic's day of a moment (YYYY-MM-DD): the day queue numbers restart, bookings and day filters count in. */
export function clinicDay(at: Date | string | number = new Date()): string {
  return clinicWallClock(at).toISOString().slice(0, 10);
}

/** The moment a clinic day's minute falls on (minute 0: the day's start, 24 * 60: the next day's start). */
export function clinicInstant(day: string, minute = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) - OFFSET_MS + minute * MINUTE_MS);
}

/** The calendar day `days` after `day` (before, when negative), both YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The clinic's time of day of a moment, 24-hour "HH:MM" in both languages. */
export function clinicClock(at: Date | string | number): string {
  return clinicWallClock(at).toISOString().slice(11, 16);
}
