import { doctorDetail, doctorItem, doctorSchedule, sortSessions } from '@phongkham/contracts';
import { eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { doctors, settings, staff } from '../../db/schema';
import { demoDoctors } from '../../db/seed/doctors';
import { buildTestApp } from '../../test/app';
import { createStaff } from '../../test/factories';

const { app, database, dataDir } = await buildTestApp();
const db = database.db;

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const data = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
type Doc = { _id: string; hoten: string; nhanvien_id: string; hinhanh: { url: string } | null };
const names = (page: { docs: Doc[] }) => page.docs.map((doc) => doc.hoten);

describe('GET /api/bacsi', () => {
  it('lists the doctors in display order with the name and photo of their staff account', async () => {
    const page = await data('/api/bacsi');
    expect(page).toMatchObject({ totalDocs: 6, page: 1, limit: 10, totalPages: 1 });
    expect(names(page)).toEqual(demoDoctors.map((d) => d.hoten));
    for (const doc of page.docs) {
      expect(doctorItem.safeParse(doc).success).toBe(true);
      expect(doc).not.toHaveProperty('noidung');
      expect(doc).not.toHaveProperty('matkhau');
      expect(doc).not.toHaveProperty('taikhoan');
      expect(doc.hinhanh).toMatchObject({ chieurong: 600, chieucao: 750 });
      expect(existsSync(path.join(dataDir, doc.hinhanh.url))).toBe(true);
      const [member] = await db.select().from(staff).where(eq(staff._id, doc.nhanvien_id));
      expect(doc.hinhanh._id).toBe(member!.hinhanh_id);
    }
    expect(page.docs[0]).toMatchObject({
      hoten: 'Nguyễn Văn Hùng',
      hocham: 'BS.CKII',
      hocham_en: 'MD, Specialist Level II',
      chuyenkhoa: 'Nội tổng quát',
      chuyenkhoa_en: 'Internal medicine',
      namkinhnghiem: 26,
      sochungchi: '000318/HCM-CCHN',
      hienthi: true,
    });
    expect(page.docs[0]).not.toHaveProperty('lichlamviec');
  });

  it('searches names and specialties without diacritics, and sorts by name', async () => {
    expect(names(await data('/api/bacsi?q=le quoc bao'))).toEqual(['Lê Quốc Bảo']);
    expect(names(await data('/api/bacsi?q=tim mach'))).toEqual(['Võ Minh Khoa']);
    expect(names(await data('/api/bacsi?q=dermatology'))).toEqual(['Phạm Thị Thu Hà']);
    expect(names(await data('/api/bacsi?limit=0&sort=hoten'))).toEqual([
      'Đặng Ngọc Lan',
      'Lê Quốc Bảo',
      'Nguyễn Văn Hùng',
      'Phạm Thị Thu Hà',
      'Trần Thị Mai Anh',
      'Võ Minh Khoa',
    ]);
  });

  it('pages', async () => {
    const page = await data('/api/bacsi?limit=4&page=2');
    expect(page).toMatchObject({ totalDocs: 6, totalPages: 2, page: 2 });
    expect(names(page)).toEqual(demoDoctors.slice(4).map((d) => d.hoten));
  });
});

describe('GET /api/bacsi/:id', () => {
  it('answers the profile with the biography', async () => {
    const [first] = (await data('/api/bacsi?limit=1')).docs;
    const doctor = await data(`/api/bacsi/${first._id}`);
    expect(doctorDetail.safeParse(doctor).success).toBe(true);
    expect(doctor).toMatchObject({ ...first, noidung: expect.stringContaining('<h2>') });
  });

  it('answers the credentials and the weekly hours of every demo doctor, by weekday and start', async () => {
    for (const doc of (await data('/api/bacsi?limit=0')).docs) {
      const doctor = await data(`/api/bacsi/${doc._id}`);
      const demo = demoDoctors.find((d) => d.hoten === doctor.hoten)!;
      expect(doctor).toMatchObject({ hocham_en: demo.hocham_en, sochungchi: demo.sochungchi });
      const expected = sortSessions(demo.lichlamviec).map((session) => ({
        ghichu: null,
        ghichu_en: null,
        phong_id: null,
        ...session,
      }));
      expect(doctor.lichlamviec).toEqual(expected);
      expect(doctorSchedule.safeParse(doctor.lichlamviec).success).toBe(true);
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get('/api/bacsi/0190f4a0-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/bacsi/bs-hung')).statusCode).toBe(400);
  });
});

describe('doctors the public never sees', async () => {
  const [{ phongkham_id }] = (await db.select({ phongkham_id: settings.phongkham_id }).from(settings)) as [
    { phongkham_id: string },
  ];
  const profile = async (nhanvien_id: string, values: Partial<typeof doctors.$inferInsert> = {}) =>
    (
      await db
        .insert(doctors)
        .values({ phongkham_id, nhanvien_id, chuyenkhoa: 'Nội tổng quát', ...values })
        .returning()
    )[0]!;
  const unpublished = await profile((await createStaff(db))._id, { hienthi: false });
  const deleted = await profile((await createStaff(db))._id, { deletedAt: new Date() });
  const inactive = await profile((await createStaff(db, { kichhoat: false }))._id);
  const leftMember = await createStaff(db);
  const left = await profile(leftMember._id);
  await db.update(staff).set({ deletedAt: new Date() }).where(eq(staff._id, leftMember._id));

  it('hides unpublished and deleted profiles and doctors whose account is inactive or removed', async () => {
    expect((await data('/api/bacsi?limit=0')).totalDocs).toBe(6);
    for (const row of [unpublished, deleted, inactive, left]) {
      expect((await get(`/api/bacsi/${row._id}`)).statusCode).toBe(404);
    }
  });
});
