// Service packages through the API (/api/goidichvu, and the bills that sell and use them): the catalogue's writes
// and refusals; a package sold on a bill becoming the patient's only once the bill is paid in full; a covered
// order billed at 0 naming its package and session; a cancelled order and a voided bill giving their sessions back;
// an expired or exhausted package consuming nothing; two visits taking the last session at once (one gets it); the
// pro-rata refund of unused sessions as a refund document on the selling bill, and the no-refund rule refused; the
// money received for packages beside the revenue their sessions earned. PGlite and PostgreSQL alike.
import { addDays, clinicDay, packageRevenue, patientPackage, servicePackageDetail } from '@phongkham/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activityLog, patientPackages, products, servicePackages } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { billingWorld, type BillingSetup } from '../../test/billing';
import { expectClinicIsolation } from '../../test/clinic-isolation';
import { menuEntry, staffWithMenu } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const { call, setup, read, pay } = billingWorld(app, db);
const packages = z.array(patientPackage);

/** A catalogue package of the clinic: `items` as [service, sessions]; 200 000 đ for 30 days, refunded pro rata. */
async function catalogue(here: BillingSetup, items: [string, number][], changes: Record<string, unknown> = {}) {
  const created = await call('POST', '/api/goidichvu', here.manager, {
    ten: 'Điện tim theo dõi',
    giaban: 200_000,
    hieuluc_ngay: 30,
    quytac_hoantien: 'THEO_TY_LE',
    dong: items.map(([dichvu_id, soluot]) => ({ dichvu_id, soluot })),
    ...changes,
  });
  expect(created.statusCode, created.body).toBe(201);
  return servicePackageDetail.parse(created.json().data);
}

/** Sells the package to the setup's patient on a counter bill, paid in full by card; answers the bill. */
async function sell(here: BillingSetup, goidichvu_id: string) {
  const bill = await call('POST', '/api/hoadon', here.cashier, {
    benhnhan_id: here.patient,
    dong: [{ loai: 'GOI', goidichvu_id, soluong: 1 }],
  });
  expect(bill.statusCode, bill.body).toBe(201);
  const id = bill.json().data._id as string;
  const paid = await pay(id, here.cashier, { phuongthuc: 'THE', sotien: bill.json().data.phaitra });
  expect(paid.statusCode, paid.body).toBe(201);
  return read(id, here.cashier);
}

async function packagesOf(here: BillingSetup) {
  const answer = await call('GET', `/api/goidichvu/benhnhan/${here.patient}`, here.cashier);
  expect(answer.statusCode, answer.body).toBe(200);
  return packages.parse(answer.json().data);
}

/** Checks the patient in for `services`; answers the visit's draft bill. */
async function visit(here: BillingSetup, services: string[]) {
  const checkIn = await call('POST', '/api/luotkham', here.receptionist, {
    benhnhan_id: here.patient,
    phong_id: here.room,
    dichvu_ids: services,
  });
  expect(checkIn.statusCode, checkIn.body).toBe(201);
  const list = await call('GET', `/api/hoadon?luotkham_id=${checkIn.json().data._id}`, here.cashier);
  return read(list.json().data.docs[0]._id, here.cashier);
}

const today = clinicDay();

describe('the packages catalogue', () => {
  it('saves a package with its items, reads its sessions and value, and keeps its history', async () => {
    const here = await setup();
    const [product] = await db
      .insert(products)
      .values({ phongkham_id: here.clinic, tensanpham: 'Gel siêu âm', gia: 30_000 })
      .returning({ _id: products._id });
    const created = await call('POST', '/api/goidichvu', here.manager, {
      ten: 'Khám thai trọn gói',
      mota: 'Khám và điện tim định kỳ',
      giaban: 1_500_000,
      hieuluc_ngay: 180,
      quytac_hoantien: 'KHONG',
      dong: [
        { dichvu_id: here.consultation, soluot: 6 },
        { sanpham_id: product!._id, soluot: 2 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const record = servicePackageDetail.parse(created.json().data);
    expect(record).toMatchObject({ tongluot: 8, giale: 6 * 150_000 + 2 * 30_000, daban: 0, hoatdong: true });
    expect(record.dong.map((item) => [item.ten, item.soluot])).toEqual([
      ['Khám nội tổng quát', 6],
      ['Gel siêu âm', 2],
    ]);
    const changed = await call('PUT', `/api/goidichvu/${record._id}`, here.manager, {
      ten: 'Khám thai trọn gói',
      giaban: 1_400_000,
      hieuluc_ngay: 180,
      quytac_hoantien: 'KHONG',
      dong: [{ dichvu_id: here.ecg, soluot: 3 }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ tongluot: 3, giale: 255_000, giaban: 1_400_000 });
    const rows = await db.select().from(activityLog).where(eq(activityLog.banghi_id, record._id));
    const edit = rows.find((row) => row.hanhdong === 'CAP_NHAT')!;
    expect(edit.truoc).toMatchObject({ dong: [{ dichvu_id: here.consultation, soluot: 6 }, { soluot: 2 }] });
    expect(edit.sau).toMatchObject({ dong: [{ dichvu_id: here.ecg, soluot: 3 }] });
    // The cashier reads the catalogue to sell from it, and changes nothing in it.
    expect((await call('GET', '/api/goidichvu?hoatdong=true', here.cashier)).statusCode).toBe(200);
    expect((await call('PUT', `/api/goidichvu/${record._id}`, here.cashier, {})).statusCode).toBe(403);
    expect((await call('DELETE', `/api/goidichvu/${record._id}`, here.manager)).statusCode).toBe(200);
    expect((await call('GET', `/api/goidichvu/${record._id}`, here.manager)).statusCode).toBe(404);
  });

  it('answers 400 under the fields, in vi and en, and writes nothing', async () => {
    const here = await setup();
    const other = await setup();
    const before = (await db.select().from(servicePackages)).length;
    const body = { ten: 'Gói lỗi', giaban: 100_000, hieuluc_ngay: 30, quytac_hoantien: 'THEO_TY_LE' };
    const empty = await call('POST', '/api/goidichvu', here.manager, { ...body, dong: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ dong: 'Gói cần ít nhất một dịch vụ hoặc sản phẩm' });
    const wrong = await call(
      'POST',
      '/api/goidichvu',
      here.manager,
      {
        ...body,
        hieuluc_ngay: 0,
        dong: [
          { dichvu_id: here.ecg, soluot: 2 },
          { dichvu_id: here.ecg, soluot: 1 },
          { dichvu_id: here.ecg, sanpham_id: here.product, soluot: 0 },
        ],
      },
      'en',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toMatchObject({
      hieuluc_ngay: 'Validity must be a whole number of days, from 1 to 3,650',
      'dong.1.dichvu_id': 'This service or product is already on another line of the package',
      'dong.2.soluot': 'Sessions must be a whole number from 1 to 1,000',
    });
    // Another clinic's service is not one this clinic can bundle.
    const foreign = await call('POST', '/api/goidichvu', here.manager, {
      ...body,
      dong: [{ dichvu_id: other.ecg, soluot: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json().errors)).toEqual(['dong.0.dichvu_id']);
    expect((await db.select().from(servicePackages)).length).toBe(before);
  });

  it("keeps a clinic's packages from another clinic's staff on every route", async () => {
    const firstProduct: string[] = [];
    const insert = async (clinic: string) => {
      const [product] = await db
        .insert(products)
        .values({ phongkham_id: clinic, tensanpham: 'Băng thun', gia: 20_000 })
        .returning({ _id: products._id });
      firstProduct.push(product!._id);
      const [row] = await db
        .insert(servicePackages)
        .values({ phongkham_id: clinic, ten: 'Gói băng', giaban: 50_000, hieuluc_ngay: 10, quytac_hoantien: 'KHONG' })
        .returning({ _id: servicePackages._id });
      return row!._id;
    };
    await expectClinicIsolation(app, db, {
      api: '/api/goidichvu',
      url: '/goi-dich-vu',
      insert,
      update: () => ({
        ten: 'Gói băng',
        giaban: 60_000,
        hieuluc_ngay: 10,
        quytac_hoantien: 'KHONG',
        dong: [{ sanpham_id: firstProduct[0], soluot: 3 }],
      }),
    });
  });
});

describe('a package sold and used', () => {
  it("becomes the patient's when its bill is paid in full, and covers the services it includes at 0", async () => {
    const here = await setup();
    const pack = await catalogue(here, [[here.ecg, 3]]);
    // A package needs a patient, and is sold one per line.
    const anonymous = await call('POST', '/api/hoadon', here.cashier, {
      khachhang: 'Khách lẻ',
      dong: [{ loai: 'GOI', goidichvu_id: pack._id, soluong: 1 }],
    });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().errors).toEqual({
      'dong.0': 'Gói dịch vụ được bán cho một người bệnh: hãy lập hóa đơn cho người bệnh trước.',
    });
    const two = await call('POST', '/api/hoadon', here.cashier, {
      benhnhan_id: here.patient,
      dong: [{ loai: 'GOI', goidichvu_id: pack._id, soluong: 2 }],
    });
    expect(two.statusCode).toBe(400);
    // Sold on a draft and partly paid: not the patient's yet.
    const draft = await call('POST', '/api/hoadon', here.cashier, {
      benhnhan_id: here.patient,
      dong: [{ loai: 'GOI', goidichvu_id: pack._id, soluong: 1 }],
    });
    expect(draft.json().data.dong[0]).toMatchObject({ loai: 'GOI', ten: 'Điện tim theo dõi', thanhtien: 200_000 });
    const part = await pay(draft.json().data._id, here.cashier, { phuongthuc: 'THE', sotien: 50_000 });
    expect(part.statusCode, part.body).toBe(201);
    expect(await packagesOf(here)).toEqual([]);
    const rest = await pay(draft.json().data._id, here.cashier, { phuongthuc: 'THE', sotien: 150_000 });
    expect(rest.statusCode, rest.body).toBe(201);
    const [owned] = await packagesOf(here);
    expect(owned).toMatchObject({
      ten: 'Điện tim theo dõi',
      giatri: 200_000,
      tongluot: 3,
      dadung: 0,
      trangthai: 'HOAT_DONG',
      ngaymua: today,
      hieuluc_den: addDays(today, 29),
      hethan: false,
      hoantien_dukien: 200_000,
    });
    // A visit using the service: billed at 0, naming the package and the session; the consultation at its price.
    const bill = await visit(here, [here.consultation, here.ecg]);
    expect(
      bill.dong.map(({ ten, dongia, thanhtien, goi_ten, goi_buoi, goi_soluot }) => ({
        ten,
        dongia,
        thanhtien,
        goi_ten,
        goi_buoi,
        goi_soluot,
      })),
    ).toEqual([
      {
        ten: 'Khám nội tổng quát',
        dongia: 150_000,
        thanhtien: 150_000,
        goi_ten: null,
        goi_buoi: null,
        goi_soluot: null,
      },
      { ten: 'Điện tâm đồ', dongia: 0, thanhtien: 0, goi_ten: 'Điện tim theo dõi', goi_buoi: 1, goi_soluot: 3 },
    ]);
    expect(bill.dong[1]!.goibenhnhan_id).toBe(owned!._id);
    expect(bill).toMatchObject({ tongtien: 150_000, phaitra: 150_000 });
    const [after] = await packagesOf(here);
    expect(after!.dong[0]).toMatchObject({ soluot: 3, dadung: 1, conlai: 2 });
    // The catalogue counts it sold.
    expect((await call('GET', `/api/goidichvu/${pack._id}`, here.manager)).json().data.daban).toBe(1);
  });

  it('gives sessions back when an order leaves the draft or the bill is voided, and consumes nothing once used up or expired', async () => {
    const here = await setup();
    const pack = await catalogue(here, [[here.lipid, 2]]);
    await sell(here, pack._id);
    const first = await visit(here, [here.consultation]);
    const order = await call('POST', '/api/xetnghiem', here.doctor, {
      luotkham_id: first.luotkham_id,
      dichvu_ids: [here.lipid],
    });
    expect(order.statusCode, order.body).toBe(201);
    const ordered = await read(first._id, here.cashier);
    expect(ordered.dong[1]).toMatchObject({ dongia: 0, goi_buoi: 1 });
    expect((await packagesOf(here))[0]!.dadung).toBe(1);
    const cancel = await call('POST', `/api/xetnghiem/${ordered.dong[1]!.chidinh_id}/trangthai`, here.doctor, {
      hanhdong: 'HUY',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await packagesOf(here))[0]!.dadung).toBe(0);
    // Two visits use both sessions; voiding the second's draft gives its session back.
    const second = await visit(here, [here.lipid]);
    const third = await visit(here, [here.lipid]);
    expect([second.dong[0]!.goi_buoi, third.dong[0]!.goi_buoi]).toEqual([1, 2]);
    const voided = await call('POST', `/api/hoadon/${third._id}/huy`, here.manager, { huy_lydo: 'Khách về' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await packagesOf(here))[0]!.dong[0]).toMatchObject({ dadung: 1, conlai: 1 });
    // Used up: the next visit is billed at the price.
    await visit(here, [here.lipid]);
    const full = await visit(here, [here.lipid]);
    expect(full.dong[0]).toMatchObject({ dongia: 200_000, goibenhnhan_id: null });
    // A fresh package past its last day covers nothing either.
    await sell(here, pack._id);
    const [fresh] = await packagesOf(here);
    await db
      .update(patientPackages)
      .set({ ngaymua: addDays(today, -40), hieuluc_den: addDays(today, -1) })
      .where(eq(patientPackages._id, fresh!._id));
    const late = await visit(here, [here.lipid]);
    expect(late.dong[0]).toMatchObject({ dongia: 200_000, goibenhnhan_id: null });
    const [expired] = await packagesOf(here);
    expect(expired).toMatchObject({ hethan: true, dadung: 0, hoantien_dukien: null });
  });

  it('gives the last session to one of two bills taking it at the same moment', async () => {
    const here = await setup();
    const pack = await catalogue(here, [[here.ecg, 1]]);
    await sell(here, pack._id);
    // Two visits' drafts, each locked by its own request only: nothing but the package stands between them.
    const drafts = [await visit(here, [here.consultation]), await visit(here, [here.consultation])];
    const answers = await Promise.all(
      drafts.map((bill) =>
        call('POST', `/api/hoadon/${bill._id}/dong`, here.cashier, {
          loai: 'DICH_VU',
          dichvu_id: here.ecg,
          soluong: 1,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const prices = answers.map((answer) => answer.json().data.dong[1].dongia as number).sort((a, b) => a - b);
    expect(prices).toEqual([0, 85_000]);
    const [owned] = await packagesOf(here);
    expect(owned!.dong[0]).toMatchObject({ soluot: 1, dadung: 1, conlai: 0 });
  });
});

describe("a package's refund and the report", () => {
  it('refunds the unused sessions pro rata against the selling bill, closes the package, and refuses a no-refund rule', async () => {
    const here = await setup();
    const pack = await catalogue(here, [[here.ecg, 3]], { giaban: 1_000_000 });
    const sale = await sell(here, pack._id);
    await visit(here, [here.ecg]);
    const [owned] = await packagesOf(here);
    // 1 000 000 × 1/3 = 333 333.3 earned; the rest goes back.
    expect(owned!.hoantien_dukien).toBe(666_667);
    const refunded = await call('POST', `/api/goidichvu/goibenhnhan/${owned!._id}/hoantien`, here.manager, {
      lydo: 'Chuyển nơi ở',
      phuongthuc: 'THE',
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const [closed] = packages.parse(refunded.json().data);
    expect(closed).toMatchObject({ trangthai: 'DA_HOAN_TIEN', hoantien: 666_667, hoantien_dukien: null });
    expect(closed!.phieuchi_so).toMatch(/^PC-\d{4}-\d{6}$/);
    const bill = await read(sale._id, here.cashier);
    expect(bill).toMatchObject({ dahoan: 666_667, dathu: 333_333, trangthai: 'DA_THANH_TOAN' });
    expect(bill.phieuchi.map((row) => [row.so, row.sotien, row.lydo])).toEqual([
      [closed!.phieuchi_so, 666_667, 'Chuyển nơi ở'],
    ]);
    // Closed: no second refund, and no session taken from it.
    const again = await call('POST', `/api/goidichvu/goibenhnhan/${owned!._id}/hoantien`, here.manager, {
      lydo: 'Lần nữa',
    });
    expect(again.statusCode).toBe(409);
    expect((await visit(here, [here.ecg])).dong[0]).toMatchObject({ dongia: 85_000 });
    // A package whose rule gives nothing back: refused, in the caller's language.
    const kept = await catalogue(here, [[here.consultation, 2]], { quytac_hoantien: 'KHONG' });
    await sell(here, kept._id);
    const [none] = await packagesOf(here);
    expect(none).toMatchObject({ quytac_hoantien: 'KHONG', hoantien_dukien: null });
    const refused = await call(
      'POST',
      `/api/goidichvu/goibenhnhan/${none!._id}/hoantien`,
      here.manager,
      { lydo: 'Không muốn dùng' },
      'en',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Under this package's rule, unused sessions are not refunded.");
    // A refund is money: the cashier's grant on bills, not the catalogue's.
    const viewer = await staffWithMenu(app, db, [menuEntry('/goi-dich-vu', { view: true, update: true })], {
      phongkham_id: here.clinic,
    });
    expect(
      (await call('POST', `/api/goidichvu/goibenhnhan/${none!._id}/hoantien`, viewer, { lydo: 'x' })).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/goidichvu/benhnhan/${here.patient}`, viewer)).statusCode).toBe(200);
  });

  it('reports the money received for packages apart from the revenue their sessions earned', async () => {
    const here = await setup();
    const pack = await catalogue(here, [[here.ecg, 3]], { giaban: 1_000_000 });
    await sell(here, pack._id);
    await visit(here, [here.ecg]);
    await visit(here, [here.ecg]);
    const other = await catalogue(here, [[here.consultation, 4]], { ten: 'Khám định kỳ', giaban: 500_000 });
    await sell(here, other._id);
    await visit(here, [here.consultation]);
    const [, first] = await packagesOf(here);
    // The first package refunded: its third session's value goes back (1 000 000 − 666 667).
    const refunded = await call('POST', `/api/goidichvu/goibenhnhan/${first!._id}/hoantien`, here.manager, {
      lydo: 'Đổi gói',
      phuongthuc: 'THE',
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const answer = await call('GET', `/api/goidichvu/doanhthu?tungay=${today}&denngay=${today}`, here.manager);
    expect(answer.statusCode, answer.body).toBe(200);
    const report = packageRevenue.parse(answer.json().data);
    expect(report).toMatchObject({
      soban: 2,
      dathu: 1_500_000,
      soluot: 3,
      // 2 of 3 sessions of 1 000 000 (666 667) and 1 of 4 of 500 000 (125 000).
      doanhthu: 791_667,
      sohoan: 1,
      dahoan: 333_333,
      sohethan: 0,
      hethan: 0,
    });
    expect(report.theogoi.map((row) => [row.ten, row.dathu, row.doanhthu, row.dahoan])).toEqual([
      ['Điện tim theo dõi', 1_000_000, 666_667, 333_333],
      ['Khám định kỳ', 500_000, 125_000, 0],
    ]);
    // The second package's last day passed yesterday with three sessions unused: their value stays with the clinic.
    const [second] = await packagesOf(here);
    const longAgo = addDays(today, -40);
    await db
      .update(patientPackages)
      .set({ ngaymua: longAgo, hieuluc_den: addDays(today, -1), createdAt: new Date(`${longAgo}T03:00:00Z`) })
      .where(eq(patientPackages._id, second!._id));
    const later = await call('GET', `/api/goidichvu/doanhthu?tungay=${addDays(today, -1)}`, here.manager);
    expect(later.json().data).toMatchObject({
      tungay: addDays(today, -1),
      denngay: addDays(today, -1),
      soban: 0,
      sohethan: 1,
      hethan: 375_000,
    });
    const period = await call(
      'GET',
      `/api/goidichvu/doanhthu?tungay=${today}&denngay=${addDays(today, -1)}`,
      here.manager,
    );
    expect(period.statusCode).toBe(400);
  });
});
