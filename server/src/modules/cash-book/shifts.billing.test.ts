// A cashier's shift end to end through the billing API: a cashier opens the shift, sells at the counter, takes a
// split payment (cash with change, and VietQR), refunds part in cash, and closes with the drawer counted; the
// Z-report equals the bill's receipts minus its refund per method, the float counted once, and the day's close in
// the cash book says the same.
import { clinicDay } from '@phongkham/contracts';
import { describe, expect, it } from 'vitest';
import { serviceGroups, services } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { apiCaller, createClinic, createStaff, signIn } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const call = apiCaller(app);

const clinic = await createClinic(db);
const [group] = await db
  .insert(serviceGroups)
  .values({ phongkham_id: clinic, tendanhmuc: 'Dịch vụ thu ngân' })
  .returning({ _id: serviceGroups._id });
const [ultrasound] = await db
  .insert(services)
  .values({ phongkham_id: clinic, dmdichvu_id: group!._id, tendichvu: 'Siêu âm ổ bụng', gia: 350_000, loai: 'KHAM' })
  .returning({ _id: services._id });
const cashierAccount = await createStaff(db, { role: 'THUNGAN', phongkham_id: clinic });
const cashier = await signIn(app, cashierAccount);

describe('a shift through the billing API', () => {
  it("closes with a Z-report equal to the bill's receipts minus its refund, and the day's close agrees", async () => {
    const opened = await call('POST', '/api/soquy/ca', cashier, { tiendauca: 500_000 });
    expect(opened.statusCode, opened.body).toBe(201);
    const shift = opened.json().data._id as string;

    const bill = await call('POST', '/api/hoadon', cashier, {
      khachhang: 'Khách lẻ',
      dong: [{ loai: 'DICH_VU', dichvu_id: ultrasound!._id, soluong: 1 }],
    });
    expect(bill.statusCode, bill.body).toBe(201);
    const id = bill.json().data._id as string;
    const pay = (body: object) => call('POST', `/api/hoadon/${id}/thanhtoan`, cashier, body);
    const cash = await pay({ phuongthuc: 'TIEN_MAT', sotien: 150_000, tienkhachdua: 200_000 });
    expect(cash.statusCode, cash.body).toBe(201);
    expect((await pay({ phuongthuc: 'VIETQR', sotien: 200_000 })).statusCode).toBe(201);
    const refund = await call('POST', `/api/hoadon/${id}/hoantien`, cashier, {
      sotien: 30_000,
      lydo: 'Khách không làm phần siêu âm thêm',
      phuongthuc: 'TIEN_MAT',
    });
    expect(refund.statusCode, refund.body).toBe(201);

    // The change handed back is not money kept: the drawer holds the float, 150 000 in, 30 000 out.
    const closed = await call('POST', `/api/soquy/ca/${shift}/dong`, cashier, { tienmatthucte: 620_000 });
    expect(closed.statusCode, closed.body).toBe(200);
    const theophuongthuc = { TIEN_MAT: 120_000, THE: 0, CHUYEN_KHOAN: 0, VIETQR: 200_000 };
    expect(closed.json().data).toMatchObject({
      theophuongthuc,
      tienmatdukien: 620_000,
      chenhlech: 0,
      sophieuthu: 2,
      sophieuchi: 1,
      tong: 320_000,
    });
    const paid = (await call('GET', `/api/hoadon/${id}`, cashier)).json().data;
    expect(paid.dathu).toBe(320_000);

    const book = (await call('GET', `/api/soquy?tungay=${clinicDay()}`, cashier)).json().data;
    const [today] = book.ngay;
    expect(today).toMatchObject({ thu: 350_000, chi: 30_000, theophuongthuc });
    expect(today.theonhanvien).toEqual([
      expect.objectContaining({ nhanvien_id: cashierAccount._id, tong: 320_000, theophuongthuc }),
    ]);
  });
});
