// The health statistics a private clinic sends its province (/admin/bao-cao/thong-ke-y-te, GET /api/baocao/thongke;
// docs/decisions/0072-health-statistics.md): form 14 of the health statistics circular in force (Thông tư 23/2025/
// TT-BYT, appendix IV, "Tình hình bệnh tật, tử vong theo ICD-10"), monthly. A clinic sees outpatients only, so it
// fills the form's outpatient columns: visits by main diagnosis, of them women and children under 15, grouped by
// ICD-10 chapter and three-character category. Counts only: no patient is named.
import { z } from 'zod';
import { uuid } from './api';
import { queryOptional } from './resource';
import { REPORT_MAX_DAYS, reportIssuer } from './reports';
import { periodQuery } from './validation/period';
import { calendarDay } from './validation/rules';

/** The report's grant (back-office page). */
export const HEALTH_STATISTICS_REPORT = '/bao-cao/thong-ke-y-te';

/** The form's number in the circular's appendix, printed in its corner. */
export const HEALTH_STATISTICS_FORM = 'Biểu 14/BCT';

/** A child, on the form: under 15 years old on the day of the visit. */
export const CHILD_AGE = 15;

export const healthStatisticsQuery = periodQuery(REPORT_MAX_DAYS, 'reportPeriod', {
  phongkham_id: queryOptional(uuid),
});
export type HealthStatisticsQuery = z.output<typeof healthStatisticsQuery>;

const count = z.number().int().nonnegative();

/** The outpatient columns: visits, of them women, of them children under 15. */
const outpatient = { tongso: count, nu: count, treem: count };

export const statisticsCategory = z.object({
  /** The three-character ICD-10 category (J02), and its name in the Ministry's list (null: not in the catalogue). */
  ma: z.string(),
  ten: z.string().nullable(),
  ten_en: z.string().nullable(),
  ...outpatient,
});
export type StatisticsCategory = z.input<typeof statisticsCategory>;

export const statisticsChapter = z.object({
  /** The chapter as a Roman numeral (I to XXII) and its names; null for codes the catalogue does not hold. */
  chuong: z.string().nullable(),
  ten_chuong: z.string().nullable(),
  ...outpatient,
  nhom: z.array(statisticsCategory),
});
export type StatisticsChapter = z.input<typeof statisticsChapter>;

export const healthStatistics = z.object({
  phongkham: reportIssuer,
  tungay: calendarDay,
  denngay: calendarDay,
  /** Every finished visit with a signed record naming a main diagnosis, counted once, under that diagnosis. */
  ...outpatient,
  /** Finished visits of the period with no signed main diagnosis: not on the form, said beside it. */
  khongchandoan: count,
  chuong: z.array(statisticsChapter),
});
export type HealthStatistics = z.input<typeof healthStatistics>;
