import { MAX_ALL_ROWS } from '@phongkham/contracts';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { paginate, sortTerms } from './list';

const rowsOf = (total: number) => Array.from({ length: total }, (_, i) => i + 1);

/** paginate() over an in-memory list, recording the window it asked for. */
async function page(total: number, query: { page: number; limit: number }) {
  const windows: ({ limit: number; offset: number } | null)[] = [];
  const result = await paginate(query, {
    count: async () => total,
    rows: async (window) => {
      windows.push(window);
      const all = rowsOf(total);
      return window ? all.slice(window.offset, window.offset + window.limit) : all;
    },
  });
  return { result, window: windows[0] };
}

describe('paginate()', () => {
  it('asks for the right window and counts the pages', async () => {
    expect(await page(25, { page: 3, limit: 10 })).toEqual({
      result: { docs: [21, 22, 23, 24, 25], totalDocs: 25, page: 3, limit: 10, totalPages: 3 },
      window: { limit: 10, offset: 20 },
    });
  });

  it('counts an exact multiple without an empty last page', async () => {
    expect((await page(20, { page: 1, limit: 10 })).result.totalPages).toBe(2);
  });

  it('answers zero pages for no rows', async () => {
    expect((await page(0, { page: 1, limit: 10 })).result).toEqual({
      docs: [],
      totalDocs: 0,
      page: 1,
      limit: 10,
      totalPages: 0,
    });
  });

  it('asks for the first MAX_ALL_ROWS rows with limit 0 and answers one page of everything', async () => {
    expect(await page(3, { page: 5, limit: 0 })).toEqual({
      result: { docs: [1, 2, 3], totalDocs: 3, page: 1, limit: 0, totalPages: 1 },
      window: { limit: MAX_ALL_ROWS, offset: 0 },
    });
  });
});

describe('sortTerms()', () => {
  const fallback = [sql`fallback`];

  it('uses the fallback without a sort', () => {
    expect(sortTerms(undefined, {}, fallback)).toBe(fallback);
    expect(sortTerms('', {}, fallback)).toBe(fallback);
  });

  it('makes one term per field', () => {
    expect(sortTerms('-a,b', { a: sql`a`, b: sql`b` }, fallback)).toHaveLength(2);
  });

  it('throws on a field outside the columns, which the contract should have refused', () => {
    expect(() => sortTerms('a,evil', { a: sql`a` }, fallback)).toThrow('sort field not allowed: evil');
  });
});
