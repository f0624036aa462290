// Sponsored operations (tài trợ ca mổ) as a back-office resource (/admin/tai-tro-ca-mo). The public site reads the
// same endpoints: anonymous readers see published operations of the site's clinic, staff who may view
// /tai-tro-ca-mo also see hidden ones. What an operation has raised is never typed: it is the sum of its donations
// (resources/donations.ts, docs/decisions/0011-site-editors.md).
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { sponsoredOperationDetail, sponsoredOperationItem, sponsorshipStatuses } from '../content';
import { defineResource, queryBoolean, queryOptional } from '../resource';
import { moment, requiredText } from '../validation/rules';

const m = (key: string) => ({ error: `validation.${key}` });

/** Text that may be left empty (null). */
const optionalText = (max: number) => z.string().max(max).nullable().optional();
/** A title: required, at most 250 characters. */
const contentTitle = requiredText.pipe(z.string().max(250));

/** When it is (to be) published: the date rule's moment. */
const postingMoment = moment;

/** The most money one operation's target or one donation may state: ten billion đồng. */
export const MAX_CHARITY_AMOUNT = 10_000_000_000;

/** Longest public line about a patient: initials, age and a place fit; a life story does not. */
export const PATIENT_LINE_MAX = 60;

/** Vietnamese family names (with and without their accents), which a full name starts with. */
const FAMILY_NAMES =
  'Nguyễn|Nguyen|Trần|Tran|Lê|Le|Phạm|Pham|Hoàng|Hoang|Huỳnh|Huynh|Phan|Vũ|Vu|Võ|Vo|Đặng|Dang|Bùi|Bui|Đỗ|Do|Hồ|Ho|' +
  'Ngô|Ngo|Dương|Duong|Lý|Ly|Đinh|Dinh|Trương|Truong|Lâm|Lam|Đoàn|Doan|Lương|Luong|Trịnh|Trinh|Mai|Cao|Tạ|Ta|Hà|Ha';
/**
 * A family name followed by two more capitalised words ("Nguyễn Thị Lan", "Tran Van An"): a full name. Initials
 * ("N.T.L.") and a given name alone ("Bé Na") pass; the city named after Hồ Chí Minh is a place, not a patient.
 */
const FULL_NAME = new RegExp(`(?<![\\p{L}.])(?:${FAMILY_NAMES})(?:\\s+\\p{Lu}\\p{Ll}*(?![\\p{L}.])){2,}`, 'u');
const CITY = /H[ồo] Ch[íi] Minh/giu;

/** Whether a public line about a patient reads as a full name rather than initials. */
export function looksLikeFullName(text: string): boolean {
  return FULL_NAME.test(text.replace(CITY, ''));
}

/**
 * How a patient is named on the public page: initials and age ("Bà N.T.L., 72 tuổi"), short, never a full name
 * (the charity programme publishes cases with the family's consent, and without their identity).
 */
export const patientLine = z
  .string()
  .trim()
  .max(PATIENT_LINE_MAX)
  .refine((text) => !looksLikeFullName(text), m('patientNotAnonymous'))
  .nullable()
  .optional();

export const sponsorshipRow = sponsoredOperationItem.extend({
  hienthi: z.boolean(),
  updatedAt: timestamp,
});
export type SponsorshipRow = z.input<typeof sponsorshipRow>;

export const sponsorshipRecord = sponsoredOperationDetail.extend({
  hienthi: z.boolean(),
  hinhanh_id: uuid.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type SponsorshipRecord = z.input<typeof sponsorshipRecord>;

/** POST and PUT /api/taitro. No raised amount: donations make it. An empty `ngaydang` means now. */
export const sponsorshipInput = z.object({
  tieude: contentTitle,
  tieude_en: optionalText(250),
  mota: optionalText(1000),
  mota_en: optionalText(1000),
  noidung: optionalText(200_000),
  noidung_en: optionalText(200_000),
  benhnhan: patientLine,
  benhnhan_en: patientLine,
  /** The target, whole đồng. */
  chiphi: z.number().int().min(0).max(MAX_CHARITY_AMOUNT),
  trangthai: z.enum(sponsorshipStatuses),
  hinhanh_id: uuid.nullable().optional(),
  ngaydang: postingMoment.nullable().optional(),
  hienthi: z.boolean(),
});
export type SponsorshipInput = z.input<typeof sponsorshipInput>;

export const sponsorshipResource = defineResource({
  key: 'sponsorships',
  table: 'taitro',
  api: '/api/taitro',
  urls: ['/tai-tro-ca-mo'],
  item: sponsorshipRow,
  detail: sponsorshipRecord,
  create: sponsorshipInput,
  update: sponsorshipInput,
  sortFields: ['ngaydang', 'tieude', 'chiphi', 'dataitro', 'createdAt', 'updatedAt'],
  defaultSort: '-ngaydang',
  filters: {
    trangthai: queryOptional(z.enum(sponsorshipStatuses)),
    hienthi: queryBoolean,
  },
  publicContent: true,
  richText: ['noidung', 'noidung_en'],
});
