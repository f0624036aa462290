// News categories written through the module kit: one collection behind /danh-muc-tin-tuc and /dmtintuc, unique
// slugs, order, and no deleting a category that still holds articles.
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { apiCaller, createStaff, menuEntry, type SignedIn, signIn, staffWithMenu } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));

const call = apiCaller(app);

async function create(body: Record<string, unknown>, who: SignedIn = owner) {
  const response = await call('POST', '/api/dmtintuc', who, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; slug: string; thutu: number; sobaiviet: number };
}

describe('writing categories', () => {
  it('creates one with a slug from its name and no articles, and lists it in its order', async () => {
    const created = await create({ tendanhmuc: 'Sức khỏe mẹ và bé', tendanhmuc_en: 'Mother and baby', thutu: 0 });
    expect(created).toMatchObject({ slug: 'suc-khoe-me-va-be', thutu: 0, sobaiviet: 0 });
    const first = (await call('GET', '/api/dmtintuc?limit=1')).json().data.docs[0];
    expect(first._id).toBe(created._id);
    const [row] = await db.select().from(activityLog).where(eq(activityLog.banghi_id, created._id));
    expect(row).toMatchObject({ hanhdong: 'TAO', tainguyen: 'dmtintuc' });
  });

  it('changes the order the public menu shows at once', async () => {
    const created = await create({ tendanhmuc: 'Chuyên mục cuối', thutu: 900 });
    const names = async () =>
      (await call('GET', '/api/dmtintuc?limit=0')).json().data.docs.map((d: { _id: string }) => d._id);
    expect((await names()).at(-1)).toBe(created._id);
    const moved = await call('PUT', `/api/dmtintuc/${created._id}`, owner, {
      tendanhmuc: 'Chuyên mục cuối',
      thutu: -1,
    });
    expect(moved.statusCode).toBe(400);
    expect(
      (await call('PUT', `/api/dmtintuc/${created._id}`, owner, { tendanhmuc: 'Chuyên mục đầu', thutu: 0 })).statusCode,
    ).toBe(200);
    expect((await names()).slice(0, 2)).toContain(created._id);
  });

  it('refuses a slug in use with 409 on the field, in vi and en', async () => {
    await create({ tendanhmuc: 'Dinh dưỡng', slug: 'dinh-duong' });
    const vi = await call('POST', '/api/dmtintuc', owner, { tendanhmuc: 'Dinh dưỡng 2', slug: 'dinh-duong' });
    expect(vi.statusCode).toBe(409);
    expect(vi.json().errors).toEqual({
      slug: 'Giá trị này đã được dùng cho một mục khác, vui lòng chọn giá trị khác.',
    });
    const en = await call('POST', '/api/dmtintuc', owner, { tendanhmuc: 'Nutrition', slug: 'dinh-duong' }, 'en');
    expect(en.json().errors).toEqual({
      slug: 'This value is already used by another item, please choose another one.',
    });
  });

  it('refuses to delete a category that holds articles (409, with the count), and deletes an empty one', async () => {
    const used = await create({ tendanhmuc: 'Có bài viết' });
    const article = await call('POST', '/api/tintuc', owner, {
      dmtintuc_id: used._id,
      tieude: 'Bài mẫu',
      hienthi: false,
    });
    expect(article.statusCode).toBe(201);
    const refused = await call('DELETE', `/api/dmtintuc/${used._id}`, owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Danh mục đang có 1 bài viết nên không thể xóa. Hãy chuyển hoặc xóa các bài viết trước.',
    );
    expect((await call('GET', `/api/dmtintuc/${used._id}`)).json().data.sobaiviet).toBe(1);
    // Once the article is gone the category may go too.
    expect((await call('DELETE', `/api/tintuc/${article.json().data._id}`, owner)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/dmtintuc/${used._id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/dmtintuc/${used._id}`)).statusCode).toBe(404);
    const rows = await db
      .select()
      .from(activityLog)
      .where(eq(activityLog.banghi_id, used._id))
      .orderBy(desc(activityLog.createdAt));
    expect(rows.map((row) => row.hanhdong)).toEqual(['XOA', 'TAO']);
  });

  it('answers 400 with the field message for an empty name', async () => {
    const response = await call('POST', '/api/dmtintuc', owner, { tendanhmuc: ' ' }, 'en');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['tendanhmuc']);
  });
});

describe('one collection, two urls', async () => {
  const viaCatalogue = await staffWithMenu(app, db, [menuEntry('/dmtintuc', { view: true, create: true })]);
  const viaScreen = await staffWithMenu(app, db, [menuEntry('/danh-muc-tin-tuc', { view: true, update: true })]);
  const viewer = await staffWithMenu(app, db, [menuEntry('/danh-muc-tin-tuc', { view: true })]);

  it('lets a grant on either url write, each flag on its own', async () => {
    const created = await create({ tendanhmuc: 'Qua danh mục' }, viaCatalogue);
    expect((await call('PUT', `/api/dmtintuc/${created._id}`, viaCatalogue, { tendanhmuc: 'X' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/dmtintuc/${created._id}`, viaScreen, { tendanhmuc: 'Y' })).statusCode).toBe(200);
    expect((await call('POST', '/api/dmtintuc', viaScreen, { tendanhmuc: 'Z' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/dmtintuc/${created._id}`, viewer)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/dmtintuc/${created._id}`)).statusCode).toBe(401);
  });
});
