// The clinical report (/admin/bao-cao/lam-sang, GET /api/baocao/lamsang; docs/decisions/0065-clinical-report.md):
// over a period of clinic days, what the clinic's finished visits found and did: the most frequent diagnoses by
// ICD-10 code and by chapter, the lab tests with their abnormal rate and turnaround, the prescriptions per visit and
// the most prescribed drugs, and the share of visits given an antibiotic, each beside the previous period of the same
// length. Aggregates only: no patient is ever named.
import { z } from 'zod';
import { uuid } from './api';
import { queryOptional } from './resource';
import { REPORT_MAX_DAYS, reportIssuer } from './reports';
import { periodQuery } from './validation/period';
import { calendarDay } from './validation/rules';

/** The report's grant (back-office page). */
export const CLINICAL_REPORT = '/bao-cao/lam-sang';

/** How many diagnoses and drugs the "most frequent" lists hold. */
export const CLINICAL_TOP = 10;

/** A drug whose WHO ATC code starts so is an antibiotic (systemic antibacterials, J01). */
export const ANTIBIOTIC_ATC_PREFIX = 'J01';

export const clinicalReportQuery = periodQuery(REPORT_MAX_DAYS, 'reportPeriod', {
  phongkham_id: queryOptional(uuid),
  /** The visits of one doctor: the visit's doctor, or the doctor who examined (its record's) when none was assigned. */
  bacsi_id: queryOptional(uuid),
});
export type ClinicalReportQuery = z.output<typeof clinicalReportQuery>;

const count = z.number().int().nonnegative();
/** A share from 0 to 1, to four decimals; null when there is nothing to divide by. */
const share = z.number().min(0).max(1).nullable();
/** Minutes, to a tenth; null when nothing was measured. */
const minutes = z.number().nullable();

/** The period's headline figures, read the same way for the period before. */
const figures = {
  /** Visits finished (XONG) on the period's clinic days: every figure below reads these visits. */
  soluot: count,
  /** Their signed visit records, and the diagnoses those name (main and secondary). */
  sohoso: count,
  sochandoan: count,
  /** Lab order lines verified, their values, the values flagged outside the range, and their share. */
  soxetnghiem: count,
  sochiso: count,
  sobatthuong: count,
  tyle_batthuong: share,
  /** Ordered → verified, median over the verified lab order lines. */
  xetnghiem_trungvi_phut: minutes,
  /** Signed prescriptions (voided ones left out) and how many per finished visit, to two decimals. */
  sodonthuoc: count,
  donthuoc_moiluot: z.number().nullable(),
  /** Visits with at least one signed prescription holding an antibiotic (ATC J01), and their share of the visits. */
  soluot_khangsinh: count,
  tyle_khangsinh: share,
};
export const clinicalFigures = z.object({ tungay: calendarDay, denngay: calendarDay, ...figures });
export type ClinicalFigures = z.input<typeof clinicalFigures>;

export const clinicalDiagnosis = z.object({
  /** The ICD-10 code as the record wrote it; the names are the catalogue's (null for a code it no longer has). */
  ma: z.string(),
  ten: z.string().nullable(),
  ten_en: z.string().nullable(),
  chuong: z.string().nullable(),
  /** Signed records naming it (main or secondary), of which as the main diagnosis; the same in the period before. */
  solan: count,
  chinh: count,
  kytruoc: count,
});
export type ClinicalDiagnosis = z.input<typeof clinicalDiagnosis>;

export const clinicalChapter = z.object({
  /** The ICD-10 chapter (I to XXII) and the Ministry's name of it; null for codes the catalogue does not hold. */
  chuong: z.string().nullable(),
  ten_chuong: z.string().nullable(),
  solan: count,
  kytruoc: count,
});
export type ClinicalChapter = z.input<typeof clinicalChapter>;

export const clinicalLabTest = z.object({
  chiso_id: uuid,
  ma: z.string(),
  ten: z.string(),
  ten_en: z.string().nullable(),
  /** The panel (lab service) the test belongs to. */
  tendichvu: z.string(),
  /** Verified values, those flagged low, high or critical, their share, and the median ordered → verified. */
  soketqua: count,
  sobatthuong: count,
  tyle_batthuong: share,
  trungvi_phut: minutes,
});
export type ClinicalLabTest = z.input<typeof clinicalLabTest>;

export const clinicalDrug = z.object({
  thuoc_id: uuid,
  tenthuoc: z.string(),
  donvitinh: z.string(),
  /** Signed prescriptions holding it, and the quantity they prescribe (in the drug's unit). */
  sodon: count,
  soluong: count,
  /** Coded J01 in the catalogue. */
  khangsinh: z.boolean(),
});
export type ClinicalDrug = z.input<typeof clinicalDrug>;

export const clinicalReport = z.object({
  /** Whose figures these are, for the printout's header. */
  phongkham: reportIssuer,
  tungay: calendarDay,
  denngay: calendarDay,
  ...figures,
  /** The most frequent codes, most first (at most CLINICAL_TOP). */
  chandoan: z.array(clinicalDiagnosis),
  /** Every chapter named in either period, in chapter order, the unknown last. */
  theochuong: z.array(clinicalChapter),
  /** Every lab test with a verified value, most first. */
  xetnghiem: z.array(clinicalLabTest),
  /** The most prescribed drugs, most prescriptions first (at most CLINICAL_TOP). */
  thuoc: z.array(clinicalDrug),
  kytruoc: clinicalFigures,
});
export type ClinicalReport = z.input<typeof clinicalReport>;
