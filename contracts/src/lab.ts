// Lab reference ranges and the flag of a result, written once: the server stores the flag with the value, the result
// form shows it while the technician types, the result sheet and the doctor's visit read the stored one. A test
// (chỉ số) holds ranges per sex and age band; the most specific range matching the patient is the one applied.
import { z } from 'zod';

const m = (key: string) => ({ error: `validation.${key}` });

/** Sexes a range may be limited to (the register's genders; KHAC takes the ranges for everyone). */
export const rangeSexes = ['NAM', 'NU'] as const;
export type RangeSex = (typeof rangeSexes)[number];

/** The flags of a value: normal, low, high, critically low, critically high. */
export const labFlags = ['BINH_THUONG', 'THAP', 'CAO', 'NGUY_HIEM_THAP', 'NGUY_HIEM_CAO'] as const;
export type LabFlag = (typeof labFlags)[number];

/** A measured value or a range bound: finite, within what any analyser prints. */
export const labNumber = z.number(m('number')).finite(m('number')).min(-1_000_000).max(1_000_000);

/** The most ranges one test holds (sexes × age bands). */
export const LAB_RANGES_MAX = 12;

/**
 * One reference range: for a sex (or both when empty) and an age band in completed years (from `tuoitu`
 * included to `tuoiden` excluded, open when empty). `thap`/`cao` bound the normal values; `nguythap`/`nguycao`
 * are the critical limits that call for the doctor at once. Any bound may be empty (HDL-C has no upper one).
 */
export const labRange = z
  .object({
    gioitinh: z.enum(rangeSexes).nullable().optional(),
    tuoitu: z.number(m('number')).int(m('number')).min(0).max(150).nullable().optional(),
    tuoiden: z.number(m('number')).int(m('number')).min(1).max(150).nullable().optional(),
    thap: labNumber.nullable().optional(),
    cao: labNumber.nullable().optional(),
    nguythap: labNumber.nullable().optional(),
    nguycao: labNumber.nullable().optional(),
  })
  .refine((r) => r.thap == null || r.cao == null || r.thap <= r.cao, { ...m('labRangeOrder'), path: ['cao'] })
  .refine((r) => r.tuoitu == null || r.tuoiden == null || r.tuoitu < r.tuoiden, {
    ...m('labRangeOrder'),
    path: ['tuoiden'],
  });
export type LabRange = z.output<typeof labRange>;

/** Completed years between a birth date (YYYY-MM-DD) and a day (YYYY-MM-DD); null without a birth date. */
export function ageInYears(birth: string | null | undefined, day: string): number | null {
  if (!birth) return null;
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  return Math.max(0, y - by - (mo < bm || (mo === bm && d < bd) ? 1 : 0));
}

/**
 * The range that applies to a patient: among those whose sex and age band match, the most specific (a sex named
 * counts, an age band counts); the first one declared among equals. An unknown age matches only ranges without
 * an age band, an unknown sex (or KHAC) only ranges for both sexes.
 */
export function pickRange<R extends LabRange>(
  ranges: readonly R[],
  sex: string | null | undefined,
  age: number | null,
): R | null {
  let best: R | null = null;
  let bestScore = -1;
  for (const range of ranges) {
    if (range.gioitinh && range.gioitinh !== sex) continue;
    const banded = range.tuoitu != null || range.tuoiden != null;
    if (banded) {
      if (age == null) continue;
      if (range.tuoitu != null && age < range.tuoitu) continue;
      if (range.tuoiden != null && age >= range.tuoiden) continue;
    }
    const score = (range.gioitinh ? 2 : 0) + (banded ? 1 : 0);
    if (score > bestScore) {
      best = range;
      bestScore = score;
    }
  }
  return best;
}

/** The flag of a value against its range; null without a range. Critical limits win over the normal bounds. */
export function labFlag(value: number, range: LabRange | null): LabFlag | null {
  if (!range) return null;
  if (range.nguythap != null && value < range.nguythap) return 'NGUY_HIEM_THAP';
  if (range.nguycao != null && value > range.nguycao) return 'NGUY_HIEM_CAO';
  if (range.thap != null && value < range.thap) return 'THAP';
  if (range.cao != null && value > range.cao) return 'CAO';
  return 'BINH_THUONG';
}

/** A flag that is not normal (the sheet prints it, the doctor's visit marks it). */
export const isAbnormal = (flag: LabFlag | null | undefined) => flag != null && flag !== 'BINH_THUONG';

/** How a range reads on the sheet: "3.9 – 6.4", "≥ 1.0", "≤ 5.2"; empty without bounds. */
export function rangeText(range: Pick<LabRange, 'thap' | 'cao'> | null | undefined): string {
  if (!range) return '';
  const { thap, cao } = range;
  if (thap != null && cao != null) return `${thap} – ${cao}`;
  if (thap != null) return `≥ ${thap}`;
  if (cao != null) return `≤ ${cao}`;
  return '';
}
