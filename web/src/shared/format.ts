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
