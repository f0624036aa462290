// The catalogues' API (/api/danhmuc) on the module kit: list, search and filter by list; create, update and delete
// with their history rows; 400 with field messages; 409 on a code taken in the same list; 401; 403 per flag; 404;
// and every route kept to the staff member's clinic.
import { catalogueEntry } from '@phongkham/contracts';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, catalogueEntries } from '../../db/schema';
import { demoCatalogues } from '../../db/seed/catalogues';
import { buildTestApp } from '../../test/app';
import { expectClinicIsolation } from '../../test/clinic-isolation';
import { apiCaller, createStaff, menuEntry, signIn, staffWithMenu } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
const call = apiCaller(app);
let sequence = 0;
const room = (changes: Record<string, unknown> = {}) => ({
  loai: 'PHONG',
  ma: `P9${++sequence}`,
  ten: `Phòng khám số ${sequence}`,
  ten_en: `Room ${sequence}`,
  thutu: sequence,
  hoatdong: true,
  ...changes,
});
type Entry = { _id: string; ma: string; ten: string; loai: string; hoatdong: boolean; phongkham_id: string };
const docs = (body: { data: { docs: Entry[] } }) => body.data.docs;
const history = (id: string) =>
  db.select().from(activityLog).where(eq(activityLog.banghi_id, id)).orderBy(desc(activityLog.createdAt));

describe('the catalogues', () => {
  it('lists every seeded list, in its order, and filters by list', async () => {
    const all = await call('GET', '/api/danhmuc?limit=0', owner);
    expect(all.statusCode).toBe(200);
    expect(docs(all.json()).length).toBeGreaterThanOrEqual(demoCatalogues.length);
    expect(catalogueEntry.safeParse(docs(all.json())[0]).success).toBe(true);
    const units = docs((await call('GET', '/api/danhmuc?limit=0&loai=DONVITINH', owner)).json());
    expect(units.map((entry) => entry.ma)).toEqual(
      demoCatalogues.filter((entry) => entry.loai === 'DONVITINH').map((entry) => entry.ma),
    );
  });

  it('searches codes and names without diacritics', async () => {
    const found = docs((await call('GET', '/api/danhmuc?limit=0&q=sieu am', owner)).json());
    expect(found.map((entry) => entry.ma)).toEqual(['P202']);
    const byCode = docs((await call('GET', '/api/danhmuc?limit=0&q=momo', owner)).json());
    expect(byCode.map((entry) => entry.ten)).toEqual(['Ví MoMo']);
  });

  it('creates, updates and deletes an entry, each with its history row', async () => {
    const created = await call('POST', '/api/danhmuc', owner, room({ ma: 'p301' }));
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json().data as Entry;
    expect(entry).toMatchObject({ ma: 'P301', loai: 'PHONG', hoatdong: true });
    const updated = await call('PUT', `/api/danhmuc/${entry._id}`, owner, room({ ma: 'P301', hoatdong: false }));
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.hoatdong).toBe(false);
    const inactive = docs((await call('GET', '/api/danhmuc?limit=0&loai=PHONG&hoatdong=false', owner)).json());
    expect(inactive.map((row) => row._id)).toContain(entry._id);
    expect((await call('DELETE', `/api/danhmuc/${entry._id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/danhmuc/${entry._id}`, owner)).statusCode).toBe(404);
    expect((await history(entry._id)).map((row) => row.hanhdong)).toEqual(['XOA', 'CAP_NHAT', 'TAO']);
    // A deleted entry frees its code.
    expect((await call('POST', '/api/danhmuc', owner, room({ ma: 'P301' }))).statusCode).toBe(201);
  });

  it('answers 409 on the code when it is taken in the same list of the clinic, not in another list', async () => {
    const taken = await call('POST', '/api/danhmuc', owner, room({ ma: 'P101' }), 'en');
    expect(taken.statusCode).toBe(409);
    expect(Object.keys(taken.json().errors)).toEqual(['ma']);
    expect((await call('POST', '/api/danhmuc', owner, room({ loai: 'DONVITINH', ma: 'P101' }))).statusCode).toBe(201);
  });

  it('answers 400 with a message under each field, in vi and en, and writes nothing', async () => {
    const before = (await db.select().from(catalogueEntries)).length;
    const vi = await call('POST', '/api/danhmuc', owner, { loai: 'KHAC', ma: 'phòng 1', ten: ' ', thutu: -1 });
    expect(vi.statusCode).toBe(400);
    expect(Object.keys(vi.json().errors).sort()).toEqual(['loai', 'ma', 'ten', 'thutu']);
    expect(vi.json().errors.loai).toBe('Vui lòng chọn loại danh mục');
    const en = await call('POST', '/api/danhmuc', owner, { ...room(), ma: 'A'.repeat(21) }, 'en');
    expect(en.json().errors).toEqual({
      ma: 'A code is capital letters without diacritics, digits, hyphens or underscores, at most 20 characters (e.g. P101)',
    });
    expect((await db.select().from(catalogueEntries)).length).toBe(before);
  });

  it('answers 404 for an unknown entry and 400 for a malformed id', async () => {
    const unknown = '0190a000-0000-7000-8000-000000000000';
    expect((await call('GET', `/api/danhmuc/${unknown}`, owner)).statusCode).toBe(404);
    expect((await call('PUT', `/api/danhmuc/${unknown}`, owner, room())).statusCode).toBe(404);
    expect((await call('DELETE', `/api/danhmuc/${unknown}`, owner)).statusCode).toBe(404);
    expect((await call('GET', '/api/danhmuc/42', owner)).statusCode).toBe(400);
  });

  it('answers 401 without sign-in and 403 for each flag the role lacks', async () => {
    expect((await call('GET', '/api/danhmuc')).statusCode).toBe(401);
    expect((await call('POST', '/api/danhmuc', undefined, room())).statusCode).toBe(401);
    const [entry] = docs((await call('GET', '/api/danhmuc?loai=PHONG', owner)).json());
    const viewer = await staffWithMenu(app, db, [menuEntry('/danh-muc', { view: true })], {
      phongkham_id: entry!.phongkham_id,
    });
    expect((await call('GET', '/api/danhmuc', viewer)).statusCode).toBe(200);
    expect((await call('POST', '/api/danhmuc', viewer, room())).statusCode).toBe(403);
    expect((await call('PUT', `/api/danhmuc/${entry!._id}`, viewer, room())).statusCode).toBe(403);
    expect((await call('DELETE', `/api/danhmuc/${entry!._id}`, viewer)).statusCode).toBe(403);
    const nobody = await staffWithMenu(app, db, [menuEntry('/danh-muc', {})], { phongkham_id: entry!.phongkham_id });
    expect((await call('GET', '/api/danhmuc', nobody)).statusCode).toBe(403);
    expect((await call('GET', `/api/danhmuc/${entry!._id}`, nobody)).statusCode).toBe(403);
  });

  it("keeps a clinic's rooms, and every other list, from another clinic's staff on every route", async () => {
    await expectClinicIsolation(app, db, { api: '/api/danhmuc', url: '/danh-muc', create: room, update: room });
    await expectClinicIsolation(app, db, {
      api: '/api/danhmuc',
      url: '/danh-muc',
      listQuery: 'loai=THANHTOAN',
      create: () => room({ loai: 'THANHTOAN' }),
      update: () => room({ loai: 'THANHTOAN' }),
    });
  });
});
