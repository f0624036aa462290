// The demo clinic (docs/decisions/0062-demo-clinic.md), generated once for this file through the API as on a first
// start: the sign-in page's accounts, today's lists not empty, its figures agreeing with their documents (receipts
// less refunds are the bills' paid totals; each batch holds what its stock card says), its public sign-in closed by a
// real account's first sign-in and opened again only by the owner, the demo owner without the installation's rights,
// and ending it: only the installation's owner, nothing of the demo left behind, a real patient entered meanwhile
// and the site's content kept, the end in history.
import { addDays, clinicDay, clinicInstant } from '@phongkham/contracts';
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  activityLog,
  appointments,
  batches,
  bills,
  catalogueEntries,
  demo,
  documentCounters,
  doctors,
  news,
  orderLines,
  outbox,
  patients,
  prescriptions,
  receipts,
  refunds,
  requests,
  results,
  roles,
  services,
  cashierShifts,
  visits,
} from '../../db/schema';
import { atTime } from '../../db/clock';
import { buildTestApp } from '../../test/app';
import { apiCaller, createStaff, signIn, type SignedIn } from '../../test/factories';
import { createDemoCast, unfinishedDemoCast, type DemoCast } from './demo.accounts';
import { hours } from './demo.agenda';
import { generateDemoHistory } from './demo.history';
import { keepDemoToday, makeDemo, type DemoMade } from './demo.making';

// A step of the making that fails is logged and skipped, as on a real start: kept here, so that a check that finds
// the demo incomplete says why.
const failures: string[] = [];
const { app, database } = await buildTestApp({ errors: { write: (line) => void failures.push(line) } });
const db = database.db;
const call = apiCaller(app);
const cast = (await createDemoCast(db))!;
const today = clinicDay();
// A short past keeps the file quick; the first start makes 90 days the same way. It is made as starts on different
// days make it: a first start, on the third of these days, stopped after the first day; the next start, on that day
// still, makes the day left and that day's morning; a start today lives that morning's day to its evening, makes the
// day after it and today's morning. Every check below reads a demo made in those three goes.
const pastDays = [4, 3, 2, 1].map((back) => addDays(today, -back));
const morningDay = pastDays[2]!;
const morningNow = clinicInstant(morningDay, hours(10, 30));
let asked = 0;
const paused = await generateDemoHistory(app, db, cast, morningDay, { days: 2, stopped: () => asked++ > 0 });
const [afterPause] = await db.select({ lichsu_den: demo.lichsu_den, homnay: demo.homnay }).from(demo);
const castAgain = await unfinishedDemoCast(db, morningDay);
const sameDay = await makeDemo(app, db, castAgain!, { now: morningNow });
const [afterMorning] = await db.select({ lichsu_den: demo.lichsu_den, homnay: demo.homnay }).from(demo);
// That morning's desk booked the afternoon: a patient of the register, and a caller who is not one yet.
const desk = await signIn(app, { taikhoan: 'letan.demo', matkhau: cast.password });
const [afternoonPatient] = (await db.select({ benhnhan_ids: demo.benhnhan_ids }).from(demo))[0]!.benhnhan_ids.slice(-1);
const afternoon = await atTime(morningNow, async () => {
  const free = (await call('GET', `/api/lichhen/trong?bacsi_id=${cast.bacsi_id}&ngay=${morningDay}`, desk)).json()
    .data as { batdau: string }[];
  const book = async (batdau: string, who: object) =>
    (await call('POST', '/api/lichhen', desk, { bacsi_id: cast.bacsi_id, batdau, ...who })).json().data._id as string;
  return {
    comes: await book(free.at(-4)!.batdau, { benhnhan_id: afternoonPatient }),
    unknown: await book(free.at(-2)!.batdau, { hoten: 'Người Gọi Điện', dienthoai: '0900000188' }),
  };
});
// A server left running finds the demo behind once the clinic's day has begun, and makes it go on.
// It looks every millisecond here, far more often than one look takes: it must still start one making, once.
let starts = 0;
const { castLater, later, tick } = await new Promise<{ castLater: DemoCast; later: DemoMade; tick: number }>(
  (resolve) => {
    let ticks = 0;
    const stopWatching = keepDemoToday(app, db, {
      busy: () => false,
      every: 1,
      // Before the clinic's day begins it waits; at nine it goes on.
      clock: () => clinicInstant(today, ticks++ < 3 ? hours(6, 30) : hours(9)),
      start: (found) => {
        starts += 1;
        stopWatching();
        const tick = ticks;
        void makeDemo(app, db, found).then((made) => resolve({ castLater: found, later: made, tick }));
      },
    });
  },
);
const [register] = await db.select().from(demo);
const as = (taikhoan: string) => signIn(app, { taikhoan, matkhau: cast.password });
const demoSignIn = (taikhoan: string) =>
  app.inject({ method: 'POST', url: '/api/nhanvien/login', payload: { taikhoan, matkhau: cast.password } });
const [owner, receptionist, pharmacist, cashier, doctor, technician] = await Promise.all([
  as('chu.demo'),
  as('letan.demo'),
  as('duocsi.demo'),
  as('thungan.demo'),
  as('bacsi.demo'),
  as('ktv.demo'),
]);
const read = async (url: string, who: SignedIn) => {
  const answer = await call('GET', url, who);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
};

describe('the demo clinic', () => {
  it('is made in its three goes without a failed step', () => {
    expect(failures.join('\n')).toBe('');
  });

  it('shows its people and their password on the sign-in page while it is on, and makes no second demo', async () => {
    const shown = (await call('GET', '/api/demo')).json().data;
    expect(shown.mo).toBe(true);
    expect(shown.matkhau).toBe(cast.password);
    expect(shown.taikhoan.map((account: { vaitro: string }) => account.vaitro)).toEqual([
      'QUANLY',
      'LETAN',
      'BACSY',
      'DUOCSI',
      'THUNGAN',
      'KYTHUATVIEN',
    ]);
    expect(await createDemoCast(db)).toBeNull();
  });

  it("lists today's day: the queue, the appointments, the pharmacy's and the lab's work, an open bill and shift", async () => {
    const queue = (await read(`/api/luotkham?ngay=${today}&limit=0`, receptionist)).docs as { trangthai: string }[];
    const states = queue.map((visit) => visit.trangthai);
    expect(states).toEqual(expect.arrayContaining(['CHO', 'DANG_KHAM', 'XONG']));
    // Its morning was spread over the time before now: the patients called waited for their call.
    const seenToday = await db
      .select({ den_luc: visits.den_luc, goi_luc: visits.goi_luc })
      .from(visits)
      .where(
        and(inArray(visits.benhnhan_id, register!.benhnhan_ids), eq(visits.ngay, today), isNotNull(visits.goi_luc)),
      );
    expect(seenToday.length).toBeGreaterThan(0);
    for (const visit of seenToday) {
      expect(visit.goi_luc!.getTime()).toBeGreaterThan(visit.den_luc.getTime());
      expect(visit.goi_luc!.getTime()).toBeLessThanOrEqual(Date.now());
    }
    // The day's free slots are booked from now on: after the doctor's last slot, tomorrow's.
    const booked = async (day: string) =>
      (await read(`/api/lichhen?tungay=${day}&denngay=${day}&limit=0`, receptionist)).docs.length as number;
    expect((await booked(today)) + (await booked(addDays(today, 1)))).toBeGreaterThan(0);
    const worklist = (await read('/api/nhathuoc', pharmacist)) as { trangthai: string }[];
    expect(worklist.some((row) => row.trangthai === 'DA_KY')).toBe(true);
    const orders = (await read(`/api/xetnghiem?limit=0`, doctor)).docs as { trangthai: string }[];
    expect(orders.some((row) => row.trangthai === 'CHI_DINH')).toBe(true);
    const open = await db
      .select({ n: count() })
      .from(bills)
      .where(and(inArray(bills.benhnhan_id, register!.benhnhan_ids), sql`${bills.dathu} < ${bills.phaitra}`));
    expect(open[0]!.n).toBeGreaterThan(0);
    expect((await read('/api/soquy/ca/hientai', cashier))?.trangthai).toBe('MO');
  });

  it('keeps its figures consistent: receipts less refunds are the bills paid, each batch its stock card', async () => {
    const demoBills = inArray(bills.benhnhan_id, register!.benhnhan_ids);
    const [paid] = await db
      .select({ total: sql<string>`coalesce(sum(${bills.dathu}), 0)` })
      .from(bills)
      .where(demoBills);
    const billIds = (await db.select({ _id: bills._id }).from(bills).where(demoBills)).map((row) => row._id);
    const [received] = await db
      .select({ total: sql<string>`coalesce(sum(${receipts.sotien}), 0)` })
      .from(receipts)
      .where(inArray(receipts.hoadon_id, billIds));
    const [returned] = await db
      .select({ total: sql<string>`coalesce(sum(${refunds.sotien}), 0)` })
      .from(refunds)
      .where(inArray(refunds.hoadon_id, billIds));
    expect(Number(received!.total)).toBeGreaterThan(0);
    expect(Number(received!.total) - Number(returned!.total)).toBe(Number(paid!.total));
    // Every batch the demo received, today's and the past's.
    const received_in = sql.join(
      register!.phieukho_ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const cards = (
      (await db.execute(
        sql`select l.soluong, (select sum(d.soluong) from phieukho_dong d where d.lohang_id = l._id) as card
              from lohang l where l._id in (select lohang_id from phieukho_dong where phieukho_id in (${received_in}))`,
      )) as { rows: { soluong: number; card: string }[] }
    ).rows;
    expect(cards.length).toBeGreaterThan(8);
    for (const batch of cards) expect(batch.soluong).toBe(Number(batch.card));
    // Prescriptions were handed out (ten units a line), so batches received in twenties have moved.
    expect(cards.some((batch) => batch.soluong % 20 !== 0)).toBe(true);
  });

  it('goes on where a stopped start left it, and is whole once its morning is made', async () => {
    expect(paused).toMatchObject({ days: 1, stopped: true });
    expect(afterPause).toEqual({ lichsu_den: pastDays[0], homnay: null });
    // The next start finds the same people and password, and makes only the day left, then the morning.
    expect(castAgain).toEqual(cast);
    expect(sameDay.rest).toBeUndefined();
    expect(sameDay.history).toMatchObject({ days: 1, stopped: false });
    expect(sameDay.day?.visits).toBeGreaterThan(0);
    expect(afterMorning).toEqual({ lichsu_den: pastDays[1], homnay: morningDay });
    expect(await unfinishedDemoCast(db, morningDay)).toBeNull();
    // A start on a later day finds it behind, lives that morning's day to its end, then the days after it.
    expect(castLater).toEqual(cast);
    expect(tick).toBeGreaterThan(3);
    expect(starts).toBe(1);
    expect(later.rest?.finished).toBe(sameDay.day?.visits);
    expect(later.history).toMatchObject({ days: 1, stopped: false });
    expect(later.day?.visits).toBeGreaterThan(0);
    expect(register).toMatchObject({ lichsu_den: pastDays.at(-1), homnay: today });
    expect(await unfinishedDemoCast(db, today)).toBeNull();
    // One cashier's shift a day: no day was made twice.
    const shifts = await db
      .select({ day: sql<string>`(${cashierShifts.mo_luc} at time zone 'Asia/Ho_Chi_Minh')::date::text` })
      .from(cashierShifts)
      .where(eq(cashierShifts.nhanvien_id, cast.people.find((p) => p.vaitro === 'THUNGAN')!._id));
    expect(shifts.map((row) => row.day).sort()).toEqual([...pastDays, today]);
  });

  it("lives an earlier day's morning to its evening: every patient seen, verified, dispensed and paid", async () => {
    const seen = await db
      .select({ _id: visits._id, ketthuc_luc: visits.ketthuc_luc })
      .from(visits)
      .where(and(inArray(visits.benhnhan_id, register!.benhnhan_ids), eq(visits.ngay, morningDay)));
    const dayVisits = seen.map((visit) => visit._id);
    // Lived in the afternoon after the morning, not squeezed into the day's last minutes.
    for (const visit of seen)
      expect(visit.ketthuc_luc!.getTime()).toBeLessThan(clinicInstant(morningDay, hours(20)).getTime());
    // The morning's visits, and the afternoon's bookings that came.
    expect(dayVisits.length).toBe(later.rest!.finished + later.rest!.came);
    const left = await Promise.all([
      db
        .select({ _id: orderLines._id })
        .from(orderLines)
        .where(
          and(
            inArray(orderLines.luotkham_id, dayVisits),
            // The lab's orders: a consultation's line keeps its first state.
            sql`${orderLines.dichvu_id} in (select _id from dichvu where loai = 'XET_NGHIEM')`,
            sql`${orderLines.trangthai} in ('CHI_DINH', 'DA_THUC_HIEN', 'CO_KET_QUA')`,
          ),
        ),
      db
        .select({ _id: prescriptions._id })
        .from(prescriptions)
        .where(and(inArray(prescriptions.luotkham_id, dayVisits), eq(prescriptions.trangthai, 'DA_KY'))),
      db
        .select({ _id: bills._id })
        .from(bills)
        .where(and(inArray(bills.luotkham_id, dayVisits), sql`${bills.trangthai} <> 'DA_THANH_TOAN'`)),
      db
        .select({ _id: appointments._id })
        .from(appointments)
        .where(
          and(
            eq(appointments.trangthai, 'DA_DAT'),
            gte(appointments.batdau, clinicInstant(morningDay)),
            lt(appointments.batdau, clinicInstant(addDays(morningDay, 1))),
          ),
        ),
    ]);
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0, 0]);
    // The afternoon's booked patient came and was seen; the caller who was no patient did not come.
    expect(later.rest!.came).toBe(1);
    const states = await db
      .select({ _id: appointments._id, trangthai: appointments.trangthai })
      .from(appointments)
      .where(inArray(appointments._id, [afternoon.comes, afternoon.unknown]));
    expect(Object.fromEntries(states.map((row) => [row._id, row.trangthai]))).toEqual({
      [afternoon.comes]: 'DA_DEN',
      [afternoon.unknown]: 'KHONG_DEN',
    });
    // The morning's lab test was verified that day, by the technician.
    const verified = await db
      .select({ duyet_luc: results.duyet_luc })
      .from(results)
      .innerJoin(orderLines, eq(orderLines._id, results.chidinh_id))
      .where(inArray(orderLines.luotkham_id, dayVisits));
    expect(verified.length).toBeGreaterThan(0);
    for (const result of verified) expect(clinicDay(result.duyet_luc!)).toBe(morningDay);
  });

  it('has a past: each day its visits seen in turn, results, bills paid, a closed shift, all stamped on that day', async () => {
    expect(paused.visits + sameDay.history!.visits + later.history!.visits).toBeGreaterThanOrEqual(6);
    const demoVisits = inArray(visits.benhnhan_id, register!.benhnhan_ids);
    for (const day of pastDays) {
      const seen = await db
        .select()
        .from(visits)
        .where(and(demoVisits, eq(visits.ngay, day)));
      expect(seen.length, day).toBeGreaterThan(0);
      for (const visit of seen) {
        expect(visit.trangthai).toBe('XONG');
        expect(clinicDay(visit.den_luc)).toBe(day);
        // Checked in, called, then finished, in that order on that day: the waits are real.
        expect(visit.goi_luc!.getTime()).toBeGreaterThan(visit.den_luc.getTime());
        expect(visit.ketthuc_luc!.getTime()).toBeGreaterThan(visit.goi_luc!.getTime());
        expect(clinicDay(visit.ketthuc_luc!)).toBe(day);
      }
      const [shift] = await db
        .select()
        .from(cashierShifts)
        .where(
          and(
            eq(cashierShifts.nhanvien_id, cast.people.find((p) => p.vaitro === 'THUNGAN')!._id),
            sql`(${cashierShifts.mo_luc} at time zone 'Asia/Ho_Chi_Minh')::date = ${day}`,
          ),
        );
      expect(shift).toMatchObject({ trangthai: 'DA_DONG', chenhlech: 0 });
      expect(clinicDay(shift!.dong_luc!)).toBe(day);
    }
    // Verified lab results on past days, read by the technician's worklist.
    const orders = (await read('/api/xetnghiem?limit=0&trangthai=DA_DUYET', technician)).docs as { _id: string }[];
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) {
      const verified = await read(`/api/xetnghiem/${order._id}`, technician);
      expect(clinicDay(verified.duyet_luc) < today).toBe(true);
      expect(verified.nhap_luc < verified.duyet_luc).toBe(true);
    }
    // Numbers follow the calendar: a visit's bill takes its number when the patient checks in, a receipt when money
    // is taken, and the past's were taken before today's.
    const numbered = async (table: typeof bills | typeof receipts, of: SQL) =>
      (await db.select({ at: table.createdAt }).from(table).where(of).orderBy(asc(table.so))).map((row) =>
        row.at.getTime(),
      );
    const billTimes = await numbered(bills, inArray(bills.benhnhan_id, register!.benhnhan_ids));
    const billIds = (
      await db.select({ _id: bills._id }).from(bills).where(inArray(bills.benhnhan_id, register!.benhnhan_ids))
    ).map((row) => row._id);
    const receiptTimes = await numbered(receipts, inArray(receipts.hoadon_id, billIds));
    for (const times of [billTimes, receiptTimes]) {
      expect(times.length).toBeGreaterThan(pastDays.length);
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });

  it("reports the past as its documents say: the period's receipts less refunds, and the waits", async () => {
    const [from, , until] = pastDays as [string, string, string];
    const revenue = await read(`/api/baocao/doanhthu?tungay=${from}&denngay=${until}`, owner);
    const inPeriod = (table: typeof receipts | typeof refunds) =>
      db
        .select({ total: sql<string>`coalesce(sum(${table.sotien}), 0)` })
        .from(table)
        .where(and(gte(table.createdAt, clinicInstant(from)), lt(table.createdAt, clinicInstant(addDays(until, 1)))));
    const [[received], [returned]] = await Promise.all([inPeriod(receipts), inPeriod(refunds)]);
    expect(revenue.thucthu).toBeGreaterThan(0);
    expect(revenue.thucthu).toBe(Number(received!.total) - Number(returned!.total));
    for (const day of revenue.theongay as { ngay: string; thucthu: number }[])
      expect(day.thucthu, day.ngay).toBeGreaterThan(0);
    const waits = await read(`/api/baocao/cho?tungay=${from}&denngay=${until}`, owner);
    expect(waits.trungvi_phut).toBeGreaterThan(0);
    // A visitor of the site asked for an appointment on the first day, was registered and booked for the next.
    const flow = await read(`/api/baocao/luotkham?tungay=${from}&denngay=${until}`, owner);
    expect(flow.pheu.yeucau).toBeGreaterThan(0);
    expect(flow.pheu.dangky).toBeGreaterThan(0);
    expect(flow.pheu.dathanhtoan).toBeGreaterThan(0);
  });

  it("gives the demo owner the clinic's day but not the installation: no accounts, roles, settings or ending", async () => {
    expect((await call('GET', `/api/baocao/doanhthu?tungay=${today}`, owner)).statusCode).toBe(200);
    const [ownRole] = await db.select({ _id: roles._id, menu: roles.menu }).from(roles).where(eq(roles.ma, 'QUANLY'));
    const refused = await Promise.all([
      call('POST', '/api/nhanvien', owner, { taikhoan: 'ke.la', hoten: 'Kẻ Lạ', matkhau: 'matkhau123' }),
      // Its own role widened to every page would be the installation's keys.
      call('PUT', `/api/vaitro/${ownRole!._id}`, owner, {
        menu: [
          ...ownRole!.menu,
          { url: '/nhanvien', view: true, create: true, update: true, delete: true, actions: [] },
        ],
      }),
      call('GET', '/api/cauhinh', owner),
      call('POST', '/api/demo/ketthuc', owner),
      call('POST', '/api/demo/mo', owner),
    ]);
    expect(refused.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403, 403]);
  });

  it("closes its public sign-in at a real account's first sign-in, and opens it again only by the owner", async () => {
    // The clinic's own owner signs in: the demo's people are signed out and can no longer sign in.
    const before = await read(`/api/luotkham?ngay=${today}&limit=0`, receptionist);
    expect(before.docs.length).toBeGreaterThan(0);
    const realOwner = await createStaff(db, { role: 'ADMINISTRATOR' });
    const admin = await signIn(app, realOwner);
    expect((await call('GET', '/api/demo')).json().data).toEqual({ mo: false, matkhau: null, taikhoan: [] });
    expect((await call('GET', `/api/luotkham?ngay=${today}&limit=0`, receptionist)).statusCode).toBe(401);
    expect((await demoSignIn('letan.demo')).statusCode).toBe(401);
    const [closed] = await db
      .select({ nhanvien_id: activityLog.nhanvien_id, truoc: activityLog.truoc, sau: activityLog.sau })
      .from(activityLog)
      .where(and(eq(activityLog.tainguyen, 'demo'), eq(activityLog.hanhdong, 'CAP_NHAT')));
    expect(closed).toMatchObject({ truoc: { dongluc: null }, sau: { lydo: 'realSignIn' } });
    expect(closed!.nhanvien_id).toBe(realOwner._id);
    expect(JSON.stringify(closed)).not.toContain(cast.password);
    // A second real sign-in finds it closed and writes nothing more.
    await signIn(app, realOwner);
    const entries = await db
      .select({ n: count() })
      .from(activityLog)
      .where(and(eq(activityLog.tainguyen, 'demo'), eq(activityLog.hanhdong, 'CAP_NHAT')));
    expect(entries[0]!.n).toBe(1);

    // Only the installation's owner opens it again; then the demo's people sign in as before.
    expect(
      (await call('POST', '/api/demo/mo', await signIn(app, await createStaff(db, { role: 'QUANLY' })))).statusCode,
    ).toBe(403);
    const reopened = await call('POST', '/api/demo/mo', admin);
    expect(reopened.statusCode, reopened.body).toBe(200);
    const shown = (await call('GET', '/api/demo')).json().data;
    expect(shown).toMatchObject({ mo: true, matkhau: cast.password });
    expect(shown.taikhoan).toHaveLength(cast.people.length);
    expect((await demoSignIn('letan.demo')).statusCode).toBe(200);
  });

  it("ends for the installation's owner alone, leaving nothing of it and everything else: real patients, the site's content", async () => {
    // A real patient, checked in meanwhile by the clinic's own receptionist.
    const real = await signIn(app, await createStaff(db, { role: 'LETAN', phongkham_id: cast.clinic }));
    const [room] = await db
      .select({ _id: catalogueEntries._id })
      .from(catalogueEntries)
      .where(and(eq(catalogueEntries.phongkham_id, cast.clinic), eq(catalogueEntries.loai, 'PHONG')))
      .limit(1);
    const checkIn = await call('POST', '/api/luotkham', real, {
      benhnhan: { hoten: 'Người Bệnh Thật', dienthoai: '0912345678', ngaysinh: '1980-01-01', gioitinh: 'NAM' },
      phong_id: room!._id,
    });
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    const contentBefore = await Promise.all([
      db.select({ n: count() }).from(news),
      db.select({ n: count() }).from(services),
      db.select({ n: count() }).from(doctors).where(isNull(doctors.deletedAt)),
    ]);

    const bookings = (
      await db
        .select({ _id: appointments._id })
        .from(appointments)
        .where(inArray(appointments.bacsi_id, register!.bacsi_ids))
    ).map((row) => row._id);
    expect(
      (await db.select({ n: count() }).from(outbox).where(inArray(outbox.banghi_id, bookings)))[0]!.n,
    ).toBeGreaterThan(0);
    // The real receptionist's sign-in closed the demo's; its people are refused the end as before.
    expect((await call('POST', '/api/demo/ketthuc', real)).statusCode).toBe(403);
    const counters = async () =>
      (await db.select({ n: count() }).from(documentCounters).where(eq(documentCounters.phongkham_id, cast.clinic)))[0]!
        .n;
    expect(await counters()).toBeGreaterThan(0);
    const installationOwner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
    const ended = await call('POST', '/api/demo/ketthuc', installationOwner);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data).toMatchObject({ benhnhan: register!.benhnhan_ids.length, nhanvien: cast.people.length });

    const P = register!.benhnhan_ids;
    const left = await Promise.all([
      db.select({ n: count() }).from(patients).where(inArray(patients._id, P)),
      db.select({ n: count() }).from(visits).where(inArray(visits.benhnhan_id, P)),
      db.select({ n: count() }).from(bills).where(inArray(bills.benhnhan_id, P)),
      db.select({ n: count() }).from(prescriptions).where(inArray(prescriptions.benhnhan_id, P)),
      db.select({ n: count() }).from(appointments).where(inArray(appointments.bacsi_id, register!.bacsi_ids)),
      db
        .select({ n: count() })
        .from(batches)
        .where(sql`${batches.solo} like 'DEMO%' or ${batches.solo} like 'L%'`),
      db.select({ n: count() }).from(demo),
      db.select({ n: count() }).from(outbox).where(inArray(outbox.banghi_id, bookings)),
      // The site's requests the history's visitors sent, converted into demo patients.
      db.select({ n: count() }).from(requests).where(inArray(requests.benhnhan_id, P)),
    ]);
    expect(left.map(([row]) => row!.n)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    // Every numbered document of the clinic was the demo's: its first real bill, receipt or receipt of goods is No. 1.
    expect(await counters()).toBe(0);
    // The real patient and visit stay; the site's content is as it was, less the demo doctor (never on the site).
    const visit = checkIn.json().data._id as string;
    expect((await db.select({ n: count() }).from(visits).where(eq(visits._id, visit)))[0]!.n).toBe(1);
    const contentAfter = await Promise.all([
      db.select({ n: count() }).from(news),
      db.select({ n: count() }).from(services),
      db.select({ n: count() }).from(doctors).where(isNull(doctors.deletedAt)),
    ]);
    expect(contentAfter.map(([row]) => row!.n)).toEqual([
      contentBefore[0][0]!.n,
      contentBefore[1][0]!.n,
      contentBefore[2][0]!.n - 1,
    ]);
    // The accounts no longer sign in, the sign-in page shows nothing, the end is in the history.
    const again = await app.inject({
      method: 'POST',
      url: '/api/nhanvien/login',
      payload: { taikhoan: 'letan.demo', matkhau: cast.password },
      remoteAddress: '10.250.0.1',
    });
    expect(again.statusCode).toBe(401);
    expect((await call('GET', '/api/demo')).json().data).toBeNull();
    const [entry] = await db
      .select({ hanhdong: activityLog.hanhdong })
      .from(activityLog)
      .where(and(eq(activityLog.tainguyen, 'demo'), eq(activityLog.hanhdong, 'XOA')));
    expect(entry?.hanhdong).toBe('XOA');
    expect(
      (await call('POST', '/api/demo/ketthuc', await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }))))
        .statusCode,
    ).toBe(404);
  });
});
