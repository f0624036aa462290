// The waiting report against the queue's timestamps: one clinic's visits on a past day with chosen check-in, call and
// finish moments (one at 06:30 at the clinic, still the day before in UTC; one never called; one not finished), a
// visit the day before for the comparison, another clinic's visit, and one checked in and called today through the
// reception API. Medians and the 90th percentile follow percentile_cont over the visits; the grant and the period are
// checked too.
import { clinicDay, clinicInstant, waitReport } from '@phongkham/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { doctors, visits } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { billingWorld, type BillingSetup } from '../../test/billing';
import { createClinic, createStaff, menuEntry, staffWithMenu } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const { call, setup } = billingWorld(app, db);

let here: BillingSetup;
let doctor: string;
let doctorName: string;

/** A visit of a clinic day: checked in at `arrived` (minutes of the day), called and finished minutes later. */
let number = 0;
async function visit(
  ngay: string,
  arrived: number,
  called: number | null,
  finished: number | null,
  options: { bacsi_id?: string; phongkham_id?: string } = {},
) {
  const moment = (minutes: number | null) => (minutes === null ? null : clinicInstant(ngay, arrived + minutes));
  await db.insert(visits).values({
    phongkham_id: options.phongkham_id ?? here.clinic,
    benhnhan_id: here.patient,
    phong_id: here.room,
    bacsi_id: options.bacsi_id ?? null,
    ngay,
    sothutu: ++number,
    trangthai: called === null ? 'HUY' : finished === null ? 'DANG_KHAM' : 'XONG',
    den_luc: clinicInstant(ngay, arrived),
    goi_luc: moment(called),
    ketthuc_luc: called === null || finished === null ? null : moment(called + finished),
  });
}

beforeAll(async () => {
  here = await setup();
  const account = await createStaff(db, { role: 'BACSY', phongkham_id: here.clinic });
  doctorName = `Nhân viên ${account.taikhoan}`;
  const [row] = await db
    .insert(doctors)
    .values({ phongkham_id: here.clinic, nhanvien_id: account._id, chuyenkhoa: 'Nội tổng quát' })
    .returning({ _id: doctors._id });
  doctor = row!._id;
  const day = '2026-03-02';
  // Waits 5, 10, 20, 30, 40 minutes; consultations 15, 10, 10, (none), 30.
  await visit(day, 6 * 60 + 30, 5, 15);
  await visit(day, 8 * 60, 10, 10, { bacsi_id: doctor });
  await visit(day, 8 * 60 + 30, 20, 10, { bacsi_id: doctor });
  await visit(day, 9 * 60, 30, null);
  await visit(day, 14 * 60, 40, 30, { bacsi_id: doctor });
  await visit(day, 10 * 60, null, null);
  await visit('2026-03-01', 9 * 60, 60, 10);
  await visit(day, 9 * 60, 100, 10, { phongkham_id: await createClinic(db) });
  // Today through the reception API: checked in, then called.
  const checkIn = await call('POST', '/api/luotkham', here.receptionist, {
    benhnhan_id: here.patient,
    phong_id: here.room,
    dichvu_ids: [here.consultation],
  });
  expect(checkIn.statusCode, checkIn.body).toBe(201);
  const called = await call('POST', `/api/luotkham/${checkIn.json().data._id}/trangthai`, here.receptionist, {
    hanhdong: 'GOI',
  });
  expect(called.statusCode, called.body).toBe(200);
});

const read = (who: Parameters<typeof call>[2], query = '', lang = 'vi') =>
  call('GET', `/api/baocao/cho${query}`, who, undefined, lang);

describe('the waiting report', () => {
  it('answers medians and the 90th percentile from check-in to call and call to finish, by hour and doctor', async () => {
    const answer = await read(here.manager, '?tungay=2026-03-02&denngay=2026-03-02');
    expect(answer.statusCode, answer.body).toBe(200);
    const report = waitReport.parse(answer.json().data);
    expect(report).toEqual({
      phongkham: expect.objectContaining({ phongkham_ten: expect.any(String) }),
      tungay: '2026-03-02',
      denngay: '2026-03-02',
      soluot: 5,
      trungvi_phut: 20,
      p90_phut: 36,
      kham_trungvi_phut: 12.5,
      kham_p90_phut: 25.5,
      theogio: [
        { gio: 6, soluot: 1, trungvi_phut: 5 },
        { gio: 8, soluot: 2, trungvi_phut: 15 },
        { gio: 9, soluot: 1, trungvi_phut: 30 },
        { gio: 14, soluot: 1, trungvi_phut: 40 },
      ],
      theobacsi: [
        { bacsi_id: doctor, bacsi_hoten: doctorName, soluot: 3, trungvi_phut: 20, kham_trungvi_phut: 10 },
        { bacsi_id: null, bacsi_hoten: null, soluot: 2, trungvi_phut: 17.5, kham_trungvi_phut: 15 },
      ],
      kytruoc: { tungay: '2026-03-01', denngay: '2026-03-01', soluot: 1, trungvi_phut: 60, p90_phut: 60 },
    });
    const one = waitReport.parse((await read(here.manager, `?tungay=2026-03-02&bacsi_id=${doctor}`)).json().data);
    expect(one).toMatchObject({ soluot: 3, trungvi_phut: 20, kham_trungvi_phut: 10 });
  });

  it("measures today's visit called through the reception API", async () => {
    const report = waitReport.parse((await read(here.manager)).json().data);
    expect(report).toMatchObject({ tungay: clinicDay(), soluot: 1, kham_trungvi_phut: null });
    expect(report.trungvi_phut).toBeGreaterThanOrEqual(0);
  });

  it('answers only under its own grant, and refuses a bad period in the reader’s language', async () => {
    expect((await read(here.cashier)).statusCode).toBe(403);
    const revenueOnly = await staffWithMenu(app, db, [menuEntry('/bao-cao/doanh-thu', { view: true })], {
      phongkham_id: here.clinic,
    });
    expect((await read(revenueOnly)).statusCode).toBe(403);
    const tooLong = await read(here.manager, '?tungay=2025-01-01&denngay=2026-03-01', 'en');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('A report shows at most 400 days at a time');
    expect((await read(here.manager, '?tungay=2026-03-05&denngay=2026-03-01')).statusCode).toBe(400);
    expect((await read(here.manager, '?bacsi_id=nope')).statusCode).toBe(400);
  });
});
