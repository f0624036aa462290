// The suppliers' API (/api/nhacungcap) on the module kit: the demo distributors, listed, searched and filtered; create,
// update and delete with their history rows; the address checked on the 2025 units and written out whole; 400 with
// localized messages under the tax code and the phone; 409 on a tax code taken in the clinic; 401; 403 per flag; 404;
// and every route kept to the staff member's clinic.
import { supplierInput, supplierRow } from '@phongkham/contracts';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, suppliers } from '../../db/schema';
import { demoSuppliers } from '../../db/seed/suppliers';
import { buildTestApp } from '../../test/app';
import { expectClinicIsolation } from '../../test/clinic-isolation';
import { apiCaller, createStaff, menuEntry, signIn, staffWithMenu } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
const call = apiCaller(app);
let sequence = 0;
const supplier = (changes: Record<string, unknown> = {}) => ({
  ten: `Công ty TNHH Dược phẩm Kiểm Thử ${++sequence}`,
  masothue: `03100000${String(sequence).padStart(2, '0')}`,
  tinh_ma: '79',
  xa_ma: '26740',
  diachi: '12 Lê Lợi',
  dienthoai: '0901234567',
  nguoilienhe: 'Võ Thị Lan',
  sogdp: '1234/ĐKKDD-HCM',
  hoatdong: true,
  ...changes,
});
type Row = { _id: string; ten: string; masothue: string | null; hoatdong: boolean; phongkham_id: string };
const docs = (body: { data: { docs: Row[] } }) => body.data.docs;
const names = async (query: string) => docs((await call('GET', `/api/nhacungcap?limit=0&${query}`, owner)).json());
const history = (id: string) =>
  db.select().from(activityLog).where(eq(activityLog.banghi_id, id)).orderBy(desc(activityLog.createdAt));

describe('the suppliers', () => {
  it('lists the demo distributors by name, each valid under the contract, and filters the inactive', async () => {
    const all = await call('GET', '/api/nhacungcap?limit=0', owner);
    expect(all.statusCode, all.body).toBe(200);
    const rows = docs(all.json());
    expect(rows.map((row) => row.ten)).toEqual(demoSuppliers.map((row) => row.ten).sort((a, b) => a.localeCompare(b)));
    for (const row of rows) expect(supplierRow.safeParse(row).success).toBe(true);
    // What the seed wrote is what a staff member could have typed.
    for (const demo of demoSuppliers) expect(supplierInput.safeParse(demo).error).toBeUndefined();
    expect((await names('hoatdong=false')).map((row) => row.ten)).toEqual(['Công ty TNHH Dược phẩm Tây Đô']);
  });

  it('searches name, tax code, address and contact without diacritics', async () => {
    expect((await names('q=thang long')).map((row) => row.masothue)).toEqual(['0108765432']);
    expect((await names('q=0316543210')).map((row) => row.masothue)).toEqual(['0316543210-001']);
    expect((await names('q=ninh kieu')).map((row) => row.masothue)).toEqual(['1801234567']);
    expect((await names('q=tran quoc bao')).length).toBe(1);
  });

  it('creates, updates and deletes a supplier, each with its history row, and writes the whole address', async () => {
    const created = await call('POST', '/api/nhacungcap', owner, supplier({ dienthoai: '+84 912 345 678' }));
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json().data as Row & { diachi_day: string; dienthoai: string };
    expect(row).toMatchObject({ hoatdong: true, dienthoai: '0912345678' });
    expect(row.diachi_day).toBe('12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh');
    const moved = supplier({ masothue: '0310000099 001', xa_ma: '26929', diachi: '3 Điện Biên Phủ', hoatdong: false });
    const updated = await call('PUT', `/api/nhacungcap/${row._id}`, owner, moved);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      masothue: '0310000099-001',
      hoatdong: false,
      diachi_day: '3 Điện Biên Phủ, Phường Bình Thạnh, Thành phố Hồ Chí Minh',
    });
    expect((await call('DELETE', `/api/nhacungcap/${row._id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/nhacungcap/${row._id}`, owner)).statusCode).toBe(404);
    const rows = await history(row._id);
    expect(rows.map((entry) => [entry.hanhdong, entry.tainguyen])).toEqual([
      ['XOA', 'nhacungcap'],
      ['CAP_NHAT', 'nhacungcap'],
      ['TAO', 'nhacungcap'],
    ]);
    expect(rows[1]!.sau).toMatchObject({ masothue: '0310000099-001' });
    // A deleted supplier frees its tax code.
    expect((await call('POST', '/api/nhacungcap', owner, supplier({ masothue: '0310000099-001' }))).statusCode).toBe(
      201,
    );
  });

  it('keeps the optional fields empty as null, and a supplier active unless told otherwise', async () => {
    const { hoatdong: _active, ...rest } = supplier();
    const bare = { ...rest, masothue: null, dienthoai: null, nguoilienhe: null, sogdp: null };
    const created = await call('POST', '/api/nhacungcap', owner, bare);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      masothue: null,
      dienthoai: null,
      nguoilienhe: null,
      sogdp: null,
      hoatdong: true,
    });
  });

  it('answers 400 with a message under the tax code and the phone, in vi and en, and writes nothing', async () => {
    const before = (await db.select().from(suppliers)).length;
    const wrong = supplier({ masothue: '031234567', dienthoai: '028 3823 1234' });
    const vi = await call('POST', '/api/nhacungcap', owner, wrong);
    expect(vi.statusCode).toBe(400);
    expect(vi.json().errors).toEqual({
      masothue: 'Mã số thuế gồm 10 chữ số, hoặc 13 chữ số viết dạng 0123456789-001',
      dienthoai: 'Số điện thoại không hợp lệ',
    });
    const en = await call('POST', '/api/nhacungcap', owner, supplier({ masothue: '0312345678-01', ten: ' ' }), 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toMatchObject({
      masothue: 'A tax code is 10 digits, or 13 digits written as 0123456789-001',
    });
    expect(Object.keys(en.json().errors).sort()).toEqual(['masothue', 'ten']);
    const commune = await call('POST', '/api/nhacungcap', owner, supplier({ tinh_ma: '01' }), 'en');
    expect(commune.statusCode).toBe(400);
    expect(Object.keys(commune.json().errors)).toEqual(['xa_ma']);
    expect((await db.select().from(suppliers)).length).toBe(before);
  });

  it('answers 409 on the tax code when the clinic already has a supplier with it', async () => {
    const taken = await call('POST', '/api/nhacungcap', owner, supplier({ masothue: '0108765432' }), 'en');
    expect(taken.statusCode).toBe(409);
    expect(Object.keys(taken.json().errors)).toEqual(['masothue']);
  });

  it('answers 404 for an unknown supplier and 400 for a malformed id', async () => {
    const unknown = '0190a000-0000-7000-8000-000000000000';
    expect((await call('GET', `/api/nhacungcap/${unknown}`, owner)).statusCode).toBe(404);
    expect((await call('PUT', `/api/nhacungcap/${unknown}`, owner, supplier())).statusCode).toBe(404);
    expect((await call('DELETE', `/api/nhacungcap/${unknown}`, owner)).statusCode).toBe(404);
    expect((await call('GET', '/api/nhacungcap/42', owner)).statusCode).toBe(400);
  });

  it('answers 401 without sign-in and 403 for each flag the role lacks', async () => {
    expect((await call('GET', '/api/nhacungcap')).statusCode).toBe(401);
    expect((await call('POST', '/api/nhacungcap', undefined, supplier())).statusCode).toBe(401);
    const [row] = await names('q=thang long');
    const clinic = { phongkham_id: row!.phongkham_id };
    const viewer = await staffWithMenu(app, db, [menuEntry('/nha-cung-cap', { view: true })], clinic);
    expect((await call('GET', '/api/nhacungcap', viewer)).statusCode).toBe(200);
    expect((await call('GET', `/api/nhacungcap/${row!._id}`, viewer)).statusCode).toBe(200);
    expect((await call('POST', '/api/nhacungcap', viewer, supplier())).statusCode).toBe(403);
    expect((await call('PUT', `/api/nhacungcap/${row!._id}`, viewer, supplier())).statusCode).toBe(403);
    expect((await call('DELETE', `/api/nhacungcap/${row!._id}`, viewer)).statusCode).toBe(403);
    const nobody = await staffWithMenu(app, db, [menuEntry('/nha-cung-cap', {})], clinic);
    expect((await call('GET', '/api/nhacungcap', nobody)).statusCode).toBe(403);
    expect((await call('GET', `/api/nhacungcap/${row!._id}`, nobody)).statusCode).toBe(403);
  });

  it("keeps a clinic's suppliers from another clinic's staff on every route", async () => {
    await expectClinicIsolation(app, db, {
      api: '/api/nhacungcap',
      url: '/nha-cung-cap',
      create: supplier,
      update: supplier,
    });
  });
});
