// The bill's rules that reach other modules: a discount approved by someone other than who set it; a patient merge
// taking the duplicate's bills, receipts and refunds; a cancelled visit voiding its bills on which no money moved;
// a member's promotion code as the bill's discount, used once, when the bill is paid in full.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clinics, memberRegistrations, patients, refunds } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { billingWorld } from '../../test/billing';
import { createStaff, signIn } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const { call, setup, visitBill, read, pay } = billingWorld(app, db);

/** A member registration holding `code` at `percent` off, as the public registration form issues it. */
async function member(clinic: string, code: string, percent = 30) {
  const [row] = await db
    .insert(memberRegistrations)
    .values({
      phongkham_id: clinic,
      hoten: 'Trần Thị Mai',
      dienthoai: `09${Math.floor(Math.random() * 1e8)
        .toString()
        .padStart(8, '0')}`,
      makhuyenmai: code,
      giamgia: percent,
    })
    .returning();
  return row!;
}
/** A code no other test holds (the codes are unique across clinics). */
const freshCode = () =>
  `KM-${Array.from({ length: 6 }, () => 'ACDEFGHJKMNPQRTUVWXY34679'[Math.floor(Math.random() * 25)]).join('')}`;

describe('a discount approval', () => {
  it('is refused to whoever set the discount, on the bill or on a line', async () => {
    const here = await setup();
    await db.update(clinics).set({ nguong_giamgia: 10_000 }).where(eq(clinics._id, here.clinic));
    const other = { ...(await signIn(app, await createStaff(db, { role: 'QUANLY', phongkham_id: here.clinic }))) };
    const bill = await visitBill(here);
    const line = await call('PUT', `/api/hoadon/${bill._id}/dong/${bill.dong[0]!._id}/giamgia`, here.manager, {
      giamgia: 20_000,
      giamgia_lydo: 'Khách quen',
    });
    expect(line.statusCode, line.body).toBe(200);
    expect(line.json().data).toMatchObject({ giamgia_duyet: 'CHO_DUYET' });
    expect(line.json().data.dong[0]).toMatchObject({ giamgia_nguoi_id: here.manager._id });
    const own = await call('POST', `/api/hoadon/${bill._id}/duyetgiamgia`, here.manager, undefined, 'en');
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toMatch(/cannot approve/);
    // A second person's bill discount on top: the first setter still may not approve, nor may the second.
    const whole = await call('PUT', `/api/hoadon/${bill._id}/giamgia`, other, { giamgia: 5000, giamgia_lydo: 'Lẻ' });
    expect(whole.json().data).toMatchObject({ giamgia_nguoi_id: expect.any(String), giamgia_duyet: 'CHO_DUYET' });
    expect((await call('POST', `/api/hoadon/${bill._id}/duyetgiamgia`, here.manager)).statusCode).toBe(409);
    expect((await call('POST', `/api/hoadon/${bill._id}/duyetgiamgia`, other)).statusCode).toBe(409);
    const third = await signIn(app, await createStaff(db, { role: 'QUANLY', phongkham_id: here.clinic }));
    const approved = await call('POST', `/api/hoadon/${bill._id}/duyetgiamgia`, third);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ giamgia_duyet: 'DA_DUYET' });
  });
});

describe("a patient merge and a visit's cancellation", () => {
  it("moves the duplicate's bills, receipts and refunds to the kept record", async () => {
    const here = await setup();
    const bill = await visitBill(here);
    expect((await pay(bill._id, here.cashier, { phuongthuc: 'THE', sotien: 100_000 })).statusCode).toBe(201);
    const back = await call('POST', `/api/hoadon/${bill._id}/hoantien`, here.manager, {
      sotien: 10_000,
      lydo: 'Thu thừa',
      phuongthuc: 'THE',
    });
    expect(back.statusCode, back.body).toBe(201);
    const [kept] = await db
      .insert(patients)
      .values({ phongkham_id: here.clinic, ma: `BN-9${Date.now() % 1e6}`, hoten: 'Nguyễn Văn Thu' })
      .returning({ _id: patients._id });
    const merged = await call('POST', `/api/benhnhan/${kept!._id}/gop`, here.manager, { trunglap_id: here.patient });
    expect(merged.statusCode, merged.body).toBe(200);
    const after = await read(bill._id, here.cashier);
    expect(after.benhnhan_id).toBe(kept!._id);
    expect(after.phieuthu.map((row) => row.benhnhan_id)).toEqual([kept!._id]);
    expect(after.phieuchi.map((row) => row.benhnhan_id)).toEqual([kept!._id]);
    expect(await db.select().from(refunds).where(eq(refunds.benhnhan_id, here.patient))).toEqual([]);
    const listed = await call('GET', `/api/hoadon?benhnhan_id=${kept!._id}`, here.cashier);
    expect(listed.json().data.docs.map((row: { _id: string }) => row._id)).toEqual([bill._id]);
  });

  it('voids the draft of a cancelled visit with the reason, and keeps a bill with money taken', async () => {
    const here = await setup();
    const unpaid = await visitBill(here);
    const cancel = (visit: string) =>
      call('POST', `/api/luotkham/${visit}/trangthai`, here.receptionist, { hanhdong: 'HUY' });
    expect((await cancel(unpaid.luotkham_id!)).statusCode).toBe(200);
    expect(await read(unpaid._id, here.cashier)).toMatchObject({
      trangthai: 'DA_HUY',
      huy_lydo: 'Lượt khám đã hủy, chưa thu tiền',
    });
    const paid = await visitBill(here);
    expect((await pay(paid._id, here.cashier, { phuongthuc: 'THE', sotien: 50_000 })).statusCode).toBe(201);
    expect((await cancel(paid.luotkham_id!)).statusCode).toBe(200);
    expect(await read(paid._id, here.cashier)).toMatchObject({ trangthai: 'THANH_TOAN_MOT_PHAN', dathu: 50_000 });
  });
});

describe('a promotion code', () => {
  it("discounts the bill's services by the code's percentage and is marked used when the bill is paid in full", async () => {
    const here = await setup();
    const code = freshCode();
    const registration = await member(here.clinic, code, 30);
    const bill = await visitBill(here);
    const unknown = await call('PUT', `/api/hoadon/${bill._id}/giamgia`, here.cashier, { makhuyenmai: 'KM-QQQQQQ' });
    expect(unknown.statusCode).toBe(400);
    const bad = await call('PUT', `/api/hoadon/${bill._id}/giamgia`, here.cashier, { makhuyenmai: 'KM-1' });
    expect(bad.statusCode).toBe(400);
    const applied = await call('PUT', `/api/hoadon/${bill._id}/giamgia`, here.cashier, {
      makhuyenmai: code.toLowerCase(),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    // 30 % of the three services' 435 000, half up: 130 500.
    expect(applied.json().data).toMatchObject({
      makhuyenmai: code,
      giamgia_phantram: 30,
      giamgia: 130_500,
      phaitra: 304_500,
      giamgia_lydo: `Mã khuyến mãi ${code} (30% dịch vụ)`,
    });
    // A second bill cannot take a code another live bill holds.
    const second = await visitBill(here);
    const taken = await call('PUT', `/api/hoadon/${second._id}/giamgia`, here.cashier, { makhuyenmai: code });
    expect(taken.statusCode).toBe(409);
    expect((await pay(bill._id, here.cashier, { phuongthuc: 'THE', sotien: 300_000 })).statusCode).toBe(201);
    const [partly] = await db.select().from(memberRegistrations).where(eq(memberRegistrations._id, registration._id));
    expect(partly!.khuyenmai_dadung_luc).toBeNull();
    expect((await pay(bill._id, here.cashier, { phuongthuc: 'THE', sotien: 4_500 })).statusCode).toBe(201);
    const [used] = await db.select().from(memberRegistrations).where(eq(memberRegistrations._id, registration._id));
    expect(used).toMatchObject({ khuyenmai_dadung_boi: here.cashier._id, khuyenmai_dadung_luc: expect.any(Date) });
    // Used: no other bill takes it, even once the first is refunded.
    const again = await call('PUT', `/api/hoadon/${second._id}/giamgia`, here.cashier, { makhuyenmai: code });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Mã khuyến mãi này đã được đánh dấu là đã dùng.');
  });

  it("leaves a counter bill's products out of the code's discount", async () => {
    const here = await setup();
    const code = freshCode();
    await member(here.clinic, code, 30);
    const created = await call('POST', '/api/hoadon', here.cashier, {
      benhnhan_id: here.patient,
      dong: [
        { loai: 'DICH_VU', dichvu_id: here.consultation, soluong: 1 },
        { loai: 'SAN_PHAM', sanpham_id: here.product, soluong: 7 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id as string;
    const applied = await call('PUT', `/api/hoadon/${id}/giamgia`, here.cashier, { makhuyenmai: code });
    // 30 % of the consultation's 150 000; the 7 đồng of product are not discounted.
    expect(applied.json().data).toMatchObject({ tongtien: 150_007, giamgia: 45_000, phaitra: 105_007 });
    const line = await call('PUT', `/api/hoadon/${id}/dong/${applied.json().data.dong[0]._id}/giamgia`, here.cashier, {
      makhuyenmai: code,
    });
    expect(line.statusCode).toBe(400);
    // A plain discount replaces the code, which another bill may then take.
    const plain = await call('PUT', `/api/hoadon/${id}/giamgia`, here.cashier, { giamgia: 7, giamgia_lydo: 'Lẻ' });
    expect(plain.json().data).toMatchObject({ makhuyenmai: null, giamgia: 7, phaitra: 150_000 });
  });

  it('goes to one bill of two taking it at the same moment', async () => {
    const here = await setup();
    const code = freshCode();
    await member(here.clinic, code);
    const first = await visitBill(here);
    const second = await visitBill(here);
    const answers = await Promise.all(
      [first, second].map((bill) =>
        call('PUT', `/api/hoadon/${bill._id}/giamgia`, here.cashier, { makhuyenmai: code }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const holders = await Promise.all([first, second].map((bill) => read(bill._id, here.cashier)));
    expect(holders.filter((bill) => bill.makhuyenmai === code)).toHaveLength(1);
  });

  it('is marked used once when two cashiers settle its bill at the same moment', async () => {
    const here = await setup();
    const code = freshCode();
    const registration = await member(here.clinic, code);
    const first = await visitBill(here);
    const applied = await call('PUT', `/api/hoadon/${first._id}/giamgia`, here.cashier, { makhuyenmai: code });
    expect(applied.statusCode, applied.body).toBe(200);
    const due = applied.json().data.phaitra as number;
    const other = await signIn(app, await createStaff(db, { role: 'THUNGAN', phongkham_id: here.clinic }));
    const answers = await Promise.all(
      [here.cashier, other].map((who) => pay(first._id, who, { phuongthuc: 'THE', sotien: due })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const [used] = await db.select().from(memberRegistrations).where(eq(memberRegistrations._id, registration._id));
    expect(used!.khuyenmai_dadung_luc).not.toBeNull();
  });
});
