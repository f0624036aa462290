// Service packages (gói dịch vụ, /admin/goi-dich-vu, /api/goidichvu): a bundle of price-list services (and products)
// with a number of sessions each, sold at one price and valid for a number of days, such as ten physiotherapy
// sessions or an antenatal course. The catalogue is a kit resource; a package sold to a patient (goibenhnhan) is made
// when the bill line selling it is paid in full, and each covered service then costs a session instead of money.
// docs/decisions/0054-service-packages.md.
import { z } from 'zod';
import { periodQuery } from '../validation/period';
import { timestamp, uuid } from '../api';
import { dong, paymentMethods } from '../money';
import { defineResource, queryBoolean } from '../resource';
import { calendarDay, optionalText, requiredText } from '../validation/rules';

const m = (key: string) => ({ error: `validation.${key}` });
const text = z.string().nullable();

/** What a refund of unused sessions gives back: their share of the price (THEO_TY_LE), or nothing (KHONG). */
export const packageRefundRules = ['THEO_TY_LE', 'KHONG'] as const;
export type PackageRefundRule = (typeof packageRefundRules)[number];

/** A patient's package: in use (HOAT_DONG), or closed by a refund of its unused sessions (DA_HOAN_TIEN). */
export const patientPackageStates = ['HOAT_DONG', 'DA_HOAN_TIEN'] as const;
export type PatientPackageState = (typeof patientPackageStates)[number];

/** The longest validity a package may have: ten years. */
export const PACKAGE_MAX_DAYS = 3650;

const sessions = z
  .number(m('sessionsInvalid'))
  .int(m('sessionsInvalid'))
  .min(1, m('sessionsInvalid'))
  .max(1000, m('sessionsInvalid'));

/** One item of a package: a price-list service or a product, and how many sessions (or pieces) it includes. */
export const packageItemInput = z
  .object({
    dichvu_id: uuid.nullable().optional(),
    sanpham_id: uuid.nullable().optional(),
    soluot: sessions,
  })
  .refine((item) => !!item.dichvu_id !== !!item.sanpham_id, { ...m('packageItemOne'), path: ['dichvu_id'] });
export type PackageItemInput = z.input<typeof packageItemInput>;

/** The key of an item: its service or its product. */
const itemKey = (item: { dichvu_id?: string | null; sanpham_id?: string | null }) =>
  item.dichvu_id ? `dv:${item.dichvu_id}` : `sp:${item.sanpham_id ?? ''}`;

export const servicePackageInput = z
  .object({
    ten: requiredText.pipe(z.string().max(200, m('tooLong'))),
    mota: optionalText(1000),
    /** The package's price in đồng, frozen on the bill line that sells it. */
    giaban: dong,
    /** Clinic days it may be used, counting the day it is paid for. */
    hieuluc_ngay: z
      .number(m('validityInvalid'))
      .int(m('validityInvalid'))
      .min(1, m('validityInvalid'))
      .max(PACKAGE_MAX_DAYS, m('validityInvalid')),
    quytac_hoantien: z.enum(packageRefundRules, m('requiredSelect')),
    /** An inactive package is no longer sold; packages already sold are not touched. */
    hoatdong: z.boolean().optional(),
    dong: z.array(packageItemInput, m('packageItemsRequired')).min(1, m('packageItemsRequired')).max(50),
    /** Only the installation's owner chooses; staff's packages belong to their own clinic. */
    phongkham_id: uuid.optional(),
  })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.dong.forEach((item, index) => {
      const key = itemKey(item);
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['dong', index, 'dichvu_id'],
          message: 'validation.packageItemTwice',
        });
      }
      seen.add(key);
    });
  });
export type ServicePackageInput = z.input<typeof servicePackageInput>;

export const servicePackageRow = z.object({
  _id: uuid,
  phongkham_id: uuid,
  ten: z.string(),
  mota: text,
  giaban: dong,
  hieuluc_ngay: z.number().int(),
  quytac_hoantien: z.enum(packageRefundRules),
  hoatdong: z.boolean(),
  /** The sessions of all its items. */
  tongluot: z.number().int(),
  /** What its items cost one by one at today's prices (the saving the package offers). */
  giale: dong,
  /** How many packages of it patients have bought. */
  daban: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ServicePackageRow = z.input<typeof servicePackageRow>;

/** An item as the record shows it: its name and today's price from the price list or the products. */
export const servicePackageItem = z.object({
  dichvu_id: uuid.nullable(),
  sanpham_id: uuid.nullable(),
  ten: z.string(),
  dongia: dong.nullable(),
  soluot: z.number().int(),
});
export type ServicePackageItem = z.input<typeof servicePackageItem>;

export const servicePackageDetail = servicePackageRow.extend({ dong: z.array(servicePackageItem) });
export type ServicePackageDetail = z.input<typeof servicePackageDetail>;

export const servicePackageResource = defineResource({
  key: 'servicePackages',
  table: 'goidichvu',
  api: '/api/goidichvu',
  urls: ['/goi-dich-vu'],
  item: servicePackageRow,
  detail: servicePackageDetail,
  create: servicePackageInput,
  update: servicePackageInput,
  sortFields: ['ten', 'giaban', 'updatedAt'],
  defaultSort: 'ten',
  filters: { hoatdong: queryBoolean },
  publicContent: false,
  clinicScoped: 'phongkham_id',
});

/** The pages whose holders see a patient's packages (the chart) and pick a package to sell (the bill). */
export const PACKAGE_READERS = ['/goi-dich-vu', '/hoa-don'] as const;

/** One service or product of a patient's package, with the sessions used and left. */
export const patientPackageLine = z.object({
  _id: uuid,
  dichvu_id: uuid.nullable(),
  sanpham_id: uuid.nullable(),
  ten: z.string(),
  soluot: z.number().int(),
  dadung: z.number().int(),
  conlai: z.number().int(),
});
export type PatientPackageLine = z.input<typeof patientPackageLine>;

/** A package a patient bought (GET /api/goidichvu/benhnhan/:id), its sessions, validity and money. */
export const patientPackage = z.object({
  _id: uuid,
  phongkham_id: uuid,
  benhnhan_id: uuid,
  goidichvu_id: uuid,
  ten: z.string(),
  /** What the patient paid for it: the selling line's amount. */
  giatri: dong,
  tongluot: z.number().int(),
  dadung: z.number().int(),
  quytac_hoantien: z.enum(packageRefundRules),
  /** The clinic day it was paid for, and the last clinic day a session may be used. */
  ngaymua: calendarDay,
  hieuluc_den: calendarDay,
  trangthai: z.enum(patientPackageStates),
  /** Past its last day: it covers nothing more. */
  hethan: z.boolean(),
  hoadon_id: uuid,
  hoadon_so: z.string(),
  /** The refund that closed it, if any. */
  hoantien: dong.nullable(),
  phieuchi_id: uuid.nullable(),
  phieuchi_so: text,
  /** What refunding the unused sessions would give back now; null when the package cannot be refunded. */
  hoantien_dukien: dong.nullable(),
  dong: z.array(patientPackageLine),
  createdAt: timestamp,
});
export type PatientPackage = z.input<typeof patientPackage>;

/** POST /api/goidichvu/goibenhnhan/:id/hoantien: refunds the unused sessions (the amount is the server's). */
export const packageRefundInput = z.object({
  lydo: requiredText.pipe(z.string().max(500, m('tooLong'))),
  phuongthuc: z.enum(paymentMethods, m('requiredSelect')).optional(),
});
export type PackageRefundInput = z.input<typeof packageRefundInput>;

/**
 * The value of `used` sessions of a package bought for `amount` with `total` sessions: amount × used / total, rounded
 * once, half up, to the đồng (as percentOf rounds a percentage). Revenue is earned by these steps as sessions are
 * used; a refund gives back the rest (amount − value of the used sessions), so the two always add up to the price.
 */
export function usedValue(amount: number, used: number, total: number): number {
  for (const [name, value] of Object.entries({ amount, used, total })) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer`);
  }
  if (total === 0 || used > total) throw new RangeError(`used (${used}) must be within total (${total})`);
  const twice = amount * used * 2 + total;
  if (!Number.isSafeInteger(twice)) throw new RangeError('amount × used is too large');
  return Math.floor(twice / (total * 2));
}

/** The longest period one revenue reading covers (a year). */
export const PACKAGE_REPORT_MAX_DAYS = 366;

/** GET /api/goidichvu/doanhthu: a period of clinic days; both default to today. */
export const packageRevenueQuery = periodQuery(PACKAGE_REPORT_MAX_DAYS, 'packageReportPeriod', {});
export type PackageRevenueQuery = z.output<typeof packageRevenueQuery>;

/** Money received for packages, kept apart from the revenue earned as their sessions are used. */
const revenueFigures = {
  /** Packages paid for in the period, and what they came to. */
  soban: z.number().int(),
  dathu: dong,
  /** Sessions used in the period, and the revenue they earned. */
  soluot: z.number().int(),
  doanhthu: dong,
  /** Packages whose unused sessions were refunded in the period, and the refunds. */
  sohoan: z.number().int(),
  dahoan: dong,
  /** Packages whose last day fell in the period with sessions unused, and the value of those sessions. */
  sohethan: z.number().int(),
  hethan: dong,
};

export const packageRevenueRow = z.object({ goidichvu_id: uuid, ten: z.string(), ...revenueFigures });
export type PackageRevenueRow = z.input<typeof packageRevenueRow>;

export const packageRevenue = z.object({
  tungay: calendarDay,
  denngay: calendarDay,
  ...revenueFigures,
  theogoi: z.array(packageRevenueRow),
});
export type PackageRevenue = z.input<typeof packageRevenue>;
