// The module kit keeps what anonymous visitors read of public content until content changes (routes.ts,
// publicReads): proven on the doctors, a public resource whose rows also show another module's (staff) data.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { doctors, staff } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createStaff, signIn } from '../../test/factories';
import { contentChanged } from '../content-events';

const { app, database } = await buildTestApp();
const db = database.db;

const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const first = async (token?: string) => (await get('/api/bacsi?limit=1', token)).json().data.docs[0];

describe('public reads kept in memory', () => {
  it('answers the public from memory until content changes; staff and searches read the tables', async () => {
    const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
    const before = await first();
    const record = (await get(`/api/bacsi/${before._id}`)).json().data;
    // Written straight into the table, without the announcement every write makes…
    await db.update(doctors).set({ chuyenkhoa: 'Tim mạch can thiệp' }).where(eq(doctors._id, before._id));
    expect(await first()).toEqual(before);
    expect((await get(`/api/bacsi/${before._id}`)).json().data).toEqual(record);
    expect((await first(owner.token)).chuyenkhoa).toBe('Tim mạch can thiệp');
    const found = (await get('/api/bacsi?q=can thiep')).json().data.docs;
    expect(found.map((doc: { _id: string }) => doc._id)).toEqual([before._id]);
    // …then announced: the public reads it too.
    contentChanged('test');
    expect((await first()).chuyenkhoa).toBe('Tim mạch can thiệp');
    expect((await get(`/api/bacsi/${before._id}`)).json().data.chuyenkhoa).toBe('Tim mạch can thiệp');
  });

  it('does not keep a record the public may not see', async () => {
    const { _id } = await first();
    await db.update(doctors).set({ hienthi: false }).where(eq(doctors._id, _id));
    contentChanged('test');
    expect((await get(`/api/bacsi/${_id}`)).statusCode).toBe(404);
    // Shown again without an announcement: a 404 was not kept.
    await db.update(doctors).set({ hienthi: true }).where(eq(doctors._id, _id));
    expect((await get(`/api/bacsi/${_id}`)).statusCode).toBe(200);
  });

  it("shows a doctor's new name at once: staff writes announce themselves", async () => {
    const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
    const doctor = await first();
    const [member] = await db.select().from(staff).where(eq(staff._id, doctor.nhanvien_id));
    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/nhanvien/${doctor.nhanvien_id}`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { hoten: 'Nguyễn Văn Hùng Anh', dienthoai: member!.dienthoai, email: member!.email },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await first()).hoten).toBe('Nguyễn Văn Hùng Anh');
    expect((await get(`/api/bacsi/${doctor._id}`)).json().data.hoten).toBe('Nguyễn Văn Hùng Anh');
  });
});
