// Examination (khám bệnh, /admin/kham-benh): the ICD-10 catalogue the doctor codes diagnoses with, and the visit
// record (khambenh), one per visit: vital signs with their plausible bounds and reference ranges, history,
// findings, diagnoses (ICD-10 codes with free text beside), conclusion, advice and follow-up; signed by the doctor,
// then read-only, corrected only by addenda (Circular 13/2025/TT-BYT on electronic medical records).
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { visitStates } from '../care';
import { defineResource, queryOptional } from '../resource';
import { chartResult } from './lab';
import { chartPrescription } from './prescriptions';
import { visitOrderLine, visitRow } from './reception';
import { calendarDay } from '../validation/rules';
import {
  bandFlag,
  recordPatient,
  vitalRange,
  type RangedVital,
  type RecordPatient,
  type VitalFlag,
} from '../vital-ranges';

export * from '../vital-ranges';

const m = (key: string) => ({ error: `validation.${key}` });

/* ---------------------------------------------------------------- ICD-10 */

export const icd10Path = '/api/icd10';
export const ICD10_QUERY_MAX = 100;
export const ICD10_LIMIT_DEFAULT = 20;
export const ICD10_LIMIT_MAX = 50;
/** An ICD-10 code as printed: a letter, two digits, and after a dot one or two characters (`I10`, `M01.00`). */
export const icd10CodePattern = /^[A-Z][0-9]{2}(\.[0-9A-Z]{1,2})?$/;
export const icd10Code = z
  .string(m('requiredText'))
  .trim()
  .toUpperCase()
  .max(8, m('icd10Code'))
  .regex(icd10CodePattern, m('icd10Code'));

export const icd10Query = z.object({
  q: z.string(m('requiredText')).trim().min(1, m('requiredText')).max(ICD10_QUERY_MAX),
  limit: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(ICD10_LIMIT_MAX).default(ICD10_LIMIT_DEFAULT),
  ),
});

export const icd10Item = z.object({
  ma: z.string(),
  ten: z.string(),
  ten_en: z.string().nullable(),
  chuong: z.string(),
  nhom: z.string().nullable(),
});
export type Icd10Item = z.input<typeof icd10Item>;

/**
 * Text compared without case, Vietnamese diacritics or punctuation: "Tăng huyết áp" and "tang huyet ap" meet. The
 * server indexes the catalogue with it and the select highlights with it.
 */
export function searchFold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, ' ')
    .trim();
}

/* ---------------------------------------------------------------- Vital signs */

export const vitalFields = [
  'mach',
  'nhiptho',
  'huyetap_tamthu',
  'huyetap_tamtruong',
  'nhietdo',
  'spo2',
  'cannang',
  'chieucao',
] as const;
export type VitalField = (typeof vitalFields)[number];

interface VitalRule {
  /** What a measurement can plausibly be: outside is a typing mistake, refused (400). */
  bounds: readonly [number, number];
  /** Whether it has a reference range (vital-ranges.ts, by age and sex): weight and height have none. */
  ranged: boolean;
  /** Decimals kept: 0 for whole numbers. */
  decimals: number;
}

/**
 * The one rule for vital signs, used by the API's validation, the flags it answers and the form. Reference ranges
 * depend on the patient's age and sex (`vitalRange`): the flags are a prompt to look, not a diagnosis.
 */
export const vitalRules: Record<VitalField, VitalRule> = {
  mach: { bounds: [20, 250], ranged: true, decimals: 0 }, // beats per minute
  nhiptho: { bounds: [4, 120], ranged: true, decimals: 0 }, // breaths per minute
  huyetap_tamthu: { bounds: [40, 300], ranged: true, decimals: 0 }, // mmHg
  huyetap_tamtruong: { bounds: [20, 200], ranged: true, decimals: 0 }, // mmHg
  nhietdo: { bounds: [30, 45], ranged: true, decimals: 1 }, // °C
  spo2: { bounds: [50, 100], ranged: true, decimals: 0 }, // %
  cannang: { bounds: [0.3, 400], ranged: false, decimals: 1 }, // kg
  chieucao: { bounds: [20, 260], ranged: false, decimals: 0 }, // cm
};

/** BMI from weight (kg) and height (cm), one decimal; null unless both are given. */
export function bodyMassIndex(cannang: number | null | undefined, chieucao: number | null | undefined) {
  if (!cannang || !chieucao) return null;
  // kg·10⁵/cm² is BMI×10 without the binary rounding of metres (80 kg, 160 cm: 31.25 rounds to 31.3).
  return Math.round((cannang * 100_000) / (chieucao * chieucao)) / 10;
}

export const vitalFlagValues = ['THAP', 'CAO'] as const;
export type VitalFlags = Partial<Record<VitalField | 'bmi', VitalFlag>>;

/**
 * Each measured value outside the range for the patient, low or high (BMI included when weight and height are
 * given). Takes a record's own fields: the vital signs, the patient's birth date and sex, the visit's day. The BMI
 * is judged as shown, at one decimal, so the flag and the shown value agree (23.03 shows 23.0 and is high).
 */
export function vitalFlags(record: Partial<Record<VitalField, number | null | undefined>> & RecordPatient): VitalFlags {
  const patient = recordPatient(record);
  const flags: VitalFlags = {};
  for (const field of vitalFields) {
    const value = record[field];
    if (value === null || value === undefined || !vitalRules[field].ranged) continue;
    const flag = bandFlag(value, vitalRange(field as RangedVital, patient));
    if (flag) flags[field] = flag;
  }
  const bmi = bodyMassIndex(record.cannang, record.chieucao);
  const flag = bmi === null ? null : bandFlag(bmi, vitalRange('bmi', patient));
  if (flag) flags.bmi = flag;
  return flags;
}

const vital = (field: VitalField) => {
  const { bounds, decimals } = vitalRules[field];
  const number = z
    .number()
    .min(bounds[0])
    .max(bounds[1])
    .transform((value) => Math.round(value * 10 ** decimals) / 10 ** decimals);
  return number.nullable().optional();
};

/* ---------------------------------------------------------------- The visit record */

export const EXAM_TEXT_MAX = 4000;
export const EXAM_SHORT_MAX = 1000;
export const SECONDARY_DIAGNOSES_MAX = 10;
export const ADDENDUM_MAX = 4000;

const text = (max: number) => z.string().trim().max(max).nullable().optional();

/** PUT /api/khambenh/:id: what the doctor writes while the record is not signed. */
export const examinationInput = z
  .object({
    mach: vital('mach'),
    nhiptho: vital('nhiptho'),
    huyetap_tamthu: vital('huyetap_tamthu'),
    huyetap_tamtruong: vital('huyetap_tamtruong'),
    nhietdo: vital('nhietdo'),
    spo2: vital('spo2'),
    cannang: vital('cannang'),
    chieucao: vital('chieucao'),
    lydo: text(EXAM_SHORT_MAX),
    tiensu: text(EXAM_TEXT_MAX),
    khamthucthe: text(EXAM_TEXT_MAX),
    chandoan_chinh: icd10Code.nullable().optional(),
    chandoan_phu: z.array(icd10Code).max(SECONDARY_DIAGNOSES_MAX).optional(),
    /** Diagnoses in words, beside or instead of the codes. */
    chandoan_ghichu: text(EXAM_SHORT_MAX),
    ketluan: text(EXAM_TEXT_MAX),
    loidan: text(EXAM_TEXT_MAX),
    ngaytaikham: calendarDay.nullable().optional(),
  })
  .superRefine((body, context) => {
    const systolic = body.huyetap_tamthu ?? null;
    const diastolic = body.huyetap_tamtruong ?? null;
    if ((systolic === null) !== (diastolic === null)) {
      const path = [systolic === null ? 'huyetap_tamthu' : 'huyetap_tamtruong'];
      context.addIssue({ code: 'custom', message: 'validation.bloodPressurePair', path });
    } else if (systolic !== null && diastolic !== null && systolic <= diastolic) {
      context.addIssue({ code: 'custom', message: 'validation.bloodPressureOrder', path: ['huyetap_tamthu'] });
    }
  });
export type ExaminationInput = z.input<typeof examinationInput>;

/** One diagnosis as the record and the chart show it: the code, whether it is the main one, the catalogue's names. */
export const diagnosis = z.object({
  ma: z.string(),
  chinh: z.boolean(),
  ten: z.string().nullable(),
  ten_en: z.string().nullable(),
});
export type Diagnosis = z.input<typeof diagnosis>;

/** A correction written after signing: the original stays as signed. */
export const addendum = z.object({
  _id: uuid,
  noidung: z.string(),
  nhanvien_id: uuid,
  nhanvien_hoten: z.string(),
  createdAt: timestamp,
});
export type Addendum = z.input<typeof addendum>;
export const addendumInput = z.object({
  noidung: z.string(m('requiredText')).trim().min(1, m('requiredText')).max(ADDENDUM_MAX),
});

/** One visit record as the list shows it. */
export const examinationRow = z.object({
  _id: uuid,
  phongkham_id: uuid,
  luotkham_id: uuid,
  benhnhan_id: uuid,
  benhnhan_ma: z.string(),
  benhnhan_hoten: z.string(),
  ngay: z.string(),
  sothutu: z.number().int(),
  phong_ten: z.string(),
  bacsi_id: uuid.nullable(),
  bacsi_hoten: z.string().nullable(),
  luotkham_trangthai: z.enum(visitStates),
  chandoan_chinh: z.string().nullable(),
  chandoan_ghichu: z.string().nullable(),
  kyluc: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ExaminationRow = z.input<typeof examinationRow>;

const nullableNumber = z.number().nullable();

/** One visit record (GET /api/khambenh/:id): the row, every field, BMI and flags computed, diagnoses named, addenda. */
export const examinationRecord = examinationRow.extend({
  benhnhan_ngaysinh: z.string().nullable(),
  benhnhan_gioitinh: z.string().nullable(),
  mach: nullableNumber,
  nhiptho: nullableNumber,
  huyetap_tamthu: nullableNumber,
  huyetap_tamtruong: nullableNumber,
  nhietdo: nullableNumber,
  spo2: nullableNumber,
  cannang: nullableNumber,
  chieucao: nullableNumber,
  bmi: nullableNumber,
  canhbao: z.partialRecord(z.enum([...vitalFields, 'bmi']), z.enum(vitalFlagValues)),
  lydo: z.string().nullable(),
  tiensu: z.string().nullable(),
  khamthucthe: z.string().nullable(),
  chandoan_phu: z.array(z.string()),
  chandoan: z.array(diagnosis),
  ketluan: z.string().nullable(),
  loidan: z.string().nullable(),
  ngaytaikham: z.string().nullable(),
  nguoiky_id: uuid.nullable(),
  nguoiky_hoten: z.string().nullable(),
  bosung: z.array(addendum),
});
export type ExaminationRecord = z.input<typeof examinationRecord>;

export const examinationResource = defineResource({
  key: 'examination',
  table: 'khambenh',
  api: '/api/khambenh',
  urls: ['/kham-benh'],
  item: examinationRow,
  detail: examinationRecord,
  // A record is opened from the worklist (POST /api/khambenh/:luotkham_id/mo), never created bare nor deleted.
  create: z.object({}),
  update: examinationInput,
  sortFields: ['createdAt', 'updatedAt'],
  defaultSort: '-createdAt',
  filters: {
    benhnhan_id: queryOptional(uuid),
    luotkham_id: queryOptional(uuid),
  },
  publicContent: false,
  clinicScoped: 'phongkham_id',
  // Who read which visit record is kept, never what it said.
  auditRead: true,
});

export const chartParams = z.object({ benhnhan_id: uuid.transform((id) => id.toLowerCase()) });

/** GET /api/khambenh/hang-doi: a day's visits the doctor may take, with their record when one was opened. */
export const worklistQuery = z.object({
  phong_id: queryOptional(uuid),
  phongkham_id: queryOptional(uuid),
});
export const worklistRow = visitRow.extend({
  khambenh_id: uuid.nullable(),
  kyluc: timestamp.nullable(),
});
export type WorklistRow = z.input<typeof worklistRow>;

/**
 * One visit on the patient's chart (GET /api/khambenh/benh-an/:benhnhan_id), newest first: the visit, its record's
 * diagnoses and conclusion, its order lines, the results of its lab and imaging lines (abnormal values flagged) and
 * its prescriptions (cancelled ones left out).
 */
export const timelineVisit = z.object({
  luotkham_id: uuid,
  ngay: z.string(),
  sothutu: z.number().int(),
  phong_ten: z.string(),
  bacsi_hoten: z.string().nullable(),
  trangthai: z.enum(visitStates),
  lydo: z.string().nullable(),
  khambenh_id: uuid.nullable(),
  kyluc: timestamp.nullable(),
  chandoan: z.array(diagnosis),
  chandoan_ghichu: z.string().nullable(),
  ketluan: z.string().nullable(),
  ngaytaikham: z.string().nullable(),
  chidinh: z.array(visitOrderLine),
  ketqua: z.array(chartResult),
  donthuoc: z.array(chartPrescription),
});
export type TimelineVisit = z.input<typeof timelineVisit>;
export const patientTimeline = z.object({ benhnhan_id: uuid, luotkham: z.array(timelineVisit) });
export type PatientTimeline = z.input<typeof patientTimeline>;
