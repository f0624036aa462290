// The Intl polyfill (the `intl` package with Vietnamese and English data), for the rare browser without Intl.
// Only the check is part of the site's first download: the polyfill is a separate chunk that such a browser
// alone fetches, before hydration, so dates and prices format the same as on the server.

/** Loads and installs the polyfill when `scope` has no Intl; says whether it did. */
export async function ensureIntl(scope: { Intl?: unknown } = globalThis): Promise<boolean> {
  if (typeof scope.Intl !== 'undefined') return false;
  const { installIntl } = await import('./intl-install');
  await installIntl(scope);
  return true;
}
