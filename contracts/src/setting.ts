// The clinic's site settings, edited as "general information" in the back office: every value the public
// header and footer show. Texts come in pairs, `x` (Vietnamese) and `x_en` (English; empty shows the Vietnamese).
// An empty optional text falls back to the site's built-in wording.
import { z } from 'zod';
import { timestamp, uuid } from './api';
import { image } from './content';
import { email, normalizePhone, requiredText } from './validation/rules';

const m = (key: string) => ({ error: `validation.${key}` });
const optional = (max: number) => z.string().trim().max(max).nullable();

/** The texts the header and footer show besides the contact details; an empty one shows the built-in wording. */
const texts = {
  /** Header: opening hours ("8h00 - 21h00") and the days they cover. */
  giomocua: optional(100),
  giomocua_en: optional(100),
  ngaymocua: optional(200),
  ngaymocua_en: optional(200),
  /** Footer: the working-hours paragraph. */
  giolamviec: optional(300),
  giolamviec_en: optional(300),
  /** Home page promotion: title and text. */
  khuyenmai_tieude: optional(200),
  khuyenmai_tieude_en: optional(200),
  khuyenmai_noidung: optional(500),
  khuyenmai_noidung_en: optional(500),
  /** The footer's "powered by" line. */
  vanhanhboi: optional(100),
  vanhanhboi_en: optional(100),
  /** The contact page: how to get to the clinic, in words (landmarks, parking, the entrance). */
  chiduong: optional(1000),
  chiduong_en: optional(1000),
};

/**
 * The first-N member promotion (the spec's "30 % off for the first 50 registrants"): how many registrants get a
 * code and the discount in percent. 0 codes means no promotion.
 */
export const PROMOTION_MAX = 100_000;
const promotion = {
  khuyenmai_soluong: z.number().int(),
  khuyenmai_giamgia: z.number().int(),
};
const promotionUpdate = {
  khuyenmai_soluong: z
    .number(m('numberRange'))
    .int(m('numberRange'))
    .min(0, m('numberRange'))
    .max(PROMOTION_MAX, m('numberRange'))
    .optional(),
  khuyenmai_giamgia: z
    .number(m('percentRange'))
    .int(m('percentRange'))
    .min(1, m('percentRange'))
    .max(100, m('percentRange'))
    .optional(),
};

export const setting = z.object({
  _id: uuid,
  tenphongkham: z.string(),
  /** Address, comma separated: the header shows one part per line. */
  diachi: z.string(),
  /** The hotline. */
  dienthoai: z.string(),
  email: z.string(),
  link_facebook: z.string().nullable(),
  link_youtube: z.string().nullable(),
  link_tiktok: z.string().nullable(),
  logo: image.nullable(),
  ...texts,
  /** The clinic's position (WGS 84) for the contact page's map and directions; both set or both empty. */
  bando_vido: z.number().nullable(),
  bando_kinhdo: z.number().nullable(),
  ...promotion,
  updatedAt: timestamp,
});
export type Setting = z.input<typeof setting>;

/**
 * The hotline as the clinic writes it ("0909 115 115", "1900 6868"): kept as typed, so the header shows it the
 * same way, and valid when its digits, without spaces, dots or a +84 prefix, are a Vietnamese number (8 to 11).
 */
const hotline = z
  .string(m('phoneRequired'))
  .trim()
  .min(1, m('phoneRequired'))
  .max(20, m('phoneInvalid'))
  .refine((text) => /^\d{8,11}$/.test(normalizePhone(text)), m('phoneInvalid'));

/** An http(s) address, or nothing. */
const link = z
  .string()
  .trim()
  .max(300)
  .refine((text) => text === '' || /^https?:\/\/\S+$/i.test(text), m('urlInvalid'))
  .nullable()
  .optional();

/** A coordinate in degrees, within its range. */
const coordinate = (limit: number, message: string) =>
  z.number(m(message)).min(-limit, m(message)).max(limit, m(message)).nullable().optional();

/** Whether a coordinate was left out of the request, sent empty, or set. */
const coordinateState = (value: unknown) => (value === undefined ? 'absent' : value === null ? 'empty' : 'set');

/** PUT /api/setting: the general information screen's form. */
export const settingUpdate = z
  .object({
    tenphongkham: requiredText.pipe(z.string().max(200)),
    diachi: requiredText.pipe(z.string().max(300)),
    dienthoai: hotline,
    email: email.max(200),
    link_facebook: link,
    link_youtube: link,
    link_tiktok: link,
    logo_id: uuid.nullable().optional(),
    // Texts left out of a request keep their value.
    ...z.object(texts).partial().shape,
    bando_vido: coordinate(90, 'latitudeRange'),
    bando_kinhdo: coordinate(180, 'longitudeRange'),
    ...promotionUpdate,
  })
  .superRefine((value, context) => {
    // A map needs both numbers: one without the other would place the clinic nowhere (or keep a stale half).
    const latitude = coordinateState(value.bando_vido);
    const longitude = coordinateState(value.bando_kinhdo);
    if (latitude === longitude) return;
    context.addIssue({
      code: 'custom',
      message: 'validation.coordinatesPair',
      path: [latitude === 'set' ? 'bando_kinhdo' : 'bando_vido'],
    });
  });
export type SettingUpdate = z.input<typeof settingUpdate>;

/** The back-office url that guards the general information. */
export const generalInfoUrl = '/thong-tin-chung';
