import { pageCodes, sitePage } from '@phongkham/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pages } from '../../db/schema';
import { buildTestApp } from '../../test/app';

const { app, database } = await buildTestApp();

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('GET /api/trang/:ma', () => {
  it.each(pageCodes)('answers the page %s with its text in both languages and a picture', async (ma) => {
    const response = await get(`/api/trang/${ma}`);
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(sitePage.safeParse(page).success).toBe(true);
    expect(page).toMatchObject({
      ma,
      tieude: expect.any(String),
      tieude_en: expect.any(String),
      noidung: expect.stringContaining('<h2>'),
      noidung_en: expect.stringContaining('<h2>'),
      hinhanh: { url: expect.stringMatching(/^\/uploads\//), chieurong: 1200, chieucao: 675 },
    });
  });

  it('gives the about page its real text', async () => {
    const page = (await get('/api/trang/GIOI_THIEU')).json().data;
    expect(page.tieude).toBe('Giới thiệu Phòng khám Đa khoa An Tâm');
    expect(page.noidung).toContain('Sứ mệnh');
    expect(page.noidung_en).toContain('Our mission');
  });

  it('refuses an unknown code with the known ones, in vi and en', async () => {
    const vi = await get('/api/trang/LIEN_HE');
    expect(vi.statusCode).toBe(400);
    expect(vi.json().errors).toEqual({
      ma: 'Mã phải là một trong các giá trị: GIOI_THIEU, TU_THIEN, XET_DUYET_HO_SO, DANG_KY_THANH_VIEN',
    });
    const en = await get('/api/trang/gioi_thieu', { i18nextLng: 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual({
      ma: 'Code must be one of GIOI_THIEU, TU_THIEN, XET_DUYET_HO_SO, DANG_KY_THANH_VIEN',
    });
  });

  it('answers 404, localized, when the clinic has no such page', async () => {
    await database.db.delete(pages).where(eq(pages.ma, 'DANG_KY_THANH_VIEN'));
    const vi = await get('/api/trang/DANG_KY_THANH_VIEN');
    expect(vi.statusCode).toBe(404);
    expect(vi.json()).toEqual({ success: false, message: 'Không tìm thấy nội dung bạn yêu cầu.' });
    const en = await get('/api/trang/DANG_KY_THANH_VIEN', { i18nextLng: 'en' });
    expect(en.json()).toEqual({ success: false, message: 'The content you asked for was not found.' });
  });
});
