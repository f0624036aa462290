// Dispensing through the API (docs/decisions/0058), on PGlite and PostgreSQL alike: FEFO across three batches, an
// expired and a held batch never handed out (and counted as nothing in the picker), ten pharmacists giving out one
// unit each against five (exactly five succeed and the batch ends at 0), the whole transaction undone when the bill
// refuses the lines, a partly dispensed prescription finished later, the pharmacist's own batches, a return to the
// same batch with its refund, a counter sale, and what a pharmacist reads (the lines and the identity only).
import { addDays, clinicDay, dispenseAnswer, pharmacyPrescription, pharmacyRow } from '@phongkham/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  batches,
  billLines,
  bills,
  catalogueEntries,
  documentCounters,
  drugs,
  examinations,
  patients,
  prescriptionLines,
  prescriptions,
  stockDocuments,
  stores,
  visits,
} from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { apiCaller, createClinic, menuEntry, staffWithMenu, type SignedIn } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const call = apiCaller(app);
const today = clinicDay();

let sequence = 0;

/** A clinic with its pharmacy, a room, a pharmacist, a cashier and a doctor who reads the drug list. */
async function world() {
  const clinic = await createClinic(db);
  const n = ++sequence;
  // The clinic's pharmacy (made with the clinic, or here when the factory made none).
  const [store] =
    (await db
      .select({ _id: stores._id })
      .from(stores)
      .where(and(eq(stores.phongkham_id, clinic), eq(stores.loai, 'NHA_THUOC')))) ?? [];
  const pharmacy =
    store ??
    (
      await db
        .insert(stores)
        .values({ phongkham_id: clinic, ten: `Nhà thuốc ${n}`, loai: 'NHA_THUOC' })
        .returning({ _id: stores._id })
    )[0]!;
  const [room] = await db
    .insert(catalogueEntries)
    .values({ phongkham_id: clinic, loai: 'PHONG', ma: `NT${n}`, ten: `Phòng ${n}` })
    .returning({ _id: catalogueEntries._id });
  const pharmacist = await staffWithMenu(
    app,
    db,
    [menuEntry('/nha-thuoc', { view: true, create: true, update: true })],
    {
      phongkham_id: clinic,
    },
  );
  const cashier = await staffWithMenu(app, db, [menuEntry('/hoa-don', { view: true, create: true, update: true })], {
    phongkham_id: clinic,
  });
  const doctor = await staffWithMenu(app, db, [menuEntry('/danh-muc-thuoc', { view: true })], {
    phongkham_id: clinic,
  });
  return { clinic, store: pharmacy._id, room: room!._id, pharmacist, cashier, doctor, n };
}
type World = Awaited<ReturnType<typeof world>>;

/** A drug of the catalogue (its own, so no other test's stock counts). */
async function drug(name: string, giaban: number | null = 2_000) {
  const [row] = await db
    .insert(drugs)
    .values({
      tenthuoc: `${name} ${randomUUID().slice(0, 6)}`,
      thanhphan: [{ hoatchat: name, hamluong: '500 mg' }],
      hoatchat: name,
      dangbaoche: 'Viên nén',
      donvitinh: 'Viên',
      duongdung: 'UONG',
      giaban,
    })
    .returning({ _id: drugs._id, tenthuoc: drugs.tenthuoc });
  return row!;
}

/** A batch of `thuoc_id` in the world's pharmacy. */
async function batch(
  here: World,
  thuoc_id: string,
  solo: string,
  handung: string,
  soluong: number,
  extra: Partial<typeof batches.$inferInsert> = {},
) {
  const [row] = await db
    .insert(batches)
    .values({
      phongkham_id: here.clinic,
      kho_id: here.store,
      thuoc_id,
      solo,
      handung,
      soluong,
      giaban: 3_000,
      ...extra,
    })
    .returning({ _id: batches._id });
  return row!._id;
}

const quantityOf = async (id: string) =>
  (await db.select({ soluong: batches.soluong }).from(batches).where(eq(batches._id, id)))[0]!.soluong;

/** A signed prescription of a new visit today, its lines as [drug, units]. */
async function signed(here: World, lines: [string, number][]) {
  const n = ++sequence;
  const [patient] = await db
    .insert(patients)
    .values({ phongkham_id: here.clinic, ma: `BN-9${String(n).padStart(6, '0')}`, hoten: `Trần Thị Phát ${n}` })
    .returning({ _id: patients._id });
  const [visit] = await db
    .insert(visits)
    .values({ phongkham_id: here.clinic, benhnhan_id: patient!._id, phong_id: here.room, ngay: today, sothutu: n })
    .returning({ _id: visits._id });
  await db
    .insert(examinations)
    .values({ phongkham_id: here.clinic, luotkham_id: visit!._id, chandoan_chinh: 'J02.9', khamthucthe: 'Họng đỏ' });
  const [prescription] = await db
    .insert(prescriptions)
    .values({
      phongkham_id: here.clinic,
      luotkham_id: visit!._id,
      benhnhan_id: patient!._id,
      madonthuoc: `${randomUUID().replaceAll('-', '').slice(0, 12)}-c`,
      trangthai: 'DA_KY',
      kyluc: new Date(),
      chandoan: [{ ma: 'J02.9', ten: 'Viêm họng cấp', chinh: true }],
      loidan: 'Uống nhiều nước ấm',
    })
    .returning({ _id: prescriptions._id });
  const written = await db
    .insert(prescriptionLines)
    .values(
      lines.map(([thuoc_id, soluong], index) => ({
        donthuoc_id: prescription!._id,
        thutu: index + 1,
        thuoc_id,
        tenthuoc: `Thuốc ${index + 1}`,
        donvitinh: 'Viên',
        lieu_moilan: 1,
        solan_ngay: 1,
        songay: soluong,
        soluong,
        cachdung: 'Uống sau ăn',
      })),
    )
    .returning({ _id: prescriptionLines._id });
  return { id: prescription!._id, visit: visit!._id, patient: patient!._id, lines: written.map((line) => line._id) };
}

const dispense = (id: string, who: SignedIn, body?: unknown) => call('POST', `/api/donthuoc/${id}/phat`, who, body);
const answerOf = (response: { json: () => unknown }) =>
  dispenseAnswer.parse((response.json() as { data: unknown }).data);

describe('dispensing a prescription', { timeout: 120_000 }, () => {
  it('takes FEFO across three batches, never the expired or held one, and bills each batch at its price', async () => {
    const here = await world();
    const amox = await drug('Amoxicillin');
    const expired = await batch(here, amox._id, 'HET01', addDays(today, -1), 100);
    const held = await batch(here, amox._id, 'GIU01', addDays(today, 5), 100, { tamgiu: true, tamgiu_lydo: 'Thu hồi' });
    const third = await batch(here, amox._id, 'C03', addDays(today, 300), 50, { giaban: 3_500 });
    const first = await batch(here, amox._id, 'A01', addDays(today, 30), 4);
    const second = await batch(here, amox._id, 'B02', addDays(today, 90), 6);
    const prescription = await signed(here, [[amox._id, 15]]);

    // The picker counts only usable units, with the nearest usable expiry.
    const listed = await call('GET', `/api/thuoc?q=${encodeURIComponent(amox.tenthuoc)}&limit=0`, here.doctor);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.docs[0]).toMatchObject({ tonkho: 60, handung_gannhat: addDays(today, 30) });

    const view = await call('GET', `/api/nhathuoc/${prescription.id}`, here.pharmacist);
    expect(view.statusCode, view.body).toBe(200);
    const counter = pharmacyPrescription.parse(view.json().data);
    expect(counter.dong[0]!.dexuat).toEqual([
      { lohang_id: first, soluong: 4 },
      { lohang_id: second, soluong: 6 },
      { lohang_id: third, soluong: 5 },
    ]);
    expect(counter.dong[0]!.lo.map((row) => row.solo)).toEqual(['A01', 'B02', 'C03']);

    const done = await dispense(prescription.id, here.pharmacist);
    expect(done.statusCode, done.body).toBe(201);
    const answer = answerOf(done);
    expect(answer.phieukho.so).toMatch(/^PX-\d{4}-000001$/);
    expect(answer.phieukho.lydo).toBe('PHAT_THUOC');
    expect(answer.phieukho.dong.map((line) => [line.solo, line.soluong])).toEqual([
      ['A01', 4],
      ['B02', 6],
      ['C03', 5],
    ]);
    expect(answer.hoadon_dong.map((line) => [line.loai, line.soluong, line.dongia, line.thanhtien])).toEqual([
      ['THUOC', 4, 3_000, 12_000],
      ['THUOC', 6, 3_000, 18_000],
      ['THUOC', 5, 3_500, 17_500],
    ]);
    expect(answer.donthuoc).toMatchObject({ trangthai: 'DA_PHAT', conlai: [] });
    expect([await quantityOf(first), await quantityOf(second), await quantityOf(third)]).toEqual([0, 0, 45]);
    expect([await quantityOf(expired), await quantityOf(held)]).toEqual([100, 100]);
    // The lines name their batches, on the visit's bill.
    const lines = await db.select().from(billLines).where(eq(billLines.hoadon_id, answer.hoadon_id));
    expect(lines.map((line) => line.lohang_id).sort()).toEqual([first, second, third].sort());
    const [bill] = await db.select().from(bills).where(eq(bills._id, answer.hoadon_id));
    expect(bill).toMatchObject({ luotkham_id: prescription.visit, tongtien: 47_500, trangthai: 'NHAP' });
    // Dispensed once: a second dispensing is a conflict.
    expect((await dispense(prescription.id, here.pharmacist)).statusCode).toBe(409);
    // The print's record: what each line was handed out from.
    const printed = await db.select().from(prescriptions).where(eq(prescriptions._id, prescription.id));
    expect(printed[0]!.trangthai).toBe('DA_PHAT');
  });

  it('refuses with 409 when no usable stock covers any line (the expired batch counts as zero)', async () => {
    const here = await world();
    const para = await drug('Paracetamol');
    const expired = await batch(here, para._id, 'CU01', addDays(today, -10), 500);
    const prescription = await signed(here, [[para._id, 10]]);
    const listed = await call('GET', `/api/thuoc?q=${encodeURIComponent(para.tenthuoc)}&limit=0`, here.doctor);
    expect(listed.json().data.docs[0]).toMatchObject({ tonkho: 0, handung_gannhat: null });
    const refused = await dispense(prescription.id, here.pharmacist);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toMatch(/không còn thuốc dùng được/);
    expect(await quantityOf(expired)).toBe(500);
    const [state] = await db.select().from(prescriptions).where(eq(prescriptions._id, prescription.id));
    expect(state!.trangthai).toBe('DA_KY');
    // Chosen by hand, the expired batch is refused as well, under its field.
    const chosen = await dispense(prescription.id, here.pharmacist, {
      dong: [{ donthuoc_chitiet_id: prescription.lines[0], lo: [{ lohang_id: expired, soluong: 10 }] }],
    });
    expect(chosen.statusCode).toBe(400);
    expect(Object.keys(chosen.json().errors)).toEqual(['dong.0.lo.0.lohang_id']);
  });

  it('serves ten pharmacists one unit each from five: exactly five succeed and the batch ends at 0', async () => {
    const here = await world();
    const cetirizine = await drug('Cetirizin');
    const only = await batch(here, cetirizine._id, 'CE01', addDays(today, 60), 5);
    const prescriptionsToGive = await Promise.all(
      Array.from({ length: 10 }, () => signed(here, [[cetirizine._id, 1]])),
    );
    const answers = await Promise.all(prescriptionsToGive.map((one) => dispense(one.id, here.pharmacist)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 201, 409, 409, 409, 409, 409]);
    expect(await quantityOf(only)).toBe(0);
    // The five issues are numbered without a gap, and only they billed anything.
    const issued = await db
      .select({ so: stockDocuments.so })
      .from(stockDocuments)
      .where(eq(stockDocuments.phongkham_id, here.clinic));
    expect(issued.map((row) => Number(row.so.slice(-6))).sort()).toEqual([1, 2, 3, 4, 5]);
    const billed = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(billLines)
      .where(and(eq(billLines.phongkham_id, here.clinic), eq(billLines.lohang_id, only)));
    expect(billed[0]!.n).toBe(5);
  });

  it('writes nothing when the bill refuses the lines (a cancelled visit): stock, numbers and state unchanged', async () => {
    const here = await world();
    const omeprazole = await drug('Omeprazol');
    const one = await batch(here, omeprazole._id, 'OM01', addDays(today, 100), 20);
    const prescription = await signed(here, [[omeprazole._id, 10]]);
    await db.update(visits).set({ trangthai: 'HUY' }).where(eq(visits._id, prescription.visit));
    const counters = async () =>
      db.select().from(documentCounters).where(eq(documentCounters.phongkham_id, here.clinic));
    const before = await counters();
    const refused = await dispense(prescription.id, here.pharmacist, {});
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toMatch(/Lượt khám đã hủy/);
    expect(await quantityOf(one)).toBe(20);
    expect(await db.select().from(stockDocuments).where(eq(stockDocuments.phongkham_id, here.clinic))).toEqual([]);
    expect(await db.select().from(bills).where(eq(bills.luotkham_id, prescription.visit))).toEqual([]);
    expect(await counters()).toEqual(before);
    const [state] = await db.select().from(prescriptions).where(eq(prescriptions._id, prescription.id));
    expect(state!.trangthai).toBe('DA_KY');
  });

  it('dispenses partly, lists the rest, and dispenses the rest once goods arrive', async () => {
    const here = await world();
    const metformin = await drug('Metformin');
    const vitamin = await drug('Vitamin C');
    await batch(here, metformin._id, 'ME01', addDays(today, 200), 20);
    const prescription = await signed(here, [
      [metformin._id, 30],
      [vitamin._id, 10],
    ]);
    const first = await dispense(prescription.id, here.pharmacist);
    expect(first.statusCode, first.body).toBe(201);
    const partly = answerOf(first);
    expect(partly.donthuoc.trangthai).toBe('PHAT_MOT_PHAN');
    expect(partly.donthuoc.conlai.map((line) => [line.thuoc_id, line.daphat, line.conlai])).toEqual([
      [metformin._id, 20, 10],
      [vitamin._id, 0, 10],
    ]);
    // The worklist keeps it, with two lines still to hand out; the pharmacist reads no clinical text there.
    const worklist = await call('GET', '/api/nhathuoc', here.pharmacist);
    expect(worklist.statusCode, worklist.body).toBe(200);
    const row = z
      .array(pharmacyRow)
      .parse(worklist.json().data)
      .find((one) => one._id === prescription.id)!;
    expect(row).toMatchObject({ trangthai: 'PHAT_MOT_PHAN', soconlai: 2, sodong: 2 });
    const view = await call('GET', `/api/nhathuoc/${prescription.id}`, here.pharmacist);
    expect(view.body).not.toMatch(/Viêm họng|Họng đỏ|Uống nhiều nước ấm|J02/);
    // The doctor's record of the prescription prints what was handed out, batch by batch.
    // Goods arrive; the rest goes out on a second issue, to the same visit's draft bill.
    await batch(here, metformin._id, 'ME02', addDays(today, 400), 50);
    await batch(here, vitamin._id, 'VC01', addDays(today, 400), 50);
    const rest = await dispense(prescription.id, here.pharmacist);
    expect(rest.statusCode, rest.body).toBe(201);
    const finished = answerOf(rest);
    expect(finished.donthuoc).toMatchObject({ trangthai: 'DA_PHAT', conlai: [] });
    expect(finished.phieukho.dong.map((line) => [line.solo, line.soluong])).toEqual([
      ['ME02', 10],
      ['VC01', 10],
    ]);
    expect(finished.hoadon_id).toBe(partly.hoadon_id);
  });

  it('takes the batches the pharmacist chose, and refuses more than a batch holds', async () => {
    const here = await world();
    const loratadine = await drug('Loratadin');
    const early = await batch(here, loratadine._id, 'LO01', addDays(today, 20), 10);
    const late = await batch(here, loratadine._id, 'LO02', addDays(today, 200), 10);
    const prescription = await signed(here, [[loratadine._id, 8]]);
    const line = prescription.lines[0]!;
    const tooMuch = await dispense(prescription.id, here.pharmacist, {
      dong: [{ donthuoc_chitiet_id: line, lo: [{ lohang_id: late, soluong: 11 }] }],
    });
    expect(tooMuch.statusCode).toBe(400);
    const done = await dispense(prescription.id, here.pharmacist, {
      dong: [{ donthuoc_chitiet_id: line, lo: [{ lohang_id: late, soluong: 8 }] }],
    });
    expect(done.statusCode, done.body).toBe(201);
    expect([await quantityOf(early), await quantityOf(late)]).toEqual([10, 2]);
  });

  it('takes drugs back into the same batch, lowering a draft bill, then refunding an issued one', async () => {
    const here = await world();
    const ibuprofen = await drug('Ibuprofen');
    const lot = await batch(here, ibuprofen._id, 'IB01', addDays(today, 90), 30, { giaban: 1_500 });
    const prescription = await signed(here, [[ibuprofen._id, 20]]);
    const answer = answerOf(await dispense(prescription.id, here.pharmacist));
    const issueLine = answer.phieukho.dong[0]!;
    // While the bill is a draft, the line loses the units brought back.
    const back = await call('POST', '/api/nhathuoc/tralai', here.pharmacist, {
      phieukho_id: answer.phieukho._id,
      lydo: 'Bệnh nhân đổi ý',
      dong: [{ phieukho_dong_id: issueLine._id, soluong: 5 }],
    });
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json().data).toMatchObject({ sotien: 7_500, phieuchi_id: null });
    expect(back.json().data.phieukho.so).toMatch(/^PNL-/);
    expect(back.json().data.phieukho.goc_id).toBe(answer.phieukho._id);
    expect(await quantityOf(lot)).toBe(15);
    const [draft] = await db.select().from(bills).where(eq(bills._id, answer.hoadon_id));
    expect(draft!.tongtien).toBe(15 * 1_500);
    // Paid by card, then five more come back: a refund document on the bill.
    const paid = await call('POST', `/api/hoadon/${answer.hoadon_id}/thanhtoan`, here.cashier, {
      phuongthuc: 'THE',
      sotien: 22_500,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const refunded = await call('POST', '/api/nhathuoc/tralai', here.pharmacist, {
      phieukho_id: answer.phieukho._id,
      lydo: 'Dị ứng nhẹ, ngừng thuốc',
      phuongthuc: 'THE',
      dong: [{ phieukho_dong_id: issueLine._id, soluong: 5 }],
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(refunded.json().data).toMatchObject({ sotien: 7_500 });
    expect(refunded.json().data.phieuchi_so).toMatch(/^PC-/);
    expect(await quantityOf(lot)).toBe(20);
    const [after] = await db.select().from(bills).where(eq(bills._id, answer.hoadon_id));
    expect(after).toMatchObject({ dathu: 15_000, dahoan: 7_500 });
    // Never more than was handed out less what came back.
    const tooMany = await call('POST', '/api/nhathuoc/tralai', here.pharmacist, {
      phieukho_id: answer.phieukho._id,
      lydo: 'Trả thêm',
      phuongthuc: 'THE',
      dong: [{ phieukho_dong_id: issueLine._id, soluong: 11 }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(await quantityOf(lot)).toBe(20);
  });

  it('sells at the counter: a counter bill and its issue together, all or nothing', async () => {
    const here = await world();
    const vitamin = await drug('Vitamin B1');
    const lot = await batch(here, vitamin._id, 'B101', addDays(today, 90), 12, { giaban: 1_000 });
    const sold = await call('POST', '/api/nhathuoc/banle', here.pharmacist, {
      khachhang: 'Khách lẻ',
      dong: [{ thuoc_id: vitamin._id, soluong: 10 }],
    });
    expect(sold.statusCode, sold.body).toBe(201);
    expect(sold.json().data.phieukho.lydo).toBe('BAN_LE');
    expect(sold.json().data.hoadon).toMatchObject({ luotkham_id: null, khachhang: 'Khách lẻ', tongtien: 10_000 });
    expect(await quantityOf(lot)).toBe(2);
    const short = await call('POST', '/api/nhathuoc/banle', here.pharmacist, {
      dong: [{ thuoc_id: vitamin._id, soluong: 3 }],
    });
    expect(short.statusCode).toBe(409);
    expect(await quantityOf(lot)).toBe(2);
  });

  it('keeps the pharmacy to its grant and its clinic', async () => {
    const here = await world();
    const other = await world();
    const drugRow = await drug('Salbutamol');
    await batch(here, drugRow._id, 'SA01', addDays(today, 90), 10);
    const prescription = await signed(here, [[drugRow._id, 2]]);
    expect((await dispense(prescription.id, here.doctor)).statusCode).toBe(403);
    expect((await dispense(prescription.id, other.pharmacist)).statusCode).toBe(404);
    expect((await call('GET', `/api/nhathuoc/${prescription.id}`, other.pharmacist)).statusCode).toBe(404);
  });
});
