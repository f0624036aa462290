// Stock alerts through HTTP, on PGlite and PostgreSQL: low stock counted from usable stock only (an expired batch
// never hides a stock-out, a held one neither), near expiry within the settings' window, expired batches with stock
// left, each clinic's own; the reorder levels set, changed and removed with their history; and the daily mail queued
// in the outbox once per clinic and day to the staff whose role views the stock page.
import { addDays, clinicDay, clinicInstant } from '@phongkham/contracts';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, batches, drugs, outbox, reorderLevels, staff, stores } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { apiCaller, createClinic, createStaff, signIn } from '../../test/factories';
import { sendStockAlertMessages, STOCK_ALERT_OWNER } from './daily-message';

const { app, database } = await buildTestApp();
const db = database.db;
const call = apiCaller(app);
const today = clinicDay();

const clinic = await createClinic(db, 'Phòng khám Cảnh Báo');
const other = await createClinic(db, 'Phòng khám Bên Cạnh');
const [pharmacy] = await db
  .insert(stores)
  .values({ phongkham_id: clinic, ten: 'Nhà thuốc Cảnh Báo', loai: 'NHA_THUOC' })
  .returning();
const [procedures] = await db
  .insert(stores)
  .values({ phongkham_id: clinic, ten: 'Phòng thủ thuật', loai: 'THU_THUAT' })
  .returning();
const [otherPharmacy] = await db
  .insert(stores)
  .values({ phongkham_id: other, ten: 'Nhà thuốc Bên Cạnh', loai: 'NHA_THUOC' })
  .returning();
const catalogue = await db.select().from(drugs).limit(4);
const [paracetamol, amoxicillin, vitamin, spare] = catalogue as [
  (typeof catalogue)[0],
  (typeof catalogue)[0],
  (typeof catalogue)[0],
  (typeof catalogue)[0],
];

let lot = 0;
async function batch(values: { kho_id: string; thuoc_id: string; soluong: number; handung: string; tamgiu?: boolean }) {
  const store = [pharmacy!, procedures!, otherPharmacy!].find((s) => s._id === values.kho_id)!;
  await db.insert(batches).values({
    phongkham_id: store.phongkham_id,
    solo: `L${++lot}`,
    gianhap: 1000,
    giaban: 1500,
    ...values,
  });
}

// Paracetamol: 500 expired units and 30 usable ones against a level of 100 — low, whatever the shelf holds.
await batch({ kho_id: pharmacy!._id, thuoc_id: paracetamol._id, soluong: 500, handung: addDays(today, -1) });
await batch({ kho_id: pharmacy!._id, thuoc_id: paracetamol._id, soluong: 30, handung: addDays(today, 400) });
// Amoxicillin: 50 usable units expiring in 20 days (near expiry), 40 held; level 60 — low too: held units are not
// usable either.
await batch({ kho_id: pharmacy!._id, thuoc_id: amoxicillin._id, soluong: 50, handung: addDays(today, 20) });
await batch({
  kho_id: pharmacy!._id,
  thuoc_id: amoxicillin._id,
  soluong: 40,
  handung: addDays(today, 300),
  tamgiu: true,
});
// The vitamin: nothing at all on the shelf, level 20. In the procedure room, plenty: a store's level is its own.
await batch({ kho_id: procedures!._id, thuoc_id: vitamin._id, soluong: 100, handung: addDays(today, 200) });
// An expired batch that was used up is not an alert: nothing is left to destroy.
await batch({ kho_id: pharmacy!._id, thuoc_id: spare._id, soluong: 0, handung: addDays(today, -30) });
// The next clinic's expired stock is its own.
await batch({ kho_id: otherPharmacy!._id, thuoc_id: paracetamol._id, soluong: 9, handung: addDays(today, -3) });

const pharmacist = await createStaff(db, { role: 'DUOCSI', phongkham_id: clinic });
await db.update(staff).set({ email: 'duocsi@canhbao.vn' }).where(eq(staff._id, pharmacist._id));
const manager = await createStaff(db, { role: 'QUANLY', phongkham_id: clinic });
await db.update(staff).set({ email: 'quanly@canhbao.vn' }).where(eq(staff._id, manager._id));
// A receptionist has an address but no stock grant: not told. Nor is the next clinic's pharmacist.
const receptionist = await createStaff(db, { role: 'LETAN', phongkham_id: clinic });
await db.update(staff).set({ email: 'letan@canhbao.vn' }).where(eq(staff._id, receptionist._id));
const neighbour = await createStaff(db, { role: 'DUOCSI', phongkham_id: other });
await db.update(staff).set({ email: 'duocsi@bencanh.vn' }).where(eq(staff._id, neighbour._id));
const who = await signIn(app, pharmacist);
const frontDesk = await signIn(app, receptionist);
const neighbourWho = await signIn(app, neighbour);
const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));

describe('stock alerts', { timeout: 60_000 }, () => {
  it('sets, changes and removes reorder levels, each write in the history, refusing bad levels in words', async () => {
    for (const [drug, muc] of [
      [paracetamol, 100],
      [amoxicillin, 60],
      [vitamin, 20],
    ] as const) {
      const set = await call('PUT', '/api/kho/dinhmuc', who, { kho_id: pharmacy!._id, thuoc_id: drug._id, muc });
      expect(set.statusCode).toBe(200);
      expect(set.json().data).toEqual([expect.objectContaining({ thuoc_id: drug._id, muc, ten: drug.tenthuoc })]);
    }
    // Changed, then changed back: two changes; the same value again writes nothing.
    for (const muc of [80, 100, 100]) {
      const changed = await call('PUT', '/api/kho/dinhmuc', who, {
        kho_id: pharmacy!._id,
        thuoc_id: paracetamol._id,
        muc,
      });
      expect(changed.json().data[0].muc).toBe(muc);
    }
    const added = await call('PUT', '/api/kho/dinhmuc', who, { kho_id: pharmacy!._id, thuoc_id: spare._id, muc: 5 });
    expect(added.statusCode).toBe(200);
    const removed = await call('PUT', '/api/kho/dinhmuc', who, {
      kho_id: pharmacy!._id,
      thuoc_id: spare._id,
      muc: null,
    });
    expect(removed.json().data).toEqual([]);
    const [level] = await db.select().from(reorderLevels).where(eq(reorderLevels.thuoc_id, paracetamol._id));
    const history = await db.select().from(activityLog).where(eq(activityLog.tainguyen, 'kho_dinhmuc'));
    expect(history.map((row) => row.hanhdong).sort()).toEqual([
      'CAP_NHAT',
      'CAP_NHAT',
      'TAO',
      'TAO',
      'TAO',
      'TAO',
      'XOA',
    ]);
    expect(history.find((row) => row.banghi_id === level!._id)?.nhanvien_id).toBe(pharmacist._id);

    // The drug's form: its level in each store of the clinic, the pharmacy first, with its usable stock there.
    const perStore = await call('GET', `/api/kho/dinhmuc/mathang?thuoc_id=${paracetamol._id}`, who);
    expect(perStore.json().data).toEqual([
      { kho_id: pharmacy!._id, kho_ten: 'Nhà thuốc Cảnh Báo', khadung: 30, muc: 100 },
      { kho_id: procedures!._id, kho_ten: 'Phòng thủ thuật', khadung: 0, muc: null },
    ]);
    const listed = await call('GET', `/api/kho/dinhmuc?kho_id=${pharmacy!._id}`, who);
    expect(listed.json().data).toHaveLength(3);

    const negative = await call('PUT', '/api/kho/dinhmuc', who, {
      kho_id: pharmacy!._id,
      thuoc_id: spare._id,
      muc: -1,
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors.muc).toMatch(/số nguyên từ 0/);
    const both = await call(
      'PUT',
      '/api/kho/dinhmuc',
      who,
      { kho_id: pharmacy!._id, thuoc_id: spare._id, sanpham_id: spare._id, muc: 1 },
      'en',
    );
    expect(both.statusCode).toBe(400);
    expect(both.json().errors.thuoc_id).toBe('Choose exactly one drug or one product.');
    // The next clinic's store is not found from here, and nothing is written.
    const elsewhere = await call('PUT', '/api/kho/dinhmuc', who, {
      kho_id: otherPharmacy!._id,
      thuoc_id: spare._id,
      muc: 1,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors.kho_id).toBeTruthy();
    expect(await db.select().from(reorderLevels).where(eq(reorderLevels.kho_id, otherPharmacy!._id))).toEqual([]);
    // Without the stock grant: neither read nor write.
    expect((await call('GET', '/api/kho/canhbao', frontDesk)).statusCode).toBe(403);
    const refused = await call('PUT', '/api/kho/dinhmuc', frontDesk, {
      kho_id: pharmacy!._id,
      thuoc_id: spare._id,
      muc: 1,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('counts low stock from usable stock only, near expiry within the window, expired with stock left', async () => {
    const answer = await call('GET', '/api/kho/canhbao', who);
    expect(answer.statusCode).toBe(200);
    const alerts = answer.json().data;
    expect(alerts).toMatchObject({
      homnay: today,
      songay_ganhethan: 90,
      duoidinhmuc: 3,
      ganhethan: 1,
      hethan: 1,
      tamgiu: 1,
    });
    // The emptiest shelf first: the vitamin (none here; the procedure room's 100 are that store's), paracetamol (its
    // 500 expired units count as nothing), amoxicillin (its 40 held units neither).
    const low = alerts.ds_duoidinhmuc.map((row: { ten: string; khadung: number; muc: number }) => [
      row.ten,
      row.khadung,
      row.muc,
    ]);
    expect(low).toEqual([
      [vitamin.tenthuoc, 0, 20],
      [paracetamol.tenthuoc, 30, 100],
      [amoxicillin.tenthuoc, 50, 60],
    ]);
    expect(alerts.ds_ganhethan).toEqual([
      expect.objectContaining({
        thuoc_id: amoxicillin._id,
        soluong: 50,
        conlai_ngay: 20,
        kho_ten: 'Nhà thuốc Cảnh Báo',
      }),
    ]);
    expect(alerts.ds_hethan).toEqual([
      expect.objectContaining({
        thuoc_id: paracetamol._id,
        soluong: 500,
        conlai_ngay: -1,
        handung: addDays(today, -1),
      }),
    ]);
    // One store only: the procedure room has no alert.
    const room = await call('GET', `/api/kho/canhbao?kho_id=${procedures!._id}`, who);
    expect(room.json().data).toMatchObject({ duoidinhmuc: 0, ganhethan: 0, hethan: 0, tamgiu: 0 });
    // The next clinic sees its own expired batch only; the owner sees both clinics'.
    expect((await call('GET', '/api/kho/canhbao', neighbourWho)).json().data).toMatchObject({
      duoidinhmuc: 0,
      hethan: 1,
    });
    const all = (await call('GET', '/api/kho/canhbao', owner)).json().data;
    expect(all.hethan).toBeGreaterThanOrEqual(2);
  });

  it('takes the near-expiry window from the settings, refusing one out of range', async () => {
    const refused = await call('PUT', '/api/cauhinh', owner, { kho_hethan_ngay: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.kho_hethan_ngay).toBeTruthy();
    expect((await call('PUT', '/api/cauhinh', owner, { kho_hethan_ngay: 10 })).statusCode).toBe(200);
    expect((await call('GET', '/api/kho/canhbao', who)).json().data).toMatchObject({
      songay_ganhethan: 10,
      ganhethan: 0,
    });
    expect((await call('PUT', '/api/cauhinh', owner, { kho_hethan_ngay: null })).statusCode).toBe(200);
    expect((await call('GET', '/api/kho/canhbao', who)).json().data).toMatchObject({
      songay_ganhethan: 90,
      ganhethan: 1,
    });
  });

  it('shows the alerts on the dashboard of those who view the stock page only', async () => {
    const home = (await call('GET', '/api/dashboard', who)).json().data;
    expect(home.canhbaokho).toEqual({ duoidinhmuc: 3, ganhethan: 1, hethan: 1, tamgiu: 1, songay_ganhethan: 90 });
    expect((await call('GET', '/api/dashboard', frontDesk)).json().data.canhbaokho).toBeUndefined();
  });

  it('queues the daily mail in the outbox once per clinic and day, to the staff who view the stock', async () => {
    const record = `${clinic}:${today}`;
    const mails = () =>
      db
        .select()
        .from(outbox)
        .where(and(eq(outbox.loai, STOCK_ALERT_OWNER), like(outbox.banghi_id, `${clinic}:%`)));
    // Before seven in the morning (clinic time) nothing goes.
    expect(await sendStockAlertMessages(db, 'https://phongkham.example', clinicInstant(today, 6 * 60 + 59))).toBe(0);
    expect(await mails()).toEqual([]);
    const morning = clinicInstant(today, 8 * 60);
    await sendStockAlertMessages(db, 'https://phongkham.example', morning);
    const queued = await mails();
    expect(queued.map((row) => row.nguoinhan).sort()).toEqual(['duocsi@canhbao.vn', 'quanly@canhbao.vn']);
    const [mail] = queued;
    expect(mail).toMatchObject({ kenh: 'EMAIL', trangthai: 'QUEUED', banghi_id: record });
    expect(mail!.tieude).toContain('Phòng khám Cảnh Báo');
    expect(mail!.noidung).toContain(`${paracetamol.tenthuoc} (Nhà thuốc Cảnh Báo): còn 30/100`);
    expect(mail!.noidung).toContain(`${amoxicillin.tenthuoc}, lô `);
    expect(mail!.noidung).toContain('https://phongkham.example/admin/kho');
    expect(mail!.html).toContain('Dưới định mức tồn');
    // The next clinic's pharmacist gets the next clinic's mail, never this one.
    expect(queued.some((row) => row.nguoinhan === 'duocsi@bencanh.vn')).toBe(false);
    // A restart, a second instance, a second round of the same day: nothing more.
    const again = await Promise.all([
      sendStockAlertMessages(db, 'https://phongkham.example', morning),
      sendStockAlertMessages(db, 'https://phongkham.example', clinicInstant(today, 20 * 60)),
    ]);
    expect(await mails()).toHaveLength(2);
    expect(again.every((n) => n === 0 || n === 1)).toBe(true);
    // The next day is another day.
    await sendStockAlertMessages(db, 'https://phongkham.example', clinicInstant(addDays(today, 1), 8 * 60));
    expect(await mails()).toHaveLength(4);
    // The outbox sends them (kept in the outbox here: no mail server in tests).
    await app.outbox.drain();
    const [sent] = await db.select().from(outbox).where(eq(outbox._id, mail!._id));
    expect(sent!.trangthai).toBe('SENT');
  });
});
