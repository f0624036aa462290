import { describe, expect, it } from 'vitest';
import { CLINICAL_HIDDEN } from '@phongkham/contracts';
import { activityLog, settings } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createClinic, createStaff, signIn } from '../../test/factories';

const { app, database } = await buildTestApp();
const [site] = await database.db.select({ phongkham_id: settings.phongkham_id }).from(settings);
const clinic = site!.phongkham_id;
const otherClinic = await createClinic(database.db);
const manager = await createStaff(database.db, { role: 'QUANLY', taikhoan: 'quanly.lan', phongkham_id: clinic });
const doctor = await createStaff(database.db, { role: 'BACSY', taikhoan: 'bacsy.minh', phongkham_id: clinic });
const otherManager = await createStaff(database.db, {
  role: 'QUANLY',
  taikhoan: 'quanly.khac',
  phongkham_id: otherClinic,
});
const managerSession = await signIn(app, manager);
const doctorSession = await signIn(app, doctor);
const otherManagerSession = await signIn(app, otherManager);
const ownerSession = await signIn(app, await createStaff(database.db, { role: 'ADMINISTRATOR', taikhoan: 'chu.ls' }));
// The other clinic's administrator holds the clinical grants its manager lacks.
const otherAdminSession = await signIn(
  app,
  await createStaff(database.db, { role: 'ADMIN', taikhoan: 'admin.ls', phongkham_id: otherClinic }),
);

// Two moments either side of midnight in Vietnam (UTC+7): 2026-11-20 23:30 and 2026-11-21 06:30 local time.
await database.db.insert(activityLog).values([
  {
    nhanvien_id: null,
    hanhdong: 'XOA',
    tainguyen: 'tintuc',
    banghi_id: 'a',
    phongkham_id: clinic,
    createdAt: new Date('2026-11-20T16:30:00Z'),
  },
  {
    nhanvien_id: null,
    hanhdong: 'XOA',
    tainguyen: 'tintuc',
    banghi_id: 'b',
    phongkham_id: clinic,
    createdAt: new Date('2026-11-20T23:30:00Z'),
  },
]);

const list = (query: string, token = managerSession.token, lang = 'vi') =>
  app.inject({
    method: 'GET',
    url: `/api/lich-su-hoat-dong${query}`,
    headers: { authorization: `Bearer ${token}`, i18nextLng: lang },
  });

describe('GET /api/lich-su-hoat-dong', () => {
  it('lists the newest first with who acted', async () => {
    const response = await list('?limit=50');
    expect(response.statusCode).toBe(200);
    const { docs, totalDocs } = response.json().data;
    expect(totalDocs).toBe(docs.length);
    const signIns = docs.filter((d: { hanhdong: string }) => d.hanhdong === 'DANG_NHAP');
    expect(signIns.map((d: { nhanvien: { taikhoan: string } }) => d.nhanvien.taikhoan)).toEqual([
      'bacsy.minh',
      'quanly.lan',
    ]);
    const times = docs.map((d: { createdAt: string }) => Date.parse(d.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by person, action and resource', async () => {
    const byPerson = (await list(`?nhanvien_id=${doctor._id}`)).json().data.docs;
    expect(byPerson.length).toBeGreaterThan(0);
    expect(byPerson.every((d: { nhanvien_id: string }) => d.nhanvien_id === doctor._id)).toBe(true);
    const deletions = (await list('?hanhdong=XOA&tainguyen=tintuc')).json().data.docs;
    expect(deletions.map((d: { banghi_id: string }) => d.banghi_id).sort()).toEqual(['a', 'b']);
  });

  it('reads days in Vietnam time', async () => {
    const the21st = (await list('?hanhdong=XOA&tungay=2026-11-21&denngay=2026-11-21')).json().data.docs;
    expect(the21st.map((d: { banghi_id: string }) => d.banghi_id)).toEqual(['b']);
    const the20th = (await list('?hanhdong=XOA&tungay=2026-11-20&denngay=2026-11-20')).json().data.docs;
    expect(the20th.map((d: { banghi_id: string }) => d.banghi_id)).toEqual(['a']);
  });

  it('takes a range of days, both ends included', async () => {
    const both = (await list('?hanhdong=XOA&tungay=2026-11-20&denngay=2026-11-21')).json().data.docs;
    expect(both.map((d: { banghi_id: string }) => d.banghi_id)).toEqual(['b', 'a']);
    const from21st = (await list('?hanhdong=XOA&tungay=2026-11-21')).json().data.docs;
    expect(from21st.map((d: { banghi_id: string }) => d.banghi_id)).toEqual(['b']);
    const upTo20th = (await list('?hanhdong=XOA&denngay=2026-11-20')).json().data.docs;
    expect(upTo20th.map((d: { banghi_id: string }) => d.banghi_id)).toEqual(['a']);
    // Empty values (a cleared filter) mean "not given".
    expect((await list('?hanhdong=XOA&tungay=&denngay=&nhanvien_id=')).json().data.totalDocs).toBe(2);
  });

  it('answers a day the database cannot hold (year 0, 9999) with 400 on its field, never 500', async () => {
    for (const query of ['?tungay=0000-01-01', '?denngay=9999-12-31', '?tungay=2026-02-30']) {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([query.slice(1, query.indexOf('='))]);
    }
  });

  it('sorts oldest first on request, and pages', async () => {
    const oldest = (await list('?hanhdong=XOA&sort=createdAt&limit=1')).json().data;
    expect(oldest).toMatchObject({ totalDocs: 2, page: 1, limit: 1, totalPages: 2 });
    expect(oldest.docs.map((d: { banghi_id: string }) => d.banghi_id)).toEqual(['a']);
    const second = (await list('?hanhdong=XOA&sort=createdAt&limit=1&page=2')).json().data.docs;
    expect(second.map((d: { banghi_id: string }) => d.banghi_id)).toEqual(['b']);
    expect((await list('?sort=-hanhdong')).statusCode).toBe(400);
  });

  it('searches a person by name without diacritics, or a record by its id', async () => {
    const byName = (await list('?q=NHAN VIEN BACSY&limit=0')).json().data;
    expect(byName.totalDocs).toBeGreaterThan(0);
    expect(byName.docs.every((d: { nhanvien_id: string }) => d.nhanvien_id === doctor._id)).toBe(true);
    expect((await list('?q=bacsy.minh')).json().data.totalDocs).toBe(byName.totalDocs);
    const byRecord = (await list('?q=b&tainguyen=tintuc')).json().data.docs;
    expect(byRecord.map((d: { banghi_id: string }) => d.banghi_id)).toEqual(['b']);
  });

  it('refuses a malformed day or action with localized messages', async () => {
    const response = await list('?tungay=21/11/2026&hanhdong=NGU', managerSession.token, 'en');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['hanhdong', 'tungay']);
    // A day that does not exist, a date with a time, a person who is not an id.
    const impossible = await list('?tungay=2026-02-30&denngay=2026-11-21T00:00:00Z&nhanvien_id=bacsy.minh');
    expect(impossible.statusCode).toBe(400);
    expect(Object.keys(impossible.json().errors).sort()).toEqual(['denngay', 'nhanvien_id', 'tungay']);
  });

  it('reads one entry, with who acted and the row before and after', async () => {
    const [change] = (await list('?hanhdong=XOA&sort=createdAt')).json().data.docs;
    const response = await list(`/${change._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(change);
    const signInEntry = (await list(`?nhanvien_id=${doctor._id}&hanhdong=DANG_NHAP`)).json().data.docs[0];
    expect((await list(`/${signInEntry._id}`)).json().data.nhanvien).toEqual({
      hoten: 'Nhân viên bacsy.minh',
      taikhoan: 'bacsy.minh',
    });
    expect((await list('/0199a000-0000-7000-8000-000000000000')).statusCode).toBe(404);
  });

  it('offers no way to write the history', async () => {
    const headers = { authorization: `Bearer ${managerSession.token}` };
    const [entry] = (await list('?hanhdong=XOA')).json().data.docs;
    const url = `/api/lich-su-hoat-dong/${entry._id}`;
    expect((await app.inject({ method: 'POST', url: '/api/lich-su-hoat-dong', headers, payload: {} })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'PUT', url, headers, payload: {} })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(404);
  });

  it('is closed to a doctor and to anyone not signed in', async () => {
    const forbidden = await list('', doctorSession.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ success: false, message: 'Bạn không có quyền thực hiện thao tác này.' });
    const anonymous = await app.inject({ method: 'GET', url: '/api/lich-su-hoat-dong' });
    expect(anonymous.statusCode).toBe(401);
    const [entry] = (await list('?hanhdong=XOA')).json().data.docs;
    expect((await list(`/${entry._id}`, doctorSession.token)).statusCode).toBe(403);
  });

  it('files each change under its clinic: the writer’s, or for the owner the record’s', async () => {
    const create = (token: string, payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/danhmuc',
        headers: { authorization: `Bearer ${token}` },
        payload: { loai: 'PHONG', ten: 'Phòng lịch sử', ...payload },
      });
    const ours = (await create(managerSession.token, { ma: 'LS-1' })).json().data._id;
    const theirs = (await create(ownerSession.token, { ma: 'LS-2', phongkham_id: otherClinic })).json().data._id;
    const clinicOf = async (id: string) =>
      (await list(`?q=${id}`, ownerSession.token))
        .json()
        .data.docs.map((d: { phongkham_id: string }) => d.phongkham_id);
    expect(await clinicOf(ours)).toEqual([clinic]);
    expect(await clinicOf(theirs)).toEqual([otherClinic]);
    // A sign-in names no record: the staff member's own clinic.
    const signIns = (await list(`?nhanvien_id=${otherManager._id}&hanhdong=DANG_NHAP`, ownerSession.token)).json();
    expect(signIns.data.docs.map((d: { phongkham_id: string }) => d.phongkham_id)).toEqual([otherClinic]);
  });

  it('keeps each clinic’s history to its own staff; the owner reads every clinic’s', async () => {
    const [ours] = (await list('?hanhdong=XOA')).json().data.docs;
    const elsewhere = (await list('?limit=100', otherManagerSession.token)).json().data;
    expect(elsewhere.totalDocs).toBeGreaterThan(0);
    expect(elsewhere.docs.every((d: { phongkham_id: string }) => d.phongkham_id === otherClinic)).toBe(true);
    expect((await list('?hanhdong=XOA', otherManagerSession.token)).json().data.totalDocs).toBe(0);
    expect((await list(`/${ours._id}`, otherManagerSession.token)).statusCode).toBe(404);
    // A filter naming another clinic does not reach it.
    const asked = (await list(`?phongkham_id=${clinic}&hanhdong=XOA`, otherManagerSession.token)).json().data;
    expect(asked.totalDocs).toBe(0);
    expect((await list(`/${ours._id}`, ownerSession.token)).statusCode).toBe(200);
    const narrowed = (await list(`?phongkham_id=${otherClinic}&limit=100`, ownerSession.token)).json().data;
    expect(narrowed.docs.every((d: { phongkham_id: string }) => d.phongkham_id === otherClinic)).toBe(true);
    expect(narrowed.totalDocs).toBe(elsewhere.totalDocs);
  });

  it('shows a clinical record’s history only with a grant that reads it, and no clinical text without one', async () => {
    const drug = '0199a000-0000-7000-8000-0000000000d1';
    const [record, visit] = await database.db
      .insert(activityLog)
      .values([
        {
          nhanvien_id: null,
          hanhdong: 'CAP_NHAT',
          tainguyen: 'khambenh',
          banghi_id: '0199a000-0000-7000-8000-0000000000e1',
          phongkham_id: otherClinic,
          sau: { tiensu: 'Hen phế quản từ nhỏ', chandoan_chinh: 'J45' },
        },
        {
          nhanvien_id: null,
          hanhdong: 'CAP_NHAT',
          tainguyen: 'luotkham',
          banghi_id: '0199a000-0000-7000-8000-0000000000e2',
          phongkham_id: otherClinic,
          truoc: { trangthai: 'DANG_KHAM', ketluan: null },
          sau: { trangthai: 'XONG', ketluan: 'Viêm họng cấp', chitiet: [{ thuoc_id: drug, lieu_moilan: 2 }] },
        },
      ])
      .returning({ _id: activityLog._id });
    // The manager (no clinical grant): the examination's history is not there; the visit's holds names and ids.
    for (const tainguyen of ['khambenh', 'chidinh', 'donthuoc']) {
      const answer = await list(`?tainguyen=${tainguyen}&limit=100`, otherManagerSession.token);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data.totalDocs).toBe(0);
    }
    expect((await list(`/${record!._id}`, otherManagerSession.token)).statusCode).toBe(404);
    const hidden = {
      trangthai: 'XONG',
      ketluan: CLINICAL_HIDDEN,
      chitiet: [{ thuoc_id: drug, lieu_moilan: CLINICAL_HIDDEN }],
    };
    const masked = (await list(`/${visit!._id}`, otherManagerSession.token)).json().data;
    expect(masked).toMatchObject({ truoc: { trangthai: 'DANG_KHAM', ketluan: null }, sau: hidden });
    const listed = (await list('?tainguyen=luotkham&limit=100', otherManagerSession.token)).json().data.docs;
    expect(listed.find((d: { _id: string }) => d._id === visit!._id).sau).toEqual(hidden);
    // The clinic's administrator holds the clinical grants: the record's history, whole.
    const whole = (await list(`/${record!._id}`, otherAdminSession.token)).json().data;
    expect(whole.sau).toEqual({ tiensu: 'Hen phế quản từ nhỏ', chandoan_chinh: 'J45' });
    expect((await list(`/${visit!._id}`, otherAdminSession.token)).json().data.sau.ketluan).toBe('Viêm họng cấp');
  });
});
