// The product's languages: which there are, the default, how a request names one, and {{placeholders}}. The
// messages themselves are in messages.ts, so a page can know its language without downloading every text.
export const languages = ['vi', 'en'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'vi';
/** Cookie, header and localStorage key that carry the language (docs/product-rules.md, 'Languages'). */
export const LANG_KEY = 'i18nextLng';
/** BCP 47 tags, for Intl and for <html lang>. */
export const localeTags: Record<Lang, string> = { vi: 'vi-VN', en: 'en-US' };

/** Reads a language from a header, cookie or query value ("en", "en-US", "vi-VN"…); anything else is vi. */
export function resolveLang(value: unknown): Lang {
  if (typeof value !== 'string') return defaultLang;
  // "en" or "en-…"/"en_…" only: "english" or "envy" are not language tags.
  return /^en(?:[-_]|$)/i.test(value.trim()) ? 'en' : defaultLang;
}

export type Params = Record<string, string | number | undefined>;

/** The text at a dotted key of a message table (`errors.default`), or undefined where there is none. */
export function messageAt(table: unknown, key: string): string | undefined {
  let node: unknown = table;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Replaces {{name}} placeholders; unknown placeholders are left visible rather than silently dropped. */
export function interpolate(text: string, params: Params = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
