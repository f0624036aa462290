// The patients-and-flow report against its documents: one clinic's visits on 1–3 March 2026 and the days before
// (finished, waiting, skipped and cancelled; walk-ins and arrivals from an appointment; two rooms, a doctor and none),
// patients whose first visit falls before, in and after a cancelled one, appointments from each channel ending each
// way (one at 06:30 at the clinic, still the day before in UTC, one the last minute of the period), the site's
// requests and the register's records at the period's edges, bills paid, partly paid and voided, another clinic's
// visit, and today a visit checked in and paid in full through the reception and billing APIs. Every figure is
// worked out by hand below; the grant and the period are checked too.
import { clinicDay, clinicInstant, visitReport, type AppointmentState } from '@phongkham/contracts';
import { and, eq, gte, lte, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, bills, catalogueEntries, doctors, patients, requests, visits } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { billingWorld, type BillingSetup } from '../../test/billing';
import { createClinic, createStaff, menuEntry, signIn, staffWithMenu } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const { call, setup, openShift, visitBill, pay } = billingWorld(app, db);

let here: BillingSetup;
let other: string;
let secondRoom: string;
let doctor: string;
let doctorName: string;

let sequence = 0;
async function patient(createdAt: Date, phongkham_id = here.clinic, deletedAt: Date | null = null) {
  const [row] = await db
    .insert(patients)
    .values({
      phongkham_id,
      ma: `BN-7${String(++sequence).padStart(6, '0')}`,
      hoten: `Bệnh nhân báo cáo ${sequence}`,
      createdAt,
      deletedAt,
    })
    .returning({ _id: patients._id });
  return row!._id;
}

let number = 0;
async function visit(
  benhnhan_id: string,
  ngay: string,
  trangthai: 'CHO' | 'BO_QUA' | 'XONG' | 'HUY',
  options: { phong_id?: string; bacsi_id?: string; lichhen_id?: string; phongkham_id?: string } = {},
) {
  const [row] = await db
    .insert(visits)
    .values({
      phongkham_id: options.phongkham_id ?? here.clinic,
      benhnhan_id,
      phong_id: options.phong_id ?? here.room,
      bacsi_id: options.bacsi_id ?? null,
      lichhen_id: options.lichhen_id ?? null,
      ngay,
      sothutu: ++number,
      trangthai,
      den_luc: clinicInstant(ngay, 8 * 60),
    })
    .returning({ _id: visits._id });
  return row!._id;
}

async function bill(luotkham_id: string, trangthai: 'DA_THANH_TOAN' | 'THANH_TOAN_MOT_PHAN' | 'DA_HUY') {
  await db.insert(bills).values({
    phongkham_id: here.clinic,
    so: `HD-LK-${++sequence}`,
    luotkham_id,
    trangthai,
    tongtien: 100_000,
    phaitra: 100_000,
    dathu: trangthai === 'DA_THANH_TOAN' ? 100_000 : trangthai === 'THANH_TOAN_MOT_PHAN' ? 40_000 : 0,
  });
}

async function appointment(
  batdau: Date,
  trangthai: AppointmentState,
  from: 'WEB' | 'YEU_CAU' | 'NHAN_VIEN',
  yeucau_id: string | null = null,
) {
  const [row] = await db
    .insert(appointments)
    .values({
      phongkham_id: here.clinic,
      bacsi_id: doctor,
      batdau,
      ketthuc: new Date(batdau.getTime() + 15 * 60_000),
      trangthai,
      hoten: 'Người đặt lịch',
      dienthoai: '0901234567',
      nguon: from === 'WEB' ? 'WEB' : 'NHAN_VIEN',
      yeucau_id: from === 'YEU_CAU' ? yeucau_id : null,
    })
    .returning({ _id: appointments._id });
  return row!._id;
}

async function request(createdAt: Date, phongkham_id = here.clinic) {
  const [row] = await db
    .insert(requests)
    .values({ phongkham_id, loaiyeucau: 'DAT_LICH_HEN', hoten: 'Khách trên web', dienthoai: '0907654321', createdAt })
    .returning({ _id: requests._id });
  return row!._id;
}

const at = (day: string, minute = 0) => clinicInstant(day, minute);
const justBefore = (moment: Date) => new Date(moment.getTime() - 1);

beforeAll(async () => {
  here = await setup();
  other = await createClinic(db);
  const account = await createStaff(db, { role: 'BACSY', phongkham_id: here.clinic });
  doctorName = `Nhân viên ${account.taikhoan}`;
  const [row] = await db
    .insert(doctors)
    .values({ phongkham_id: here.clinic, nhanvien_id: account._id, chuyenkhoa: 'Nội tổng quát' })
    .returning({ _id: doctors._id });
  doctor = row!._id;
  const [room] = await db
    .insert(catalogueEntries)
    .values({ phongkham_id: here.clinic, loai: 'PHONG', ma: `P-LK-${here.room.slice(-4)}`, ten: 'Phòng siêu âm' })
    .returning({ _id: catalogueEntries._id });
  secondRoom = room!._id;

  // The site's requests: two in 1–3 March (its first and last moments), one the day before, one after, another
  // clinic's. The register: two records in the period, two in the period before, one merged away, one long before.
  const asked = await request(at('2026-03-01'));
  await request(justBefore(at('2026-03-04')));
  await request(justBefore(at('2026-03-01')));
  await request(at('2026-03-04'));
  await request(at('2026-03-02', 600), other);
  const a = await patient(at('2026-02-01'));
  const b = await patient(at('2026-03-01', 6 * 60 + 30));
  const c = await patient(at('2026-02-27', 9 * 60));
  const d = await patient(at('2026-02-26', 23 * 60 + 59));
  const e = await patient(justBefore(at('2026-03-04')));
  await patient(at('2026-03-02', 600), here.clinic, at('2026-03-02', 700));

  // Appointments due in the period: from the site (arrived at 06:30, which UTC still calls 28 February; did not come),
  // booked from a site request (arrived), by staff (confirmed, not yet arrived; cancelled at the period's last
  // minute); and one the day before (no-show) and one the day after.
  const bookedB = await appointment(at('2026-03-01', 6 * 60 + 30), 'DA_DEN', 'WEB');
  await appointment(at('2026-03-02', 9 * 60), 'KHONG_DEN', 'WEB');
  const bookedB2 = await appointment(at('2026-03-02', 10 * 60), 'DA_DEN', 'YEU_CAU', asked);
  await appointment(at('2026-03-03', 8 * 60), 'DA_XAC_NHAN', 'NHAN_VIEN');
  await appointment(at('2026-03-03', 23 * 60 + 59), 'DA_HUY', 'NHAN_VIEN');
  await appointment(justBefore(at('2026-03-01')), 'KHONG_DEN', 'WEB');
  await appointment(at('2026-03-04'), 'DA_DAT', 'NHAN_VIEN');

  // Visits. A came long before (returning); B is new on 1 March and back on the 3rd; C's first visit was cancelled
  // on 27 February, so C is new on 2 March; D came on 27 February (new then) and is returning now; E's only visit
  // was cancelled.
  await bill(await visit(a, '2026-02-20', 'XONG'), 'DA_THANH_TOAN');
  await bill(await visit(a, '2026-03-01', 'XONG'), 'DA_THANH_TOAN');
  await bill(await visit(b, '2026-03-01', 'XONG', { bacsi_id: doctor, lichhen_id: bookedB }), 'THANH_TOAN_MOT_PHAN');
  await visit(c, '2026-02-27', 'HUY');
  await visit(c, '2026-03-02', 'CHO', { phong_id: secondRoom });
  await visit(d, '2026-02-27', 'XONG', { bacsi_id: doctor });
  const dNow = await visit(d, '2026-03-02', 'BO_QUA', { bacsi_id: doctor });
  await bill(dNow, 'DA_HUY');
  await bill(dNow, 'DA_THANH_TOAN');
  await visit(b, '2026-03-03', 'XONG', { bacsi_id: doctor, phong_id: secondRoom, lichhen_id: bookedB2 });
  await bill(await visit(e, '2026-03-03', 'HUY'), 'DA_THANH_TOAN');
  await visit(b, '2026-03-04', 'XONG');
  const [elsewhere] = await db
    .insert(catalogueEntries)
    .values({ phongkham_id: other, loai: 'PHONG', ma: `P-LK-KHAC-${here.room.slice(-4)}`, ten: 'Phòng khác' })
    .returning({ _id: catalogueEntries._id });
  await visit(await patient(at('2026-01-01'), other), '2026-03-02', 'XONG', {
    phongkham_id: other,
    phong_id: elsewhere!._id,
  });

  // Today, through the APIs: here.patient checked in (a walk-in) and the bill paid in full.
  const today = await visitBill(here);
  await openShift(here.clinic, here.cashier);
  const paid = await pay(today._id, here.cashier, { phuongthuc: 'TIEN_MAT', sotien: today.phaitra });
  expect(paid.statusCode, paid.body).toBe(201);
});

const read = (who: Parameters<typeof call>[2], query = '', lang = 'vi') =>
  call('GET', `/api/baocao/luotkham${query}`, who, undefined, lang);

const zero = { tong: 0, chuaden: 0, daden: 0, khongden: 0, dahuy: 0 };

describe('the patients-and-flow report', () => {
  it('counts the visits, patients, appointments and funnel of 1–3 March exactly', async () => {
    const answer = await read(here.manager, '?tungay=2026-03-01&denngay=2026-03-03');
    expect(answer.statusCode, answer.body).toBe(200);
    const report = visitReport.parse(answer.json().data);
    expect(report).toEqual({
      phongkham: expect.objectContaining({ phongkham_ten: expect.any(String) }),
      tungay: '2026-03-01',
      denngay: '2026-03-03',
      soluot: 5,
      daxong: 3,
      vanglai: 3,
      dahuy: 1,
      benhnhan: { tong: 4, moi: 2, taikham: 2 },
      lichhen: { tong: 5, chuaden: 1, daden: 2, khongden: 1, dahuy: 1 },
      pheu: { yeucau: 2, dangky: 2, luotkham: 5, dathanhtoan: 2 },
      theongay: [
        { ngay: '2026-03-01', soluot: 2, moi: 1 },
        { ngay: '2026-03-02', soluot: 2, moi: 1 },
        { ngay: '2026-03-03', soluot: 1, moi: 0 },
      ],
      theobacsi: [
        { bacsi_id: doctor, bacsi_hoten: doctorName, soluot: 3, daxong: 2 },
        { bacsi_id: null, bacsi_hoten: null, soluot: 2, daxong: 1 },
      ],
      theophong: [
        { phong_id: here.room, phong_ten: expect.any(String), soluot: 3 },
        { phong_id: secondRoom, phong_ten: 'Phòng siêu âm', soluot: 2 },
      ],
      theokenh: [
        { kenh: 'WEB', ...zero, tong: 2, daden: 1, khongden: 1 },
        { kenh: 'YEU_CAU', ...zero, tong: 1, daden: 1 },
        { kenh: 'NHAN_VIEN', ...zero, tong: 2, chuaden: 1, dahuy: 1 },
      ],
      kytruoc: {
        tungay: '2026-02-26',
        denngay: '2026-02-28',
        soluot: 1,
        daxong: 1,
        vanglai: 1,
        dahuy: 1,
        benhnhan: { tong: 1, moi: 1, taikham: 0 },
        lichhen: { ...zero, tong: 1, khongden: 1 },
        pheu: { yeucau: 1, dangky: 2, luotkham: 1, dathanhtoan: 0 },
      },
    });
    // The visits straight from their table.
    const rows = await db
      .select({ _id: visits._id })
      .from(visits)
      .where(
        and(
          eq(visits.phongkham_id, here.clinic),
          ne(visits.trangthai, 'HUY'),
          gte(visits.ngay, '2026-03-01'),
          lte(visits.ngay, '2026-03-03'),
        ),
      );
    expect(report.soluot).toBe(rows.length);
  });

  it("narrows to one doctor's visits and appointments; requests and registrations belong to no doctor", async () => {
    const report = visitReport.parse(
      (await read(here.manager, `?tungay=2026-03-01&denngay=2026-03-03&bacsi_id=${doctor}`)).json().data,
    );
    expect(report).toMatchObject({
      soluot: 3,
      daxong: 2,
      vanglai: 1,
      benhnhan: { tong: 2, moi: 1, taikham: 1 },
      lichhen: { tong: 5 },
      pheu: { yeucau: null, dangky: null, luotkham: 3, dathanhtoan: 1 },
      theobacsi: [{ bacsi_id: doctor, soluot: 3 }],
    });
  });

  it("reads today's visit checked in and paid through the reception and billing APIs", async () => {
    const report = visitReport.parse((await read(here.manager)).json().data);
    expect(report).toMatchObject({
      tungay: clinicDay(),
      soluot: 1,
      vanglai: 1,
      benhnhan: { tong: 1, moi: 1, taikham: 0 },
      pheu: { yeucau: 0, dangky: 1, luotkham: 1, dathanhtoan: 1 },
      theongay: [{ ngay: clinicDay(), soluot: 1, moi: 1 }],
    });
  });

  it("keeps staff to their clinic; the owner reads every clinic's or the one named", async () => {
    const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
    const period = '?tungay=2026-03-02&denngay=2026-03-02';
    expect((await read(owner, period)).json().data).toMatchObject({ soluot: 3, pheu: { yeucau: 1 } });
    expect((await read(owner, `${period}&phongkham_id=${other}`)).json().data).toMatchObject({
      soluot: 1,
      benhnhan: { tong: 1, moi: 1 },
      pheu: { yeucau: 1, dangky: 0 },
    });
    expect((await read(here.manager, `${period}&phongkham_id=${other}`)).json().data).toMatchObject({ soluot: 2 });
  });

  it('answers only under its own grant', async () => {
    expect((await read(undefined)).statusCode).toBe(401);
    expect((await read(here.cashier)).statusCode).toBe(403);
    expect((await read(here.receptionist)).statusCode).toBe(403);
    const waitsOnly = await staffWithMenu(app, db, [menuEntry('/bao-cao/thoi-gian-cho', { view: true })], {
      phongkham_id: here.clinic,
    });
    expect((await read(waitsOnly)).statusCode).toBe(403);
    const granted = await staffWithMenu(app, db, [menuEntry('/bao-cao/luot-kham', { view: true })], {
      phongkham_id: here.clinic,
    });
    expect((await read(granted)).statusCode).toBe(200);
  });

  it('refuses a bad period in the reader’s language', async () => {
    expect((await read(here.manager, '?tungay=2026-03-05&denngay=2026-03-01')).statusCode).toBe(400);
    const tooLong = await read(here.manager, '?tungay=2025-01-01&denngay=2026-03-01', 'en');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('A report shows at most 400 days at a time');
    expect((await read(here.manager, '?tungay=2025-01-01&denngay=2026-03-01')).body).toContain(
      'Mỗi lần xem báo cáo tối đa 400 ngày',
    );
    expect((await read(here.manager, '?tungay=2026-02-30')).statusCode).toBe(400);
    expect((await read(here.manager, '?bacsi_id=nope')).statusCode).toBe(400);
  });
});
