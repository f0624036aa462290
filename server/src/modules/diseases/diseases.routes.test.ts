import { diseaseRecord, diseaseRow } from '@phongkham/contracts';
import { describe, expect, it } from 'vitest';
import { diseases, settings } from '../../db/schema';
import { demoDiseases } from '../../db/seed/diseases';
import { buildTestApp } from '../../test/app';

const { app, database } = await buildTestApp();
const db = database.db;

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const data = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
type Doc = { _id: string; tenbenh: string };
const names = (page: { docs: Doc[] }) => page.docs.map((doc) => doc.tenbenh);

describe('GET /api/benh', () => {
  it('lists the diseases in display order with a picture and no body', async () => {
    const page = await data('/api/benh');
    expect(page).toMatchObject({ totalDocs: 6, page: 1, limit: 10, totalPages: 1 });
    expect(names(page)).toEqual(demoDiseases.map((d) => d.tenbenh));
    for (const doc of page.docs) {
      expect(diseaseRow.safeParse(doc).success).toBe(true);
      expect(doc).not.toHaveProperty('noidung');
      expect(doc.hinhanh).toMatchObject({ chieurong: 1200, chieucao: 675 });
    }
  });

  it('pages, sorts by name and searches without diacritics', async () => {
    const second = await data('/api/benh?limit=4&page=2');
    expect(second).toMatchObject({ totalDocs: 6, totalPages: 2 });
    expect(names(second)).toEqual(demoDiseases.slice(4).map((d) => d.tenbenh));
    expect(names(await data('/api/benh?limit=0&sort=tenbenh'))[0]).toBe('Đái tháo đường tuýp 2');
    expect(names(await data('/api/benh?q=DAI THAO DUONG'))).toEqual(['Đái tháo đường tuýp 2']);
    expect(names(await data('/api/benh?q=tonsil'))).toEqual(['Viêm họng và viêm amidan']);
  });

  it('refuses a limit over 100 in English', async () => {
    const response = await get('/api/benh?limit=500', { i18nextLng: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Some fields are not valid, please check the highlighted fields.',
      errors: { limit: 'Rows per page cannot be greater than 100' },
    });
  });
});

describe('GET /api/benh/:id', () => {
  it('answers the introduction with its body', async () => {
    const [first] = (await data('/api/benh?limit=1')).docs;
    const disease = await data(`/api/benh/${first._id}`);
    expect(diseaseRecord.safeParse(disease).success).toBe(true);
    expect(disease).toMatchObject({
      ...first,
      noidung: expect.stringContaining('<h2>'),
      noidung_en: expect.stringContaining('<h2>'),
    });
  });

  it('answers 404 for unknown and hidden ids, 400 for malformed ones', async () => {
    const [{ phongkham_id }] = (await db.select({ phongkham_id: settings.phongkham_id }).from(settings)) as [
      { phongkham_id: string },
    ];
    const hidden = await db
      .insert(diseases)
      .values([
        { phongkham_id, tenbenh: 'Bệnh chưa đăng', hienthi: false },
        { phongkham_id, tenbenh: 'Bệnh đã xóa', deletedAt: new Date() },
      ])
      .returning();
    for (const row of hidden) expect((await get(`/api/benh/${row._id}`)).statusCode).toBe(404);
    expect((await data('/api/benh?limit=0')).totalDocs).toBe(6);
    expect((await get('/api/benh/0190f4a0-0000-7000-8000-000000000000')).statusCode).toBe(404);
    const malformed = await get('/api/benh/tang-huyet-ap');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ id: 'Mã không phải là mã định danh hợp lệ' });
  });
});
