// The kit's child rows (`children` in write.ts): a body field written to another table with its record. Proven on
// a record and child table of the schema (a doctor profile and its weekly hours) with child rows declared here, so
// what is tested is the kit, not the doctors module: one transaction for the record, its children and its history
// row; both child lists in the history; a field the body leaves out leaves the child rows alone.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../db/client';
import { activityLog, doctorHours, doctors, settings } from '../../db/schema';
import { testDatabase } from '../../test/database';
import { createStaff } from '../../test/factories';
import type { Actor } from '../actor';
import { onContentChanged } from '../content-events';
import { createRecord, updateRecord, type ChildRows, type WriteOptions } from './write';

const database = await testDatabase({ seeded: true });
afterAll(() => database.close());
const db = database.db;

const [{ phongkham_id }] = (await db.select({ phongkham_id: settings.phongkham_id }).from(settings)) as [
  { phongkham_id: string },
];
const writer = await createStaff(db, { role: 'ADMINISTRATOR' });
const actor: Actor = {
  _id: writer._id,
  vaitro: { ma: 'ADMINISTRATOR', menu: [] },
  phongkham_id: null,
  ip: '127.0.0.1',
  userAgent: null,
};

type Session = { thu: number; batdau: string; ketthuc: string };

const readSessions = async (tx: Pick<Transaction, 'select'>, id: string): Promise<Session[]> =>
  (
    await tx
      .select({ thu: doctorHours.thu, batdau: doctorHours.batdau, ketthuc: doctorHours.ketthuc })
      .from(doctorHours)
      .where(eq(doctorHours.bacsi_id, id))
      .orderBy(asc(doctorHours.thu), asc(doctorHours.batdau))
  ).map((row) => ({ ...row, batdau: row.batdau.slice(0, 5), ketthuc: row.ketthuc.slice(0, 5) }));

/** Every child write the test saw, in order, with the value it got. */
const written: unknown[] = [];
const sessions: ChildRows = {
  read: readSessions,
  write: async (tx, id, value) => {
    written.push(value);
    await tx.delete(doctorHours).where(eq(doctorHours.bacsi_id, id));
    const rows = (value as Session[]).map((session) => ({ bacsi_id: id, ...session }));
    // The table's check (start before end) refuses a reversed session: the child write fails inside the write.
    if (rows.length) await tx.insert(doctorHours).values(rows);
  },
};

const options: WriteOptions = {
  resource: { table: 'kiemthu_con', publicContent: true, richText: [] },
  table: doctors,
  prepare: async (values) => ({ phongkham_id, ...values }),
  children: { lichlamviec: sessions },
};

const monday: Session = { thu: 1, batdau: '08:00', ketthuc: '11:30' };
const friday: Session = { thu: 5, batdau: '17:30', ketthuc: '20:30' };
const reversed: Session = { thu: 2, batdau: '17:00', ketthuc: '13:30' };

const history = (id: string) =>
  db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.banghi_id, id), eq(activityLog.tainguyen, 'kiemthu_con')))
    .orderBy(asc(activityLog.createdAt));

const profile = async (id: string) => (await db.select().from(doctors).where(eq(doctors._id, id)))[0];

async function create(body: Record<string, unknown>) {
  const member = await createStaff(db);
  return createRecord(db, options, { nhanvien_id: member._id, chuyenkhoa: 'Nội tổng quát', ...body }, actor);
}

describe('child rows on create', () => {
  it('writes the record and its child rows, and keeps the list in the history’s after', async () => {
    const id = await create({ lichlamviec: [friday, monday] });
    expect(await readSessions(db, id)).toEqual([monday, friday]);
    const [row] = await history(id);
    expect(row).toMatchObject({ hanhdong: 'TAO', truoc: null });
    // The child list as its read answers it, beside the record's columns; the field is no column of the record.
    expect(row!.sau).toMatchObject({ chuyenkhoa: 'Nội tổng quát', lichlamviec: [monday, friday] });
    expect(await profile(id)).not.toHaveProperty('lichlamviec');
  });

  it('rolls the record and its history back when a child write fails, and says nothing to the caches', async () => {
    const member = await createStaff(db);
    const reasons: string[] = [];
    const stop = onContentChanged((reason) => reasons.push(reason));
    await expect(
      createRecord(
        db,
        options,
        { nhanvien_id: member._id, chuyenkhoa: 'Da liễu', lichlamviec: [monday, reversed] },
        actor,
      ),
    ).rejects.toThrow();
    stop();
    expect(reasons).toEqual([]);
    expect(await db.select().from(doctors).where(eq(doctors.nhanvien_id, member._id))).toEqual([]);
    const orphans = await db.select().from(doctorHours).innerJoin(doctors, eq(doctors._id, doctorHours.bacsi_id));
    expect(orphans.every((row) => row.bacsi.nhanvien_id !== member._id)).toBe(true);
  });

  it('writes no child rows when the body leaves the field out', async () => {
    const before = written.length;
    const id = await create({});
    expect(written.length).toBe(before);
    expect(await readSessions(db, id)).toEqual([]);
    expect((await history(id))[0]!.sau).not.toHaveProperty('lichlamviec');
  });
});

describe('child rows on update', () => {
  it('replaces the child rows and keeps both lists in the history', async () => {
    const id = await create({ lichlamviec: [monday] });
    await updateRecord(db, options, id, { chuyenkhoa: 'Nhi khoa', lichlamviec: [friday] }, actor);
    expect(await readSessions(db, id)).toEqual([friday]);
    const [, update] = await history(id);
    expect(update).toMatchObject({ hanhdong: 'CAP_NHAT' });
    expect(update!.truoc).toMatchObject({ chuyenkhoa: 'Nội tổng quát', lichlamviec: [monday] });
    expect(update!.sau).toMatchObject({ chuyenkhoa: 'Nhi khoa', lichlamviec: [friday] });
  });

  it('empties the child rows when the body sends an empty list', async () => {
    const id = await create({ lichlamviec: [monday, friday] });
    await updateRecord(db, options, id, { lichlamviec: [] }, actor);
    expect(await readSessions(db, id)).toEqual([]);
    const [, update] = await history(id);
    expect(update!.truoc).toMatchObject({ lichlamviec: [monday, friday] });
    expect(update!.sau).toMatchObject({ lichlamviec: [] });
  });

  it('leaves the child rows alone when the field is not sent (absent or undefined)', async () => {
    const id = await create({ lichlamviec: [monday, friday] });
    const before = written.length;
    await updateRecord(db, options, id, { chuyenkhoa: 'Tim mạch' }, actor);
    await updateRecord(db, options, id, { chuyenkhoa: 'Tim mạch', lichlamviec: undefined }, actor);
    expect(written.length).toBe(before);
    expect(await readSessions(db, id)).toEqual([monday, friday]);
    const [, first, second] = await history(id);
    for (const row of [first!, second!]) {
      expect(row.truoc).not.toHaveProperty('lichlamviec');
      expect(row.sau).not.toHaveProperty('lichlamviec');
    }
    expect((await profile(id))!.chuyenkhoa).toBe('Tim mạch');
  });

  it('rolls the record’s own change and its history back when a child write fails', async () => {
    const id = await create({ chuyenkhoa: 'Tai Mũi Họng', lichlamviec: [monday] });
    await expect(
      updateRecord(db, options, id, { chuyenkhoa: 'Ngoại khoa', lichlamviec: [friday, reversed] }, actor),
    ).rejects.toThrow();
    expect((await profile(id))!.chuyenkhoa).toBe('Tai Mũi Họng');
    expect(await readSessions(db, id)).toEqual([monday]);
    expect((await history(id)).map((row) => row.hanhdong)).toEqual(['TAO']);
  });
});
