// The kit's `authorize` and `redact` hooks (write.ts): a write the hook refuses changes nothing and leaves no
// history, whatever the route's flag allowed; a field the resource redacts never reaches the activity history.
// Proven on a table of the schema (FAQ categories) with the hooks declared here, so what is tested is the kit.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { activityLog, faqCategories, settings } from '../../db/schema';
import { testDatabase } from '../../test/database';
import { createStaff } from '../../test/factories';
import type { Actor } from '../actor';
import { HttpError } from '../http-error';
import { createRecord, deleteRecord, updateRecord, type Authorization, type WriteOptions } from './write';

const database = await testDatabase({ seeded: true });
afterAll(() => database.close());
const db = database.db;

const [{ phongkham_id }] = (await db.select({ phongkham_id: settings.phongkham_id }).from(settings)) as [
  { phongkham_id: string },
];
const member = await createStaff(db, { role: 'ADMINISTRATOR' });
const actor: Actor = {
  _id: member._id,
  vaitro: { ma: 'ADMINISTRATOR', menu: [] },
  phongkham_id: null,
  ip: '127.0.0.1',
  userAgent: null,
};

/** Every write the hook judged. */
const judged: Authorization['kind'][] = [];
const options: WriteOptions = {
  resource: { table: 'kiemthu_quyen', publicContent: false, richText: [] },
  table: faqCategories,
  prepare: async (values) => ({ phongkham_id, ...values }),
  // A category named "Khóa" is nobody's to change or delete, and nobody creates one.
  authorize: ({ kind, before, body }) => {
    judged.push(kind);
    if (before?.tendanhmuc === 'Khóa' || body?.tendanhmuc === 'Khóa') throw new HttpError(403, 'errors.forbidden');
  },
  // The English name is the secret the history must not keep.
  redact: (row, seenIn) => {
    if (seenIn === 'answer') return row;
    const { tendanhmuc_en: _secret, ...shown } = row;
    return shown;
  },
};

const history = (id: string) =>
  db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.banghi_id, id), eq(activityLog.tainguyen, 'kiemthu_quyen')))
    .orderBy(asc(activityLog.createdAt));
const row = async (id: string) => (await db.select().from(faqCategories).where(eq(faqCategories._id, id)))[0];
const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: unknown) => (error instanceof HttpError ? error.statusCode : error),
  );

describe('authorize', () => {
  it('judges every kind of write, and a refused one writes nothing', async () => {
    const before = (await db.select().from(faqCategories)).length;
    expect(await status(createRecord(db, options, { tendanhmuc: 'Khóa' }, actor))).toBe(403);
    expect((await db.select().from(faqCategories)).length).toBe(before);

    const [locked] = await db.insert(faqCategories).values({ phongkham_id, tendanhmuc: 'Khóa' }).returning();
    expect(await status(updateRecord(db, options, locked!._id, { tendanhmuc: 'Mở' }, actor))).toBe(403);
    expect(await status(deleteRecord(db, options, locked!._id, actor))).toBe(403);
    expect(await row(locked!._id)).toMatchObject({ tendanhmuc: 'Khóa', deletedAt: null });
    expect(await history(locked!._id)).toEqual([]);
    expect(judged).toEqual(['create', 'update', 'delete']);

    const id = await createRecord(db, options, { tendanhmuc: 'Mở' }, actor);
    expect(await status(updateRecord(db, options, id, { tendanhmuc: 'Khóa' }, actor))).toBe(403);
    expect(await status(deleteRecord(db, options, id, actor))).toBe(200);
  });
});

describe('redact', () => {
  it('keeps a redacted field out of the history of every write kind', async () => {
    const id = await createRecord(db, options, { tendanhmuc: 'Thanh toán', tendanhmuc_en: 'bi-mat-1' }, actor);
    await updateRecord(db, options, id, { tendanhmuc: 'Hóa đơn', tendanhmuc_en: 'bi-mat-2' }, actor);
    await deleteRecord(db, options, id, actor);
    const rows = await history(id);
    expect(rows.map((entry) => entry.hanhdong)).toEqual(['TAO', 'CAP_NHAT', 'XOA']);
    expect(rows[1]).toMatchObject({ truoc: { tendanhmuc: 'Thanh toán' }, sau: { tendanhmuc: 'Hóa đơn' } });
    expect(JSON.stringify(rows)).not.toContain('bi-mat');
    // The row itself keeps it: redaction is about what readers see.
    expect((await row(id))!.tendanhmuc_en).toBe('bi-mat-2');
  });
});
