import { sponsoredOperationDetail, sponsoredOperationItem } from '@phongkham/contracts';
import { describe, expect, it } from 'vitest';
import { settings, sponsoredOperations } from '../../db/schema';
import { demoSponsorships } from '../../db/seed/sponsorships';
import { buildTestApp } from '../../test/app';

const { app, database } = await buildTestApp();
const db = database.db;

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const data = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
type Doc = { _id: string; tieude: string; trangthai: string; chiphi: number; dataitro: number };
const titles = (page: { docs: Doc[] }) => page.docs.map((doc) => doc.tieude);
const newestFirst = [...demoSponsorships].sort((a, b) => a.daysAgo - b.daysAgo).map((s) => s.tieude);

describe('GET /api/taitro', () => {
  it('lists the cases newest first with cost, amount raised and status', async () => {
    const page = await data('/api/taitro');
    expect(page).toMatchObject({ totalDocs: 3, page: 1, limit: 10, totalPages: 1 });
    expect(titles(page)).toEqual(newestFirst);
    for (const doc of page.docs) {
      expect(sponsoredOperationItem.safeParse(doc).success).toBe(true);
      expect(doc).not.toHaveProperty('noidung');
    }
    expect(page.docs[0]).toMatchObject({
      benhnhan: 'Bà N.T.L., 72 tuổi, xã Cần Giờ',
      benhnhan_en: 'Mrs N.T.L., 72, Cần Giờ commune',
      chiphi: 6_500_000,
      dataitro: 4_200_000,
      trangthai: 'DANG_KEU_GOI',
    });
  });

  it('filters by status', async () => {
    const raising = await data('/api/taitro?trangthai=DANG_KEU_GOI');
    expect(raising.totalDocs).toBe(2);
    const operated = await data('/api/taitro?trangthai=DA_PHAU_THUAT');
    expect(operated.docs).toEqual([
      expect.objectContaining({ trangthai: 'DA_PHAU_THUAT', chiphi: 12_000_000, dataitro: 12_000_000 }),
    ]);
  });

  it('refuses an unknown status with the allowed ones, in vi and en', async () => {
    const vi = await get('/api/taitro?trangthai=XONG');
    expect(vi.statusCode).toBe(400);
    expect(vi.json().errors).toEqual({
      trangthai: 'Trạng thái phải là một trong các giá trị: DANG_KEU_GOI, DA_PHAU_THUAT',
    });
    const en = await get('/api/taitro?trangthai=XONG', { i18nextLng: 'en' });
    expect(en.json().errors).toEqual({ trangthai: 'Status must be one of DANG_KEU_GOI, DA_PHAU_THUAT' });
  });

  it('pages, sorts oldest first on request and searches', async () => {
    expect(titles(await data('/api/taitro?limit=1&page=3'))).toEqual([newestFirst[2]]);
    expect(titles(await data('/api/taitro?sort=ngaydang'))).toEqual([...newestFirst].reverse());
    expect(titles(await data('/api/taitro?q=thoat vi'))).toEqual([
      'Đã phẫu thuật thành công: mổ thoát vị bẹn cho anh H.',
    ]);
  });
});

describe('GET /api/taitro/:id', () => {
  it('answers the case with its story', async () => {
    const [first] = (await data('/api/taitro?limit=1')).docs;
    const item = await data(`/api/taitro/${first._id}`);
    expect(sponsoredOperationDetail.safeParse(item).success).toBe(true);
    expect(item).toMatchObject({ ...first, noidung: expect.stringContaining('<h2>') });
  });

  it('lists its donors newest first, naming only those who agreed, and the stories that follow it', async () => {
    const operated = (await data('/api/taitro?trangthai=DA_PHAU_THUAT')).docs[0];
    const item = await data(`/api/taitro/${operated._id}`);
    expect(
      item.quyengop.map((gift: { nhataitro: string | null; sotien: number }) => [gift.nhataitro, gift.sotien]),
    ).toEqual([
      ['Cựu học sinh THPT Lê Quý Đôn, khóa 2005', 2_000_000],
      [null, 4_000_000],
      ['Quỹ Vòng tay nhân ái', 6_000_000],
    ]);
    expect(JSON.stringify(item)).not.toContain('Võ Thị Thanh Hương');
    expect(item.cauchuyen).toEqual([
      expect.objectContaining({ tieude: 'Anh H. trở lại công việc sau ca mổ thoát vị bẹn nhờ chương trình tài trợ' }),
    ]);
  });

  it('answers 404 for unknown and hidden cases, 400 for a malformed id', async () => {
    const [{ phongkham_id }] = (await db.select({ phongkham_id: settings.phongkham_id }).from(settings)) as [
      { phongkham_id: string },
    ];
    const hidden = await db
      .insert(sponsoredOperations)
      .values([
        { phongkham_id, tieude: 'Hồ sơ chưa duyệt', hienthi: false },
        { phongkham_id, tieude: 'Hồ sơ đã gỡ', deletedAt: new Date() },
      ])
      .returning();
    for (const row of hidden) expect((await get(`/api/taitro/${row._id}`)).statusCode).toBe(404);
    expect((await data('/api/taitro?limit=0')).totalDocs).toBe(3);
    expect((await get('/api/taitro/0190f4a0-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/taitro/1')).statusCode).toBe(400);
  });
});
