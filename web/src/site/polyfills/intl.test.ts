import { describe, expect, it } from 'vitest';
import { ensureIntl } from './intl';

type Formatting = typeof Intl;
const polyfillGlobal = () => (globalThis as { IntlPolyfill?: unknown }).IntlPolyfill;

describe('ensureIntl()', () => {
  // First: nothing of the polyfill has been loaded in this file yet.
  it('loads nothing where Intl exists', async () => {
    expect(await ensureIntl()).toBe(false);
    expect(polyfillGlobal()).toBeUndefined();
    expect(await ensureIntl({ Intl: {} })).toBe(false);
    expect(polyfillGlobal()).toBeUndefined();
  });

  it('installs the polyfill with Vietnamese and English where Intl is missing', async () => {
    const scope: { Intl?: unknown } = {};
    expect(await ensureIntl(scope)).toBe(true);
    expect(scope.Intl).toBe(polyfillGlobal());
    const polyfill = scope.Intl as Formatting;
    expect(polyfill).not.toBe(Intl);
    expect(new polyfill.NumberFormat('vi-VN').format(1250000)).toBe('1.250.000');
    expect(new polyfill.NumberFormat('en-US').format(1250000)).toBe('1,250,000');
    const day = new Date(Date.UTC(2026, 10, 22, 12));
    const numeric = { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' } as const;
    expect(new polyfill.DateTimeFormat('vi-VN', numeric).format(day)).toBe('22/11/2026');
    expect(new polyfill.DateTimeFormat('en-US', numeric).format(day)).toBe('11/22/2026');
  });

  it('puts it in place of the missing global, toLocaleString() included', async () => {
    const original = globalThis.Intl;
    const saved = [Number.prototype, Date.prototype].map(
      (prototype) => [prototype, Object.getOwnPropertyDescriptors(prototype)] as const,
    );
    try {
      delete (globalThis as { Intl?: unknown }).Intl;
      expect(await ensureIntl()).toBe(true);
      expect(globalThis.Intl).toBe(polyfillGlobal());
      expect((1250000).toLocaleString('vi-VN')).toBe('1.250.000');
    } finally {
      globalThis.Intl = original;
      for (const [prototype, descriptors] of saved) {
        for (const [name, descriptor] of Object.entries(descriptors))
          Object.defineProperty(prototype, name, descriptor);
      }
    }
    expect((1250000).toLocaleString('en-US')).toBe('1,250,000');
  });
});
