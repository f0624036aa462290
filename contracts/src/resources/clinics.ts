// Clinics (phòng khám) as a back-office resource: name, operating licence, the address on the 2025 units (the
// address picker's three fields), contacts, weekly opening hours (child rows, the same rules as a doctor's week),
// the map pin and whether it is active. Each row is its own clinic: a clinic-scoped reader sees the row whose
// `_id` is their clinic.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { dong } from '../money';
import { defineResource, queryBoolean, queryOptional } from '../resource';
import { email, pastDay, requiredText } from '../validation/rules';
import { addressFields } from './addresses';
import { doctorSchedule } from './doctors';

const m = (key: string) => ({ error: `validation.${key}` });
const nullableText = z.string().nullable();

/** A clinic's week: sessions by weekday (07:00–11:30, 13:30–17:00), as a doctor's week is written. */
export const clinicHours = doctorSchedule;

const coordinate = (limit: number, message: string) =>
  z.number(m(message)).min(-limit, m(message)).max(limit, m(message)).nullable().optional();

/** A clinic's phone as people write it ("028 3923 4567"): digits, spaces, dots, dashes, a leading +. */
const clinicPhone = requiredText.pipe(
  z
    .string()
    .max(20)
    .regex(/^\+?[\d .-]{8,20}$/, m('phoneInvalid')),
);

export const clinicItem = z.object({
  _id: uuid,
  ten: z.string(),
  sogiayphep: nullableText,
  ngaycapphep: nullableText,
  /** The national e-prescription system's code for the facility: the first 5 characters of every prescription code. */
  malienthong: nullableText,
  tinh_ma: nullableText,
  xa_ma: nullableText,
  diachi: z.string(),
  /** The whole address as people read it, written by the server from the three address fields. */
  diachi_day: z.string(),
  dienthoai: z.string(),
  email: nullableText,
  kichhoat: z.boolean(),
  updatedAt: timestamp,
});
export type ClinicItem = z.input<typeof clinicItem>;

/**
 * The account a bill's VietQR code pays into (the bank's 6-digit NAPAS BIN, the account and its holder) and the
 * amounts above which a discount, a refund or a shift's cash difference needs an approver (null: never).
 */
const moneySettings = {
  nganhang_bin: nullableText,
  sotaikhoan: nullableText,
  tentaikhoan: nullableText,
  nguong_giamgia: z.number().nullable(),
  nguong_hoantien: z.number().nullable(),
  nguong_chenhlech: z.number().nullable(),
};

export const clinicDetail = clinicItem.extend({
  ...moneySettings,
  vido: z.number().nullable(),
  kinhdo: z.number().nullable(),
  giomocua: z.array(
    z.object({
      thu: z.number().int(),
      batdau: z.string(),
      ketthuc: z.string(),
      ghichu: nullableText,
      ghichu_en: nullableText,
    }),
  ),
  createdAt: timestamp,
});
export type ClinicDetail = z.input<typeof clinicDetail>;

export const clinicInput = z.object({
  ten: requiredText.pipe(z.string().max(200)),
  sogiayphep: z.string().trim().max(50).nullable().optional(),
  ngaycapphep: pastDay.nullable().optional(),
  malienthong: z
    .string()
    .trim()
    .max(5, m('facilityCodeInvalid'))
    .transform((code) => code.toUpperCase())
    .pipe(z.string().regex(/^$|^[A-Z0-9]{5}$/, m('facilityCodeInvalid')))
    .nullable()
    .optional(),
  ...addressFields,
  dienthoai: clinicPhone,
  email: email.max(200).nullable().optional(),
  vido: coordinate(90, 'latitudeRange'),
  kinhdo: coordinate(180, 'longitudeRange'),
  kichhoat: z.boolean(),
  /** The whole week; left out, the stored week stays as it is. */
  giomocua: clinicHours.optional(),
  nganhang_bin: z
    .string()
    .trim()
    .pipe(z.string().regex(/^$|^\d{6}$/, m('bankBinInvalid')))
    .transform((bin) => bin || null)
    .nullable()
    .optional(),
  sotaikhoan: z
    .string()
    .trim()
    .transform((account) => account.replace(/[\s.-]/g, ''))
    .pipe(z.string().regex(/^$|^[0-9A-Za-z]{4,19}$/, m('bankAccountInvalid')))
    .transform((account) => account || null)
    .nullable()
    .optional(),
  tentaikhoan: z.string().trim().max(100).nullable().optional(),
  nguong_giamgia: dong.nullable().optional(),
  nguong_hoantien: dong.nullable().optional(),
  nguong_chenhlech: dong.nullable().optional(),
});
export type ClinicInput = z.input<typeof clinicInput>;

/** A bank that takes VietQR transfers, for the clinic form's choice of bank: its NAPAS BIN and its names. */
export const bankItem = z.object({
  bin: z.string(),
  /** The bank's full Vietnamese name (Ngân hàng TMCP Ngoại Thương Việt Nam). */
  ten: z.string(),
  /** The name people call it by (Vietcombank). */
  tenviettat: z.string(),
});
export type BankItem = z.input<typeof bankItem>;
/** The banks, by short name; read under the clinics grant. */
export const banksPath = '/api/nganhang';

export const clinicResource = defineResource({
  key: 'clinics',
  table: 'phongkham',
  api: '/api/phongkham',
  urls: ['/quan-ly-phong-kham'],
  item: clinicItem,
  detail: clinicDetail,
  create: clinicInput,
  update: clinicInput,
  sortFields: ['ten', 'createdAt', 'updatedAt'],
  defaultSort: 'ten',
  filters: { kichhoat: queryBoolean, tinh: queryOptional(z.string().regex(/^\d{2}$/)) },
  publicContent: true,
  // Each row is a clinic: its staff see and change only their own, the owner every one.
  clinicScoped: '_id',
});
