// The approvals page's reads: the bills whose discount awaits approval (the bill list filtered on giamgia_duyet, with
// the discount's reason, the lines' discounts and who set them), discounts by approver for a period (GET
// /api/hoadon/giamgia), and each bill line's origin (the service's kind and who ordered it).
import { clinicDay, discountReport } from '@phongkham/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clinics, staff } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { billingWorld } from '../../test/billing';
import { createStaff, signIn } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const { call, setup, visitBill, read } = billingWorld(app, db);

const nameOf = async (id: string) =>
  (await db.select({ hoten: staff.hoten }).from(staff).where(eq(staff._id, id)))[0]!.hoten;

describe("a bill line's origin", () => {
  it('names the service kind and who ordered it, and a counter line its item only', async () => {
    const here = await setup();
    const bill = await visitBill(here);
    const receptionist = await nameOf(here.receptionist._id);
    expect(bill.dong.map((line) => [line.dichvu_loai, line.nguoichidinh_hoten, line.nguoichidinh_vaitro])).toEqual([
      ['KHAM', receptionist, 'LETAN'],
      ['KHAM', receptionist, 'LETAN'],
      // The doctor's account (a role of the test's own) ordered the lab test.
      ['XET_NGHIEM', expect.stringMatching(/^Người kiểm thử/), expect.stringMatching(/^KIEMTHU/)],
    ]);
    expect(bill.dong[2]!.nguoichidinh_id).toEqual(expect.any(String));
    const counter = await call('POST', '/api/hoadon', here.cashier, {
      khachhang: 'Khách lẻ',
      dong: [
        { loai: 'SAN_PHAM', sanpham_id: here.product, soluong: 2 },
        { loai: 'DICH_VU', dichvu_id: here.ecg, soluong: 1 },
      ],
    });
    expect(counter.statusCode, counter.body).toBe(201);
    const lines = (await read(counter.json().data._id, here.cashier)).dong;
    expect(lines.map((line) => [line.loai, line.dichvu_loai, line.nguoichidinh_id, line.nguoichidinh_hoten])).toEqual([
      ['SAN_PHAM', null, null, null],
      ['DICH_VU', 'KHAM', null, null],
    ]);
  });
});

describe('the approvals queue and discounts by approver', () => {
  it('lists the bills awaiting approval with the discount, its reason and setters, then reports approvals', async () => {
    const here = await setup();
    await db.update(clinics).set({ nguong_giamgia: 10_000 }).where(eq(clinics._id, here.clinic));
    const approverA = await createStaff(db, { role: 'QUANLY', phongkham_id: here.clinic });
    const signedA = await signIn(app, approverA);
    const waiting = await visitBill(here);
    const small = await visitBill({ ...here, patient: here.patient });
    const line = await call('PUT', `/api/hoadon/${waiting._id}/dong/${waiting.dong[0]!._id}/giamgia`, here.cashier, {
      giamgia: 20_000,
      giamgia_lydo: 'Khách quen',
    });
    expect(line.statusCode, line.body).toBe(200);
    const whole = await call('PUT', `/api/hoadon/${waiting._id}/giamgia`, here.manager, {
      giamgia_phantram: 10,
      giamgia_lydo: 'Người nhà nhân viên',
    });
    expect(whole.statusCode, whole.body).toBe(200);
    // 10 % of (435.000 − 20.000) = 41.500: with the line's 20.000, 61.500 waits for approval.
    expect(whole.json().data).toMatchObject({ giamgia: 41_500, giamgia_duyet: 'CHO_DUYET' });
    expect(small._id).not.toBe(waiting._id);

    const queue = await call('GET', '/api/hoadon?giamgia_duyet=CHO_DUYET', signedA);
    expect(queue.statusCode, queue.body).toBe(200);
    const rows = queue.json().data.docs;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      _id: waiting._id,
      giamgia: 41_500,
      giamgia_dong: 20_000,
      giamgia_lydo: 'Người nhà nhân viên',
      giamgia_duyet: 'CHO_DUYET',
    });
    expect([...rows[0].giamgia_nguoi].sort()).toEqual(
      [await nameOf(here.cashier._id), await nameOf(here.manager._id)].sort(),
    );
    expect((await call('GET', '/api/hoadon?giamgia_duyet=SAI', signedA)).statusCode).toBe(400);

    const approved = await call('POST', `/api/hoadon/${waiting._id}/duyetgiamgia`, signedA);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await call('GET', '/api/hoadon?giamgia_duyet=CHO_DUYET', signedA)).json().data.docs).toHaveLength(0);

    const today = clinicDay();
    const answer = await call('GET', `/api/hoadon/giamgia?tungay=${today}&denngay=${today}`, here.manager);
    expect(answer.statusCode, answer.body).toBe(200);
    const report = discountReport.parse(answer.json().data);
    const approverName = await nameOf(approverA._id);
    expect(report).toMatchObject({ tungay: today, denngay: today, soluong: 1, tong: 61_500 });
    expect(report.nguoiduyet).toEqual([
      { nguoiduyet_id: approverA._id, nguoiduyet_hoten: approverName, soluong: 1, tong: 61_500 },
    ]);
    expect(report.hoadon[0]).toMatchObject({
      _id: waiting._id,
      so: waiting.so,
      giamgia_tong: 61_500,
      giamgia_lydo: 'Người nhà nhân viên',
      nguoiduyet_hoten: approverName,
    });
    // Another day has nothing; a voided bill gave nothing away.
    const before = await call('GET', '/api/hoadon/giamgia?tungay=2026-01-01&denngay=2026-01-02', here.manager);
    expect(before.json().data).toMatchObject({ soluong: 0, tong: 0, nguoiduyet: [], hoadon: [] });
    const voided = await call('POST', `/api/hoadon/${waiting._id}/huy`, here.manager, { huy_lydo: 'Khách đổi ý' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await call('GET', '/api/hoadon/giamgia', here.manager)).json().data).toMatchObject({ soluong: 0 });
  });

  it('is guarded by the approvals page and refuses a period too long, in the reader’s language', async () => {
    const here = await setup();
    expect((await call('GET', '/api/hoadon/giamgia', here.cashier)).statusCode).toBe(403);
    const long = await call(
      'GET',
      '/api/hoadon/giamgia?tungay=2025-01-01&denngay=2026-06-01',
      here.manager,
      undefined,
      'en',
    );
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toMatch(/at most 366 days/);
    const reversed = await call('GET', '/api/hoadon/giamgia?tungay=2026-02-02&denngay=2026-02-01', here.manager);
    expect(reversed.statusCode).toBe(400);
  });
});
