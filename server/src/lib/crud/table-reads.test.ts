// The kit's table reads, proven on a resource this test declares over the catalogue table (so what is tested is the
// kit, not a module): the contract's sort fields and filters become columns, text sorts by the ICU collation, search
// ignores diacritics, deleted rows and other clinics' rows are not read, and a contract naming no column fails at
// registration.
import { defineResource, queryBoolean, queryOptional, uuid } from '@phongkham/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogueEntries } from '../../db/schema';
import { testDatabase } from '../../test/database';
import { createClinic } from '../../test/factories';
import { tableReads } from './table-reads';

const entry = z.object({ _id: uuid, phongkham_id: uuid, ma: z.string(), ten: z.string(), thutu: z.number() });
const resource = defineResource({
  key: 'readsShelf',
  table: 'danhmuc',
  api: '/api/kiemthu-doc',
  urls: ['/danh-muc'],
  item: entry,
  detail: entry,
  create: z.object({}),
  update: z.object({}),
  sortFields: ['ten', 'thutu'],
  defaultSort: 'thutu',
  filters: { loai: queryOptional(z.string()), hoatdong: queryBoolean },
  publicContent: false,
  clinicScoped: 'phongkham_id',
});

const database = await testDatabase();
const { db } = database;
afterAll(() => database.close());
const clinicA = await createClinic(db);
const clinicB = await createClinic(db);
const rows = await db
  .insert(catalogueEntries)
  .values([
    { phongkham_id: clinicA, loai: 'PHONG', ma: 'P1', ten: 'Phòng Đông', thutu: 3 },
    { phongkham_id: clinicA, loai: 'PHONG', ma: 'P2', ten: 'Phòng em', thutu: 2, hoatdong: false },
    { phongkham_id: clinicA, loai: 'DONVITINH', ma: 'VIEN', ten: 'Viên', thutu: 1 },
    { phongkham_id: clinicA, loai: 'PHONG', ma: 'P3', ten: 'Phòng đã xóa', thutu: 4, deletedAt: new Date() },
    { phongkham_id: clinicB, loai: 'PHONG', ma: 'P1', ten: 'Phòng B', thutu: 1 },
  ])
  .returning();
const reads = tableReads(db, resource, catalogueEntries, [catalogueEntries.ma, catalogueEntries.ten]);
const query = (extra: Record<string, unknown> = {}) => resource.listQuery.parse({ limit: '0', ...extra });
const codes = async (extra: Record<string, unknown>, clinic: string | null = clinicA) =>
  (await reads.list(query(extra), { staff: true, clinic })).docs.map((row) => (row as { ma: string }).ma);

describe('tableReads', () => {
  it("lists one clinic's live rows in the contract's default order, the owner every clinic's", async () => {
    expect(await codes({})).toEqual(['VIEN', 'P2', 'P1']);
    expect((await codes({}, null)).sort()).toEqual(['P1', 'P1', 'P2', 'VIEN']);
    const page = await reads.list(query({ limit: '2', page: '2' }), { staff: true, clinic: clinicA });
    expect(page).toMatchObject({ totalDocs: 3, totalPages: 2, page: 2 });
  });

  it('sorts text by the ICU collation, so Đ sorts with D (before e), not after z', async () => {
    expect(await codes({ sort: 'ten' })).toEqual(['P1', 'P2', 'VIEN']);
    expect(await codes({ sort: '-ten' })).toEqual(['VIEN', 'P2', 'P1']);
  });

  it('applies each declared filter to the column of its name, and searches without diacritics', async () => {
    expect(await codes({ loai: 'PHONG' })).toEqual(['P2', 'P1']);
    expect(await codes({ loai: 'PHONG', hoatdong: 'true' })).toEqual(['P1']);
    expect(await codes({ q: 'phong dong' })).toEqual(['P1']);
  });

  it("reads one live row of the reader's clinic, without deletedAt; others are null", async () => {
    const [p1, , , deleted, other] = rows;
    const found = await reads.get(p1!._id, { staff: true, clinic: clinicA });
    expect(found).toMatchObject({ ma: 'P1', ten: 'Phòng Đông', phongkham_id: clinicA });
    expect(found).not.toHaveProperty('deletedAt');
    expect(await reads.get(deleted!._id, { staff: true, clinic: clinicA })).toBeNull();
    expect(await reads.get(other!._id, { staff: true, clinic: clinicA })).toBeNull();
    expect(await reads.get(other!._id, { staff: true, clinic: null })).toMatchObject({ ma: 'P1' });
  });

  it('refuses at registration a sort field or filter that names no column', () => {
    const wrong = { ...resource, sortFields: ['tieude'] as const } as unknown as typeof resource;
    expect(() => tableReads(db, wrong, catalogueEntries, [])).toThrow(/no column "tieude"/);
    const filter = { ...resource, filters: { tinh: queryBoolean } } as unknown as typeof resource;
    expect(() => tableReads(db, filter, catalogueEntries, [])).toThrow(/no column "tinh"/);
  });
});
