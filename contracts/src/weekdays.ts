// A doctor's week without the schemas around it: the public doctor page shows the timetable with these alone, and
// importing them from the doctors' resource would bring zod and every message to a page that has no form.

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * The sessions as the public page shows them: by weekday, then by start. Start times are 'HH:MM' (zero-padded, as
 * the contract requires), so their text order is their time order; not localeCompare, whose first call builds the
 * browser's collator for the page's language (about 10 ms on a desktop, four times that on a phone) during the
 * page's hydration.
 */
export function sortSessions<T extends { thu: number; batdau: string }>(sessions: readonly T[]): T[] {
  return [...sessions].sort((a, b) => a.thu - b.thu || (a.batdau < b.batdau ? -1 : a.batdau > b.batdau ? 1 : 0));
}
