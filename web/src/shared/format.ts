// Formatting shared by the site and the back office.
import { clinicClock, clinicWallClock } from '@phongkham/contracts/clinic-time';
import type { Lang } from '@phongkham/contracts/i18n';

/** setting.diachi is comma separated; the header shows one part per line. */
export function addressLines(diachi: string): string[] {
  return diachi
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A phone as a tel: link target ("0909 115 115" → "tel:0909115115"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Content with an English variant: the English text when asked and present, else the Vietnamese. */
export function localized(lang: Lang, vi: string, en: string | null | undefined): string {
  return lang === 'en' && en ? en : vi;
}

/** The texts of the general information that have a Vietnamese and an English value. */
export type SettingText =
  'giomocua' | 'ngaymocua' | 'giolamviec' | 'khuyenmai_tieude' | 'khuyenmai_noidung' | 'vanhanhboi';

/**
 * A header or footer text from the general information in the reader's language, or `fallback` (the site's
 * built-in wording) when staff left it empty.
 */
export function settingText(
  setting: Partial<Record<SettingText | `${SettingText}_en`, string | null>> | null,
  name: SettingText,
  lang: Lang,
  fallback: string,
): string {
  const vi = setting?.[name];
  return vi ? localized(lang, vi, setting?.[`${name}_en`]) : fallback;
}

/**
 * The clinic's calendar day of a moment, the same on the server and in any visitor's browser (Vietnam has no
 * daylight saving: UTC+7 all year), so server and hydrated HTML agree. vi: D/M/YYYY, en: M/D/YYYY
 * (docs/product-rules.md, 'Dates and prices').
 */
export function formatDate(lang: Lang, moment: string | Date): string {
  const time = typeof moment === 'string' ? Date.parse(moment) : moment.getTime();
  if (Number.isNaN(time)) return '';
  const day = clinicWallClock(time);
  const [d, m, y] = [day.getUTCDate(), day.getUTCMonth() + 1, day.getUTCFullYear()];
  return lang === 'en' ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
}

/** A calendar day of the wire (YYYY-MM-DD) in the language's order: 26/11/2026, in English 11/26/2026. */
export function formatDay(lang: Lang, day: string | null | undefined): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '');
  if (!parts) return '';
  const [y, m, d] = parts.slice(1).map(Number);
  return lang === 'en' ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
}

/**
 * A price in whole đồng the Vietnamese way in both languages (docs/product-rules.md, 'Dates and prices'):
 * 1250000 → "1.250.000 ₫" (no break before ₫).
 */
export function formatPrice(vnd: number): string {
  const digits = String(Math.round(Math.abs(vnd))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${vnd < 0 ? '-' : ''}${digits}\u00a0₫`;
}

/*
 * Numbers (docs/decisions/0040-numbers-and-forms.md). Vietnamese writes 2,9 and groups thousands with dots
 * (1.250.000); English writes 2.9 and groups with commas. A field reads what staff type by its kind, and a
 * separator it cannot place makes the text unreadable (never dropped: antd's own parser read "2,9" as 29).
 * - `decimal` (lab values, vital signs, doses, weights, coordinates): one separator, dot or comma in either
 *   language, is the decimal point; these fields are never grouped, so "1.234" is 1.234, and "1.234,5" is refused.
 * - `integer` (counts, years, orders): whole numbers; a dot or comma is read only as grouping of exactly three
 *   digits ("1.500" → 1500), anything else ("2,9") is refused rather than read as 29.
 * - `money`: whole đồng, read as `integer`; shown grouped by dots in both languages (docs/product-rules.md).
 */
export type NumberKind = 'decimal' | 'integer' | 'money';

const locales: Record<Lang, string> = { vi: 'vi-VN', en: 'en-US' };

/**
 * The number in typed text: a number, null for nothing typed, or NaN for text that is not a number of this kind.
 */
export function parseNumber(text: string, kind: NumberKind): number | null {
  const typed = text.replace(/[\s\u00a0\u202f]/g, '').replace(/^\u2212/, '-');
  if (typed === '') return null;
  const sign = typed.startsWith('-') ? -1 : 1;
  const digits = sign < 0 ? typed.slice(1) : typed;
  if (kind === 'decimal') {
    const parts = /^(\d*)(?:[.,](\d*))?$/.exec(digits);
    if (!parts || (parts[1] === '' && !parts[2])) return Number.NaN;
    return sign * Number(`${parts[1] || '0'}.${parts[2] || '0'}`);
  }
  if (/^\d+$/.test(digits)) return sign * Number(digits);
  // Grouped: one separator throughout, groups of three after the first.
  if (/^\d{1,3}(\.\d{3})+$/.test(digits) || /^\d{1,3}(,\d{3})+$/.test(digits)) {
    return sign * Number(digits.replace(/[.,]/g, ''));
  }
  return Number.NaN;
}

/**
 * A number in the language's style: vi 2,9 and 36,8; en 2.9. `decimals` fixes the places shown (at most, unless
 * `fixed`); `grouped` groups thousands (vi 1.234,5; en 1,234.5).
 */
export function formatNumber(
  lang: Lang,
  value: number | null | undefined,
  { decimals = 2, fixed = false, grouped = false }: { decimals?: number; fixed?: boolean; grouped?: boolean } = {},
): string {
  if (value == null || Number.isNaN(value)) return '';
  return new Intl.NumberFormat(locales[lang], {
    maximumFractionDigits: decimals,
    minimumFractionDigits: fixed ? decimals : 0,
    useGrouping: grouped,
  }).format(value);
}

/** A reference range in the language's style: vi "3,9 – 5,2", en "3.9 – 5.2"; an open end as "≤ 5,2" / "≥ 3,9". */
export function formatRange(lang: Lang, low: number | null | undefined, high: number | null | undefined): string {
  const [from, to] = [formatNumber(lang, low, { decimals: 3 }), formatNumber(lang, high, { decimals: 3 })];
  if (from && to) return `${from} – ${to}`;
  if (to) return `≤ ${to}`;
  return from ? `≥ ${from}` : '';
}

/** Money in whole đồng: the one style of every screen and printout, "1.250.000 ₫" (formatPrice). */
export const formatMoney = (vnd: number) => formatPrice(vnd);

/** The clinic's time of day of a moment (UTC+7), 24-hour in both languages: "08:05". */
export function formatTime(moment: string | Date): string {
  const time = typeof moment === 'string' ? Date.parse(moment) : moment.getTime();
  if (Number.isNaN(time)) return '';
  return clinicClock(time);
}

/** A moment as the clinic's day and time: vi "28/11/2026 08:05", en "11/28/2026 08:05". */
export function formatDateTime(lang: Lang, moment: string | Date): string {
  const day = formatDate(lang, moment);
  return day && `${day} ${formatTime(moment)}`;
}

/**
 * A doctor named once with the title, for a sentence ("với {{doctor}}"): "BS.CKI Nguyễn Văn An", in English
 * "Nguyễn Văn An, MD"; without a recorded title "BS. Nguyễn Văn An" / "Dr. Nguyễn Văn An". The sentence itself
 * must not say "bác sĩ" again ("bác sĩ BS.CKI …" repeated the title).
 */
export function doctorTitled(
  lang: Lang,
  doctor: { hoten: string; hocham?: string | null; hocham_en?: string | null },
): string {
  if (lang === 'en') {
    if (doctor.hocham_en?.trim()) return `${doctor.hoten}, ${doctor.hocham_en.trim()}`;
    return doctor.hocham?.trim() ? `${doctor.hocham.trim()} ${doctor.hoten}` : `Dr. ${doctor.hoten}`;
  }
  return `${doctor.hocham?.trim() || 'BS.'} ${doctor.hoten}`;
}
