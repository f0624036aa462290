// Prescriptions (/admin/don-thuoc, /api/donthuoc): a visit's outpatient prescription written by its doctor
// (Circular 26/2025/TT-BYT, docs/decisions/0029). The doctor opens it from the visit (POST with the visit's id answers
// the visit's draft, or makes one), fills its lines, signs it (read-only from then on) and prints it; what it
// records and the rules on its fields are in ../prescriptions.ts. One clinic's data; a doctor without ALL on
// /kham-benh works on their own visits only.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { defineStates } from '../moves';
import { prescribedQuantity, prescriptionKinds, prescriptionStates, type PrescriptionWarning } from '../prescriptions';
import { defineResource, queryOptional } from '../resource';
import { calendarDay, requiredText } from '../validation/rules';
import { drugClasses, drugIngredient, drugRoutes } from './drugs';
import { citizenId, genders } from './patients';

const m = (key: string) => ({ error: `validation.${key}` });
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** The most lines one prescription holds. */
export const PRESCRIPTION_LINES_MAX = 30;

/**
 * One line as the doctor writes it. The quantity is computed (dose × times a day × days, rounded up); the doctor may
 * raise it (a whole box) but never lower it below what the directions use.
 */
export const prescriptionLineInput = z
  .object({
    thuoc_id: uuid,
    lieu_moilan: z.number(m('number')).positive(m('number')).max(1000),
    solan_ngay: z.number(m('number')).int(m('number')).min(1).max(24),
    songay: z.number(m('number')).int(m('number')).min(1).max(180),
    soluong: z.number(m('number')).int(m('number')).min(1).max(100_000).nullable().optional(),
    cachdung: optionalText(300),
  })
  .refine(
    (line) =>
      line.soluong == null || line.soluong >= prescribedQuantity(line.lieu_moilan, line.solan_ngay, line.songay),
    { ...m('quantityBelowDose'), path: ['soluong'] },
  );
export type PrescriptionLineInput = z.input<typeof prescriptionLineInput>;

/** PUT /api/donthuoc/:id: the draft's advice, follow-up, a young child's fields and its lines (all of them). */
export const prescriptionInput = z.object({
  loidan: optionalText(2000),
  ngaytaikham: calendarDay.nullable().optional(),
  cannang: z.number(m('number')).positive(m('number')).max(300).nullable().optional(),
  nguoigiamho: optionalText(150),
  chitiet: z.array(prescriptionLineInput).max(PRESCRIPTION_LINES_MAX),
});
export type PrescriptionInput = z.input<typeof prescriptionInput>;

/** A foreign patient's passport number: letters and digits, as printed on the passport. */
export const passportNumber = z
  .string(m('passportInvalid'))
  .trim()
  .transform((text) => text.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{6,15}$/, m('passportInvalid')));

/**
 * PUT /api/donthuoc/:id/benhnhan: the identity fields signing needs, completed by the prescribing doctor from the
 * draft (docs/decisions/0042). The citizen id, birth date and sex go on the patient's record and only where it has
 * none (a recorded value is reception's to correct); the passport number of a foreign patient goes on the
 * prescription. A field left out is unchanged.
 */
export const prescriptionIdentityInput = z.object({
  cccd: citizenId.nullable().optional(),
  ngaysinh: calendarDay.nullable().optional(),
  gioitinh: z.enum(genders, m('requiredSelect')).nullable().optional(),
  hochieu: passportNumber.nullable().optional(),
});
export type PrescriptionIdentityInput = z.input<typeof prescriptionIdentityInput>;

/** POST /api/donthuoc/:id/huy: why the prescription is voided (kept, shown and printed with the VOID mark). */
export const prescriptionVoidInput = z.object({ lydohuy: requiredText.pipe(z.string().max(500)) });
export type PrescriptionVoidInput = z.input<typeof prescriptionVoidInput>;

/** POST /api/donthuoc: the visit whose prescription to open (its draft, or a new one). */
export const prescriptionCreate = z.object({ luotkham_id: uuid });

export const prescriptionRow = z.object({
  _id: uuid,
  phongkham_id: uuid,
  luotkham_id: uuid,
  benhnhan_id: uuid,
  benhnhan_ma: z.string(),
  benhnhan_hoten: z.string(),
  ngay: z.string(),
  madonthuoc: z.string(),
  loaidon: z.enum(prescriptionKinds),
  trangthai: z.enum(prescriptionStates),
  bacsi_hoten: z.string().nullable(),
  kyluc: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type PrescriptionRow = z.input<typeof prescriptionRow>;

export const prescriptionLine = z.object({
  _id: uuid,
  thuoc_id: uuid,
  /** As prescribed: "Amlodipin 5 mg (Amlodac)". */
  tenthuoc: z.string(),
  donvitinh: z.string(),
  thanhphan: z.array(drugIngredient),
  loaithuoc: z.enum(drugClasses),
  /** The catalogue drug's form and route (read from the catalogue: the line does not copy them). */
  dangbaoche: z.string(),
  duongdung: z.enum(drugRoutes),
  lieu_moilan: z.number(),
  solan_ngay: z.number().int(),
  songay: z.number().int(),
  soluong: z.number().int(),
  cachdung: z.string().nullable(),
  /**
   * What the clinic's pharmacy handed out of the line, per batch (batch number, expiry, units): the print states it
   * as the dispensary's record, and the units not handed out as bought elsewhere (docs/decisions/0058).
   */
  daphat: z.array(z.object({ solo: z.string(), handung: z.string(), soluong: z.number().int() })).optional(),
});
export type PrescriptionLine = z.input<typeof prescriptionLine>;

export const prescriptionWarning = z.union([
  z.object({ loai: z.literal('DI_UNG'), thuoc_id: uuid, tenthuoc: z.string(), diung: z.string() }),
  z.object({ loai: z.literal('TRUNG_HOAT_CHAT'), hoatchat: z.string(), thuoc_ids: z.array(uuid) }),
  z.object({
    loai: z.literal('DUONG_DUNG'),
    thutu: z.number().int(),
    tenthuoc: z.string(),
    duongdung: z.enum(drugRoutes),
    cachdung_duongdung: z.enum(drugRoutes),
  }),
]) satisfies z.ZodType<PrescriptionWarning>;

/**
 * POST /api/donthuoc/:id/ky: signing refuses (409 on the line's directions) a line whose directions name another
 * route than the drug's, until the doctor confirms them as written (docs/decisions/0042).
 */
export const prescriptionSignBody = z.object({ xacnhan_duongdung: z.boolean().optional() });
export type PrescriptionSignBody = z.output<typeof prescriptionSignBody>;
export const prescriptionSignInput = prescriptionSignBody.optional().default({});
export type PrescriptionSignInput = z.input<typeof prescriptionSignInput>;

/**
 * A prescription's states and the doctor's moves between them, each on its own route: signing a draft
 * (POST …/:id/ky) and voiding a draft or a signed one with a reason (POST …/:id/huy). A reissue makes a new draft
 * and saving edits one: neither moves a state.
 */
export const prescriptionMoves = defineStates({
  field: 'trangthai',
  states: prescriptionStates,
  by: 'trangthai',
  conflict: 'errors.prescriptionState',
  moves: {
    KY: { from: ['NHAP'], to: 'DA_KY', path: 'ky', body: prescriptionSignBody },
    HUY: { from: ['NHAP', 'DA_KY'], to: 'HUY', path: 'huy', body: prescriptionVoidInput },
  },
});

export const prescriptionRecord = prescriptionRow.extend({
  benhnhan_ngaysinh: z.string().nullable(),
  benhnhan_gioitinh: z.string().nullable(),
  benhnhan_diachi: z.string().nullable(),
  /** The allergies recorded on the patient (the warnings compare the lines with them). */
  diung: z.string().nullable(),
  /** A draft shows the patient's citizen id as recorded now; a signed or voided prescription the one it stated. */
  cccd: z.string().nullable(),
  hochieu: z.string().nullable(),
  /** Why it was voided, and when. */
  lydohuy: z.string().nullable(),
  huyluc: timestamp.nullable(),
  /** The voided prescription this one reissues, and the reissue of this one: each way, its id and code. */
  caplaitu_id: uuid.nullable(),
  caplaitu_ma: z.string().nullable(),
  caplai_id: uuid.nullable(),
  caplai_ma: z.string().nullable(),
  /** As the visit record named them at signing: the Ministry's name, and WHO's English title where there is one. */
  chandoan: z.array(
    z.object({
      ma: z.string(),
      ten: z.string().nullable(),
      ten_en: z.string().nullable().optional(),
      chinh: z.boolean(),
    }),
  ),
  chandoan_ghichu: z.string().nullable(),
  loidan: z.string().nullable(),
  ngaytaikham: z.string().nullable(),
  /** A child under 72 months on the visit's day: age in months, weight and the accompanying adult are recorded. */
  treem: z.boolean(),
  tuoi_thang: z.number().int().nullable(),
  cannang: z.number().nullable(),
  nguoigiamho: z.string().nullable(),
  bacsi_sochungchi: z.string().nullable(),
  nguoiky_hoten: z.string().nullable(),
  phongkham_ten: z.string(),
  phongkham_diachi: z.string(),
  phongkham_dienthoai: z.string(),
  chitiet: z.array(prescriptionLine),
  canhbao: z.array(prescriptionWarning),
});
export type PrescriptionRecord = z.input<typeof prescriptionRecord>;

export const prescriptionResource = defineResource({
  key: 'prescriptions',
  table: 'donthuoc',
  api: '/api/donthuoc',
  urls: ['/don-thuoc'],
  item: prescriptionRow,
  detail: prescriptionRecord,
  // Opening from a visit, saving the draft, signing and cancelling have routes of their own.
  create: prescriptionCreate,
  update: prescriptionInput,
  sortFields: ['createdAt', 'updatedAt'],
  defaultSort: '-createdAt',
  filters: {
    luotkham_id: queryOptional(uuid),
    benhnhan_id: queryOptional(uuid),
    trangthai: queryOptional(z.enum(prescriptionStates)),
  },
  publicContent: false,
  clinicScoped: 'phongkham_id',
  // Who read which prescription is kept, never what it said.
  auditRead: true,
});

/** A visit's prescription as the patient's chart shows it: its code, state and the drugs written. */
export const chartPrescription = z.object({
  _id: uuid,
  madonthuoc: z.string(),
  trangthai: z.enum(prescriptionStates),
  thuoc: z.array(z.object({ tenthuoc: z.string(), soluong: z.number().int(), donvitinh: z.string() })),
});
export type ChartPrescription = z.input<typeof chartPrescription>;
