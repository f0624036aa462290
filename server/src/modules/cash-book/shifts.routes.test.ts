// The cashier's shift (/api/soquy/ca): opened once per cashier with its float, the X-report while open, the close
// with the counted cash answering the Z-report equal to the shift's own receipts minus refunds (the float counted
// once), a difference that needs a reason and above the clinic's threshold an approver, a closed shift that never
// changes, only its cashier (or an approver) closing it, and another clinic's staff seeing none of it.
import { clinicDay, shiftRecord } from '@phongkham/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../db/client';
import { activityLog, cashierShifts, clinics, receipts } from '../../db/schema';
import { siteClinic } from '../../lib/crud/scope';
import { buildTestApp } from '../../test/app';
import {
  apiCaller,
  createClinic,
  createStaff,
  menuEntry,
  signIn,
  staffWithMenu,
  tokenClaims,
  type SignedIn,
} from '../../test/factories';
import { testBill, testReceipt, testRefund } from '../../test/money-documents';

const { app, database } = await buildTestApp();
const db = database.db;
const call = apiCaller(app);
const clinic = await siteClinic(db);
const cashBook = menuEntry('/so-quy', { view: true, create: true, update: true });
const cashier = () => staffWithMenu(app, db, [cashBook], { phongkham_id: clinic });
const approverMenu = [cashBook, menuEntry('/duyet-thu-chi', { view: true, update: true })];
const idOf = (who: SignedIn) => tokenClaims(who.token).sub;
const bill = await testBill(db, clinic);

type Shift = { _id: string; nhanvien_id: string; trangthai: string } & Record<string, unknown>;
const open = async (who: SignedIn, tiendauca: number) => {
  const answer = await call('POST', '/api/soquy/ca', who, { tiendauca });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as Shift;
};
const close = (who: SignedIn, id: string, body: object, lang = 'vi') =>
  call('POST', `/api/soquy/ca/${id}/dong`, who, body, lang);
const openShiftHeld = (tx: Transaction, nhanvien_id: string) =>
  tx
    .select({ _id: cashierShifts._id })
    .from(cashierShifts)
    .where(and(eq(cashierShifts.nhanvien_id, nhanvien_id), eq(cashierShifts.trangthai, 'MO')))
    .for('share');
const stored = async (id: string) => (await db.select().from(cashierShifts).where(eq(cashierShifts._id, id)))[0]!;

describe('opening a shift', () => {
  it("opens the caller's shift with its float, shows it as their current shift, and refuses a second", async () => {
    const me = await cashier();
    expect((await call('GET', '/api/soquy/ca/hientai', me)).json().data).toBeNull();
    const shift = await open(me, 500_000);
    expect(shift).toMatchObject({ nhanvien_id: idOf(me), trangthai: 'MO', tiendauca: 500_000, phongkham_id: clinic });
    const current = await call('GET', '/api/soquy/ca/hientai', me);
    expect(current.json().data).toMatchObject({
      _id: shift._id,
      baocao: 'X',
      tienmatdukien: 500_000,
      theophuongthuc: { TIEN_MAT: 0, THE: 0, CHUYEN_KHOAN: 0, VIETQR: 0 },
    });
    expect(shiftRecord.safeParse(current.json().data).error).toBeUndefined();
    const second = await call('POST', '/api/soquy/ca', me, { tiendauca: 0 }, 'en');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You already have an open cashier shift. Close it before opening another.');
    const [created] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.banghi_id, shift._id), eq(activityLog.hanhdong, 'TAO')));
    expect(created).toMatchObject({ tainguyen: 'cathungan', nhanvien_id: idOf(me) });
  });

  it('keeps one open shift per cashier under two opens at once, the unique index the last guard', async () => {
    const me = await cashier();
    const answers = await Promise.all([0, 1].map(() => call('POST', '/api/soquy/ca', me, { tiendauca: 100_000 })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await db
      .select()
      .from(cashierShifts)
      .where(eq(cashierShifts.nhanvien_id, idOf(me)));
    expect(rows.length).toBe(1);
    await expect(
      db.insert(cashierShifts).values({ phongkham_id: clinic, nhanvien_id: idOf(me), tiendauca: 0 }),
    ).rejects.toThrow();
  });

  it("opens the installation owner's shift in the site's clinic", async () => {
    const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
    const shift = await open(owner, 0);
    expect(shift).toMatchObject({ phongkham_id: clinic, nhanvien_id: idOf(owner) });
  });

  it('answers 400 in vi and en for a float that is not whole đồng, and writes nothing', async () => {
    const me = await cashier();
    const vi = await call('POST', '/api/soquy/ca', me, { tiendauca: 1000.5 });
    expect(vi.statusCode).toBe(400);
    expect(vi.json().errors).toEqual({ tiendauca: 'Số tiền phải là số đồng nguyên và không âm' });
    const en = await call('POST', '/api/soquy/ca', me, { tiendauca: -1 }, 'en');
    expect(en.json().errors).toEqual({ tiendauca: 'The amount must be a whole number of dong and not negative' });
    expect(
      (
        await db
          .select()
          .from(cashierShifts)
          .where(eq(cashierShifts.nhanvien_id, idOf(me)))
      ).length,
    ).toBe(0);
  });
});

describe('closing a shift', () => {
  it("answers the Z-report equal to the shift's receipts minus refunds, the float counted once", async () => {
    const me = await cashier();
    const other = await cashier();
    const shift = await open(me, 1_000_000);
    const elsewhere = await open(other, 200_000);
    const mine = { phongkham_id: clinic, hoadon_id: bill, cathungan_id: shift._id, nhanvien_id: idOf(me) };
    for (const [phuongthuc, sotien] of [
      ['TIEN_MAT', 300_000],
      ['TIEN_MAT', 150_000],
      ['THE', 200_000],
      ['VIETQR', 500_000],
      ['CHUYEN_KHOAN', 100_000],
    ] as const) {
      await testReceipt(db, { ...mine, phuongthuc, sotien });
    }
    await testRefund(db, { ...mine, phuongthuc: 'TIEN_MAT', sotien: 50_000 });
    await testRefund(db, { ...mine, phuongthuc: 'THE', sotien: 20_000 });
    // Another shift's receipt, and one taken outside any shift, are not this shift's.
    await testReceipt(db, { ...mine, cathungan_id: elsewhere._id, phuongthuc: 'TIEN_MAT', sotien: 70_000 });
    await testReceipt(db, { ...mine, cathungan_id: null, phuongthuc: 'THE', sotien: 90_000 });
    const expected = { TIEN_MAT: 400_000, THE: 180_000, CHUYEN_KHOAN: 100_000, VIETQR: 500_000 };

    const x = (await call('GET', '/api/soquy/ca/hientai', me)).json().data;
    expect(x).toMatchObject({ baocao: 'X', theophuongthuc: expected, tienmatdukien: 1_400_000, tong: 1_180_000 });
    expect(x).toMatchObject({ sophieuthu: 5, sophieuchi: 2, thu: { TIEN_MAT: 450_000 }, hoan: { TIEN_MAT: 50_000 } });

    const closed = await close(me, shift._id, { tienmatthucte: 1_400_000 });
    expect(closed.statusCode, closed.body).toBe(200);
    const z = closed.json().data;
    expect(z).toMatchObject({
      baocao: 'Z',
      trangthai: 'DA_DONG',
      theophuongthuc: expected,
      tienmatdukien: 1_400_000,
      tienmatthucte: 1_400_000,
      chenhlech: 0,
      lydo_chenhlech: null,
      nguoiduyet_id: null,
    });
    expect(z.dong_luc).toBeTruthy();
    expect(shiftRecord.safeParse(z).error).toBeUndefined();
    // Frozen on the row as answered; the cashier has no current shift any more.
    expect(await stored(shift._id)).toMatchObject({ theophuongthuc: expected, tienmatdukien: 1_400_000, chenhlech: 0 });
    expect((await call('GET', `/api/soquy/ca/${shift._id}`, me)).json().data).toMatchObject(z);
    expect((await call('GET', '/api/soquy/ca/hientai', me)).json().data).toBeNull();
    const [entry] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.banghi_id, shift._id), eq(activityLog.hanhdong, 'CAP_NHAT')));
    expect(entry!.sau).toMatchObject({ trangthai: 'DA_DONG', tienmatthucte: 1_400_000, chenhlech: 0 });
  });

  it('needs a reason for a difference (400 in vi and en, nothing written), then keeps it', async () => {
    const me = await cashier();
    const shift = await open(me, 300_000);
    await testReceipt(db, {
      phongkham_id: clinic,
      hoadon_id: bill,
      cathungan_id: shift._id,
      nhanvien_id: idOf(me),
      phuongthuc: 'TIEN_MAT',
      sotien: 45_000,
    });
    const vi = await close(me, shift._id, { tienmatthucte: 340_000 });
    expect(vi.statusCode).toBe(400);
    expect(vi.json().errors).toEqual({
      lydo_chenhlech: 'Tiền mặt đếm được khác số dự kiến: vui lòng ghi lý do chênh lệch',
    });
    const en = await close(me, shift._id, { tienmatthucte: 350_000, lydo_chenhlech: '   ' }, 'en');
    expect(en.json().errors).toEqual({
      lydo_chenhlech: 'The counted cash differs from the expected cash: give the reason for the difference',
    });
    expect(await stored(shift._id)).toMatchObject({ trangthai: 'MO', tienmatthucte: null, dong_luc: null });
    const closed = await close(me, shift._id, { tienmatthucte: 340_000, lydo_chenhlech: 'Thối nhầm cho khách' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({
      tienmatdukien: 345_000,
      chenhlech: -5_000,
      lydo_chenhlech: 'Thối nhầm cho khách',
    });
  });

  it("waits for a payment holding the shift (billing's share lock), so the Z-report holds its receipt", async () => {
    const me = await cashier();
    const shift = await open(me, 0);
    let closing: ReturnType<typeof close> | undefined;
    await db.transaction(async (tx) => {
      // What a payment does first (modules/billing/payments.ts): hold the cashier's open shift until it commits.
      expect(await openShiftHeld(tx, idOf(me))).toEqual([{ _id: shift._id }]);
      closing = close(me, shift._id, { tienmatthucte: 80_000 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.insert(receipts).values({
        phongkham_id: clinic,
        so: 'PT-KT-GIU-CA',
        hoadon_id: bill,
        cathungan_id: shift._id,
        nhanvien_id: idOf(me),
        phuongthuc: 'TIEN_MAT',
        sotien: 80_000,
      });
    });
    const closed = await closing!;
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ tienmatdukien: 80_000, chenhlech: 0, sophieuthu: 1 });
    expect(await db.transaction((tx) => openShiftHeld(tx, idOf(me)))).toEqual([]);
  });

  it('refuses every change to a closed shift (409) and leaves it as closed', async () => {
    const me = await cashier();
    const shift = await open(me, 0);
    expect((await close(me, shift._id, { tienmatthucte: 0 })).statusCode).toBe(200);
    const before = await stored(shift._id);
    const again = await close(me, shift._id, { tienmatthucte: 10_000, lydo_chenhlech: 'Đếm lại' }, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This cashier shift is closed and cannot change.');
    expect(await stored(shift._id)).toEqual(before);
    // There is no route that edits or deletes a shift.
    expect((await call('PUT', `/api/soquy/ca/${shift._id}`, me, { tiendauca: 1 })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/soquy/ca/${shift._id}`, me)).statusCode).toBe(404);
    // The cashier may open the next one.
    expect((await call('POST', '/api/soquy/ca', me, { tiendauca: 0 })).statusCode).toBe(201);
  });

  it("lets only the shift's cashier or an approver close it", async () => {
    const owner = await cashier();
    const colleague = await cashier();
    const shift = await open(owner, 100_000);
    const refused = await close(colleague, shift._id, { tienmatthucte: 100_000 }, 'en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Only the shift's cashier/);
    expect((await stored(shift._id)).trangthai).toBe('MO');
    const approver = await staffWithMenu(app, db, approverMenu, { phongkham_id: clinic });
    expect((await close(approver, shift._id, { tienmatthucte: 100_000 })).statusCode).toBe(200);
  });

  it("needs an approver's close for a difference above the clinic's threshold", async () => {
    await db.update(clinics).set({ nguong_chenhlech: 10_000 }).where(eq(clinics._id, clinic));
    try {
      const me = await cashier();
      const small = await open(me, 100_000);
      const within = await close(me, small._id, { tienmatthucte: 90_000, lydo_chenhlech: 'Thiếu lẻ' });
      expect(within.statusCode, within.body).toBe(200);
      expect(within.json().data).toMatchObject({ chenhlech: -10_000, nguoiduyet_id: null });

      const large = await open(me, 100_000);
      const body = { tienmatthucte: 150_000, lydo_chenhlech: 'Khách gửi lại tiền thừa' };
      const refused = await close(me, large._id, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/vượt ngưỡng/);
      expect((await stored(large._id)).trangthai).toBe('MO');
      const approver = await staffWithMenu(app, db, approverMenu, { phongkham_id: clinic });
      const approved = await close(approver, large._id, body);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().data).toMatchObject({ chenhlech: 50_000, nguoiduyet_id: idOf(approver) });
      expect(approved.json().data.nguoiduyet_hoten).toBeTruthy();
    } finally {
      await db.update(clinics).set({ nguong_chenhlech: null }).where(eq(clinics._id, clinic));
    }
  });
});

describe('reading shifts', () => {
  it("lists the clinic's shifts by cashier, state and opening day", async () => {
    const me = await cashier();
    const shift = await open(me, 0);
    const list = async (query: string) =>
      ((await call('GET', `/api/soquy/ca?limit=0&${query}`, me)).json().data.docs as Shift[]).map((row) => row._id);
    expect(await list(`nhanvien_id=${idOf(me)}`)).toEqual([shift._id]);
    expect(await list(`nhanvien_id=${idOf(me)}&trangthai=DA_DONG`)).toEqual([]);
    expect(await list(`ngay=${clinicDay()}`)).toContain(shift._id);
    expect(await list('ngay=2020-01-01')).toEqual([]);
  });

  it("carries its clinic's name, address and phone for the printout, which the cashier cannot read elsewhere", async () => {
    const me = await cashier();
    const shift = await open(me, 0);
    const [header] = await db
      .select({ ten: clinics.ten, diachi_day: clinics.diachi_day, dienthoai: clinics.dienthoai })
      .from(clinics)
      .where(eq(clinics._id, clinic));
    expect(header!.ten).toBeTruthy();
    expect((await call('GET', `/api/phongkham/${clinic}`, me)).statusCode).toBe(403);
    expect((await call('GET', `/api/soquy/ca/${shift._id}`, me)).json().data.phongkham).toEqual(header);
    expect((await call('GET', '/api/soquy/ca/hientai', me)).json().data.phongkham).toEqual(header);
    const closed = await close(me, shift._id, { tienmatthucte: 0 });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.phongkham).toEqual(header);
  });

  it("refuses without the grant, and keeps a clinic's shifts from another clinic's staff", async () => {
    const me = await cashier();
    const shift = await open(me, 0);
    const viewer = await staffWithMenu(app, db, [menuEntry('/so-quy', { view: true })], { phongkham_id: clinic });
    expect((await call('GET', `/api/soquy/ca/${shift._id}`, viewer)).statusCode).toBe(200);
    expect((await call('POST', '/api/soquy/ca', viewer, { tiendauca: 0 })).statusCode).toBe(403);
    expect((await close(viewer, shift._id, { tienmatthucte: 0 })).statusCode).toBe(403);
    const nobody = await staffWithMenu(app, db, [menuEntry('/so-quy', {})], { phongkham_id: clinic });
    expect((await call('GET', '/api/soquy/ca', nobody)).statusCode).toBe(403);
    expect((await call('GET', '/api/soquy', nobody)).statusCode).toBe(403);
    expect((await call('GET', '/api/soquy/ca', undefined)).statusCode).toBe(401);

    const other = await createClinic(db);
    const stranger = await staffWithMenu(app, db, approverMenu, { phongkham_id: other });
    expect((await call('GET', `/api/soquy/ca/${shift._id}`, stranger)).statusCode).toBe(404);
    expect((await close(stranger, shift._id, { tienmatthucte: 0 })).statusCode).toBe(404);
    const theirs = (await call('GET', '/api/soquy/ca?limit=0', stranger)).json().data.docs as Shift[];
    expect(theirs).toEqual([]);
    expect((await stored(shift._id)).trangthai).toBe('MO');
  });
});
