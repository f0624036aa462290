// The shared form rules (docs/product-rules.md, 'Form validation messages'), written once and used by the API
// and by every form.
// Each message is a key into the shared locale files; localizeIssues() turns it into text.
import { z } from 'zod';
import { clinicDay } from '../clinic-time';

const m = (key: string) => ({ error: `validation.${key}` });

const DIGITS = /^\d+$/;
const PHONE = /^\d{10}$/;
const DECIMAL = /^[-+]?\d+(\.\d+)?([eE][-+]?\d+)?$/;

/** A select that must be filled ('Không được để trống'). */
export const requiredSelect = z.string(m('requiredSelect')).min(1, m('requiredSelect'));

/** Text that must be filled and not be whitespace only; the value is trimmed. */
export const requiredText = z.string(m('requiredText')).trim().min(1, m('requiredText'));

/** A non-empty list of required strings. */
export const requiredArray = z.array(requiredText, m('requiredArray')).min(1, m('requiredArray'));

/** Digits only ('Không phải là số'). */
export const numberText = z.string(m('number')).regex(DIGITS, m('number'));

/** Optional sign, digits, optional decimal part, optional exponent ('Không phải là số'). */
export const decimalText = z.string(m('decimal')).regex(DECIMAL, m('decimal'));

/** Digits only, exactly 10 characters ('Số điện thoại không hợp lệ'). */
export const phone = z.string(m('phoneInvalid')).regex(PHONE, m('phoneInvalid'));

/** A phone that must be given ('Số điện thoại không được để trống') and follow the phone rule. */
export const requiredPhone = z
  .string(m('phoneRequired'))
  .trim()
  .min(1, m('phoneRequired'))
  .regex(PHONE, m('phoneInvalid'));

/** A patient's phone: digits only, no length rule. */
export const patientPhone = z.string(m('patientPhoneInvalid')).regex(DIGITS, m('patientPhoneInvalid'));

/** At least 6 characters; empty reads 'Mật khẩu không được để trống'. */
// Bounded so that hashing (argon2) a huge body stays cheap: no real password is longer than 128 characters.
export const password = z.string(m('passwordRequired')).min(1, m('passwordRequired')).min(6, m('passwordMin')).max(128);

/** Account name, required. */
// Bounded: a failed sign-in records the name it was given, and no account name is longer than 50 characters.
export const account = z.string(m('accountRequired')).trim().min(1, m('accountRequired')).max(100);

/** A valid email address. */
export const email = z.email(m('emailInvalid')).max(254);

/**
 * How people type Vietnamese phone numbers: "0912 345 678", "0912.345.678", "+84 912 345 678".
 * Separators go, an international +84/0084 prefix becomes the domestic 0; the result is then held to the phone rule.
 */
export function normalizePhone(raw: string): string {
  const compact = raw.trim().replace(/[\s.\-()]/g, '');
  if (compact.startsWith('+84')) return `0${compact.slice(3)}`;
  if (compact.startsWith('0084')) return `0${compact.slice(4)}`;
  return compact;
}

/** A contact phone typed by a visitor: normalised first, then required and 10 digits. */
export const contactPhone = z.string(m('phoneRequired')).transform(normalizePhone).pipe(requiredPhone);

/** Text that may be left out (null), trimmed, at most `max` characters. */
export const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** A phone that may be left out, typed as people type it (see `normalizePhone`) and then held to the phone rule. */
export const optionalPhone = z.string(m('phoneInvalid')).transform(normalizePhone).pipe(phone).nullable().optional();

/**
 * A Vietnamese tax code (mã số thuế): an enterprise's 10 digits, or a branch's 13 written as the enterprise's 10, a
 * dash and 3 digits ("0312345678-001"). Spaces go; 13 digits typed without the dash get it.
 */
export const taxCode = z
  .string(m('taxCodeInvalid'))
  .transform((raw) => raw.replace(/\s/g, '').replace(/^(\d{10})(\d{3})$/, '$1-$2'))
  .pipe(z.string().regex(/^\d{10}(-\d{3})?$/, m('taxCodeInvalid')));

// The date rule, one for every date and moment a request may carry (docs/decisions/0039-the-public-surface.md):
// a real calendar day (no 30 February, no month 13) in the years a clinic's records can hold, 1900 to 2100. The
// database stores no year 0 (PostgreSQL answers 22008, which would be a 500), and nothing in a clinic is older or
// further ahead. Days that have happened (a birth, a donation, a licence) are also not after the clinic's today.

const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;
const yearInBounds = (year: number) => year >= FIRST_YEAR && year <= LAST_YEAR;

/** A calendar day (YYYY-MM-DD): a real one, from 1900 to 2100. */
export const calendarDay = z.iso
  .date(m('dateInvalid'))
  .refine((text) => yearInBounds(Number(text.slice(0, 4))), m('dateInvalid'));

/** A day that has already come (a birth date, a donation, a licence): the date rule, and not after today. */
export const pastDay = calendarDay.refine((text) => text <= clinicDay(), m('dateNotFuture'));

/** A moment: ISO 8601 with its offset, a real date and time, in the same years as the days. */
export const moment = z.iso
  .datetime({ offset: true, ...m('dateInvalid') })
  .refine((text) => yearInBounds(new Date(text).getUTCFullYear()), m('dateInvalid'));
