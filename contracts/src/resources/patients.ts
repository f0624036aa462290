// The patient register (bệnh nhân, /admin/tai-khoan-benh-nhan): one record per person across everything the clinic
// keeps about them (requests now; visits, prescriptions and bills later). A clinic's own data (clinicScoped). Beside
// the kit's routes: the duplicate check the form calls while typing, the merge of a duplicate into the kept record,
// the chart's linked records, the personal-data export and the anonymisation (Law 91/2025/QH15), and the conversion
// of an inbox request into a patient.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { consentRecord } from '../consent';
import { defineResource, queryOptional } from '../resource';
import { calendarDay, email, normalizePhone, pastDay, patientPhone, requiredText } from '../validation/rules';
import { communeCode, provinceCode, STREET_LINE_MAX } from './addresses';

const m = (key: string) => ({ error: `validation.${key}` });

export const genders = ['NAM', 'NU', 'KHAC'] as const;
export type Gender = (typeof genders)[number];

/** A patient's code: "BN-" and at least six digits, from a database sequence (never two rows one code). */
export const PATIENT_CODE = /^BN-\d{6,}$/;
export const patientCode = (n: number | bigint) => `BN-${String(n).padStart(6, '0')}`;

/** What an anonymised record's name reads (Law 91/2025: erased on request, linked records kept). */
export const ANONYMISED_NAME = 'Đã ẩn danh';

export const PATIENT_NAME_MAX = 100;
export const PATIENT_TEXT_MAX = 2000;

/** A patient's phone as staff type it: separators and +84 tidied, then digits only, any length (the spec's rule). */
export const patientPhoneInput = z
  .string(m('phoneRequired'))
  .transform(normalizePhone)
  .pipe(z.string().min(1, m('phoneRequired')).max(20).pipe(patientPhone));

/** An optional phone (the emergency contact's): the same rule when given. */
const optionalPhone = z
  .string()
  .transform(normalizePhone)
  .pipe(z.string().max(20).pipe(patientPhone))
  .nullable()
  .optional();

/** A citizen identity card number (căn cước công dân): exactly 12 digits. */
export const citizenId = z
  .string(m('citizenIdInvalid'))
  .trim()
  .regex(/^\d{12}$/, m('citizenIdInvalid'));

/**
 * A health-insurance card number (BHYT): two letters and 13 digits on the cards issued until 2025, or the 10-digit
 * social-insurance number that newer cards carry.
 */
export const insuranceNumber = z
  .string(m('insuranceNumberInvalid'))
  .trim()
  .transform((text) => text.toUpperCase())
  .pipe(z.string().regex(/^([A-Z]{2}\d{13}|\d{10})$/, m('insuranceNumberInvalid')));

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const patientItem = z.object({
  _id: uuid,
  phongkham_id: uuid,
  ma: z.string(),
  hoten: z.string(),
  ngaysinh: z.string().nullable(),
  gioitinh: z.enum(genders).nullable(),
  dienthoai: z.string().nullable(),
  email: z.string().nullable(),
  cccd: z.string().nullable(),
  /** When the record was anonymised on request; its personal fields are then empty. */
  andanh_luc: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type PatientItem = z.input<typeof patientItem>;

export const patientDetail = patientItem.extend({
  tinh_ma: z.string().nullable(),
  xa_ma: z.string().nullable(),
  diachi: z.string().nullable(),
  /** The whole address as people read it, written by the server from the three address fields. */
  diachi_day: z.string().nullable(),
  bhyt: z.string().nullable(),
  nghenghiep: z.string().nullable(),
  nguoilienhe: z.string().nullable(),
  dienthoai_lienhe: z.string().nullable(),
  diung: z.string().nullable(),
  ghichu: z.string().nullable(),
  ...consentRecord.shape,
});
export type PatientDetail = z.input<typeof patientDetail>;

export const patientInput = z.object({
  hoten: requiredText.pipe(z.string().max(PATIENT_NAME_MAX)),
  ngaysinh: pastDay.nullable().optional(),
  gioitinh: z.enum(genders, m('requiredSelect')).nullable().optional(),
  dienthoai: patientPhoneInput,
  email: email.nullable().optional(),
  /** The address on the 2025 units, optional: province and commune go together (checked by the server). */
  tinh_ma: provinceCode.nullable().optional(),
  xa_ma: communeCode.nullable().optional(),
  diachi: optionalText(STREET_LINE_MAX),
  cccd: citizenId.nullable().optional(),
  bhyt: insuranceNumber.nullable().optional(),
  nghenghiep: optionalText(100),
  nguoilienhe: optionalText(PATIENT_NAME_MAX),
  dienthoai_lienhe: optionalPhone,
  diung: optionalText(PATIENT_TEXT_MAX),
  ghichu: optionalText(PATIENT_TEXT_MAX),
  /** Only the installation's owner chooses; staff's patients belong to their own clinic. */
  phongkham_id: uuid.optional(),
});
export type PatientInput = z.input<typeof patientInput>;

export const patientResource = defineResource({
  key: 'patientAccounts',
  table: 'benhnhan',
  api: '/api/benhnhan',
  urls: ['/tai-khoan-benh-nhan'],
  item: patientItem,
  detail: patientDetail,
  create: patientInput,
  update: patientInput,
  sortFields: ['ma', 'hoten', 'ngaysinh', 'createdAt', 'updatedAt'],
  defaultSort: '-createdAt',
  filters: { gioitinh: queryOptional(z.enum(genders)) },
  publicContent: false,
  clinicScoped: 'phongkham_id',
  // Personal and health data (Law 91/2025): who read which record and when is kept, naming the record only.
  auditRead: true,
});

// Duplicates -----------------------------------------------------------------------------------------------

/** GET /api/benhnhan/trung-lap: what the form has typed so far; `bo_qua` is the record being edited. */
export const duplicateQuery = z.object({
  hoten: z.string().trim().max(PATIENT_NAME_MAX).optional(),
  ngaysinh: queryOptional(calendarDay),
  dienthoai: z.string().max(30).optional(),
  cccd: z.string().trim().max(20).optional(),
  bo_qua: queryOptional(uuid),
  /** The owner's choice of clinic (staff always check their own). */
  phongkham_id: queryOptional(uuid),
});
export type DuplicateQuery = z.input<typeof duplicateQuery>;

export const duplicateReasons = ['DIENTHOAI', 'CCCD', 'HOTEN_NGAYSINH'] as const;
export type DuplicateReason = (typeof duplicateReasons)[number];

export const duplicateMatch = z.object({
  _id: uuid,
  ma: z.string(),
  hoten: z.string(),
  ngaysinh: z.string().nullable(),
  dienthoai: z.string().nullable(),
  /** Which rules matched. */
  lydo: z.array(z.enum(duplicateReasons)),
});
export type DuplicateMatch = z.input<typeof duplicateMatch>;
export const duplicatesPath = `${patientResource.api}/trung-lap`;

/** POST /api/benhnhan/:id/gop: the duplicate whose everything moves onto this record (which is kept). */
export const mergeInput = z.object({ trunglap_id: uuid });
export type MergeInput = z.input<typeof mergeInput>;
export const mergeResult = z.object({ giulai_id: uuid, gop_id: uuid, soyeucau: z.number().int() });

// The chart (the record page's linked records) -----------------------------------------------------------

export const chartEntry = z.object({
  _id: uuid,
  /** Request type, or null for registrations and applications. */
  loai: z.string().nullable(),
  hoten: z.string(),
  trangthai: z.string(),
  createdAt: timestamp,
});
export type ChartEntry = z.input<typeof chartEntry>;
/** One visit on the chart: the day, the room and number, the state and why the patient came. */
export const chartVisit = z.object({
  _id: uuid,
  ngay: z.string(),
  sothutu: z.number().int(),
  phong_ten: z.string(),
  trangthai: z.string(),
  lydo: z.string().nullable(),
  createdAt: timestamp,
});
export type ChartVisit = z.input<typeof chartVisit>;
export const patientChart = z.object({
  luotkham: z.array(chartVisit),
  yeucau: z.array(chartEntry),
  dangkythanhvien: z.array(chartEntry),
  xetduyethoso: z.array(chartEntry),
});
export type PatientChart = z.input<typeof patientChart>;

// Personal data --------------------------------------------------------------------------------------------

/** GET /api/benhnhan/:id/du-lieu: everything the clinic holds on the person, as a download. */
export const patientExport = z.object({
  xuatluc: timestamp,
  benhnhan: patientDetail,
  lienket: patientChart,
});
export type PatientExport = z.input<typeof patientExport>;

/** POST /api/benhnhan/:id/an-danh: why the record is anonymised (the person's request, its reference). */
export const anonymiseInput = z.object({ lydo: requiredText.pipe(z.string().max(500)) });
export type AnonymiseInput = z.input<typeof anonymiseInput>;

/** POST /api/benhnhan/tu-yeu-cau/:yeucau_id: the patient the request now points at, and whether it is new. */
export const conversionResult = z.object({ benhnhan: patientDetail, moi: z.boolean() });
export type ConversionResult = z.input<typeof conversionResult>;
export const conversionParams = z.object({ yeucau_id: uuid });
