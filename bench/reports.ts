// The owner's reports over a year of a busy clinic: seeds 100,000 visits with their queue times, 100,000 paid bills
// with a line and a receipt each (the four ways to pay) and a refund on one bill in a hundred, spread over the last 365 clinic
// days, into a scratch database (PGlite in memory, and a PostgreSQL database created and dropped here). Then times
// each report as its route reads it (the reports module's functions) over the year, the last 30 days and today.
// Target: p95 < 2 s on both. The rows are written with SQL in bulk: a bench measures reading, and a year through
// the API would take longer than the bench itself. Run alone with `node --import tsx bench/reports.ts`.
import { addDays, CLINIC_TIME_ZONE, clinicDay } from '@phongkham/contracts';
import { sql } from 'drizzle-orm';
import { refreshStatistics } from '../server/src/db/statistics';
import { pathToFileURL } from 'node:url';
import type { DatabaseHandle } from '../server/src/db/client';
import { catalogueEntries, clinics, serviceGroups, services } from '../server/src/db/schema';
import { readRevenue } from '../server/src/modules/reports/revenue';
import { readSales } from '../server/src/modules/reports/sales';
import { readWaits } from '../server/src/modules/reports/waits';
import { onBothDatabases, printReportTimings, timeRuns, type ReportTiming } from './support';

export const VISITS = 100_000;
const DAYS = 365;
const PATIENTS = 20_000;
const RUNS = 30;
const WARM_UP = 3;
export const TARGET_P95_MS = 2_000;

async function seed(handle: DatabaseHandle): Promise<string> {
  const { db } = handle;
  const [clinic] = await db
    .insert(clinics)
    .values({ ten: 'Phòng khám đo tải báo cáo', diachi: '1 Đường Đo Tải', dienthoai: '0281234567' })
    .returning({ _id: clinics._id });
  const id = clinic!._id;
  const [room] = await db
    .insert(catalogueEntries)
    .values({ phongkham_id: id, loai: 'PHONG', ma: 'P1', ten: 'Phòng khám 1' })
    .returning({ _id: catalogueEntries._id });
  const first = addDays(clinicDay(), -(DAYS - 1));
  await db.execute(sql`
    insert into benhnhan (_id, phongkham_id, ma, hoten)
    select gen_random_uuid(), ${id}::uuid, 'BN-' || lpad(i::text, 6, '0'), 'Bệnh nhân đo tải ' || i
    from generate_series(1, ${PATIENTS}) as i`);
  // Visit i falls on day i mod 365, its number the order within the day; check-in between 07:00 and 17:00 clinic
  // time, called 0 to 59 minutes later, finished 15 minutes after the call.
  await db.execute(sql`
    insert into luotkham (_id, phongkham_id, benhnhan_id, phong_id, ngay, sothutu, trangthai, den_luc, goi_luc,
      batdau_luc, ketthuc_luc)
    select gen_random_uuid(), ${id}::uuid, p.ids[(i % ${PATIENTS}) + 1], ${room!._id}::uuid, v.ngay, i / ${DAYS} + 1,
      'XONG', v.den, v.den + ((i * 13) % 60) * interval '1 minute', v.den + ((i * 13) % 60) * interval '1 minute',
      v.den + ((i * 13) % 60 + 15) * interval '1 minute'
    from generate_series(0, ${VISITS - 1}) as i,
      (select array_agg(_id order by ma) as ids from benhnhan) as p,
      lateral (select ${first}::date + (i % ${DAYS}) as ngay) as d,
      lateral (select d.ngay, ((d.ngay + time '07:00' + ((i * 7) % 600) * interval '1 minute')
        at time zone ${sql.raw(`'${CLINIC_TIME_ZONE}'`)}) as den) as v`);
  await db.execute(sql`
    insert into hoadon (_id, phongkham_id, so, luotkham_id, benhnhan_id, trangthai, tongtien, phaitra, dathu,
      phathanh_luc, "createdAt")
    select gen_random_uuid(), phongkham_id, 'HD-' || lpad(row_number() over (order by _id)::text, 6, '0'), _id,
      benhnhan_id, 'DA_THANH_TOAN', 100000 + (sothutu % 50) * 10000, 100000 + (sothutu % 50) * 10000,
      100000 + (sothutu % 50) * 10000, ketthuc_luc, ketthuc_luc
    from luotkham`);
  // Each bill sells one of five services of two groups, so the sales report groups real lines.
  const groups = await db
    .insert(serviceGroups)
    .values([
      { phongkham_id: id, tendanhmuc: 'Khám bệnh' },
      { phongkham_id: id, tendanhmuc: 'Cận lâm sàng' },
    ])
    .returning({ _id: serviceGroups._id });
  const sold = await db
    .insert(services)
    .values(
      ['Khám nội', 'Khám nhi', 'Siêu âm bụng', 'Điện tim', 'Xét nghiệm máu'].map((tendichvu, i) => ({
        phongkham_id: id,
        dmdichvu_id: groups[i < 2 ? 0 : 1]!._id,
        tendichvu,
        gia: 100_000,
      })),
    )
    .returning({ _id: services._id, tendichvu: services.tendichvu });
  await db.execute(sql`
    insert into hoadon_dong (_id, phongkham_id, hoadon_id, loai, dichvu_id, ten, soluong, dongia, thanhtien)
    select gen_random_uuid(), h.phongkham_id, h._id, 'DICH_VU',
      (array[${sql.join(
        sold.map((row) => sql`${row._id}::uuid`),
        sql`, `,
      )}])[n + 1],
      (array[${sql.join(
        sold.map((row) => sql`${row.tendichvu}`),
        sql`, `,
      )}])[n + 1], 1, h.tongtien, h.tongtien
    from hoadon h, lateral (select (h.tongtien / 10000)::int % 5 as n) as k`);
  await db.execute(sql`
    insert into phieuthu (_id, phongkham_id, so, hoadon_id, benhnhan_id, phuongthuc, sotien, "createdAt")
    select gen_random_uuid(), phongkham_id, 'PT-' || substr(so, 4), _id, benhnhan_id,
      (array['TIEN_MAT', 'THE', 'CHUYEN_KHOAN', 'VIETQR'])[(tongtien / 10000) % 4 + 1], tongtien, "createdAt"
    from hoadon`);
  await db.execute(sql`
    insert into phieuchi (_id, phongkham_id, so, hoadon_id, benhnhan_id, phuongthuc, sotien, lydo, "createdAt")
    select gen_random_uuid(), phongkham_id, 'PC-' || substr(so, 4), _id, benhnhan_id, 'TIEN_MAT', 50000,
      'Hoàn một dịch vụ không thực hiện', "createdAt" + interval '10 minutes'
    from hoadon where substr(so, 4)::int % 100 = 0`);
  // The statistics the server keeps (db/statistics.ts on PGlite, autovacuum on PostgreSQL).
  await refreshStatistics(handle);
  return id;
}

async function measure(database: string, handle: DatabaseHandle, log: (m: string) => void) {
  log(`reports: migrating and seeding ${VISITS.toLocaleString('en')} visits and bills on ${database}`);
  const seeded = performance.now();
  await handle.migrate();
  const clinic = await seed(handle);
  const seedSeconds = (performance.now() - seeded) / 1000;
  const today = clinicDay();
  const periods: [string, { tungay: string; denngay: string }][] = [
    ['12 months', { tungay: addDays(today, -(DAYS - 1)), denngay: today }],
    ['30 days', { tungay: addDays(today, -29), denngay: today }],
    ['today', { tungay: today, denngay: today }],
  ];
  const rows: ReportTiming[] = [];
  for (const [period, query] of periods) {
    const revenue = await timeRuns(RUNS, WARM_UP, async () => {
      const report = await readRevenue(handle.db, clinic, query);
      if (report.tongthu === 0) throw new Error('the revenue report found nothing: the bench is measuring nothing');
    });
    rows.push({ database, reading: 'revenue (doanhthu)', period, ...revenue, seedSeconds });
    const waits = await timeRuns(RUNS, WARM_UP, async () => {
      const report = await readWaits(handle.db, clinic, query);
      if (report.soluot === 0) throw new Error('the wait report found nothing: the bench is measuring nothing');
    });
    rows.push({ database, reading: 'waits (cho)', period, ...waits, seedSeconds });
    const sales = await timeRuns(RUNS, WARM_UP, async () => {
      const report = await readSales(handle.db, clinic, query);
      if (report.theodichvu.length === 0)
        throw new Error('the sales report found nothing: the bench is measuring nothing');
    });
    rows.push({ database, reading: 'sales (doanhso)', period, ...sales, seedSeconds });
  }
  return rows;
}

/** Every timing, PGlite first, then PostgreSQL when a server answers. */
export function benchReports(log: (m: string) => void): Promise<{ rows: ReportTiming[]; skipped: string[] }> {
  return onBothDatabases((database, handle) => measure(database, handle, log));
}

export function printReports(timings: { rows: ReportTiming[]; skipped: string[] }): void {
  printReportTimings(
    `Reports over a year: ${VISITS.toLocaleString('en')} visits and paid bills, a receipt each, ${RUNS} runs each:`,
    timings,
    TARGET_P95_MS,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printReports(await benchReports((m) => console.error(`bench: ${m}`)));
}
