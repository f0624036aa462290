// The audited writer: every kind of write leaves its activity row in the same transaction, a failed transaction
// leaves neither, and the write actions cannot be recorded by hand.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, faqCategories, settings } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { authorOf, writing } from './writer';

const { database } = await buildTestApp();
const { db } = database;
const [site] = await db.select({ phongkham_id: settings.phongkham_id }).from(settings);
const clinic = site!.phongkham_id;
const author = { nhanvien_id: null, ip: '203.0.113.9', userAgent: 'writer-test' };

const historyOf = (id: string) =>
  db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.tainguyen, 'dmfaq'), eq(activityLog.banghi_id, id)))
    .orderBy(activityLog._id);

describe('the audited writer', () => {
  it('records a creation, a change and a removal, each with its before and after', async () => {
    const created = await writing(db, author, (writer) =>
      writer.insert(faqCategories, { phongkham_id: clinic, tendanhmuc: 'Thanh toán' }, { sau: { tu: 'test' } }),
    );
    await writing(db, author, (writer) =>
      writer.update(faqCategories, created._id, { tendanhmuc: 'Thanh toán và hoá đơn' }, { sau: { lydo: 'rõ hơn' } }),
    );
    await writing(db, author, (writer) => writer.remove(faqCategories, created._id));

    const rows = await historyOf(created._id);
    expect(rows.map((row) => row.hanhdong)).toEqual(['TAO', 'CAP_NHAT', 'XOA']);
    expect(rows[0]).toMatchObject({
      ip: '203.0.113.9',
      phongkham_id: clinic,
      sau: { tendanhmuc: 'Thanh toán', tu: 'test' },
    });
    expect(rows[1]).toMatchObject({
      truoc: { tendanhmuc: 'Thanh toán' },
      sau: { tendanhmuc: 'Thanh toán và hoá đơn', lydo: 'rõ hơn' },
    });
    expect(rows[2]!.truoc).toMatchObject({ tendanhmuc: 'Thanh toán và hoá đơn' });
    // A table that keeps deleted rows keeps this one, marked.
    const [kept] = await db.select().from(faqCategories).where(eq(faqCategories._id, created._id));
    expect(kept!.deletedAt).toBeInstanceOf(Date);
  });

  it('leaves neither the row nor its history when the transaction fails', async () => {
    let id = '';
    await expect(
      writing(db, author, async (writer) => {
        id = (await writer.insert(faqCategories, { phongkham_id: clinic, tendanhmuc: 'Sẽ không còn' }))._id;
        throw new Error('refused later in the same command');
      }),
    ).rejects.toThrow('refused later');
    expect(id).not.toBe('');
    expect(await db.select().from(faqCategories).where(eq(faqCategories._id, id))).toEqual([]);
    expect(await historyOf(id)).toEqual([]);
  });

  it('answers 404 for a missing row and refuses to record a write action by hand', async () => {
    await expect(
      writing(db, author, (writer) =>
        writer.update(faqCategories, '0190b4c8-0000-7000-8000-000000000000', { tendanhmuc: 'x' }),
      ),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      writing(db, author, (writer) => writer.record({ hanhdong: 'CAP_NHAT', tainguyen: 'dmfaq', banghi_id: null })),
    ).rejects.toThrow('recorded by the writer');
  });

  it('files a staff member as the author', () => {
    const actor = { _id: 'a', vaitro: { ma: 'LETAN', menu: [] }, phongkham_id: clinic, ip: '1.2.3.4', userAgent: null };
    expect(authorOf(actor)).toEqual({ nhanvien_id: 'a', actorClinic: clinic, ip: '1.2.3.4', userAgent: null });
  });
});
