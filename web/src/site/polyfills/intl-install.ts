// Installs the `intl` package's polyfill with its vi and en data. Loaded only by ensureIntl() (./intl.ts).
// Why lib/core.js and not the package's main file: index.js writes to Node's `global`, which browsers lack, and
// pulls in every locale. The locale data files call the global `IntlPolyfill`, so it is set before they load.
import IntlPolyfill from 'intl/lib/core.js';

export async function installIntl(scope: { Intl?: unknown }): Promise<void> {
  (globalThis as { IntlPolyfill?: unknown }).IntlPolyfill = IntlPolyfill;
  await Promise.all([import('intl/locale-data/jsonp/vi.js'), import('intl/locale-data/jsonp/en.js')]);
  scope.Intl = IntlPolyfill;
  // toLocaleString() and the like on numbers and dates then use it too.
  if (scope === globalThis) IntlPolyfill.__applyLocaleSensitivePrototypes();
}
