import { successStoryDetail, successStoryItem } from '@phongkham/contracts';
import { describe, expect, it } from 'vitest';
import { settings, successStories } from '../../db/schema';
import { demoStories } from '../../db/seed/stories';
import { buildTestApp } from '../../test/app';

const { app, database } = await buildTestApp();
const db = database.db;

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const data = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
type Doc = { _id: string; tieude: string };
const titles = (page: { docs: Doc[] }) => page.docs.map((doc) => doc.tieude);
const newestFirst = [...demoStories].sort((a, b) => a.daysAgo - b.daysAgo).map((s) => s.tieude);

describe('GET /api/cauchuyen', () => {
  it('lists the stories newest first with a picture and no body', async () => {
    const page = await data('/api/cauchuyen');
    expect(page).toMatchObject({ totalDocs: 3, page: 1, limit: 10, totalPages: 1 });
    expect(titles(page)).toEqual(newestFirst);
    for (const doc of page.docs) {
      expect(successStoryItem.safeParse(doc).success).toBe(true);
      expect(doc).not.toHaveProperty('noidung');
      expect(doc.hinhanh.url).toMatch(/^\/uploads\//);
    }
  });

  it('pages, sorts and searches without diacritics', async () => {
    expect(titles(await data('/api/cauchuyen?limit=2&page=2'))).toEqual([newestFirst[2]]);
    expect(titles(await data('/api/cauchuyen?sort=ngaydang'))).toEqual([...newestFirst].reverse());
    expect(titles(await data('/api/cauchuyen?q=mong chan'))).toEqual([
      'Bé Na tự tin mang dép trở lại sau ca điều trị móng chân mọc quặp',
    ]);
    expect((await get('/api/cauchuyen?sort=benhnhan')).statusCode).toBe(400);
  });
});

describe('GET /api/cauchuyen/:id', () => {
  it('answers the story with its body', async () => {
    const [first] = (await data('/api/cauchuyen?limit=1')).docs;
    const story = await data(`/api/cauchuyen/${first._id}`);
    expect(successStoryDetail.safeParse(story).success).toBe(true);
    expect(story).toMatchObject({ ...first, noidung: expect.stringContaining('<p>') });
  });

  it('names the sponsored operation the story follows', async () => {
    const [linked] = (await data('/api/cauchuyen?q=thoat vi ben')).docs;
    expect(linked.taitro).toEqual({
      _id: expect.any(String),
      tieude: 'Đã phẫu thuật thành công: mổ thoát vị bẹn cho anh H.',
      tieude_en: 'Operated successfully: inguinal hernia repair for Mr H.',
    });
    expect((await data(`/api/cauchuyen?taitro_id=${linked.taitro._id}`)).totalDocs).toBe(1);
    const unlinked = (await data('/api/cauchuyen?q=mong chan')).docs[0];
    expect(unlinked.taitro).toBeNull();
  });

  it('answers 404 for unknown and hidden stories in English, 400 for a malformed id', async () => {
    const [{ phongkham_id }] = (await db.select({ phongkham_id: settings.phongkham_id }).from(settings)) as [
      { phongkham_id: string },
    ];
    const hidden = await db
      .insert(successStories)
      .values([
        { phongkham_id, tieude: 'Câu chuyện chờ đồng ý', hienthi: false },
        { phongkham_id, tieude: 'Câu chuyện đã gỡ', deletedAt: new Date() },
      ])
      .returning();
    for (const row of hidden) {
      const response = await get(`/api/cauchuyen/${row._id}`, { i18nextLng: 'en' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('The content you asked for was not found.');
    }
    expect((await data('/api/cauchuyen?limit=0')).totalDocs).toBe(3);
    expect((await get('/api/cauchuyen/abc')).statusCode).toBe(400);
  });
});
