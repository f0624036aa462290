import { doctorDetail, doctorItem, doctorSchedule, sortSessions } from '@phongkham/contracts';
import { eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueEntries, clinics, doctors, drugs, patients, settings, staff } from '../../db/schema';
import { demoDoctors } from '../../db/seed/doctors';
import { buildTestApp } from '../../test/app';
import { apiCaller, createClinic, createStaff, signIn } from '../../test/factories';

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

describe('a doctor who works in a second clinic', () => {
  it('is given a profile there, is booked, takes the checked-in visit, signs the record and prescribes there', async () => {
    const call = apiCaller(app);
    const [site] = await db.select({ phongkham_id: settings.phongkham_id }).from(settings);
    const second = await createClinic(db);
    await db.update(clinics).set({ malienthong: 'CD456' }).where(eq(clinics._id, second));
    const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
    // A doctor of the site's clinic who also works on Monday mornings in the second one.
    const account = await createStaff(db, { role: 'BACSY', phongkham_id: site!.phongkham_id });
    const profile = { nhanvien_id: account._id, chuyenkhoa: 'Nhi khoa', sochungchi: '004321/HCM-CCHN' };
    const home = await call('POST', '/api/bacsi', owner, { ...profile, hienthi: false });
    expect(home.statusCode, home.body).toBe(201);
    const week = [{ thu: 1, batdau: '08:00', ketthuc: '10:00' }];
    const there = await call('POST', '/api/bacsi', owner, {
      ...profile,
      phongkham_id: second,
      hienthi: true,
      lichlamviec: week,
    });
    expect(there.statusCode, there.body).toBe(201);
    const bacsi_id = there.json().data._id as string;
    expect((await db.select().from(doctors).where(eq(doctors._id, bacsi_id)))[0]!.phongkham_id).toBe(second);
    // One profile per clinic.
    const again = await call('POST', '/api/bacsi', owner, { ...profile, phongkham_id: second, hienthi: true });
    expect(again.statusCode).toBe(409);
    // The second clinic's manager keeps its own clinic's profiles: the site clinic's is not found, to read or change.
    const manager = await signIn(app, await createStaff(db, { role: 'QUANLY', phongkham_id: second }));
    const homeUrl = `/api/bacsi/${home.json().data._id as string}`;
    expect((await call('GET', homeUrl, manager)).statusCode).toBe(404);
    expect((await call('PUT', homeUrl, manager, { chuyenkhoa: 'Nhi', hienthi: true })).statusCode).toBe(404);
    expect((await call('DELETE', homeUrl, manager)).statusCode).toBe(404);
    expect((await call('GET', `/api/bacsi/${bacsi_id}`, manager)).statusCode).toBe(200);

    // The second clinic's front desk books the doctor and checks the patient in from the appointment.
    const desk = await signIn(app, await createStaff(db, { role: 'LETAN', phongkham_id: second }));
    const [room] = await db
      .insert(catalogueEntries)
      .values({ phongkham_id: second, loai: 'PHONG', ma: 'PK2', ten: 'Phòng khám nhi' })
      .returning({ _id: catalogueEntries._id });
    const [patient] = await db
      .insert(patients)
      .values({
        phongkham_id: second,
        ma: 'BN-2000001',
        hoten: 'Trương Văn Hai',
        dienthoai: '0912000002',
        ngaysinh: '1985-02-02',
        gioitinh: 'NAM',
        cccd: '079085002222',
      })
      .returning({ _id: patients._id });
    const booked = await call('POST', '/api/lichhen', desk, {
      bacsi_id,
      batdau: new Date('2030-03-04T08:00:00+07:00').toISOString(),
      benhnhan_id: patient!._id,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const arrived = await call('POST', '/api/luotkham', desk, {
      benhnhan_id: patient!._id,
      phong_id: room!._id,
      lichhen_id: booked.json().data._id,
      lydo: 'Sốt, ho',
    });
    expect(arrived.statusCode, arrived.body).toBe(201);
    const visit = arrived.json().data._id as string;
    expect(arrived.json().data.bacsi_id).toBe(bacsi_id);

    // The doctor works in the second clinic by naming it; a clinic they do not work in is refused.
    const token = await signIn(app, account);
    const asDoctor = (clinic: string | null) => (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      app.inject({
        method,
        url,
        payload,
        headers: { authorization: `Bearer ${token.token}`, ...(clinic ? { 'x-phongkham-id': clinic } : {}) },
      });
    const inSecond = asDoctor(second);
    const queue = async (ask: ReturnType<typeof asDoctor>) =>
      ((await ask('GET', '/api/khambenh/hang-doi')).json().data as { _id: string }[]).map((row) => row._id);
    expect(await queue(asDoctor(null))).not.toContain(visit);
    expect(await queue(inSecond)).toContain(visit);
    const elsewhere = await asDoctor(await createClinic(db))('GET', '/api/khambenh/hang-doi');
    expect(elsewhere.statusCode).toBe(403);
    expect((await asDoctor('khong-phai-ma')('GET', '/api/khambenh/hang-doi')).statusCode).toBe(403);
    // Only a doctor's profile opens another clinic: the second clinic's receptionist cannot name the first.
    const deskElsewhere = await app.inject({
      method: 'GET',
      url: '/api/luotkham/man-hinh',
      headers: { authorization: `Bearer ${desk.token}`, 'x-phongkham-id': site!.phongkham_id, i18nextLng: 'en' },
    });
    expect(deskElsewhere.statusCode).toBe(403);
    expect(deskElsewhere.json().message).toMatch(/do not work at the chosen clinic/);

    const opened = await inSecond('POST', `/api/khambenh/${visit}/mo`);
    expect(opened.statusCode, opened.body).toBe(200);
    const record = opened.json().data._id as string;
    expect((await inSecond('PUT', `/api/khambenh/${record}`, { chandoan_chinh: 'J02.9' })).statusCode).toBe(200);
    const signed = await inSecond('POST', `/api/khambenh/${record}/ky`);
    expect(signed.statusCode, signed.body).toBe(200);

    const [drug] = await db.select({ _id: drugs._id }).from(drugs).where(eq(drugs.tenthuoc, 'Hapacol 500'));
    const draft = await inSecond('POST', '/api/donthuoc', { luotkham_id: visit });
    expect(draft.statusCode, draft.body).toBe(201);
    const prescription = draft.json().data;
    expect(prescription.madonthuoc.startsWith('CD456')).toBe(true);
    const lines = { chitiet: [{ thuoc_id: drug!._id, lieu_moilan: 1, solan_ngay: 2, songay: 3 }] };
    const saved = await inSecond('PUT', `/api/donthuoc/${prescription._id}`, lines);
    expect(saved.statusCode, saved.body).toBe(200);
    const issued = await inSecond('POST', `/api/donthuoc/${prescription._id}/ky`);
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().data).toMatchObject({ trangthai: 'DA_KY', phongkham_id: second });
  });
});
