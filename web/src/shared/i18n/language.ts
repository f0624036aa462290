// Where the browser keeps the language (docs/product-rules.md, 'Languages'): the i18nextLng cookie (vi when absent, so
// the server renders the same language next time), mirrored in localStorage, and <html lang>.
import { LANG_KEY, defaultLang, localeTags, resolveLang, type Lang } from '@phongkham/contracts/i18n';

const ONE_YEAR = 60 * 60 * 24 * 365;

export function readLanguageCookie(): Lang | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${LANG_KEY}=([^;]*)`));
  return match ? resolveLang(decodeURIComponent(match[1] ?? '')) : undefined;
}

export function persistLanguage(lang: Lang): void {
  document.cookie = `${LANG_KEY}=${lang}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // Private mode or storage disabled: the cookie alone is enough.
  }
  // Only when it changes: setting it, even to the same value, has the browser work out the page's styles again.
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
}

/** The language to start with: the cookie, else what localStorage remembers, else vi; written back to both. */
export function startupLanguage(): Lang {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANG_KEY);
  } catch {
    stored = null;
  }
  const lang = readLanguageCookie() ?? (stored ? resolveLang(stored) : defaultLang);
  persistLanguage(lang);
  return lang;
}

export const htmlLang = (lang: Lang) => localeTags[lang].slice(0, 2);
