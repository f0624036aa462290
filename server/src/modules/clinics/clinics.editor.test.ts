// The clinics editor's API, built by the module kit: the list and its search, a clinic written with its address
// on the 2025 units (checked, and kept whole) and its week of opening hours in one transaction with its history
// row, field errors, and every flag checked on the server. A clinic that still has staff is not deleted.
import { clinicDetail, clinicInput } from '@phongkham/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, catalogueEntries, clinics, staff } from '../../db/schema';
import { starterCatalogues } from '../../db/seed/catalogues';
import { buildTestApp } from '../../test/app';
import { expectClinicIsolation } from '../../test/clinic-isolation';
import { apiCaller, createStaff, menuEntry, signIn, staffWithMenu } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
const call = apiCaller(app);

const week = [
  { thu: 6, batdau: '07:00', ketthuc: '11:00' },
  { thu: 1, batdau: '13:30', ketthuc: '17:00', ghichu: 'Chiều', ghichu_en: 'Afternoon' },
  { thu: 1, batdau: '07:00', ketthuc: '11:30' },
];

const body = (changes: Record<string, unknown> = {}) => ({
  ten: 'Phòng khám Nhi Sài Gòn',
  sogiayphep: '00777/HCM-GPHĐ',
  ngaycapphep: '2021-06-01',
  tinh_ma: '79',
  xa_ma: '26740',
  diachi: '12 Lê Thánh Tôn',
  dienthoai: '028 3822 1111',
  email: 'nhi@phongkham.vn',
  vido: 10.7769,
  kinhdo: 106.7009,
  kichhoat: true,
  giomocua: week,
  ...changes,
});

type Clinic = { _id: string; diachi_day: string; giomocua: unknown[] } & Record<string, unknown>;

async function create(changes: Record<string, unknown> = {}) {
  const payload = body(changes);
  expect(clinicInput.safeParse(payload).success).toBe(true);
  const response = await call('POST', '/api/phongkham', owner, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Clinic;
}

const history = (id: string) =>
  db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.banghi_id, id), eq(activityLog.tainguyen, 'phongkham')))
    .orderBy(desc(activityLog.createdAt));

describe('the list', () => {
  it('lists the demo clinic with its address on the 2025 units, and searches without diacritics', async () => {
    const response = await call('GET', '/api/phongkham', owner);
    expect(response.statusCode).toBe(200);
    const demo = (response.json().data.docs as Clinic[]).find((row) => row.ten === 'Phòng khám Đa khoa An Tâm');
    expect(demo).toMatchObject({
      tinh_ma: '79',
      xa_ma: '27301',
      diachi: '125 Nguyễn Văn Cừ',
      diachi_day: '125 Nguyễn Văn Cừ, Phường Chợ Quán, Thành phố Hồ Chí Minh',
      kichhoat: true,
    });
    await create({ ten: 'Phòng khám Đông Y Hòa Bình' });
    const found = await call('GET', '/api/phongkham?q=dong%20y%20hoa', owner);
    expect((found.json().data.docs as Clinic[]).map((row) => row.ten)).toEqual(['Phòng khám Đông Y Hòa Bình']);
    const byCommune = await call('GET', '/api/phongkham?q=cho%20quan', owner);
    expect(byCommune.json().data.docs).toHaveLength(1);
    const inactive = await call('GET', '/api/phongkham?kichhoat=false', owner);
    expect(inactive.json().data.docs).toEqual([]);
  });
});

describe('writing a clinic', () => {
  it('creates it with the full address and the week by day and start, and one history row', async () => {
    const created = await create();
    expect(clinicDetail.safeParse(created).success).toBe(true);
    expect(created).toMatchObject({
      diachi_day: '12 Lê Thánh Tôn, Phường Sài Gòn, Thành phố Hồ Chí Minh',
      ngaycapphep: '2021-06-01',
      vido: 10.7769,
    });
    expect(created.giomocua).toEqual([
      { thu: 1, batdau: '07:00', ketthuc: '11:30', ghichu: null, ghichu_en: null },
      { thu: 1, batdau: '13:30', ketthuc: '17:00', ghichu: 'Chiều', ghichu_en: 'Afternoon' },
      { thu: 6, batdau: '07:00', ketthuc: '11:00', ghichu: null, ghichu_en: null },
    ]);
    const rows = await history(created._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sau).toMatchObject({ xa_ma: '26740', giomocua: expect.any(Array) });
  });

  it('starts the new clinic’s catalogues with the common units and ways of paying, each in the history', async () => {
    const created = await create({ ten: 'Phòng khám Da liễu Thủ Đức' });
    const entries = await db
      .select({ _id: catalogueEntries._id, loai: catalogueEntries.loai, ma: catalogueEntries.ma })
      .from(catalogueEntries)
      .where(eq(catalogueEntries.phongkham_id, created._id));
    const codes = (list: { loai: string; ma: string }[]) => list.map(({ loai, ma }) => `${loai}:${ma}`).sort();
    expect(codes(entries)).toEqual(codes(starterCatalogues));
    expect(entries.some((entry) => entry.loai === 'CHUYENKHOA' || entry.loai === 'PHONG')).toBe(false);
    const logged = await db
      .select({ banghi_id: activityLog.banghi_id })
      .from(activityLog)
      .where(
        and(
          eq(activityLog.tainguyen, 'danhmuc'),
          inArray(
            activityLog.banghi_id,
            entries.map((e) => e._id),
          ),
        ),
      );
    expect(logged).toHaveLength(entries.length);
  });

  it('updates the address and the week, the history keeping both before and after', async () => {
    const created = await create();
    const response = await call(
      'PUT',
      `/api/phongkham/${created._id}`,
      owner,
      body({ tinh_ma: '01', xa_ma: '00004', diachi: '5 Phan Đình Phùng', giomocua: [], kichhoat: false }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      diachi_day: '5 Phan Đình Phùng, Phường Ba Đình, Thành phố Hà Nội',
      giomocua: [],
      kichhoat: false,
    });
    const [update] = await history(created._id);
    expect(update).toMatchObject({ hanhdong: 'CAP_NHAT' });
    expect(update!.truoc).toMatchObject({ xa_ma: '26740', giomocua: expect.arrayContaining([]) });
    expect((update!.truoc as { giomocua: unknown[] }).giomocua).toHaveLength(3);
    expect(update!.sau).toMatchObject({ xa_ma: '00004', giomocua: [] });
  });

  it('answers the bank account and approval thresholds it stored, and a save with them empty clears them', async () => {
    const created = await create();
    expect(created).toMatchObject({ nganhang_bin: null, sotaikhoan: null, nguong_chenhlech: null });
    const money = {
      nganhang_bin: '970436',
      sotaikhoan: '0011 0012 34567',
      tentaikhoan: 'CONG TY TNHH PHONG KHAM NHI',
      nguong_giamgia: 500_000,
      nguong_hoantien: 1_000_000,
      nguong_chenhlech: 0,
    };
    const saved = await call('PUT', `/api/phongkham/${created._id}`, owner, body(money));
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = { ...money, sotaikhoan: '0011001234567' };
    expect(saved.json().data).toMatchObject(stored);
    const read = await call('GET', `/api/phongkham/${created._id}`, owner);
    expect(clinicDetail.parse(read.json().data)).toMatchObject(stored);
    const cleared = { nganhang_bin: '', sotaikhoan: '', tentaikhoan: null, nguong_giamgia: null };
    expect((await call('PUT', `/api/phongkham/${created._id}`, owner, body(cleared))).statusCode).toBe(200);
    expect((await call('GET', `/api/phongkham/${created._id}`, owner)).json().data).toMatchObject({
      nganhang_bin: null,
      sotaikhoan: null,
      tentaikhoan: null,
      nguong_giamgia: null,
      nguong_hoantien: 1_000_000,
    });
  });

  it('deletes a clinic without staff, and refuses (409) one whose staff still work there', async () => {
    const empty = await create();
    expect((await call('DELETE', `/api/phongkham/${empty._id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/phongkham/${empty._id}`, owner)).statusCode).toBe(404);
    const staffed = await create();
    const member = await createStaff(db);
    await db.update(staff).set({ phongkham_id: staffed._id }).where(eq(staff._id, member._id));
    const refused = await call('DELETE', `/api/phongkham/${staffed._id}`, owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('1 nhân viên');
    const [row] = await db.select().from(clinics).where(eq(clinics._id, staffed._id));
    expect(row!.deletedAt).toBeNull();
  });

  it('answers 400 on its fields: empty, a commune of another province, bad hours, too long; nothing written', async () => {
    const before = (await db.select().from(clinics)).length;
    const empty = await call('POST', '/api/phongkham', owner, body({ ten: ' ', tinh_ma: '', xa_ma: '', diachi: '' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      ten: 'Không được để trống',
      tinh_ma: 'Không được để trống',
      xa_ma: 'Không được để trống',
      diachi: 'Không được để trống',
    });
    const elsewhere = await call('POST', '/api/phongkham', owner, body({ tinh_ma: '01' }));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual({ xa_ma: 'Xã/phường này không thuộc tỉnh/thành phố đã chọn.' });
    const unknown = await call('POST', '/api/phongkham', owner, body({ tinh_ma: '99' }), 'en');
    expect(unknown.json().errors).toEqual({ tinh_ma: 'The province does not exist.' });
    const hours = await call(
      'POST',
      '/api/phongkham',
      owner,
      body({ giomocua: [{ thu: 1, batdau: '12:00', ketthuc: '08:00' }] }),
    );
    expect(hours.statusCode).toBe(400);
    const long = await call('POST', '/api/phongkham', owner, body({ diachi: 'x'.repeat(201), vido: 91 }));
    expect(Object.keys(long.json().errors).sort()).toEqual(['diachi', 'vido']);
    expect((await db.select().from(clinics)).length).toBe(before);
  });

  it('answers 404 for a clinic that does not exist', async () => {
    const missing = '0197a0a0-0000-7000-8000-000000000000';
    expect((await call('GET', `/api/phongkham/${missing}`, owner)).statusCode).toBe(404);
    expect((await call('PUT', `/api/phongkham/${missing}`, owner, body())).statusCode).toBe(404);
    expect((await call('DELETE', `/api/phongkham/${missing}`, owner)).statusCode).toBe(404);
  });
});

describe('who may', () => {
  it('answers 401 without sign-in, even to read', async () => {
    expect((await call('GET', '/api/phongkham')).statusCode).toBe(401);
    expect((await call('POST', '/api/phongkham', undefined, body())).statusCode).toBe(401);
  });

  it("answers 403 for each flag the role lacks, and lets each flag do its own write only, on the staff's clinic", async () => {
    const clinicId = (await create())._id as string;
    const url = `/api/phongkham/${clinicId}`;
    const page = '/quan-ly-phong-kham';
    const ofClinic = { phongkham_id: clinicId };
    const none = await staffWithMenu(app, db, [menuEntry('/tin-tuc', { view: true })], ofClinic);
    const view = await staffWithMenu(app, db, [menuEntry(page, { view: true })], ofClinic);
    const creator = await staffWithMenu(app, db, [menuEntry(page, { view: true, create: true })], ofClinic);
    const updater = await staffWithMenu(app, db, [menuEntry(page, { view: true, update: true })], ofClinic);
    const deleter = await staffWithMenu(app, db, [menuEntry(page, { view: true, delete: true })], ofClinic);
    expect((await call('GET', '/api/phongkham', none)).statusCode).toBe(403);
    expect((await call('GET', url, view)).statusCode).toBe(200);
    expect((await call('POST', '/api/phongkham', view, body())).statusCode).toBe(403);
    expect((await call('PUT', url, view, body())).statusCode).toBe(403);
    expect((await call('DELETE', url, view)).statusCode).toBe(403);
    // A new clinic is the owner's to add: a clinic's own staff, even with the create flag, cannot.
    expect((await call('POST', '/api/phongkham', creator, body())).statusCode).toBe(403);
    expect((await call('POST', '/api/phongkham', owner, body())).statusCode).toBe(201);
    expect((await call('PUT', url, creator, body())).statusCode).toBe(403);
    expect((await call('PUT', url, updater, body())).statusCode).toBe(200);
    expect((await call('DELETE', url, updater)).statusCode).toBe(403);
    // The deleter works there, so the clinic still has staff: refused with 409, never 403.
    expect((await call('DELETE', url, deleter)).statusCode).toBe(409);
  });
});

describe('the banks for the VietQR account', () => {
  it('lists each bank once by BIN with its names to staff holding the clinics grant, and refuses others', async () => {
    const response = await call('GET', '/api/nganhang', owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
    const list = response.json().data as { bin: string; ten: string; tenviettat: string }[];
    expect(list).toContainEqual({
      bin: '970436',
      ten: expect.stringContaining('Ngoại Thương'),
      tenviettat: 'Vietcombank',
    });
    expect(new Set(list.map((bank) => bank.bin)).size).toBe(list.length);
    const viewer = await staffWithMenu(app, db, [menuEntry('/quan-ly-phong-kham', { view: true })]);
    const other = await staffWithMenu(app, db, [menuEntry('/tin-tuc', { view: true })]);
    expect((await call('GET', '/api/nganhang', viewer)).statusCode).toBe(200);
    expect((await call('GET', '/api/nganhang', other)).statusCode).toBe(403);
    expect((await call('GET', '/api/nganhang')).statusCode).toBe(401);
  });
});

describe('one clinic to its own staff', () => {
  it("never shows or changes another clinic to a clinic's staff; the owner sees them all", async () => {
    await expectClinicIsolation(app, db, {
      api: '/api/phongkham',
      url: '/quan-ly-phong-kham',
      scope: '_id',
      update: () => body({ ten: 'Phòng khám Đa khoa An Tâm – Cơ sở 2' }),
    });
  });
});
