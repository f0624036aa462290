import { newsArticle, newsItem } from '@phongkham/contracts';
import { eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clinics, news, newsCategories, settings } from '../../db/schema';
import { demoNews } from '../../db/seed/news';
import { contentChanged } from '../../lib/content-events';
import { buildTestApp } from '../../test/app';

const { app, database, dataDir } = await buildTestApp();
const db = database.db;

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const list = async (query = '') => {
  const response = await get(`/api/tintuc${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    docs: { _id: string; tieude: string; noibat: boolean; ngaydang: string; dmtintuc_id: string }[];
    totalDocs: number;
    page: number;
    limit: number;
    totalPages: number;
  };
};
const titles = (data: { docs: { tieude: string }[] }) => data.docs.map((doc) => doc.tieude);
const newestFirst = [...demoNews].sort((a, b) => a.daysAgo - b.daysAgo).map((a) => a.tieude);

const [setting] = await db.select({ phongkham_id: settings.phongkham_id }).from(settings);
const clinicId = setting!.phongkham_id;
const categories = await db.select().from(newsCategories).orderBy(newsCategories.thutu);
const knowledge = categories.find((c) => c.tendanhmuc === 'Kiến thức sức khỏe')!;

describe('GET /api/tintuc', () => {
  it('lists the published articles newest first, 10 a page', async () => {
    const data = await list();
    expect(data).toMatchObject({ totalDocs: 13, page: 1, limit: 10, totalPages: 2 });
    expect(titles(data)).toEqual(newestFirst.slice(0, 10));
    const dates = data.docs.map((doc) => Date.parse(doc.ngaydang));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('answers each card with the contract fields: category, picture, no body', async () => {
    const [first] = (await list('?limit=1')).docs;
    expect(newsItem.safeParse(first).success).toBe(true);
    expect(first).not.toHaveProperty('noidung');
    expect(first).toMatchObject({
      tieude: newestFirst[0],
      tieude_en: expect.any(String),
      mota: expect.any(String),
      mota_en: expect.any(String),
      danhmuc: { _id: first!.dmtintuc_id, tendanhmuc: 'Ưu đãi và sự kiện', tendanhmuc_en: 'Offers and events' },
      hinhanh: {
        _id: expect.any(String),
        url: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.webp$/),
        chieurong: 1200,
        chieucao: 675,
      },
    });
  });

  it('serves every card picture from the uploads of the data directory', async () => {
    const data = await list('?limit=0');
    for (const doc of data.docs as unknown as { hinhanh: { url: string } }[]) {
      expect(existsSync(path.join(dataDir, doc.hinhanh.url))).toBe(true);
    }
  });

  it('pages without overlap, and limit=0 gives every article', async () => {
    const first = await list('?limit=5');
    const second = await list('?limit=5&page=2');
    const third = await list('?limit=5&page=3');
    expect(second).toMatchObject({ page: 2, limit: 5, totalPages: 3, totalDocs: 13 });
    expect([...titles(first), ...titles(second), ...titles(third)]).toEqual(newestFirst);
    const all = await list('?limit=0');
    expect(all).toMatchObject({ totalDocs: 13, page: 1, limit: 0, totalPages: 1 });
    expect(all.docs).toHaveLength(13);
  });

  it('filters by category', async () => {
    const data = await list(`?limit=0&dmtintuc_id=${knowledge._id}`);
    expect(data.totalDocs).toBe(demoNews.filter((a) => a.danhmuc === 'Kiến thức sức khỏe').length);
    expect(data.docs.every((doc) => doc.dmtintuc_id === knowledge._id)).toBe(true);
  });

  it('filters featured articles (noibat) and the others', async () => {
    const featured = await list('?limit=0&noibat=true');
    expect(titles(featured)).toEqual(newestFirst.filter((t) => demoNews.find((a) => a.tieude === t)!.noibat));
    expect(featured.docs.every((doc) => doc.noibat)).toBe(true);
    const others = await list('?limit=0&noibat=false');
    expect(featured.totalDocs + others.totalDocs).toBe(13);
    expect(others.docs.every((doc) => !doc.noibat)).toBe(true);
  });

  it.each([
    ['tang huyet ap', 'Tăng huyết áp: “kẻ giết người thầm lặng” và cách kiểm soát tại nhà'],
    ['MÓNG CHÂN', 'Móng chân mọc quặp: nguyên nhân, cách xử trí và phòng ngừa'],
    ['dengue', 'Sốt xuất huyết mùa mưa: nhận biết sớm dấu hiệu cảnh báo để tránh biến chứng'],
  ])('finds %j ignoring diacritics and case, in either language', async (q, title) => {
    expect(titles(await list(`?q=${encodeURIComponent(q)}`))).toEqual([title]);
  });

  it('sorts by title on request and refuses fields outside the allowlist, in vi and en', async () => {
    const byTitle = titles(await list('?limit=0&sort=tieude'));
    expect(byTitle[0]).toBe('5 dấu hiệu cảnh báo đái tháo đường tuýp 2 bạn không nên bỏ qua');
    expect(titles(await list('?limit=0&sort=ngaydang'))).toEqual([...newestFirst].reverse());
    const vi = await get('/api/tintuc?sort=noidung');
    expect(vi.statusCode).toBe(400);
    expect(vi.json().errors.sort).toBe(
      'Sắp xếp phải là một trong các giá trị: ngaydang, -ngaydang, tieude, -tieude, createdAt, -createdAt, updatedAt, -updatedAt',
    );
    const en = await get('/api/tintuc?sort=noidung', { i18nextLng: 'en' });
    expect(en.json().errors.sort).toBe(
      'Sort must be one of ngaydang, -ngaydang, tieude, -tieude, createdAt, -createdAt, updatedAt, -updatedAt',
    );
  });

  it.each([
    ['?dmtintuc_id=abc', 'dmtintuc_id', 'Danh mục tin tức không phải là mã định danh hợp lệ'],
    ['?noibat=maybe', 'noibat', 'Tin nổi bật phải là một trong các giá trị: true, false'],
    ['?limit=101', 'limit', 'Số dòng mỗi trang không được lớn hơn 100'],
  ])('refuses %s with a localized 400', async (query, field, message) => {
    const response = await get(`/api/tintuc${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Dữ liệu chưa hợp lệ, vui lòng kiểm tra các trường được đánh dấu.',
      errors: { [field]: message },
    });
  });
});

describe('GET /api/tintuc/:id', () => {
  it('answers the article with its body, in both languages', async () => {
    const [card] = (await list('?limit=1')).docs;
    const response = await get(`/api/tintuc/${card!._id}`);
    expect(response.statusCode).toBe(200);
    const article = response.json().data;
    expect(newsArticle.safeParse(article).success).toBe(true);
    expect(article).toMatchObject({
      ...card,
      noidung: expect.stringContaining('<h2>'),
      noidung_en: expect.any(String),
    });
  });

  it('answers 404 for an unknown id, in vi and en', async () => {
    const url = '/api/tintuc/0190f4a0-0000-7000-8000-000000000000';
    expect((await get(url)).json()).toEqual({ success: false, message: 'Không tìm thấy nội dung bạn yêu cầu.' });
    const en = await get(url, { i18nextLng: 'en' });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ success: false, message: 'The content you asked for was not found.' });
  });

  it.each(['42', 'not-a-uuid', `0190f4a0-0000-7000-8000-000000000000-slug`, "1' or '1'='1"])(
    'answers 400 for the malformed id %j',
    async (id) => {
      const response = await get(`/api/tintuc/${encodeURIComponent(id)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ id: 'Mã không phải là mã định danh hợp lệ' });
    },
  );
});

describe('what the public never sees', async () => {
  const [otherClinic] = await db
    .insert(clinics)
    .values({
      ten: 'Phòng khám khác',
      diachi: '1 Lê Lợi, Phường Bến Thành, Thành phố Hồ Chí Minh',
      dienthoai: '028 0000 0000',
    })
    .returning();
  const [removedCategory] = await db
    .insert(newsCategories)
    .values({ tendanhmuc: 'Danh mục đã gỡ', slug: 'danh-muc-da-go', thutu: 9, deletedAt: new Date() })
    .returning();
  const base = { dmtintuc_id: knowledge._id, phongkham_id: clinicId, mota: 'Ẩn' };
  const hidden = await db
    .insert(news)
    .values([
      { ...base, tieude: 'Bản nháp chưa đăng', slug: 'ban-nhap', hienthi: false },
      { ...base, tieude: 'Bài đã xóa', slug: 'bai-da-xoa', deletedAt: new Date() },
      { ...base, tieude: 'Bài của phòng khám khác', slug: 'bai-khac', phongkham_id: otherClinic!._id },
      { ...base, tieude: 'Bài trong danh mục đã gỡ', slug: 'bai-danh-muc-go', dmtintuc_id: removedCategory!._id },
    ])
    .returning();

  it('keeps unpublished, deleted, other clinics’ and orphaned articles out of the list, search and counts', async () => {
    const all = await list('?limit=0');
    expect(all.totalDocs).toBe(13);
    expect(titles(all)).not.toContain('Bản nháp chưa đăng');
    expect((await list('?q=ban nhap')).totalDocs).toBe(0);
    expect((await list(`?dmtintuc_id=${removedCategory!._id}`)).totalDocs).toBe(0);
    expect((await list(`?dmtintuc_id=${knowledge._id}&q=bai`)).docs.map((d) => d.tieude)).not.toContain(
      'Bài của phòng khám khác',
    );
  });

  it('answers 404 for each of them', async () => {
    for (const row of hidden) expect((await get(`/api/tintuc/${row._id}`)).statusCode).toBe(404);
  });

  it('shows an article once it is published', async () => {
    const draft = hidden[0]!;
    await db.update(news).set({ hienthi: true }).where(eq(news._id, draft._id));
    // Written straight into the table: announced as the kit's writes are, or the public reads kept in memory stay.
    contentChanged('test');
    expect((await get(`/api/tintuc/${draft._id}`)).statusCode).toBe(200);
    expect((await list('?limit=0')).totalDocs).toBe(14);
    await db.update(news).set({ hienthi: false }).where(eq(news._id, draft._id));
    contentChanged('test');
  });
});
