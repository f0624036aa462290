// Other income and expenses entered by hand (/api/soquy/thuchikhac): numbered TK-/CK- without gaps, a cash entry
// refused without the author's open shift (and numbered nothing), counted in the shift's X- and Z-report by method,
// listed in the cash book with the receipts and refunds so that each day's close still equals its documents to the
// đồng, corrected only by a new entry pointing to the old one with a reason, and never changed or deleted.
import { cashBook, cashEntryRow, clinicInstant, paymentMethods, shiftRecord } from '@phongkham/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, cashEntries } from '../../db/schema';
import { siteClinic } from '../../lib/crud/scope';
import { clinicYear } from '../../lib/money/numbering';
import { buildTestApp } from '../../test/app';
import { apiCaller, createClinic, menuEntry, staffWithMenu, tokenClaims, type SignedIn } from '../../test/factories';
import { testBill, testReceipt, testRefund } from '../../test/money-documents';

const { app, database } = await buildTestApp();
const db = database.db;
const call = apiCaller(app);
const clinic = await siteClinic(db);
const menu = [menuEntry('/so-quy', { view: true, create: true, update: true })];
const cashier = () => staffWithMenu(app, db, menu, { phongkham_id: clinic });
const idOf = (who: SignedIn) => tokenClaims(who.token).sub;
const api = '/api/soquy/thuchikhac';

type Entry = { _id: string; so: string; cathungan_id: string | null } & Record<string, unknown>;
const openShift = async (who: SignedIn, tiendauca: number) => {
  const answer = await call('POST', '/api/soquy/ca', who, { tiendauca });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data._id as string;
};
const enter = async (who: SignedIn, body: object) => {
  const answer = await call('POST', api, who, body);
  expect(answer.statusCode, answer.body).toBe(201);
  expect(cashEntryRow.safeParse(answer.json().data).error).toBeUndefined();
  return answer.json().data as Entry;
};
const expense = (sotien: number, phuongthuc = 'TIEN_MAT') => ({
  loai: 'CHI',
  phuongthuc,
  sotien,
  noidung: 'Mua găng tay, khẩu trang',
  nguoinop_nhan: 'Nhà thuốc Minh Châu',
});

describe('entering other income and expenses', () => {
  it('numbers income TK- and expenses CK- and records the author, the shift and the history', async () => {
    const me = await cashier();
    const shift = await openShift(me, 0);
    const paid = await enter(me, expense(150_000));
    const year = clinicYear();
    expect(paid.so).toMatch(new RegExp(`^CK-${year}-\\d{6}$`));
    expect(paid).toMatchObject({
      loai: 'CHI',
      sotien: 150_000,
      cathungan_id: shift,
      nhanvien_id: idOf(me),
      phongkham_id: clinic,
      nguoinop_nhan: 'Nhà thuốc Minh Châu',
      dieuchinh_id: null,
      lydo: null,
    });
    const received = await enter(me, { loai: 'THU', phuongthuc: 'THE', sotien: 80_000, noidung: 'Bán giấy vụn' });
    expect(received.so).toMatch(new RegExp(`^TK-${year}-\\d{6}$`));
    const [history] = await db.select().from(activityLog).where(eq(activityLog.banghi_id, paid._id));
    expect(history).toMatchObject({ tainguyen: 'thuchikhac', hanhdong: 'TAO', nhanvien_id: idOf(me) });
    const read = await call('GET', `${api}/${paid._id}`, me);
    expect(read.json().data).toMatchObject({ so: paid.so, nhanvien_hoten: expect.any(String) });
    const list = await call('GET', `${api}?cathungan_id=${shift}&sort=so`, me);
    expect(list.json().data.docs.map((item: Entry) => item.so)).toEqual([paid.so, received.so].sort());
  });

  it('refuses cash without an open shift (409 in vi and en), writing nothing and taking no number', async () => {
    const me = await cashier();
    const vi = await call('POST', api, me, expense(50_000));
    expect(vi.statusCode).toBe(409);
    expect(vi.json().message).toBe('Bạn chưa mở ca thu ngân: hãy mở ca trước khi thu hoặc chi tiền mặt.');
    const en = await call('POST', api, me, expense(50_000), 'en');
    expect(en.json().message).toBe('You have no open cashier shift: open one before taking or paying out cash.');
    expect(
      await db
        .select()
        .from(cashEntries)
        .where(eq(cashEntries.nhanvien_id, idOf(me))),
    ).toEqual([]);
    // A transfer needs no drawer: it is entered outside any shift.
    const before = await enter(me, expense(10_000, 'CHUYEN_KHOAN'));
    expect(before.cathungan_id).toBeNull();
    const after = await enter(me, expense(10_000, 'CHUYEN_KHOAN'));
    expect(Number(after.so.slice(-6))).toBe(Number(before.so.slice(-6)) + 1);
  });

  it('answers 400 in vi and en for an amount of 0 and an empty purpose', async () => {
    const me = await cashier();
    await openShift(me, 0);
    const vi = await call('POST', api, me, { ...expense(0), noidung: ' ' });
    expect(vi.statusCode).toBe(400);
    expect(vi.json().errors).toEqual({ sotien: 'Số tiền phải lớn hơn 0', noidung: 'Không được để trống' });
    const en = await call('POST', api, me, { ...expense(1.5) }, 'en');
    expect(en.statusCode).toBe(400);
    expect(Object.keys(en.json().errors)).toEqual(['sotien']);
  });

  it('corrects an entry by a new one pointing to it with a reason, the old one unchanged', async () => {
    const me = await cashier();
    await openShift(me, 0);
    const wrong = await enter(me, expense(500_000));
    const noReason = await call('POST', api, me, { ...expense(450_000), loai: 'THU', dieuchinh_id: wrong._id });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ lydo: 'Không được để trống' });
    const fix = await enter(me, {
      loai: 'THU',
      phuongthuc: 'TIEN_MAT',
      sotien: 450_000,
      noidung: 'Nhập thừa phiếu chi mua găng tay',
      dieuchinh_id: wrong._id,
      lydo: 'Gõ nhầm 500.000 thay vì 50.000',
    });
    expect(fix).toMatchObject({
      dieuchinh_id: wrong._id,
      dieuchinh_so: wrong.so,
      lydo: 'Gõ nhầm 500.000 thay vì 50.000',
    });
    const [stored] = await db.select().from(cashEntries).where(eq(cashEntries._id, wrong._id));
    expect(stored).toMatchObject({ sotien: 500_000, loai: 'CHI', dieuchinh_id: null });
    // An entry of another clinic cannot be corrected from here.
    const elsewhere = await createClinic(db);
    const [theirs] = await db
      .insert(cashEntries)
      .values({ ...expense(1_000), loai: 'CHI', phuongthuc: 'THE', phongkham_id: elsewhere, so: 'CK-KT-000001' })
      .returning();
    const foreign = await call('POST', api, me, { ...expense(1_000), dieuchinh_id: theirs!._id, lydo: 'Sai' }, 'en');
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json().errors)).toEqual(['dieuchinh_id']);
    expect((await call('GET', `${api}/${theirs!._id}`, me)).statusCode).toBe(404);
  });

  it('has no route to change or delete an entry', async () => {
    const me = await cashier();
    await openShift(me, 0);
    const entry = await enter(me, expense(20_000));
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const answer = await call(method, `${api}/${entry._id}`, me, method === 'DELETE' ? undefined : expense(1));
      expect([404, 405]).toContain(answer.statusCode);
    }
    const [stored] = await db.select().from(cashEntries).where(eq(cashEntries._id, entry._id));
    expect(stored!.sotien).toBe(20_000);
  });
});

describe('in the shift and the cash book', () => {
  it("counts the shift's entries in its X- and Z-report: a cash expense lowers the expected cash", async () => {
    const me = await cashier();
    const shift = await openShift(me, 1_000_000);
    const bill = await testBill(db, clinic);
    const mine = { phongkham_id: clinic, hoadon_id: bill, cathungan_id: shift, nhanvien_id: idOf(me) };
    await testReceipt(db, { ...mine, phuongthuc: 'TIEN_MAT', sotien: 400_000 });
    await testRefund(db, { ...mine, phuongthuc: 'TIEN_MAT', sotien: 50_000 });
    await enter(me, expense(150_000));
    await enter(me, { loai: 'THU', phuongthuc: 'TIEN_MAT', sotien: 20_000, noidung: 'Bán thùng giấy' });
    await enter(me, { loai: 'THU', phuongthuc: 'THE', sotien: 70_000, noidung: 'Thu hộ phí gửi xe' });
    const x = (await call('GET', '/api/soquy/ca/hientai', me)).json().data;
    expect(shiftRecord.safeParse(x).error).toBeUndefined();
    expect(x).toMatchObject({
      baocao: 'X',
      thukhac: { TIEN_MAT: 20_000, THE: 70_000, CHUYEN_KHOAN: 0, VIETQR: 0 },
      chikhac: { TIEN_MAT: 150_000, THE: 0, CHUYEN_KHOAN: 0, VIETQR: 0 },
      sophieukhac: 3,
      theophuongthuc: { TIEN_MAT: 220_000, THE: 70_000, CHUYEN_KHOAN: 0, VIETQR: 0 },
      tienmatdukien: 1_220_000,
    });
    const z = await call('POST', `/api/soquy/ca/${shift}/dong`, me, { tienmatthucte: 1_220_000 });
    expect(z.statusCode, z.body).toBe(200);
    expect(z.json().data).toMatchObject({
      baocao: 'Z',
      tienmatdukien: 1_220_000,
      chenhlech: 0,
      theophuongthuc: { TIEN_MAT: 220_000, THE: 70_000, CHUYEN_KHOAN: 0, VIETQR: 0 },
    });
    // A closed shift takes no more entries: cash now needs a new shift.
    expect((await call('POST', api, me, expense(1_000))).statusCode).toBe(409);
  });

  it("lists entries beside receipts and refunds, each day's close equal to its documents to the đồng", async () => {
    const reader = await staffWithMenu(app, db, [menuEntry('/so-quy', { view: true })], { phongkham_id: clinic });
    const other = await createClinic(db);
    const cashierId = tokenClaims((await cashier()).token).sub;
    const bill = await testBill(db, clinic);
    const at = (day: string, minute: number) => clinicInstant(day, minute);
    const entry = (loai: 'THU' | 'CHI', phuongthuc: 'TIEN_MAT' | 'THE', sotien: number, createdAt: Date) => ({
      phongkham_id: clinic,
      so: `${loai === 'THU' ? 'TK' : 'CK'}-KT-${sotien}`,
      loai,
      phuongthuc,
      sotien,
      noidung: 'Kiểm thử',
      nhanvien_id: cashierId,
      createdAt,
    });
    const doc = { phongkham_id: clinic, hoadon_id: bill, nhanvien_id: cashierId };
    // Before the period: 900 000 in, an expense of 120 000. In it: a receipt, a refund, an expense and an income.
    await testReceipt(db, { ...doc, phuongthuc: 'TIEN_MAT', sotien: 900_000, createdAt: at('2025-06-01', 600) });
    await db.insert(cashEntries).values(entry('CHI', 'TIEN_MAT', 120_000, at('2025-06-01', 700)));
    await testReceipt(db, { ...doc, phuongthuc: 'TIEN_MAT', sotien: 300_000, createdAt: at('2025-06-02', 480) });
    await testRefund(db, { ...doc, phuongthuc: 'TIEN_MAT', sotien: 40_000, createdAt: at('2025-06-02', 500) });
    await db.insert(cashEntries).values(entry('CHI', 'TIEN_MAT', 65_500, at('2025-06-02', 540)));
    await db.insert(cashEntries).values(entry('THU', 'THE', 33_000, at('2025-06-03', 60)));
    await db
      .insert(cashEntries)
      .values({ ...entry('THU', 'TIEN_MAT', 7_000_000, at('2025-06-02', 600)), phongkham_id: other });
    const answer = await call('GET', '/api/soquy?tungay=2025-06-02&denngay=2025-06-03', reader);
    expect(answer.statusCode, answer.body).toBe(200);
    const book = answer.json().data;
    expect(cashBook.safeParse(book).error).toBeUndefined();
    expect(book.dauky).toBe(780_000);
    expect(book.chungtu.map((line: { loai: string; nguon: string; sotien: number }) => line)).toMatchObject([
      { loai: 'THU', nguon: 'HOA_DON', sotien: 300_000 },
      { loai: 'CHI', nguon: 'HOA_DON', sotien: 40_000 },
      { loai: 'CHI', nguon: 'KHAC', sotien: 65_500, hoadon_id: null, noidung: 'Kiểm thử' },
      { loai: 'THU', nguon: 'KHAC', sotien: 33_000 },
    ]);
    const [first, second] = book.ngay;
    expect(first).toMatchObject({ daungay: 780_000, thu: 300_000, chi: 105_500, cuoingay: 974_500 });
    expect(first.theophuongthuc.TIEN_MAT).toBe(194_500);
    expect(second).toMatchObject({ daungay: 974_500, thu: 33_000, chi: 0, cuoingay: 1_007_500 });
    expect(book.cuoiky).toBe(1_007_500);
    for (const day of book.ngay) {
      const net = day.thu - day.chi;
      const byMethod = paymentMethods.reduce((sum, method) => sum + day.theophuongthuc[method], 0);
      const byCashier = day.theonhanvien.reduce((sum: number, one: { tong: number }) => sum + one.tong, 0);
      expect([byMethod, byCashier, day.cuoingay - day.daungay]).toEqual([net, net, net]);
    }
    const cash = (await call('GET', '/api/soquy?tungay=2025-06-02&denngay=2025-06-03&phuongthuc=THE', reader)).json()
      .data;
    expect(cash.chungtu.map((line: { sotien: number }) => line.sotien)).toEqual([33_000]);
  });
});
