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

  it('refuses a malformed day or action with localized messages', async () => {
    const response = await list('?tungay=21/11/2026&hanhdong=NGU', managerSession.token, 'en');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['hanhdong', 'tungay']);
  });

  it('is closed to a doctor and to anyone not signed in', async () => {
    const forbidden = await list('', doctorSession.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ success: false, message: 'Bạn không có quyền thực hiện thao tác này.' });
    const anonymous = await app.inject({ method: 'GET', url: '/api/lich-su-hoat-dong' });
    expect(anonymous.statusCode).toBe(401);
  });
});
