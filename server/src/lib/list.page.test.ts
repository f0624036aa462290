// listPage over a real database: the page and its count go through the one `from` builder, so a filter or a search
// on a joined table counts exactly the rows the page shows; `orderFirst` leads the order and `map` shapes each row.
import { asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { faqCategories, faqs } from '../db/schema';
import { testDatabase } from '../test/database';
import { createClinic } from '../test/factories';
import { listPage } from './list';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await testDatabase();
  const { db } = handle;
  const clinic = await createClinic(db);
  const [open, gone] = await db
    .insert(faqCategories)
    .values([
      { phongkham_id: clinic, tendanhmuc: 'Đặt lịch', thutu: 2 },
      { phongkham_id: clinic, tendanhmuc: 'Đã xóa', thutu: 1, deletedAt: new Date() },
    ])
    .returning({ _id: faqCategories._id });
  await db.insert(faqs).values([
    { phongkham_id: clinic, dmfaq_id: open!._id, cauhoi: 'Câu hai', traloi: '<p>2</p>', thutu: 2 },
    { phongkham_id: clinic, dmfaq_id: open!._id, cauhoi: 'Câu một', traloi: '<p>1</p>', thutu: 1 },
    { phongkham_id: clinic, dmfaq_id: gone!._id, cauhoi: 'Câu của danh mục đã xóa', traloi: '<p>x</p>', thutu: 0 },
  ]);
}, 120_000);

afterAll(() => handle?.close());

const columns = { cauhoi: faqs.cauhoi, danhmuc: faqCategories.tendanhmuc };

/** The questions of live catalogues, the builder recording each selection it was asked for. */
function questions(query: { q?: string; limit?: number }) {
  const selections: string[][] = [];
  const page = listPage(
    { page: 1, limit: query.limit ?? 10, q: query.q, sort: '' },
    {
      // The catalogue's deletion lives on the joined table: a count without the join could not even say it.
      where: [isNull(faqCategories.deletedAt)],
      search: [faqCategories.tendanhmuc],
      sortable: { thutu: faqs.thutu },
      defaultSort: 'thutu',
      tieBreak: asc(faqs._id),
      columns,
      from: (fields) => {
        selections.push(Object.keys(fields));
        return handle.db.select(fields).from(faqs).innerJoin(faqCategories, eq(faqCategories._id, faqs.dmfaq_id));
      },
      orderFirst: (order) => [asc(faqCategories.thutu), ...order],
      map: (row) => `${row.danhmuc}: ${row.cauhoi}`,
    },
  );
  return { page, selections };
}

describe('listPage with one from builder', { timeout: 60_000 }, () => {
  it('counts and lists through the same joins, in order, each row mapped', async () => {
    const { page, selections } = questions({});
    expect(await page).toEqual({
      docs: ['Đặt lịch: Câu một', 'Đặt lịch: Câu hai'],
      totalDocs: 2,
      page: 1,
      limit: 10,
      totalPages: 1,
    });
    expect(selections.sort()).toEqual([['cauhoi', 'danhmuc'], ['n']]);
  });

  it('searches a joined column in the count as in the page', async () => {
    expect((await questions({ q: 'dat lich', limit: 1 }).page).totalDocs).toBe(2);
    expect(await questions({ q: 'khong co' }).page).toMatchObject({ docs: [], totalDocs: 0 });
  });
});
