// Formatting shared by the site and the back office.
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
  const day = new Date(time + 7 * 60 * 60 * 1000);
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
