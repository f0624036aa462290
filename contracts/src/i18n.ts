// Languages of the product and the messages shared by server and web (errors, validation).
// Vietnamese is the default and the fallback: a key missing in English reads in Vietnamese.
import vi from './locales/vi.json';
import en from './locales/en.json';

export const languages = ['vi', 'en'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'vi';
/** Cookie, header and localStorage key that carry the language (docs/product-rules.md, 'Languages'). */
export const LANG_KEY = 'i18nextLng';
/** BCP 47 tags, for Intl and for <html lang>. */
export const localeTags: Record<Lang, string> = { vi: 'vi-VN', en: 'en-US' };

export const sharedMessages = { vi, en } as const;

/** Reads a language from a header, cookie or query value ("en", "en-US", "vi-VN"…); anything else is vi. */
export function resolveLang(value: unknown): Lang {
  if (typeof value !== 'string') return defaultLang;
  // "en" or "en-…"/"en_…" only: "english" or "envy" are not language tags.
  return /^en(?:[-_]|$)/i.test(value.trim()) ? 'en' : defaultLang;
}

export type Params = Record<string, string | number | undefined>;

function lookup(table: unknown, key: string): string | undefined {
  let node: unknown = table;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Whether a key names a shared message (used to tell our keys from zod's own English text). */
export function hasMessage(key: string): boolean {
  return lookup(vi, key) !== undefined;
}

/** Replaces {{name}} placeholders; unknown placeholders are left visible rather than silently dropped. */
export function interpolate(text: string, params: Params = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** Translates a shared message key; falls back to vi, then to the key itself. */
export function translate(lang: Lang, key: string, params?: Params): string {
  const text = lookup(sharedMessages[lang], key) ?? lookup(vi, key) ?? key;
  return interpolate(text, params);
}
