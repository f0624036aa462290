// A patient's deposit (tạm ứng) through the API, on PGlite and PostgreSQL: taken in cash into the cashier's shift,
// drawn on by a later bill (no shift, no money moved), refused above the balance, put back by a bill's refund, paid
// back with a reason (above the threshold only by an approver), printed as issued, read on the chart beside the open
// bills, merged with a duplicate record; the cash book and the X-report count the deposit's cash and leave out the
// deposit drawn on; two cashiers drawing on one deposit at once get it once.
import { clinicDay, depositAccount, patientMoney, receiptPrint, receiptRow, refundRow } from '@phongkham/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, clinics, deposits, patients } from '../../db/schema';
import { clinicYear } from '../../lib/money/numbering';
import { buildTestApp } from '../../test/app';
import { billingWorld, type BillingSetup } from '../../test/billing';
import { createStaff, signIn, type SignedIn } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const year = clinicYear();
const { call, setup, openShift, visitBill, read, pay } = billingWorld(app, db);

const deposit = (who: SignedIn, body: Record<string, unknown>, lang = 'vi') =>
  call('POST', '/api/tamung', who, body, lang);
async function account(here: BillingSetup, patient = here.patient) {
  const answer = await call('GET', `/api/tamung?benhnhan_id=${patient}`, here.cashier);
  expect(answer.statusCode, answer.body).toBe(200);
  return depositAccount.parse(answer.json().data);
}
/** A counter bill for the patient: `count` consultations at 150 000. */
async function counterBill(here: BillingSetup, count: number, patient: string | null = here.patient) {
  const created = await call('POST', '/api/hoadon', here.cashier, {
    ...(patient ? { benhnhan_id: patient } : { khachhang: 'Khách lẻ' }),
    dong: [{ loai: 'DICH_VU', dichvu_id: here.consultation, soluong: count }],
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data._id as string;
}
const stored = async (patient: string) =>
  (await db.select({ sodu: deposits.sodu }).from(deposits).where(eq(deposits.benhnhan_id, patient)))[0]?.sodu;

describe("a patient's deposit", () => {
  it('is taken, drawn on by a later bill, refused above its balance, put back, paid back and printed', async () => {
    const here = await setup();
    const noShift = await deposit(here.cashier, {
      benhnhan_id: here.patient,
      sotien: 1_000_000,
      phuongthuc: 'TIEN_MAT',
    });
    expect(noShift.statusCode).toBe(409);
    expect(noShift.json().message).toBe('Bạn chưa mở ca thu ngân: hãy mở ca trước khi thu hoặc chi tiền mặt.');
    await openShift(here.clinic, here.cashier);
    const taken = await deposit(here.cashier, {
      benhnhan_id: here.patient,
      sotien: 1_000_000,
      phuongthuc: 'TIEN_MAT',
      tienkhachdua: 1_000_000,
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const receipt = receiptRow.parse(taken.json().data);
    expect(receipt).toMatchObject({
      so: `PT-${year}-000001`,
      loai: 'TAM_UNG',
      hoadon_id: null,
      benhnhan_id: here.patient,
      tienthoi: 0,
      sotienbangchu: 'Một triệu đồng chẵn',
    });
    expect(receipt.cathungan_id).not.toBeNull();
    expect((await account(here)).sodu).toBe(1_000_000);

    // A later visit's bill draws 300 000 on it: no shift needed, none stamped; partly paid, the rest shown.
    const bill = await visitBill(here);
    const drawn = await pay(bill._id, here.cashier, { phuongthuc: 'TAM_UNG', sotien: 300_000 });
    expect(drawn.statusCode, drawn.body).toBe(201);
    expect(drawn.json().data).toMatchObject({ loai: 'HOA_DON', phuongthuc: 'TAM_UNG', cathungan_id: null });
    expect(await read(bill._id, here.cashier)).toMatchObject({
      trangthai: 'THANH_TOAN_MOT_PHAN',
      dathu: 300_000,
      conlai: 135_000,
    });
    const chart = await call('GET', `/api/hoadon/benhnhan/${here.patient}/tongquan`, here.cashier);
    expect(chart.statusCode, chart.body).toBe(200);
    const money = patientMoney.parse(chart.json().data);
    expect(money).toMatchObject({ sodu_tamung: 700_000, conlai: 135_000 });
    expect(money.hoadon.map((row) => [row.so, row.conlai])).toEqual([[bill.so, 135_000]]);

    // More than the deposit holds, on a bigger bill: refused, nothing written.
    const big = await counterBill(here, 10);
    const over = await pay(big, here.cashier, { phuongthuc: 'TAM_UNG', sotien: 700_001 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Số dư tạm ứng của bệnh nhân không đủ cho số tiền này.');
    expect(await read(big, here.cashier)).toMatchObject({ trangthai: 'NHAP', dathu: 0 });
    expect(await stored(here.patient)).toBe(700_000);
    // An anonymous counter sale has no deposit to draw on.
    const anonymous = await counterBill(here, 1, null);
    const nobody = await pay(anonymous, here.cashier, { phuongthuc: 'TAM_UNG', sotien: 1_000 }, 'en');
    expect(nobody.statusCode).toBe(409);
    expect(nobody.json().message).toMatch(/names no patient/);

    // A refund of the bill put back into the deposit: no money leaves, the deposit grows.
    const back = await call('POST', `/api/hoadon/${bill._id}/hoantien`, here.cashier, {
      sotien: 50_000,
      lydo: 'Không làm điện tâm đồ',
      phieuthu_id: drawn.json().data._id,
    });
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json().data).toMatchObject({ phuongthuc: 'TAM_UNG', cathungan_id: null });
    expect((await account(here)).sodu).toBe(750_000);

    // Paid back: not above the balance; above the threshold only by an approver, who is recorded.
    await db.update(clinics).set({ nguong_hoantien: 100_000 }).where(eq(clinics._id, here.clinic));
    const refund = (who: SignedIn, sotien: number) =>
      call('POST', '/api/tamung/hoantien', who, { benhnhan_id: here.patient, sotien, lydo: 'Hoãn phẫu thuật' });
    const tooMuch = await refund(here.manager, 750_001);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('Số tiền hoàn không được lớn hơn số dư tạm ứng của bệnh nhân.');
    expect((await refund(here.cashier, 150_000)).statusCode).toBe(409);
    const small = await refund(here.cashier, 100_000);
    expect(small.statusCode, small.body).toBe(201);
    expect(refundRow.parse(small.json().data)).toMatchObject({
      so: `PC-${year}-000002`,
      loai: 'TAM_UNG',
      hoadon_id: null,
      phuongthuc: 'TIEN_MAT',
      nguoiduyet_id: null,
    });
    await openShift(here.clinic, here.manager);
    const approved = await refund(here.manager, 150_000);
    expect(approved.statusCode, approved.body).toBe(201);
    expect(approved.json().data).toMatchObject({ nguoiduyet_id: here.manager._id });

    // The documents, newest first, each with the balance it left; the last equals the stored balance.
    const documents = await account(here);
    expect(documents.sodu).toBe(500_000);
    expect(documents.chungtu.map((row) => [row.loai, row.sotien, row.sodu, row.hoadon_so])).toEqual([
      ['TRA_LAI', 150_000, 500_000, null],
      ['TRA_LAI', 100_000, 650_000, null],
      ['HOAN_VE', 50_000, 750_000, bill.so],
      ['TRU', 300_000, 700_000, bill.so],
      ['NOP', 1_000_000, 1_000_000, null],
    ]);
    expect(await stored(here.patient)).toBe(500_000);

    // Printed as issued: the deposit receipt names the patient and no bill; the bill's shows the deposit drawn on.
    const printed = async (id: string) => {
      const answer = await call('GET', `/api/phieuthu/${id}`, here.cashier);
      expect(answer.statusCode, answer.body).toBe(200);
      return receiptPrint.parse(answer.json().data);
    };
    expect(await printed(receipt._id)).toMatchObject({
      hoadon: null,
      sodu_tamung: 1_000_000,
      benhnhan_hoten: expect.stringContaining('Nguyễn Văn Thu'),
      theophuongthuc: { TIEN_MAT: 1_000_000, TAM_UNG: 0 },
    });
    expect(await printed(drawn.json().data._id)).toMatchObject({
      sodu_tamung: 700_000,
      theophuongthuc: { TAM_UNG: 300_000, TIEN_MAT: 0 },
      hoadon: { so: bill.so, conlai: 135_000 },
    });

    // Every document and every move of the balance is in the activity history, with the document's number.
    const [row] = await db.select().from(deposits).where(eq(deposits.benhnhan_id, here.patient));
    const history = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.tainguyen, 'tamung'), eq(activityLog.banghi_id, row!._id)))
      .orderBy(asc(activityLog.createdAt), asc(activityLog._id));
    expect(history.map((entry) => (entry.sau as Record<string, unknown>).sodu)).toEqual([
      1_000_000, 700_000, 750_000, 650_000, 500_000,
    ]);
    expect(history.map((entry) => (entry.sau as Record<string, unknown>).phieuthu ?? null)).toContain(receipt.so);
  });

  it('counts the cash taken and paid back in the cash book and the X-report, never the deposit drawn on', async () => {
    const here = await setup();
    await openShift(here.clinic, here.cashier);
    const taken = await deposit(here.cashier, { benhnhan_id: here.patient, sotien: 500_000, phuongthuc: 'TIEN_MAT' });
    expect(taken.statusCode, taken.body).toBe(201);
    const bill = await visitBill(here);
    expect((await pay(bill._id, here.cashier, { phuongthuc: 'TAM_UNG', sotien: 435_000 })).statusCode).toBe(201);
    const back = await call('POST', '/api/tamung/hoantien', here.cashier, {
      benhnhan_id: here.patient,
      sotien: 65_000,
      lydo: 'Trả lại phần còn thừa',
    });
    expect(back.statusCode, back.body).toBe(201);

    const shift = await call('GET', '/api/soquy/ca/hientai', here.cashier);
    expect(shift.statusCode, shift.body).toBe(200);
    expect(shift.json().data).toMatchObject({
      thu: { TIEN_MAT: 500_000 },
      hoan: { TIEN_MAT: 65_000 },
      sophieuthu: 1,
      sophieuchi: 1,
      tong: 435_000,
      tienmatdukien: 500_000 + 435_000,
    });
    const book = (await call('GET', `/api/soquy?tungay=${clinicDay()}`, here.cashier)).json().data;
    const mine = book.chungtu.filter((line: { nhanvien_id: string }) => line.nhanvien_id === here.cashier._id);
    expect(mine.map((line: Record<string, unknown>) => [line.nguon, line.loai, line.sotien])).toEqual([
      ['TAM_UNG', 'THU', 500_000],
      ['TAM_UNG', 'CHI', 65_000],
    ]);
    expect(mine[0].nguoinop_nhan).toContain('Nguyễn Văn Thu');
  });

  it('is drawn on once when two cashiers apply it to two bills at the same moment', async () => {
    const here = await setup();
    const other = await signIn(app, await createStaff(db, { role: 'THUNGAN', phongkham_id: here.clinic }));
    // Two first deposits at once: the empty balance is made once, and both count.
    const first = await Promise.all(
      [here.cashier, other].map((who) =>
        deposit(who, { benhnhan_id: here.patient, sotien: 150_000, phuongthuc: 'THE' }),
      ),
    );
    expect(first.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(await stored(here.patient)).toBe(300_000);
    const bills = [await counterBill(here, 2), await counterBill(here, 2)];
    const answers = await Promise.all(
      bills.map((id, at) => pay(id, [here.cashier, other][at]!, { phuongthuc: 'TAM_UNG', sotien: 200_000 })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await stored(here.patient)).toBe(100_000);
    const paid = await Promise.all(bills.map((id) => read(id, here.cashier)));
    expect(paid.map((bill) => bill.dathu).sort()).toEqual([0, 200_000]);
  });

  it('joins the kept record when duplicates merge, and stays within its clinic and its readers', async () => {
    const here = await setup();
    const [twin] = await db
      .insert(patients)
      .values({ phongkham_id: here.clinic, ma: `BN-9${here.patient.slice(-6)}`, hoten: 'Nguyễn Văn Thu (trùng)' })
      .returning({ _id: patients._id });
    for (const [patient, sotien] of [
      [here.patient, 200_000],
      [twin!._id, 300_000],
    ] as const) {
      expect(
        (await deposit(here.cashier, { benhnhan_id: patient, sotien, phuongthuc: 'CHUYEN_KHOAN' })).statusCode,
      ).toBe(201);
    }
    const merged = await call('POST', `/api/benhnhan/${here.patient}/gop`, here.manager, { trunglap_id: twin!._id });
    expect(merged.statusCode, merged.body).toBe(200);
    const kept = await account(here);
    expect(kept.sodu).toBe(500_000);
    expect(kept.chungtu.map((row) => row.sodu)).toEqual([500_000, 200_000]);
    expect(await stored(twin!._id)).toBeUndefined();

    // Another clinic's cashier finds no such patient; a doctor without the bills' page reads no money.
    const elsewhere = await setup();
    expect((await call('GET', `/api/tamung?benhnhan_id=${here.patient}`, elsewhere.cashier)).statusCode).toBe(404);
    expect(
      (await deposit(elsewhere.cashier, { benhnhan_id: here.patient, sotien: 1_000, phuongthuc: 'THE' })).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/hoadon/benhnhan/${here.patient}/tongquan`, here.doctor)).statusCode).toBe(403);
    // A deposit is paid in money, never from a deposit.
    const circular = await deposit(here.cashier, { benhnhan_id: here.patient, sotien: 1_000, phuongthuc: 'TAM_UNG' });
    expect(circular.statusCode).toBe(400);
  });
});
