// The back-office home's figures through the API: each role gets only the figures of pages it may view, counts are
// the reader's clinic's, and today and this week are the clinic's days (Asia/Ho_Chi_Minh, weeks from Monday).
import { requestStatuses, TREND_DAYS } from '@phongkham/contracts';
import { describe, expect, it } from 'vitest';
import { memberRegistrations, profileReviews, requests, settings } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { billingWorld } from '../../test/billing';
import { apiCaller, createClinic, createStaff, menuEntry, signIn, staffWithMenu } from '../../test/factories';
import { clinicDays } from './dashboard.service';

const { app, database } = await buildTestApp();
const db = database.db;
const call = apiCaller(app);
const [{ phongkham_id: siteClinic }] = (await db.select({ phongkham_id: settings.phongkham_id }).from(settings)) as [
  { phongkham_id: string },
];
const figures = async (who: Awaited<ReturnType<typeof signIn>>) => {
  const response = await call('GET', '/api/dashboard', who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

/** The clinic's midnight starting the day of `moment`, read with the time-zone database (not the server's code). */
function clinicMidnight(moment: number): number {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(moment);
  return Date.parse(`${day}T00:00:00+07:00`);
}

describe('clinicDays', () => {
  it('turns the day and the week at the clinic’s midnight, not the server’s', () => {
    // Sunday 23:59 in Ho Chi Minh City (16:59 UTC): still Sunday, in the week that began on Monday the 23rd.
    expect(clinicDays(Date.parse('2026-11-29T16:59:00Z'))).toMatchObject({
      homnay: '2026-11-29',
      dautuan: '2026-11-23',
      startOfDay: new Date('2026-11-28T17:00:00Z'),
      startOfWeek: new Date('2026-11-22T17:00:00Z'),
    });
    // A minute past midnight on Monday (17:01 UTC on Sunday): a new day and a new week.
    const monday = clinicDays(Date.parse('2026-11-29T17:01:00Z'));
    expect(monday).toMatchObject({ homnay: '2026-11-30', dautuan: '2026-11-30' });
    expect(monday.days).toHaveLength(TREND_DAYS);
    expect(monday.days[0]).toBe('2026-11-17');
    expect(monday.days.at(-1)).toBe('2026-11-30');
  });
});

describe('GET /api/dashboard', () => {
  it('answers 401 without a session', async () => {
    expect((await call('GET', '/api/dashboard')).statusCode).toBe(401);
  });

  it('leaves out the figures of pages the role may not view', async () => {
    const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
    expect(Object.keys(await figures(owner)).sort()).toEqual(
      [
        'canhbaokho',
        'dangkythanhvien',
        'dautuan',
        'doanhthu',
        'hoadonmo',
        'homnay',
        'luotkham',
        'thoigiancho',
        'tinnhan_chiluu',
        'tintuc',
        'xetduyethoso',
        'yeucau',
      ].sort(),
    );
    // The outbox's viewer learns that, with no SMS gateway configured, text messages are only stored.
    expect((await figures(owner)).tinnhan_chiluu).toBe(true);
    // A doctor's default role views none of these pages: the days only, no request figures.
    const doctor = await signIn(app, await createStaff(db, { role: 'BACSY', phongkham_id: siteClinic }));
    expect(Object.keys(await figures(doctor)).sort()).toEqual(['dautuan', 'homnay']);
    const newsOnly = await staffWithMenu(app, db, [menuEntry('/tin-tuc', { view: true })], {
      phongkham_id: siteClinic,
    });
    const news = await figures(newsOnly);
    expect(Object.keys(news).sort()).toEqual(['dautuan', 'homnay', 'tintuc']);
    expect(news.tintuc.length).toBeGreaterThan(0);
    expect(news.tintuc.length).toBeLessThanOrEqual(5);
    const dates = news.tintuc.map((item: { ngaydang: string }) => Date.parse(item.ngaydang));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(Math.max(...dates)).toBeLessThanOrEqual(Date.now());
    // A grant that is not view (create only) shows nothing either.
    const inboxCreate = await staffWithMenu(app, db, [menuEntry('/yeu-cau', { create: true })], {
      phongkham_id: siteClinic,
    });
    expect((await figures(inboxCreate)).yeucau).toBeUndefined();
  });

  it('counts the reader’s clinic’s requests today and this week by type and status, at the clinic’s day boundaries', async () => {
    const clinic = await createClinic(db);
    const other = await createClinic(db);
    const reader = await staffWithMenu(
      app,
      db,
      [
        menuEntry('/yeu-cau', { view: true }),
        menuEntry('/dang-ky-thanh-vien', { view: true }),
        menuEntry('/xet-duyet-ho-so', { view: true }),
      ],
      { phongkham_id: clinic },
    );
    const now = Date.now();
    const midnight = clinicMidnight(now);
    const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Ho_Chi_Minh', weekday: 'short' }).format(now);
    const monday = midnight - ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(weekday) * 86_400_000;
    const minute = 60_000;
    const at = [
      { loaiyeucau: 'DAT_LICH_HEN', trangthai: 'MOI', createdAt: new Date(midnight + minute) },
      { loaiyeucau: 'DAT_LICH_HEN', trangthai: 'MOI', createdAt: new Date(midnight + 2 * minute) },
      { loaiyeucau: 'HO_TRO_TU_VAN', trangthai: requestStatuses[1], createdAt: new Date(midnight + minute) },
      { loaiyeucau: 'DAT_LICH_HEN', trangthai: 'MOI', createdAt: new Date(midnight - minute) },
      { loaiyeucau: 'DAT_LICH_HEN', trangthai: 'MOI', createdAt: new Date(monday - minute) },
      { loaiyeucau: 'HO_TRO_TU_VAN', trangthai: 'MOI', createdAt: new Date(monday + minute) },
    ] as const;
    const row = (phongkham_id: string, r: (typeof at)[number]) => ({
      ...r,
      phongkham_id,
      hoten: 'Người hỏi',
      dienthoai: '0903000111',
    });
    await db.insert(requests).values([...at.map((r) => row(clinic, r)), ...at.map((r) => row(other, r))]);
    await db.insert(memberRegistrations).values([
      { phongkham_id: clinic, hoten: 'A', dienthoai: '0903000222', createdAt: new Date(midnight + minute) },
      { phongkham_id: clinic, hoten: 'B', dienthoai: '0903000333', createdAt: new Date(midnight - minute) },
      { phongkham_id: other, hoten: 'C', dienthoai: '0903000444', createdAt: new Date(midnight + minute) },
    ]);
    await db.insert(profileReviews).values([
      {
        phongkham_id: clinic,
        ma: 'HS-DASH01',
        hoten: 'D',
        dienthoai: '0903000555',
        tenbenhnhan: 'E',
        hoancanh: 'Khó khăn',
      },
      {
        phongkham_id: clinic,
        ma: 'HS-DASH02',
        hoten: 'D',
        dienthoai: '0903000555',
        tenbenhnhan: 'F',
        hoancanh: 'Khó khăn',
        trangthai: 'DUYET',
      },
      {
        phongkham_id: other,
        ma: 'HS-DASH03',
        hoten: 'G',
        dienthoai: '0903000666',
        tenbenhnhan: 'H',
        hoancanh: 'Khó khăn',
      },
    ]);

    const data = await figures(reader);
    const today = at.filter((r) => r.createdAt.getTime() >= midnight);
    const week = at.filter((r) => r.createdAt.getTime() >= monday);
    expect(data.homnay).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(now));
    expect(data.yeucau.homnay).toBe(today.length);
    expect(data.yeucau.tuannay).toBe(week.length);
    const cell = (loaiyeucau: string, trangthai: string) =>
      data.yeucau.theoloai.find(
        (c: { loaiyeucau: string; trangthai: string }) => c.loaiyeucau === loaiyeucau && c.trangthai === trangthai,
      ) ?? { homnay: 0, tuannay: 0 };
    expect(cell('DAT_LICH_HEN', 'MOI')).toMatchObject({
      homnay: 2,
      tuannay: week.filter((r) => r.loaiyeucau === 'DAT_LICH_HEN').length,
    });
    expect(cell('HO_TRO_TU_VAN', requestStatuses[1])).toMatchObject({ homnay: 1, tuannay: 1 });
    // The trend: 14 days, today's count last, a day before the window never in it.
    expect(data.yeucau.xuhuong).toHaveLength(TREND_DAYS);
    expect(data.yeucau.xuhuong.at(-1)).toEqual({ ngay: data.homnay, soluong: today.length });
    expect(data.yeucau.xuhuong.reduce((sum: number, d: { soluong: number }) => sum + d.soluong, 0)).toBe(at.length);

    expect(data.dangkythanhvien).toMatchObject({ homnay: 1, tuannay: weekday === 'Mon' ? 1 : 2, tong: 2 });
    expect(data.dangkythanhvien.khuyenmai).toMatchObject({ soluong: 50, giamgia: 30 });
    expect(data.xetduyethoso).toEqual({ choxetduyet: 1 });
  });

  it('gives the day at a glance, each figure the report’s or the list’s own, to the roles that view them', async () => {
    const billing = billingWorld(app, db);
    const here = await billing.setup();
    await billing.openShift(here.clinic, here.cashier);
    // A patient checked in and waiting, whose bill is paid in part by card.
    const bill = await billing.visitBill(here);
    const paid = await billing.pay(bill._id, here.cashier, { phuongthuc: 'THE', sotien: 100_000 });
    expect(paid.statusCode, paid.body).toBe(201);
    const manager = await figures(here.manager);
    const today = manager.homnay;
    const report = async (path: string) => {
      const answer = await call('GET', `${path}?tungay=${today}&denngay=${today}`, here.manager);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data;
    };
    const revenue = await report('/api/baocao/doanhthu');
    expect(manager.doanhthu).toEqual({ thucthu: revenue.thucthu, theophuongthuc: revenue.theophuongthuc });
    expect(manager.doanhthu).toMatchObject({ thucthu: 100_000, theophuongthuc: { THE: 100_000, TIEN_MAT: 0 } });
    expect(manager.luotkham).toEqual({ xong: 0, dangcho: 1, dangkham: 0 });
    const waits = await report('/api/baocao/cho');
    expect(manager.thoigiancho).toEqual({ trungvi_phut: waits.trungvi_phut, soluot: waits.soluot });
    expect(manager.hoadonmo).toEqual({
      theotrangthai: { NHAP: 0, DA_PHAT_HANH: 0, THANH_TOAN_MOT_PHAN: 1 },
      conlai: bill.phaitra - 100_000,
    });
    // The cashier sees the bills, not the queue nor the reports; the receptionist the queue, not the money.
    const cashier = await figures(here.cashier);
    expect(cashier.hoadonmo).toEqual(manager.hoadonmo);
    expect([cashier.luotkham, cashier.doanhthu, cashier.thoigiancho]).toEqual([undefined, undefined, undefined]);
    const desk = await figures(here.receptionist);
    expect(desk.luotkham).toEqual(manager.luotkham);
    expect([desk.hoadonmo, desk.doanhthu, desk.thoigiancho]).toEqual([undefined, undefined, undefined]);
  });
});
