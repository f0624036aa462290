// The messages shared by server and web (errors, validation), in every language. Vietnamese is the default and the
// fallback: a key missing in English reads in Vietnamese.
import { interpolate, messageAt, type Lang, type Params } from './i18n';
import en from './locales/en.json';
import vi from './locales/vi.json';

export const sharedMessages = { vi, en } as const;

/** Whether a key names a shared message (used to tell our keys from zod's own English text). */
export function hasMessage(key: string): boolean {
  return messageAt(vi, key) !== undefined;
}

/** Translates a shared message key; falls back to vi, then to the key itself. */
export function translate(lang: Lang, key: string, params?: Params): string {
  const text = messageAt(sharedMessages[lang], key) ?? messageAt(vi, key) ?? key;
  return interpolate(text, params);
}
