// The appointments calendar's shared pieces: the state colours, and the clinic clock's days and hours the grid
// shows (the browser's own clock may be another).
import { CLINIC_TIME_ZONE, clinicDay, type AppointmentState } from '@phongkham/contracts';
import type { DatesSetArg } from '@fullcalendar/core';

export const stateColors: Record<AppointmentState, string> = {
  DA_DAT: '#1677ff',
  DA_XAC_NHAN: '#13a8a8',
  DA_DEN: '#389e0d',
  KHONG_DEN: '#d46b08',
  DA_HUY: '#8c8c8c',
};

export interface Range {
  from: string;
  to: string;
  days: string[];
}

/** The clinic days FullCalendar shows ([start, end) in the browser's clock, read as clinic days). */
export function rangeOf(arg: Pick<DatesSetArg, 'start' | 'end'>): Range {
  const days: string[] = [];
  for (let at = new Date(arg.start); at < arg.end; at = new Date(at.getTime() + 86_400_000)) days.push(clinicDay(at));
  return { from: days[0]!, to: days[days.length - 1]!, days };
}

/** The clinic clock's hour of an instant, with minutes as a fraction (13:45 → 13.75). */
export function clinicHour(at: string): number {
  const [hour, minute] = new Intl.DateTimeFormat('en-GB', {
    timeZone: CLINIC_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(at))
    .split(':')
    .map(Number) as [number, number];
  return hour + minute / 60;
}

/** The day's hours the grid shows: office hours, widened to any appointment or free time outside them. */
export function gridHours(times: readonly { start: string; end: string }[]): { min: string; max: string } {
  let first = 7;
  let last = 21;
  for (const { start, end } of times) {
    const from = clinicHour(start);
    const to = clinicHour(end) || 24; // an end at midnight closes the day
    first = Math.min(first, Math.floor(from));
    last = Math.max(last, Math.ceil(to > from ? to : 24));
  }
  const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00:00`;
  return { min: clock(first), max: clock(last) };
}

/** 'Th 5 26/11 09:00' on the clinic's clock. */
export const shortTime = (at: string, lang: string) =>
  new Date(at).toLocaleString(lang === 'vi' ? 'vi-VN' : 'en-GB', {
    timeZone: CLINIC_TIME_ZONE,
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
