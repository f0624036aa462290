// Vital-sign reference ranges by age (and sex, for blood pressure and BMI): versioned data, each band naming its
// published source (docs/vital-ranges.md lists them; decision 0041 says why). The one rule the API's flags and the
// record form both use: a child is never measured against an adult's range, and where no band applies the answer is
// "no range", never a flag against the wrong one.
import { ageInMonths } from './prescriptions';

/** Raise when a band changes: the docs page and the tests name the version they describe. */
export const VITAL_RANGES_VERSION = '2026-11-28';

/** Where a band comes from (docs/vital-ranges.md has the full references). */
export const vitalRangeSources = ['ADULT', 'ASIAN_BMI', 'PALS_2020', 'AAP_2017', 'WHO_2006', 'WHO_2007'] as const;
export type VitalRangeSource = (typeof vitalRangeSources)[number];

/** The measurements that have a reference range. */
export type RangedVital = 'mach' | 'nhiptho' | 'huyetap_tamthu' | 'huyetap_tamtruong' | 'nhietdo' | 'spo2' | 'bmi';

/**
 * A normal range: from `low` (included) to `high`, included unless `highExcluded` ("18.5 to under 23"); an open end
 * is null (an infant's blood pressure has a floor and no ceiling here).
 */
export interface VitalBand {
  low: number | null;
  high: number | null;
  highExcluded: boolean;
  source: VitalRangeSource;
}

/** Who was measured: age in completed months on the visit's day (null when the birth date is unknown) and sex. */
export interface VitalPatient {
  ageMonths: number | null;
  sex: string | null | undefined;
}

/** The patient as a visit record carries them: birth date, sex and the visit's day (the record's own fields). */
export interface RecordPatient {
  benhnhan_ngaysinh?: string | null;
  benhnhan_gioitinh?: string | null;
  ngay?: string | null;
}

export function recordPatient(record: RecordPatient): VitalPatient {
  return {
    ageMonths: record.ngay ? ageInMonths(record.benhnhan_ngaysinh, record.ngay) : null,
    sex: record.benhnhan_gioitinh,
  };
}

const band = (low: number | null, high: number | null, source: VitalRangeSource, highExcluded = false): VitalBand => ({
  low,
  high,
  highExcluded,
  source,
});

/** From this age (months) on, an adult's ranges apply to pulse, breathing and blood pressure (PALS ends at 15 y). */
const ADULT_VITALS_MONTHS = 16 * 12;
/** From this age on, an adult's BMI cut-offs apply (WHO 2007 runs to 19 y; the Ministry counts adults from 18). */
const ADULT_BMI_MONTHS = 18 * 12;

/** Adults at rest (unchanged since decision 0026). */
const ADULT: Record<Exclude<RangedVital, 'bmi'>, VitalBand> = {
  mach: band(60, 100, 'ADULT'),
  nhiptho: band(12, 20, 'ADULT'),
  huyetap_tamthu: band(90, 139, 'ADULT'),
  huyetap_tamtruong: band(60, 89, 'ADULT'),
  nhietdo: band(36, 37.5, 'ADULT'),
  spo2: band(95, 100, 'ADULT'),
};

/** Asian adults' BMI (WHO Western Pacific 2000, used by the Ministry of Health): 18.5 to under 23. */
export const BMI_NORMAL = [18.5, 23] as const;

/**
 * PALS 2020 (AHA), normal heart rate awake and respiratory rate by age group: [from month, to month (excluded),
 * heart rate low, high, breathing low, high].
 */
const PALS_BANDS: readonly (readonly [number, number, number, number, number, number])[] = [
  [0, 1, 100, 205, 30, 53], // neonate (the respiratory table starts at infancy: the infant's band is used)
  [1, 12, 100, 180, 30, 53], // infant
  [12, 36, 98, 140, 22, 37], // toddler, 1–2 years
  [36, 72, 80, 120, 20, 28], // preschool, 3–5 years
  [72, 144, 75, 118, 18, 25], // school age, 6–11 years
  [144, ADULT_VITALS_MONTHS, 60, 100, 12, 20], // adolescent, 12–15 years
];

/**
 * AAP 2017 clinical practice guideline (Flynn et al., Pediatrics 2017;140:e20171904), table 6, the simplified
 * screening values that need further evaluation, by completed year of age 1–12 and sex: [boys systolic, diastolic,
 * girls systolic, diastolic]. From 13 years, 120/80 for both. At or above a value is high.
 */
const AAP_SCREENING: Record<number, readonly [number, number, number, number]> = {
  1: [98, 52, 98, 54],
  2: [100, 55, 101, 58],
  3: [101, 58, 102, 60],
  4: [102, 60, 103, 62],
  5: [103, 63, 104, 64],
  6: [105, 66, 105, 67],
  7: [106, 68, 106, 68],
  8: [107, 69, 107, 69],
  9: [107, 70, 108, 71],
  10: [108, 72, 109, 72],
  11: [110, 74, 111, 74],
  12: [113, 75, 114, 75],
};
const AAP_FROM_13 = [120, 80] as const;

/**
 * PALS 2020 hypotension: systolic below 60 mmHg in a neonate, 70 in an infant, 70 + 2 × age in years from 1 to
 * 10 years, 90 from 10 years.
 */
function systolicFloor(months: number): number {
  if (months < 1) return 60;
  if (months < 12) return 70;
  const years = Math.floor(months / 12);
  return years < 10 ? 70 + 2 * years : 90;
}

/**
 * WHO BMI-for-age, reduced to one row per whole year of age and sex: [years, -2 SD, +1 SD, +2 SD] in kg/m².
 * Computed from WHO's LMS tables with BMI = M·(1 + L·S·z)^(1/L): 2–4 years from the Child Growth Standards 2006
 * (standing height), 5–18 years from the Growth Reference 2007 (the row of the month the year is completed).
 * Between two rows the values are interpolated by month and rounded to one decimal, as the BMI is shown.
 */
const WHO_BMI: Record<'NAM' | 'NU', readonly (readonly [number, number, number, number])[]> = {
  NAM: [
    [2, 13.81, 17.35, 18.87],
    [3, 13.36, 16.9, 18.35],
    [4, 13.07, 16.67, 18.17],
    [5, 13.04, 16.64, 18.25],
    [6, 13.04, 16.76, 18.52],
    [7, 13.15, 17.05, 19.02],
    [8, 13.3, 17.44, 19.67],
    [9, 13.49, 17.91, 20.47],
    [10, 13.74, 18.48, 21.4],
    [11, 14.06, 19.16, 22.45],
    [12, 14.45, 19.95, 23.58],
    [13, 14.93, 20.83, 24.76],
    [14, 15.48, 21.77, 25.92],
    [15, 16.01, 22.68, 26.97],
    [16, 16.5, 23.53, 27.87],
    [17, 16.93, 24.27, 28.63],
    [18, 17.28, 24.91, 29.24],
  ],
  NU: [
    [2, 13.35, 17.11, 18.74],
    [3, 13.08, 16.8, 18.42],
    [4, 12.82, 16.77, 18.52],
    [5, 12.76, 16.86, 18.83],
    [6, 12.7, 17.01, 19.22],
    [7, 12.73, 17.29, 19.79],
    [8, 12.88, 17.73, 20.56],
    [9, 13.14, 18.33, 21.51],
    [10, 13.47, 19.03, 22.57],
    [11, 13.89, 19.86, 23.72],
    [12, 14.39, 20.81, 24.97],
    [13, 14.94, 21.8, 26.21],
    [14, 15.45, 22.73, 27.32],
    [15, 15.87, 23.51, 28.22],
    [16, 16.17, 24.1, 28.87],
    [17, 16.35, 24.5, 29.28],
    [18, 16.45, 24.77, 29.52],
  ],
};
/** WHO's tables start BMI-for-age on standing height at 2 years; younger children are judged by weight-for-length. */
const BMI_FOR_AGE_FROM_MONTHS = 24;
/** Under 5 (WHO 2006) "overweight" is above +2 SD; from 5 (WHO 2007) above +1 SD. Thinness is below -2 SD in both. */
const WHO_2007_FROM_MONTHS = 60;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function bmiBand(patient: VitalPatient): VitalBand | null {
  const months = patient.ageMonths;
  if (months === null) return band(BMI_NORMAL[0], BMI_NORMAL[1], 'ASIAN_BMI', true);
  if (months >= ADULT_BMI_MONTHS) return band(BMI_NORMAL[0], BMI_NORMAL[1], 'ASIAN_BMI', true);
  if (months < BMI_FOR_AGE_FROM_MONTHS) return null;
  if (patient.sex !== 'NAM' && patient.sex !== 'NU') return null; // the tables are per sex
  const rows = WHO_BMI[patient.sex];
  const index = Math.min(Math.floor(months / 12) - 2, rows.length - 2);
  const [year, minus2, plus1, plus2] = rows[index]!;
  const next = rows[index + 1]!;
  const share = (months - year * 12) / 12;
  const at = (column: 1 | 2 | 3, value: number) => oneDecimal(value + (next[column] - value) * share);
  const under5 = months < WHO_2007_FROM_MONTHS;
  return under5 ? band(at(1, minus2), at(3, plus2), 'WHO_2006') : band(at(1, minus2), at(2, plus1), 'WHO_2007');
}

/**
 * The range a measurement is judged against for this patient, or null when none applies (BMI under 2 years or of
 * a child whose sex is not recorded). A patient whose birth date is unknown is measured as an adult (reception
 * asks for the birth date at check-in; the record form says when it is missing).
 */
export function vitalRange(field: RangedVital, patient: VitalPatient): VitalBand | null {
  if (field === 'bmi') return bmiBand(patient);
  const months = patient.ageMonths;
  if (field === 'nhietdo' || field === 'spo2' || months === null || months >= ADULT_VITALS_MONTHS) {
    return ADULT[field];
  }
  if (field === 'mach' || field === 'nhiptho') {
    const row = PALS_BANDS.find(([from, to]) => months >= from && months < to)!;
    return field === 'mach' ? band(row[2], row[3], 'PALS_2020') : band(row[4], row[5], 'PALS_2020');
  }
  const years = Math.floor(months / 12);
  const floor = field === 'huyetap_tamthu' ? systolicFloor(months) : null;
  if (years < 1) return band(floor, null, 'PALS_2020');
  const girl = patient.sex === 'NU';
  const boy = patient.sex === 'NAM';
  const screening = AAP_SCREENING[years];
  let limit: number;
  if (!screening) limit = field === 'huyetap_tamthu' ? AAP_FROM_13[0] : AAP_FROM_13[1];
  else if (field === 'huyetap_tamthu')
    limit = girl ? screening[2] : boy ? screening[0] : Math.min(screening[0], screening[2]);
  else limit = girl ? screening[3] : boy ? screening[1] : Math.min(screening[1], screening[3]);
  return band(floor, limit, 'AAP_2017', true);
}

export type VitalFlag = 'THAP' | 'CAO';

/** A value against its band: below the floor is low, above (or at an excluded) ceiling is high; no band, no flag. */
export function bandFlag(value: number, range: VitalBand | null): VitalFlag | null {
  if (!range) return null;
  if (range.low !== null && value < range.low) return 'THAP';
  if (range.high !== null && (range.highExcluded ? value >= range.high : value > range.high)) return 'CAO';
  return null;
}
