// A doctor's week without the schemas around it: the public doctor page shows the timetable with these alone, and
// importing them from the doctors' resource would bring zod and every message to a page that has no form.

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/** The sessions as the public page shows them: by weekday, then by start. */
export function sortSessions<T extends { thu: number; batdau: string }>(sessions: readonly T[]): T[] {
  return [...sessions].sort((a, b) => a.thu - b.thu || a.batdau.localeCompare(b.batdau));
}
