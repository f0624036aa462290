// The visit's bill and its money (/api/hoadon, /api/phieuthu): a check-in's services and the doctor's lab order
// billed as exactly those lines (a cancelled order leaves the draft); split tender, a partial payment and its
// balance, an over-payment refused, cash needing the cashier's open shift; two concurrent full payments collect once;
// 200 concurrent receipts numbered without a gap; a discount over the threshold blocked until approved; a refund
// leaving the receipt intact; the VietQR code for the balance; a printed receipt with its amount in words.
import { billDetail, clinicDay, receiptPrint, receiptRow } from '@phongkham/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, clinics, receipts } from '../../db/schema';
import { clinicYear } from '../../lib/money/numbering';
import { buildTestApp } from '../../test/app';
import { billingWorld } from '../../test/billing';
import { createStaff, signIn } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const year = clinicYear();
const { call, setup, openShift, visitBill, read, pay } = billingWorld(app, db);

describe("the visit's bill", () => {
  it('bills exactly the check-in services and the lab order, at their ordered prices', async () => {
    const here = await setup();
    const bill = await visitBill(here);
    expect(bill).toMatchObject({ so: `HD-${year}-000001`, trangthai: 'NHAP', benhnhan_id: here.patient });
    expect(
      bill.dong.map(({ loai, ten, soluong, dongia, giamgia, thanhtien }) => ({
        loai,
        ten,
        soluong,
        dongia,
        giamgia,
        thanhtien,
      })),
    ).toEqual([
      { loai: 'DICH_VU', ten: 'Khám nội tổng quát', soluong: 1, dongia: 150_000, giamgia: 0, thanhtien: 150_000 },
      { loai: 'DICH_VU', ten: 'Điện tâm đồ', soluong: 1, dongia: 85_000, giamgia: 0, thanhtien: 85_000 },
      { loai: 'DICH_VU', ten: 'Xét nghiệm mỡ máu', soluong: 1, dongia: 200_000, giamgia: 0, thanhtien: 200_000 },
    ]);
    expect(bill).toMatchObject({ tongtien: 435_000, giamgia: 0, phaitra: 435_000, dathu: 0, conlai: 435_000 });
    expect(bill.dong.every((line) => line.chidinh_id)).toBe(true);
    // The lab order cancelled: it leaves the draft.
    const lab = bill.dong[2]!.chidinh_id!;
    const cancel = await call('POST', `/api/xetnghiem/${lab}/trangthai`, here.doctor, { hanhdong: 'HUY' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await read(bill._id, here.cashier)).toMatchObject({ tongtien: 235_000, conlai: 235_000 });
    // The cashier reads no clinical text: the examination is not theirs.
    expect((await call('GET', '/api/khambenh', here.cashier)).statusCode).toBe(403);
  });

  it('takes a split tender, a partial payment with its balance, and refuses an over-payment or cash without a shift', async () => {
    const here = await setup();
    const bill = await visitBill(here);
    const noShift = await pay(bill._id, here.cashier, { phuongthuc: 'TIEN_MAT', sotien: 100_000 });
    expect(noShift.statusCode).toBe(409);
    expect(noShift.json().message).toBe('Bạn chưa mở ca thu ngân: hãy mở ca trước khi thu hoặc chi tiền mặt.');
    await openShift(here.clinic, here.cashier);
    const cash = await pay(bill._id, here.cashier, { phuongthuc: 'TIEN_MAT', sotien: 235_000, tienkhachdua: 300_000 });
    expect(cash.statusCode, cash.body).toBe(201);
    const receipt = receiptRow.parse(cash.json().data);
    expect(receipt).toMatchObject({
      so: `PT-${year}-000001`,
      sotien: 235_000,
      tienkhachdua: 300_000,
      tienthoi: 65_000,
    });
    expect(receipt.sotienbangchu).toBe('Hai trăm ba mươi lăm nghìn đồng chẵn');
    expect(receipt.cathungan_id).not.toBeNull();
    expect(await read(bill._id, here.cashier)).toMatchObject({
      trangthai: 'THANH_TOAN_MOT_PHAN',
      dathu: 235_000,
      conlai: 200_000,
    });
    const over = await pay(bill._id, here.cashier, { phuongthuc: 'THE', sotien: 200_001 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Số tiền thu vượt quá số còn phải trả của hóa đơn.');
    const card = await pay(
      bill._id,
      here.cashier,
      { phuongthuc: 'VIETQR', sotien: 200_000, magiaodich: 'FT2601' },
      'en',
    );
    expect(card.statusCode, card.body).toBe(201);
    expect(card.json().data).toMatchObject({ so: `PT-${year}-000002`, sotienbangchu: 'Two hundred thousand dong' });
    const paid = await read(bill._id, here.cashier);
    expect(paid).toMatchObject({ trangthai: 'DA_THANH_TOAN', dathu: 435_000, conlai: 0 });
    expect(paid.phieuthu.map((row) => [row.phuongthuc, row.sotien])).toEqual([
      ['TIEN_MAT', 235_000],
      ['VIETQR', 200_000],
    ]);
    // Issued by the first payment: its lines no longer change.
    const late = await call('PUT', `/api/hoadon/${bill._id}/giamgia`, here.cashier, {
      giamgia: 1000,
      giamgia_lydo: 'Quen',
    });
    expect(late.statusCode).toBe(409);
    expect((await call('POST', `/api/hoadon/${bill._id}/huy`, here.manager, { huy_lydo: 'Nhầm' })).statusCode).toBe(
      409,
    );
    const history = await db.select().from(activityLog).where(eq(activityLog.banghi_id, receipt._id));
    expect(history.map((row) => row.hanhdong)).toEqual(['TAO']);
  });

  it('collects once when two cashiers take the full balance at the same moment', async () => {
    const here = await setup();
    const bill = await visitBill(here);
    const other = await signIn(app, await createStaff(db, { role: 'THUNGAN', phongkham_id: here.clinic }));
    const answers = await Promise.all(
      [here.cashier, other].map((who) => pay(bill._id, who, { phuongthuc: 'THE', sotien: 435_000 })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await read(bill._id, here.cashier)).toMatchObject({ dathu: 435_000, conlai: 0, trangthai: 'DA_THANH_TOAN' });
    expect(await db.select().from(receipts).where(eq(receipts.hoadon_id, bill._id))).toHaveLength(1);
  });

  it('numbers 200 concurrent receipts without a gap or a repeat', async () => {
    const here = await setup();
    const created = await call('POST', '/api/hoadon', here.cashier, {
      khachhang: 'Khách lẻ',
      dong: [{ loai: 'SAN_PHAM', sanpham_id: here.product, soluong: 200 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const bill = billDetail.parse(created.json().data);
    expect(bill).toMatchObject({ luotkham_id: null, tongtien: 200, trangthai: 'NHAP' });
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => pay(bill._id, here.cashier, { phuongthuc: 'THE', sotien: 1 })),
    );
    expect(answers.filter((answer) => answer.statusCode !== 201).map((answer) => answer.body)).toEqual([]);
    const numbers = answers.map((answer) => Number((answer.json().data.so as string).split('-')[2]));
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(await read(bill._id, here.cashier)).toMatchObject({ dathu: 200, conlai: 0, trangthai: 'DA_THANH_TOAN' });
    // 200 whole payments queue on one bill's row lock by design: about 30 s alone on PGlite, twice that beside the
    // matrices on two busy cores. What it checks is an outcome, so it gets three minutes, not the suite's one.
  }, 180_000);
});

describe('discounts, refunds, VietQR and the printed receipt', () => {
  it('blocks a discount over the threshold until someone holding the approvals grant approves it', async () => {
    const here = await setup();
    await db.update(clinics).set({ nguong_giamgia: 40_000 }).where(eq(clinics._id, here.clinic));
    const bill = await visitBill(here);
    const small = await call('PUT', `/api/hoadon/${bill._id}/dong/${bill.dong[0]!._id}/giamgia`, here.cashier, {
      giamgia: 15_000,
      giamgia_lydo: 'Người nhà nhân viên',
    });
    expect(small.statusCode, small.body).toBe(200);
    expect(small.json().data).toMatchObject({ giamgia_duyet: 'KHONG_CAN', tongtien: 420_000 });
    // 10 % of 420 000 is 42 000: with the line's 15 000, above the threshold.
    const big = await call('PUT', `/api/hoadon/${bill._id}/giamgia`, here.cashier, {
      giamgia_phantram: 10,
      giamgia_lydo: 'Khách quen',
    });
    expect(big.statusCode, big.body).toBe(200);
    expect(big.json().data).toMatchObject({ giamgia: 42_000, phaitra: 378_000, giamgia_duyet: 'CHO_DUYET' });
    const blocked = await pay(bill._id, here.cashier, { phuongthuc: 'THE', sotien: 1000 });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe('Giảm giá của hóa đơn đang chờ người có quyền duyệt thu chi phê duyệt.');
    expect((await call('POST', `/api/hoadon/${bill._id}/phathanh`, here.cashier)).statusCode).toBe(409);
    expect((await call('POST', `/api/hoadon/${bill._id}/duyetgiamgia`, here.cashier)).statusCode).toBe(403);
    const approved = await call('POST', `/api/hoadon/${bill._id}/duyetgiamgia`, here.manager);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ giamgia_duyet: 'DA_DUYET', giamgia_nguoiduyet_id: here.manager._id });
    expect((await pay(bill._id, here.cashier, { phuongthuc: 'THE', sotien: 378_000 })).statusCode).toBe(201);
  });

  it('refunds into a document of its own, leaving the receipt intact and the balance closed', async () => {
    const here = await setup();
    await db.update(clinics).set({ nguong_hoantien: 100_000 }).where(eq(clinics._id, here.clinic));
    const bill = await visitBill(here);
    const paid = receiptRow.parse(
      (await pay(bill._id, here.cashier, { phuongthuc: 'THE', sotien: 435_000 })).json().data,
    );
    const [before] = await db.select().from(receipts).where(eq(receipts._id, paid._id));
    const tooBig = await call('POST', `/api/hoadon/${bill._id}/hoantien`, here.cashier, {
      sotien: 150_000,
      lydo: 'Không làm điện tâm đồ',
      phuongthuc: 'THE',
    });
    expect(tooBig.statusCode).toBe(409);
    const refund = await call('POST', `/api/hoadon/${bill._id}/hoantien`, here.cashier, {
      sotien: 85_000,
      lydo: 'Không làm điện tâm đồ',
      phieuthu_id: paid._id,
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refund.json().data).toMatchObject({
      so: `PC-${year}-000001`,
      sotien: 85_000,
      phuongthuc: 'THE',
      nguoiduyet_id: null,
    });
    const [after] = await db.select().from(receipts).where(eq(receipts._id, paid._id));
    expect(after).toEqual(before);
    expect(await read(bill._id, here.cashier)).toMatchObject({
      dathu: 350_000,
      dahoan: 85_000,
      phaitra: 350_000,
      conlai: 0,
      trangthai: 'DA_THANH_TOAN',
    });
    const more = await call('POST', `/api/hoadon/${bill._id}/hoantien`, here.manager, {
      sotien: 350_001,
      lydo: 'Thử',
      phuongthuc: 'THE',
    });
    expect(more.statusCode).toBe(409);
    const approvedRefund = await call('POST', `/api/hoadon/${bill._id}/hoantien`, here.manager, {
      sotien: 150_000,
      lydo: 'Hủy xét nghiệm',
      phuongthuc: 'THE',
    });
    expect(approvedRefund.json().data).toMatchObject({ nguoiduyet_id: here.manager._id });
  });

  it('answers the VietQR code for the balance, and 409 without a bank account', async () => {
    const here = await setup();
    const bill = await visitBill(here);
    const none = await call('GET', `/api/hoadon/${bill._id}/vietqr`, here.cashier, undefined, 'en');
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toMatch(/no bank account/);
    await db
      .update(clinics)
      .set({ nganhang_bin: '970436', sotaikhoan: '0011001234567' })
      .where(eq(clinics._id, here.clinic));
    await pay(bill._id, here.cashier, { phuongthuc: 'THE', sotien: 35_000 });
    const qr = await call('GET', `/api/hoadon/${bill._id}/vietqr`, here.cashier);
    expect(qr.statusCode, qr.body).toBe(200);
    const { chuoi, sotien, so } = qr.json().data;
    expect({ sotien, so }).toEqual({ sotien: 400_000, so: bill.so });
    expect(chuoi).toContain('0010A000000727');
    expect(chuoi).toContain('970436');
    expect(chuoi).toContain('5406400000');
    expect(chuoi).toContain(bill.so);
    expect(chuoi).toMatch(/6304[0-9A-F]{4}$/);
  });

  it('prints a receipt with the clinic header, lines, payments by method, balance and amount in words', async () => {
    const here = await setup();
    await openShift(here.clinic, here.cashier);
    const bill = await visitBill(here);
    await pay(bill._id, here.cashier, { phuongthuc: 'THE', sotien: 185_000 });
    const cash = await pay(bill._id, here.cashier, { phuongthuc: 'TIEN_MAT', sotien: 250_000 });
    const printed = await call('GET', `/api/phieuthu/${cash.json().data._id}`, here.cashier);
    expect(printed.statusCode, printed.body).toBe(200);
    const receipt = receiptPrint.parse(printed.json().data);
    expect(receipt.sotienbangchu).toBe('Hai trăm năm mươi nghìn đồng chẵn');
    expect(receipt.theophuongthuc).toEqual({ TIEN_MAT: 250_000, THE: 185_000, CHUYEN_KHOAN: 0, VIETQR: 0, TAM_UNG: 0 });
    expect(receipt.hoadon).toMatchObject({
      so: bill.so,
      conlai: 0,
      benhnhan_hoten: expect.stringContaining('Nguyễn Văn Thu'),
    });
    expect(receipt.hoadon!.dong).toHaveLength(3);
    expect(receipt.nhanvien_hoten).toBeTruthy();
    expect(receipt.phongkham.ten).toMatch(/Phòng khám kiểm thử/);
    expect(clinicDay(receipt.createdAt)).toBe(clinicDay());
  });
});
