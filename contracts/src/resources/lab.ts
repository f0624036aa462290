// Lab tests and imaging (/admin/xet-nghiem, /admin/chan-doan-hinh-anh) and the lab catalogue
// (/admin/danh-muc-xet-nghiem). The catalogue's tests (chỉ số) each belong to a panel, which is a price-list service
// of the lab kind (XET_NGHIEM): ordering the service orders every test of the panel. Orders are the visit's order
// lines (chidinh, contracts/src/care.ts) of the lab or imaging kind; each kind has its own API under its own page's
// grants, so a technician's role is made from those grants alone (docs/permissions.md). One clinic's data.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { defineStates } from '../moves';
import { orderStates, type OrderState } from '../care';
import { labFlags, labNumber, labRange, LAB_RANGES_MAX } from '../lab';
import { defineResource, queryBoolean, queryOptional } from '../resource';
import { calendarDay, requiredText } from '../validation/rules';

const m = (key: string) => ({ error: `validation.${key}` });

// The catalogue ------------------------------------------------------------------------------------------------

export const labTestRow = z.object({
  _id: uuid,
  phongkham_id: uuid,
  /** The panel: a price-list service of the lab kind. */
  dichvu_id: uuid,
  dichvu_ten: z.string(),
  /** A short code printed on the sheet ("GLU", "HDL-C"); unique in the clinic's catalogue. */
  ma: z.string(),
  ten: z.string(),
  ten_en: z.string().nullable(),
  /** The unit values are entered in ("mmol/L", "g/L", "%"). */
  donvi: z.string().nullable(),
  thutu: z.number().int(),
  hoatdong: z.boolean(),
  khoang: z.array(labRange),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type LabTestRow = z.input<typeof labTestRow>;

const testCode = requiredText
  .pipe(z.string().max(20, m('catalogueCodeInvalid')))
  .transform((text) => text.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9_.%#-]*$/, m('catalogueCodeInvalid')));

export const labTestInput = z.object({
  dichvu_id: uuid.nullable().refine((value) => value !== null, m('requiredSelect')),
  ma: testCode,
  ten: requiredText.pipe(z.string().max(150)),
  ten_en: z.string().trim().max(150).nullable().optional(),
  donvi: z.string().trim().max(30).nullable().optional(),
  thutu: z.number(m('number')).int(m('number')).min(0).max(100_000).optional(),
  hoatdong: z.boolean().optional(),
  khoang: z.array(labRange).max(LAB_RANGES_MAX).optional(),
  /** Only the installation's owner chooses; staff's tests belong to their own clinic. */
  phongkham_id: uuid.optional(),
});
export type LabTestInput = z.input<typeof labTestInput>;

export const labTestResource = defineResource({
  key: 'labCatalogue',
  table: 'chisoxetnghiem',
  api: '/api/chisoxetnghiem',
  urls: ['/danh-muc-xet-nghiem'],
  item: labTestRow,
  detail: labTestRow,
  create: labTestInput,
  update: labTestInput,
  // `bo` orders by the panel's place in the price list, so each panel's tests stay together.
  sortFields: ['bo', 'thutu', 'ma', 'ten', 'updatedAt'],
  defaultSort: 'bo,thutu',
  filters: { dichvu_id: queryOptional(uuid), hoatdong: queryBoolean },
  publicContent: false,
  clinicScoped: 'phongkham_id',
});

/** GET /api/chisoxetnghiem/bo: the clinic's lab-kind services, the panels a test may belong to. */
export const labPanel = z.object({ _id: uuid, tendichvu: z.string(), tendichvu_en: z.string().nullable() });
export type LabPanel = z.input<typeof labPanel>;

// Orders -------------------------------------------------------------------------------------------------------

/** The kinds of order line these pages carry, each with its page (role-menu url) and API. */
export const orderKinds = ['XET_NGHIEM', 'CHAN_DOAN_HINH_ANH'] as const;
export type OrderKind = (typeof orderKinds)[number];

/** The most services one order asks for. */
export const ORDER_SERVICES_MAX = 20;

/** POST /api/xetnghiem (or /api/chandoanhinhanh): the doctor orders price-list services of that kind for a visit. */
export const orderInput = z.object({
  luotkham_id: uuid,
  dichvu_ids: z.array(uuid).min(1, m('requiredArray')).max(ORDER_SERVICES_MAX),
  ghichu: z.string().trim().max(500).nullable().optional(),
});
export type OrderInput = z.input<typeof orderInput>;

/** The steps staff take on an order line (POST …/:id/trangthai); entering the result is its own route. */
export const orderActions = ['THUC_HIEN', 'DUYET', 'HUY'] as const;
export type OrderAction = (typeof orderActions)[number];

/** Each step: the states it starts from and the state it leads to. Anything else is refused (409). */
export const orderMoves: Record<OrderAction | 'KET_QUA', { from: readonly OrderState[]; to: OrderState }> = {
  /** The sample is taken, or the examination performed. */
  THUC_HIEN: { from: ['CHI_DINH'], to: 'DA_THUC_HIEN' },
  /** The result entered, or corrected before it is verified. */
  KET_QUA: { from: ['DA_THUC_HIEN', 'CO_KET_QUA'], to: 'CO_KET_QUA' },
  /** Verified: final, read-only, back to the doctor. */
  DUYET: { from: ['CO_KET_QUA'], to: 'DA_DUYET' },
  HUY: { from: ['CHI_DINH', 'DA_THUC_HIEN'], to: 'HUY' },
};

export const orderActionInput = z.object({ hanhdong: z.enum(orderActions, m('requiredSelect')) });

/**
 * The steps staff take on a line, declared for the kit (POST …/:id/trangthai, the body's `hanhdong` naming the
 * step) and for the screens (`movesFor`). Entering the result (KET_QUA) is the result entry's own move, not a step.
 */
export const orderSteps = defineStates({
  field: 'trangthai',
  states: orderStates,
  by: 'hanhdong',
  conflict: 'errors.orderTransition',
  moves: { THUC_HIEN: orderMoves.THUC_HIEN, DUYET: orderMoves.DUYET, HUY: orderMoves.HUY },
  body: orderActionInput,
});

/** One test's value in a lab result (null: not measured). */
export const labValueInput = z.object({ chiso_id: uuid, giatri: labNumber.nullable() });

/** PUT /api/xetnghiem/:id/ketqua: the values of the panel's tests, and a remark. */
export const labResultInput = z.object({
  giatri: z.array(labValueInput).min(1, m('requiredArray')).max(100),
  ketluan: z.string().trim().max(2000).nullable().optional(),
});
export type LabResultInput = z.input<typeof labResultInput>;

/** The most pictures one imaging result holds. */
export const IMAGING_PICTURES_MAX = 12;

/** PUT /api/chandoanhinhanh/:id/ketqua: the report (findings and conclusion) and the uploaded pictures. */
export const imagingResultInput = z.object({
  mota: z.string().trim().max(10_000).nullable().optional(),
  ketluan: requiredText.pipe(z.string().max(2000)),
  hinhanh_ids: z.array(uuid).max(IMAGING_PICTURES_MAX).optional(),
});
export type ImagingResultInput = z.input<typeof imagingResultInput>;

/** One order line as a worklist shows it: the service, its state and times, the patient and the visit. */
export const orderRow = z.object({
  _id: uuid,
  phongkham_id: uuid,
  luotkham_id: uuid,
  dichvu_id: uuid,
  tendichvu: z.string(),
  loai: z.enum(orderKinds),
  trangthai: z.enum(orderStates),
  ghichu: z.string().nullable(),
  ngay: z.string(),
  sothutu: z.number().int(),
  phong_ten: z.string(),
  benhnhan_id: uuid,
  benhnhan_ma: z.string(),
  benhnhan_hoten: z.string(),
  benhnhan_ngaysinh: z.string().nullable(),
  benhnhan_gioitinh: z.string().nullable(),
  /** Who ordered it. */
  chidinh_hoten: z.string().nullable(),
  /** A lab result holds a value outside its range. */
  batthuong: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type OrderRow = z.input<typeof orderRow>;

/** One test of a lab result: the value with the unit and range that applied to this patient, and its flag. */
export const labValue = z.object({
  chiso_id: uuid,
  ma: z.string(),
  ten: z.string(),
  ten_en: z.string().nullable(),
  donvi: z.string().nullable(),
  /** The range chosen for the patient's sex and age; null when the test has none for them. */
  khoang: labRange.nullable(),
  giatri: z.number().nullable(),
  co: z.enum(labFlags).nullable(),
});
export type LabValue = z.input<typeof labValue>;

export const resultPicture = z.object({ _id: uuid, url: z.string() });

/** One order line with its result: lab values per test (the panel's, filled or not) or the imaging report. */
export const orderRecord = orderRow.extend({
  /** The visit's clinic as its record names it: the sheet's header, like every printout's. */
  phongkham_ten: z.string(),
  phongkham_diachi: z.string(),
  phongkham_dienthoai: z.string(),
  chiso: z.array(labValue),
  mota: z.string().nullable(),
  ketluan: z.string().nullable(),
  hinhanh: z.array(resultPicture),
  thuchien_luc: timestamp.nullable(),
  nhap_luc: timestamp.nullable(),
  nguoinhap_hoten: z.string().nullable(),
  duyet_luc: timestamp.nullable(),
  nguoiduyet_hoten: z.string().nullable(),
});
export type OrderRecord = z.input<typeof orderRecord>;

/** A lab or imaging line as the patient's chart shows it: the service, its state, the values with flags or the report. */
export const chartResult = orderRecord.pick({
  _id: true,
  tendichvu: true,
  loai: true,
  trangthai: true,
  batthuong: true,
  chiso: true,
  ketluan: true,
});
export type ChartResult = z.input<typeof chartResult>;

const orderFilters = {
  ngay: queryOptional(calendarDay),
  trangthai: queryOptional(z.enum(orderStates)),
  luotkham_id: queryOptional(uuid),
  benhnhan_id: queryOptional(uuid),
};

const orderResource = (key: string, api: string, url: string) =>
  defineResource({
    key,
    table: 'chidinh',
    api,
    urls: [url],
    item: orderRow,
    detail: orderRecord,
    // Ordering, the steps and the result have routes of their own; the kit serves the reads.
    create: z.object({}),
    update: z.object({}),
    sortFields: ['createdAt', 'trangthai'],
    defaultSort: 'createdAt',
    filters: orderFilters,
    publicContent: false,
    clinicScoped: 'phongkham_id',
    // Who read which order is kept, never its result.
    auditRead: true,
  });

export const labOrderResource = orderResource('labTests', '/api/xetnghiem', '/xet-nghiem');
export const imagingOrderResource = orderResource('imaging', '/api/chandoanhinhanh', '/chan-doan-hinh-anh');

/** Each kind's resource. */
export const orderResources: Record<OrderKind, typeof labOrderResource> = {
  XET_NGHIEM: labOrderResource,
  CHAN_DOAN_HINH_ANH: imagingOrderResource,
};

/** GET /api/ketqua?luotkham_id=: a visit's orders with their results, for the doctor (each kind needs its grant). */
export const visitResultsApi = '/api/ketqua';
export const visitResultsQuery = z.object({ luotkham_id: uuid });
/** The pages whose view grant reads a visit's results: the two result pages and the doctor's examination. */
export const visitResultsUrls = ['/xet-nghiem', '/chan-doan-hinh-anh', '/kham-benh'] as const;

/** The live event every order change publishes (to staff who may view the kind's page), with no patient data. */
export const ORDER_EVENT = 'chidinh.capnhat';
