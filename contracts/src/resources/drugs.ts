// The drug catalogue (danh mục thuốc, /admin/danh-muc-thuoc, /api/thuoc): the medicines a doctor prescribes from,
// shared by the installation's clinics (docs/decisions/0029). Each drug names its active ingredients with their
// strengths (thành phần: INN + hàm lượng), its form, unit, route and registration number; its classification
// (loaithuoc) decides the kind of prescription it goes on (Circular 26/2025/TT-BYT).
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { defineResource, queryBoolean, queryOptional } from '../resource';
import { requiredText } from '../validation/rules';

const m = (key: string) => ({ error: `validation.${key}` });

/** Classifications that decide the prescription: ordinary, narcotic, psychotropic (and precursors), traditional. */
export const drugClasses = ['THUONG', 'GAY_NGHIEN', 'HUONG_THAN', 'YHCT'] as const;
export type DrugClass = (typeof drugClasses)[number];

/** Routes of administration, as codes with locale labels (admin.resources.drugCatalogue.routes). */
export const drugRoutes = [
  'UONG',
  'NGAM',
  'TIEM',
  'TIEM_BAP',
  'TIEM_TINH_MACH',
  'BOI',
  'DAN',
  'NHO_MAT',
  'NHO_MUI',
  'NHO_TAI',
  'XIT',
  'HIT',
  'DAT',
  'SUC_MIENG',
] as const;
export type DrugRoute = (typeof drugRoutes)[number];

/** The most active ingredients one drug lists. */
export const DRUG_INGREDIENTS_MAX = 12;

/** One active ingredient: its INN ("Amoxicillin") and strength ("500 mg"). */
export const drugIngredient = z.object({
  hoatchat: requiredText.pipe(z.string().max(150)),
  hamluong: requiredText.pipe(z.string().max(60)),
});
export type DrugIngredient = z.output<typeof drugIngredient>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const drugRow = z.object({
  _id: uuid,
  tenthuoc: z.string(),
  thanhphan: z.array(drugIngredient),
  dangbaoche: z.string(),
  donvitinh: z.string(),
  duongdung: z.enum(drugRoutes),
  sodangky: z.string().nullable(),
  hangsanxuat: z.string().nullable(),
  nuocsanxuat: z.string().nullable(),
  loaithuoc: z.enum(drugClasses),
  /** WHO ATC code, when coded: J01… is an antibiotic to the clinical report (docs/decisions/0065). */
  maatc: z.string().nullable(),
  /** The usual directions the prescription's line starts from ("Uống sau ăn"). */
  cachdung: z.string().nullable(),
  ghichu: z.string().nullable(),
  hoatdong: z.boolean(),
  /**
   * The list only: usable units (smallest unit) in the reader's clinic's pharmacy, expired and held batches counting
   * as none, and the nearest expiry among them (the prescription's picker shows both).
   */
  tonkho: z.number().int().optional(),
  handung_gannhat: z.string().nullable().optional(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type DrugRow = z.input<typeof drugRow>;

export const drugInput = z.object({
  tenthuoc: requiredText.pipe(z.string().max(150)),
  thanhphan: z.array(drugIngredient).min(1, m('requiredArray')).max(DRUG_INGREDIENTS_MAX),
  dangbaoche: requiredText.pipe(z.string().max(80)),
  donvitinh: requiredText.pipe(z.string().max(30)),
  duongdung: z.enum(drugRoutes, m('requiredSelect')),
  /** VD-12345-10, VN-…, QLĐB-…: letters, digits, dashes and slashes. */
  sodangky: z
    .string()
    .trim()
    .max(40)
    .regex(/^$|^[\p{L}0-9][\p{L}0-9/ .-]*$/u, m('drugRegistrationInvalid'))
    .nullable()
    .optional(),
  hangsanxuat: optionalText(150),
  nuocsanxuat: optionalText(80),
  loaithuoc: z.enum(drugClasses, m('requiredSelect')),
  /** A WHO ATC code or its first levels (J01, J01C, J01CR, J01CR02), capitals; empty when not coded. */
  maatc: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^$|^[A-Z][0-9]{2}([A-Z]([A-Z]([0-9]{2})?)?)?$/, m('drugAtcInvalid'))
    .nullable()
    .optional(),
  cachdung: optionalText(300),
  ghichu: optionalText(1000),
  hoatdong: z.boolean().optional(),
});
export type DrugInput = z.input<typeof drugInput>;

export const drugResource = defineResource({
  key: 'drugCatalogue',
  table: 'thuoc',
  api: '/api/thuoc',
  urls: ['/danh-muc-thuoc'],
  item: drugRow,
  detail: drugRow,
  create: drugInput,
  update: drugInput,
  sortFields: ['tenthuoc', 'loaithuoc', 'updatedAt', 'createdAt'],
  defaultSort: 'tenthuoc',
  filters: { loaithuoc: queryOptional(z.enum(drugClasses)), hoatdong: queryBoolean },
  publicContent: false,
});
