import { describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createStaff, signIn } from '../../test/factories';

const { app, database } = await buildTestApp();
const manager = await createStaff(database.db, { role: 'QUANLY', taikhoan: 'quanly.lan' });
const doctor = await createStaff(database.db, { role: 'BACSY', taikhoan: 'bacsy.minh' });
const managerSession = await signIn(app, manager);
const doctorSession = await signIn(app, doctor);

// Two moments either side of midnight in Vietnam (UTC+7): 2026-11-20 23:30 and 2026-11-21 06:30 local time.
await database.db.insert(activityLog).values([
  {
    nhanvien_id: null,
    hanhdong: 'XOA',
    tainguyen: 'tintuc',
    banghi_id: 'a',
    createdAt: new Date('2026-11-20T16:30:00Z'),
  },
  {
    nhanvien_id: null,
    hanhdong: 'XOA',
    tainguyen: 'tintuc',
    banghi_id: 'b',
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
});
