// The clinic's clock: its fixed UTC+7 arithmetic agrees with the named zone through a whole year, a clinic day turns
// at 17:00 UTC, and the day's moments, the next days and the wall clock read as the clinic reads them.
import { describe, expect, it } from 'vitest';
import { addDays, CLINIC_TIME_ZONE, clinicClock, clinicDay, clinicInstant, clinicWallClock } from './clinic-time';

describe('clinic time', () => {
  it('agrees with the named zone at every hour of a year', () => {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: CLINIC_TIME_ZONE });
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: CLINIC_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 3_600_000 + 60_000) {
      expect(clinicDay(at)).toBe(day.format(at));
      expect(clinicClock(at)).toBe(clock.format(at));
    }
  });

  it('turns the day at 17:00 UTC', () => {
    expect(clinicDay(new Date('2026-12-31T16:59:59Z'))).toBe('2026-12-31');
    expect(clinicDay(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
    expect(clinicWallClock('2026-12-31T17:30:00Z').getUTCHours()).toBe(0);
  });

  it('places a clinic day minute on its moment', () => {
    expect(clinicInstant('2027-01-01').toISOString()).toBe('2026-12-31T17:00:00.000Z');
    expect(clinicInstant('2026-03-02', 8 * 60 + 30).toISOString()).toBe('2026-03-02T01:30:00.000Z');
    expect(clinicInstant('2026-03-02', 24 * 60)).toEqual(clinicInstant('2026-03-03'));
    expect(clinicDay(clinicInstant('2026-03-02', 23 * 60 + 59))).toBe('2026-03-02');
  });

  it('counts calendar days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-28', 0)).toBe('2026-11-28');
  });
});
