// Cookie helpers for tests: read one cookie, and empty the jar between tests.

/** The value of one cookie of the document, or undefined. */
export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** Expires every cookie the page can see (set with path=/ or the default path). */
export function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (!name) continue;
    document.cookie = `${name}=; path=/; max-age=0`;
    document.cookie = `${name}=; max-age=0`;
  }
}
