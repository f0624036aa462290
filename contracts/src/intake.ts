// What visitors send from the public site besides requests (issue 3): member registration
// (đăng ký thành viên); a charity case for review (xét duyệt hồ sơ) is in profile-review.ts, built on these rules.
import { z } from 'zod';
import { timestamp, uuid } from './api';
import { contactPhone, email } from './validation/rules';
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

/** A birth date as YYYY-MM-DD, not in the future and not before 1900. */
const birthDate = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(
    z.iso
      .date({ error: 'validation.dateInvalid' })
      .refine((value) => value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10), {
        error: 'validation.dateInvalid',
      })
      .optional(),
  )
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

export const newMemberRegistration = z.object({
  hoten: fullName,
  dienthoai: contactPhone,
  email: optionalEmail,
  ngaysinh: birthDate,
  diachi: optional(ADDRESS_MAX),
  ghichu: optional(NOTE_MAX),
});
export type NewMemberRegistration = z.input<typeof newMemberRegistration>;

/** What the server answers after storing either form. */
export const intakeReceipt = z.object({ _id: uuid, createdAt: timestamp });
