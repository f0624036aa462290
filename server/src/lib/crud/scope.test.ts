// Clinic scoping of the module kit, proven for every route shape on resources this test declares over tables of
// the schema (so what is tested is the kit, not a module): a clinic's records (`phongkham_id`) and the clinics
// themselves (`_id`). Their `get` deliberately skips the clinic: the kit's own check must answer 404. A list that
// forgets the clinic fails loudly instead of leaking; staff of no clinic are refused; public reads are refused.
import { defineResource, uuid } from '@phongkham/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { clinics, faqCategories } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { expectClinicIsolation } from '../../test/clinic-isolation';
import { apiCaller, createClinic, menuEntry, staffWithMenu } from '../../test/factories';
import { listPage } from '../list';
import { registerResource } from './routes';
import { clinicCondition } from './scope';

const shelfFields = { tendanhmuc: z.string().trim().min(1).max(100), thutu: z.number().int().min(0).max(9999) };
const shelfResource = defineResource({
  key: 'scopeShelves',
  table: 'kiemthu_ke',
  api: '/api/kiemthu-ke',
  urls: ['/dmfaq'],
  item: z.object({ _id: uuid, phongkham_id: uuid, tendanhmuc: z.string(), thutu: z.number() }),
  detail: z.object({ _id: uuid, phongkham_id: uuid, tendanhmuc: z.string(), thutu: z.number() }),
  create: z.object({ ...shelfFields, phongkham_id: uuid.optional() }),
  update: z.object({ ...shelfFields, phongkham_id: uuid.optional() }),
  sortFields: ['thutu'],
  defaultSort: 'thutu',
  filters: {},
  publicContent: false,
  clinicScoped: 'phongkham_id',
});
const leakyResource = { ...shelfResource, key: 'scopeLeaky', api: '/api/kiemthu-ro-ri' };
const clinicResource = defineResource({
  key: 'scopeClinics',
  table: 'kiemthu_phongkham',
  api: '/api/kiemthu-phongkham',
  urls: ['/quan-ly-phong-kham'],
  item: z.object({ _id: uuid, ten: z.string() }),
  detail: z.object({ _id: uuid, ten: z.string() }),
  create: z.object({ ten: z.string().min(1).max(100), diachi: z.string().max(200), dienthoai: z.string().max(20) }),
  update: z.object({ ten: z.string().min(1).max(100) }),
  sortFields: ['ten'],
  defaultSort: 'ten',
  filters: {},
  publicContent: false,
  clinicScoped: '_id',
});

const shelfColumns = {
  _id: faqCategories._id,
  phongkham_id: faqCategories.phongkham_id,
  tendanhmuc: faqCategories.tendanhmuc,
  thutu: faqCategories.thutu,
};

function register(app: FastifyInstance, db: Database) {
  const listShelves = (clinic: string | null | undefined) =>
    listPage(
      { page: 1, limit: 0 },
      {
        where: [isNull(faqCategories.deletedAt), clinicCondition(faqCategories.phongkham_id, clinic)],
        search: [],
        sortable: { thutu: faqCategories.thutu },
        defaultSort: 'thutu',
        tieBreak: asc(faqCategories._id),
        columns: shelfColumns,
        from: (fields) => db.select(fields).from(faqCategories),
      },
    );
  // No clinic condition here on purpose: the kit's check stands between another clinic and the row.
  const getShelf = async (id: string) =>
    (
      await db
        .select(shelfColumns)
        .from(faqCategories)
        .where(and(eq(faqCategories._id, id), isNull(faqCategories.deletedAt)))
    )[0] ?? null;
  registerResource(app, {
    db,
    resource: shelfResource,
    table: faqCategories,
    list: (_query, reader) => listShelves(reader.clinic),
    get: getShelf,
  });
  // A module whose list forgets the clinic.
  registerResource(app, {
    db,
    resource: leakyResource,
    table: faqCategories,
    list: () => listShelves(null),
    get: getShelf,
  });
  registerResource(app, {
    db,
    resource: clinicResource,
    table: clinics,
    list: async (_query, reader) => {
      const docs = await db
        .select({ _id: clinics._id, ten: clinics.ten })
        .from(clinics)
        .where(and(isNull(clinics.deletedAt), clinicCondition(clinics._id, reader.clinic)));
      return { docs, totalDocs: docs.length, page: 1, limit: 0, totalPages: 1 };
    },
    get: async (id) =>
      (await db.select({ _id: clinics._id, ten: clinics.ten }).from(clinics).where(eq(clinics._id, id)))[0] ?? null,
  });
}

const { app, database } = await buildTestApp({ routes: (instance, handle) => register(instance, handle.db) });
const db = database.db;
const call = apiCaller(app);
let shelf = 0;
const shelfBody = () => ({ tendanhmuc: `Kệ ${++shelf}`, thutu: shelf });

describe('clinic-scoped resources', () => {
  it("keep a clinic's records from another clinic's staff on every route", async () => {
    await expectClinicIsolation(app, db, {
      api: shelfResource.api,
      url: '/dmfaq',
      create: shelfBody,
      update: shelfBody,
    });
  });

  it('keep each clinic to its own staff when the rows are the clinics', async () => {
    const { staffA, clinicA, owner } = await expectClinicIsolation(app, db, {
      api: clinicResource.api,
      url: '/quan-ly-phong-kham',
      scope: '_id',
      create: () => ({ ten: 'Phòng khám mới', diachi: '1 Lê Lợi', dienthoai: '0281234567' }),
      update: () => ({ ten: 'Đổi tên' }),
    });
    // Their own clinic stays theirs to edit; the owner creates clinics.
    const renamed = await call('PUT', `${clinicResource.api}/${clinicA}`, staffA, { ten: 'Phòng khám A' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const created = await call('POST', clinicResource.api, owner, {
      ten: 'Chi nhánh 2',
      diachi: '2 Lê Lợi',
      dienthoai: '0287654321',
    });
    expect(created.statusCode, created.body).toBe(201);
  });

  it("stamp the site's clinic on the owner's row when the owner names none", async () => {
    const { owner } = await expectClinicIsolation(app, db, {
      api: shelfResource.api,
      url: '/dmfaq',
      create: shelfBody,
      update: shelfBody,
    });
    const created = await call('POST', shelfResource.api, owner, shelfBody());
    expect(created.statusCode, created.body).toBe(201);
    const [site] = await db.select({ _id: clinics._id }).from(clinics).orderBy(asc(clinics.createdAt)).limit(1);
    expect(created.json().data.phongkham_id).toBe(site!._id);
  });

  it("fail loudly, showing nothing, when a module's list forgets the clinic", async () => {
    const clinic = await createClinic(db);
    const other = await createClinic(db);
    const menu = [menuEntry('/dmfaq', { view: true, create: true })];
    const mine = await staffWithMenu(app, db, menu, { phongkham_id: clinic });
    const theirs = await staffWithMenu(app, db, menu, { phongkham_id: other });
    expect((await call('POST', shelfResource.api, theirs, shelfBody())).statusCode).toBe(201);
    const response = await call('GET', `${leakyResource.api}?limit=0`, mine);
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('Kệ');
  });

  it('refuse staff who belong to no clinic, and do not refuse them elsewhere', async () => {
    const menu = [menuEntry('/dmfaq', { view: true, create: true })];
    const nowhere = await staffWithMenu(app, db, menu);
    for (const response of [
      await call('GET', shelfResource.api, nowhere),
      await call('POST', shelfResource.api, nowhere, shelfBody()),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'Tài khoản của bạn chưa thuộc phòng khám nào: hãy nhờ quản trị gán phòng khám.',
      );
    }
    expect((await call('GET', '/api/dmfaq', nowhere)).statusCode).toBe(200);
  });

  it('cannot be read by the public', async () => {
    expect(() =>
      registerResource(app, {
        db,
        resource: { ...shelfResource, api: '/api/kiemthu-cong-khai' },
        table: faqCategories,
        publicRead: true,
        list: async () => ({ docs: [], totalDocs: 0, page: 1, limit: 0, totalPages: 1 }),
        get: async () => null,
      }),
    ).toThrow(/not public/);
  });
});
