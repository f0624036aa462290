// What visitors send from the public site besides requests (issue 3): member registration
// (đăng ký thành viên); a charity case for review (xét duyệt hồ sơ) is in profile-review.ts, built on these rules.
import { z } from 'zod';
import { timestamp, uuid } from './api';
import { consentGiven } from './consent';
import { communeCode, provinceCode, STREET_LINE_MAX } from './resources/addresses';
import { contactPhone, email, pastDay } from './validation/rules';
import { FULL_NAME_MAX } from './yeucau';

export const ADDRESS_MAX = 255;
export const NOTE_MAX = 1000;
export const CIRCUMSTANCES_MAX = 3000;

export const fullName = z
  .string({ error: 'validation.fullNameRequired' })
  .trim()
  .min(1, { error: 'validation.fullNameRequired' })
  .max(FULL_NAME_MAX, { error: 'validation.fullNameTooLong' });

export const patientName = z
  .string({ error: 'validation.patientNameRequired' })
  .trim()
  .min(1, { error: 'validation.patientNameRequired' })
  .max(FULL_NAME_MAX, { error: 'validation.fullNameTooLong' });

/** Optional text: blank means absent. */
export const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .transform((value) => (value === '' ? undefined : value))
    .optional();

export const optionalEmail = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(email.optional())
  .optional();

/** A birth date as YYYY-MM-DD: the date rule's day that has come; blank means absent. */
const birthDate = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(pastDay.optional())
  .optional();

/** A year of birth (number or digits), from 1900 to this year; blank means absent. */
export const birthYear = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce
    .number({ error: 'validation.yearInvalid' })
    .int({ error: 'validation.yearInvalid' })
    // This year, read on every check: a long-running server must accept a child born after it started.
    .refine((year) => year >= 1900 && year <= new Date().getFullYear(), { error: 'validation.yearInvalid' })
    .optional(),
);

/**
 * A member registration: who, how to reach them, an optional address on the 2025 units (province and commune
 * together, the street line with them), and the consent the form must carry (`dongy: true`, else 400).
 */
export const newMemberRegistration = z
  .object({
    hoten: fullName,
    dienthoai: contactPhone,
    email: optionalEmail,
    ngaysinh: birthDate,
    tinh_ma: provinceCode.optional(),
    xa_ma: communeCode.optional(),
    diachi: optional(STREET_LINE_MAX),
    ghichu: optional(NOTE_MAX),
    dongy: consentGiven,
  })
  .superRefine((value, context) => {
    // An address is a province and its commune; a street line alone places nobody.
    const missing = (path: 'tinh_ma' | 'xa_ma') =>
      context.addIssue({ code: 'custom', message: 'validation.requiredSelect', path: [path] });
    if ((value.xa_ma || value.diachi) && !value.tinh_ma) missing('tinh_ma');
    if ((value.tinh_ma || value.diachi) && !value.xa_ma) missing('xa_ma');
  });
export type NewMemberRegistration = z.input<typeof newMemberRegistration>;

/** What a registration answers: the receipt, its promotion code and discount (%), null when every code is given out. */
export const memberReceipt = z.object({
  _id: uuid,
  createdAt: timestamp,
  makhuyenmai: z.string().nullable(),
  giamgia: z.number().int().nullable(),
});
export type MemberReceipt = z.input<typeof memberReceipt>;

/** What the server answers after storing either form. */
export const intakeReceipt = z.object({ _id: uuid, createdAt: timestamp });
