// The parts of the `intl` package (1.2.5, no typings of its own) that ./intl-install.ts loads.
declare module 'intl/lib/core.js' {
  const IntlPolyfill: typeof Intl & { __applyLocaleSensitivePrototypes(): void };
  export default IntlPolyfill;
}
declare module 'intl/locale-data/jsonp/vi.js';
declare module 'intl/locale-data/jsonp/en.js';
