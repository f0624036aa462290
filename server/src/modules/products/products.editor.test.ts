// The product and product-category editors' API on the module kit: staff write products with an optional
// category and an optional price ("contact us"), write categories, and cannot delete a category that still holds
// live products; every write has its history row, bad input gets field messages, every flag is checked.
import { productCategoryRecord, productRecord } from '@phongkham/contracts';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, products } from '../../db/schema';
import { onContentChanged } from '../../lib/content-events';
import { buildTestApp } from '../../test/app';
import { apiCaller, createStaff, menuEntry, signIn, staffWithMenu } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const call = apiCaller(app);

const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));

const history = (id: string) =>
  db.select().from(activityLog).where(eq(activityLog.banghi_id, id)).orderBy(desc(activityLog.createdAt));

async function createCategory(tendanhmuc: string, changes: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/dmsanpham', owner, { tendanhmuc, ...changes });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; tendanhmuc: string; sosanpham: number };
}

const product = (changes: Record<string, unknown> = {}) => ({
  tensanpham: 'Máy xông mũi họng cho trẻ em',
  tensanpham_en: 'Children’s nebuliser',
  mota: 'Máy xông khí dung dùng tại nhà.',
  noidung: '<p>Dùng theo chỉ định của bác sĩ.</p>',
  gia: 890_000,
  hienthi: true,
  ...changes,
});

type View = { _id: string; tensanpham: string; gia: number | null; dmsanpham_id: string | null; hienthi: boolean };

async function createProduct(changes: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/sanpham', owner, product(changes));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as View & { danhmuc: { tendanhmuc: string } | null };
}

describe('product categories', () => {
  it('creates, renames and deletes a category, each with its history row', async () => {
    const created = await createCategory('Thiết bị y tế gia đình', { tendanhmuc_en: 'Home medical devices', thutu: 4 });
    expect(productCategoryRecord.safeParse(created).success).toBe(true);
    expect(created).toMatchObject({ sosanpham: 0 });
    const renamed = await call('PUT', `/api/dmsanpham/${created._id}`, owner, { tendanhmuc: 'Thiết bị y tế tại nhà' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ tendanhmuc: 'Thiết bị y tế tại nhà', thutu: 4 });
    expect((await call('DELETE', `/api/dmsanpham/${created._id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/dmsanpham/${created._id}`, owner)).statusCode).toBe(404);
    const rows = await history(created._id);
    expect(rows.map((row) => row.hanhdong)).toEqual(['XOA', 'CAP_NHAT', 'TAO']);
    expect(rows[0]).toMatchObject({ tainguyen: 'dmsanpham' });
    expect(rows[1]!.truoc).toMatchObject({ tendanhmuc: 'Thiết bị y tế gia đình' });
    expect(rows[1]!.sau).toMatchObject({ tendanhmuc: 'Thiết bị y tế tại nhà' });
  });

  it('refuses (409) to delete a category while live products are in it, and allows it once they are gone', async () => {
    const category = await createCategory('Danh mục còn sản phẩm');
    const first = await createProduct({ dmsanpham_id: category._id });
    await createProduct({ dmsanpham_id: category._id, hienthi: false });
    expect((await call('GET', `/api/dmsanpham/${category._id}`, owner)).json().data.sosanpham).toBe(2);
    const vi = await call('DELETE', `/api/dmsanpham/${category._id}`, owner);
    expect(vi.statusCode).toBe(409);
    expect(vi.json().message).toBe(
      'Danh mục đang có 2 sản phẩm nên không thể xóa. Hãy chuyển hoặc xóa các sản phẩm trước.',
    );
    const en = await call('DELETE', `/api/dmsanpham/${category._id}`, owner, undefined, 'en');
    expect(en.json().message).toBe(
      'The category still holds 2 products, so it cannot be deleted. Move or delete those products first.',
    );
    expect((await history(category._id)).map((row) => row.hanhdong)).toEqual(['TAO']);

    // A deleted product no longer holds it; a moved one neither.
    await call('DELETE', `/api/sanpham/${first._id}`, owner);
    const rest = (await call('GET', `/api/sanpham?limit=0&dmsanpham_id=${category._id}`, owner)).json().data.docs;
    await call('PUT', `/api/sanpham/${rest[0]._id}`, owner, product({ dmsanpham_id: null, hienthi: false }));
    expect((await call('DELETE', `/api/dmsanpham/${category._id}`, owner)).statusCode).toBe(200);
  });

  it('answers 400 with field messages, searches without diacritics, and 404s an unknown category', async () => {
    const response = await call('POST', '/api/dmsanpham', owner, { tendanhmuc: ' ', thutu: -1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ tendanhmuc: 'Không được để trống', thutu: expect.any(String) });
    await createCategory('Dụng cụ sơ cứu');
    const found = (await call('GET', '/api/dmsanpham?q=DUNG CU SO CUU', owner)).json().data;
    expect(found.docs.map((d: { tendanhmuc: string }) => d.tendanhmuc)).toEqual(['Dụng cụ sơ cứu']);
    expect((await call('PUT', `/api/dmsanpham/${crypto.randomUUID()}`, owner, { tendanhmuc: 'A' })).statusCode).toBe(
      404,
    );
  });
});

describe('products', () => {
  it('creates a product in a category with its price, and one history row', async () => {
    const category = await createCategory('Thiết bị hô hấp');
    const created = await createProduct({ dmsanpham_id: category._id });
    expect(productRecord.safeParse(created).success).toBe(true);
    expect(created).toMatchObject({
      gia: 890_000,
      dmsanpham_id: category._id,
      danhmuc: { tendanhmuc: 'Thiết bị hô hấp' },
    });
    const [row] = await history(created._id);
    expect(row).toMatchObject({ hanhdong: 'TAO', tainguyen: 'sanpham', truoc: null });
    expect(row!.sau).toMatchObject({ tensanpham: 'Máy xông mũi họng cho trẻ em', gia: 890_000 });
  });

  it('keeps an empty price as "contact us" (null), without a category, and changes it on update', async () => {
    const created = await createProduct({ tensanpham: 'Nẹp cổ tay cố định', gia: null });
    expect(created).toMatchObject({ gia: null, dmsanpham_id: null, danhmuc: null });
    const updated = await call(
      'PUT',
      `/api/sanpham/${created._id}`,
      owner,
      product({ tensanpham: 'Nẹp cổ tay', gia: 0 }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ tensanpham: 'Nẹp cổ tay', gia: 0 });
    const [update] = await history(created._id);
    expect(update).toMatchObject({ hanhdong: 'CAP_NHAT', truoc: expect.objectContaining({ gia: null }) });
    expect(update!.sau).toMatchObject({ gia: 0 });
  });

  it('answers 400 on the field for a bad price, a missing name, or a category that is missing or removed', async () => {
    const before = (await db.select().from(products)).length;
    for (const gia of [-1, 1.5, 10_000_000_001, '890000']) {
      const response = await call('POST', '/api/sanpham', owner, product({ gia }));
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['gia']);
    }
    const negative = await call('POST', '/api/sanpham', owner, product({ gia: -1 }));
    expect(negative.json().errors.gia).toBe('Giá không được nhỏ hơn 0');
    const nameless = await call('POST', '/api/sanpham', owner, product({ tensanpham: '' }), 'en');
    expect(nameless.json().errors).toEqual({ tensanpham: expect.any(String) });

    const removed = await createCategory('Danh mục sẽ gỡ');
    await call('DELETE', `/api/dmsanpham/${removed._id}`, owner);
    for (const dmsanpham_id of [crypto.randomUUID(), removed._id]) {
      const response = await call('POST', '/api/sanpham', owner, product({ dmsanpham_id }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ dmsanpham_id: 'Mục được chọn không tồn tại hoặc đã bị xóa.' });
    }
    expect((await db.select().from(products)).length).toBe(before);
  });

  it('shows an unpublished product to staff only, filters by category and state, and sorts by price', async () => {
    const category = await createCategory('Chăm sóc người cao tuổi');
    const hidden = await createProduct({
      tensanpham: 'Gậy chống bốn chân',
      dmsanpham_id: category._id,
      hienthi: false,
    });
    await createProduct({ tensanpham: 'Đệm chống loét', dmsanpham_id: category._id, gia: 1_450_000 });
    expect((await call('GET', `/api/sanpham/${hidden._id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/sanpham/${hidden._id}`, owner)).statusCode).toBe(200);
    const publicList = (await call('GET', `/api/sanpham?limit=0&dmsanpham_id=${category._id}`)).json().data;
    expect(publicList.docs.map((d: View) => d.tensanpham)).toEqual(['Đệm chống loét']);
    const staffList = (await call('GET', `/api/sanpham?limit=0&dmsanpham_id=${category._id}`, owner)).json().data;
    expect(staffList.totalDocs).toBe(2);
    const drafts = (await call('GET', `/api/sanpham?limit=0&dmsanpham_id=${category._id}&hienthi=false`, owner)).json()
      .data;
    expect(drafts.docs.map((d: View) => d.tensanpham)).toEqual(['Gậy chống bốn chân']);
    const byPrice = (await call('GET', '/api/sanpham?limit=0&sort=-gia', owner)).json().data.docs as View[];
    const prices = byPrice.map((d) => d.gia).filter((gia) => gia !== null) as number[];
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect((await call('GET', '/api/sanpham?q=DEM CHONG LOET', owner)).json().data.totalDocs).toBe(1);
  });

  it('deletes a product: gone for everyone, history kept; the caches are emptied after each write', async () => {
    const reasons: string[] = [];
    const stop = onContentChanged((reason) => reasons.push(reason));
    const created = await createProduct({ tensanpham: 'Sản phẩm sẽ xóa' });
    await call('PUT', `/api/sanpham/${created._id}`, owner, product());
    expect((await call('DELETE', `/api/sanpham/${created._id}`, owner)).statusCode).toBe(200);
    stop();
    expect(reasons).toEqual(['sanpham', 'sanpham', 'sanpham']);
    expect((await call('GET', `/api/sanpham/${created._id}`, owner)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/sanpham/${created._id}`, owner)).statusCode).toBe(404);
    expect((await history(created._id)).map((row) => row.hanhdong)).toEqual(['XOA', 'CAP_NHAT', 'TAO']);
  });
});

describe('who may do what', async () => {
  const target = await createProduct({ tensanpham: 'Sản phẩm để thử quyền', hienthi: false });
  const category = await createCategory('Danh mục để thử quyền');
  const roleFor = (url: string, flags: Parameters<typeof menuEntry>[1]) =>
    staffWithMenu(app, db, [menuEntry(url, flags)]);

  it('answers 401 to writes without sign-in', async () => {
    for (const [method, path] of [
      ['POST', '/api/sanpham'],
      ['PUT', `/api/sanpham/${target._id}`],
      ['DELETE', `/api/sanpham/${target._id}`],
      ['POST', '/api/dmsanpham'],
      ['DELETE', `/api/dmsanpham/${category._id}`],
    ] as const) {
      expect((await call(method, path, undefined, product())).statusCode).toBe(401);
    }
  });

  it('answers 403 for each product flag the role lacks, and lets each flag do its own write only', async () => {
    const viewer = await roleFor('/san-pham', { view: true });
    const creator = await roleFor('/san-pham', { view: true, create: true });
    const updater = await roleFor('/san-pham', { view: true, update: true });
    const deleter = await roleFor('/san-pham', { view: true, delete: true });
    const url = `/api/sanpham/${target._id}`;
    expect((await call('POST', '/api/sanpham', viewer, product())).statusCode).toBe(403);
    expect((await call('PUT', url, viewer, product())).statusCode).toBe(403);
    expect((await call('DELETE', url, viewer)).statusCode).toBe(403);
    expect((await call('POST', '/api/sanpham', creator, product())).statusCode).toBe(201);
    expect((await call('PUT', url, creator, product())).statusCode).toBe(403);
    expect((await call('PUT', url, updater, product({ hienthi: false }))).statusCode).toBe(200);
    expect((await call('DELETE', url, updater)).statusCode).toBe(403);
    expect((await call('GET', url, viewer)).statusCode).toBe(200);
    expect((await call('DELETE', url, deleter)).statusCode).toBe(200);
  });

  it('guards the categories with their own url: the product grants do not write them', async () => {
    const productEditor = await roleFor('/san-pham', { view: true, create: true, update: true, delete: true });
    const categoryEditor = await roleFor('/danh-muc-san-pham', { view: true, create: true, update: true });
    const url = `/api/dmsanpham/${category._id}`;
    expect((await call('POST', '/api/dmsanpham', productEditor, { tendanhmuc: 'Không được tạo' })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', url, productEditor)).statusCode).toBe(403);
    expect((await call('PUT', url, categoryEditor, { tendanhmuc: 'Đã đổi tên' })).statusCode).toBe(200);
    expect((await call('DELETE', url, categoryEditor)).statusCode).toBe(403);
    expect((await call('POST', '/api/sanpham', categoryEditor, product())).statusCode).toBe(403);
  });
});
