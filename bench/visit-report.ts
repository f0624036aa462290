// The patients-and-flow report over a year of a busy clinic: seeds 30,000 patients registered through the year,
// 20,000 site requests, 40,000 appointments (site, from a request, by staff; arrived, no-show, cancelled) of six
// doctors, and 100,000 visits in four rooms (one in 25 cancelled, half from an appointment) each with a bill opened at
// check-in, nine in ten paid, over the last 365 clinic days, after 50,000 visits the year before (so most patients
// return and the year before is a real comparison), into a scratch database (PGlite in memory, and a PostgreSQL
// database created and dropped here). Then times readVisits as its route reads it over the year, the last 30 days and
// today, for the clinic and for one doctor. Target: p95 < 2 s on both. Rows are written with SQL in bulk: a bench
// measures reading.
// Run alone with `node --import tsx bench/visit-report.ts`.
import { addDays, CLINIC_TIME_ZONE, clinicDay } from '@phongkham/contracts';
import { eq, sql } from 'drizzle-orm';
import { refreshStatistics } from '../server/src/db/statistics';
import { pathToFileURL } from 'node:url';
import type { DatabaseHandle } from '../server/src/db/client';
import { clinics, doctors } from '../server/src/db/schema';
import { readVisits } from '../server/src/modules/reports/visits';
import { onBothDatabases, printReportTimings, timeRuns, type ReportTiming } from './support';

const VISITS = 100_000;
/** Visits in the year before the one measured. */
const HISTORY = 50_000;
const APPOINTMENTS = 40_000;
const REQUESTS = 20_000;
const PATIENTS = 30_000;
const DAYS = 365;
const DOCTORS = 6;
const RUNS = 30;
const WARM_UP = 3;
const TARGET_P95_MS = 2_000;

export async function seedVisitYear(handle: DatabaseHandle): Promise<{ clinic: string; doctor: string }> {
  const { db } = handle;
  const [clinic] = await db
    .insert(clinics)
    .values({ ten: 'Phòng khám đo tải lượt khám', diachi: '2 Đường Đo Tải', dienthoai: '0281234567' })
    .returning({ _id: clinics._id });
  const id = clinic!._id;
  const first = addDays(clinicDay(), -(DAYS - 1));
  const zone = sql.raw(`'${CLINIC_TIME_ZONE}'`);
  await db.execute(sql`
    insert into danhmuc (_id, phongkham_id, loai, ma, ten)
    select gen_random_uuid(), ${id}::uuid, 'PHONG', 'P-DT-' || i, 'Phòng đo tải ' || i from generate_series(1, 4) as i`);
  await db.execute(sql`
    insert into vaitro (_id, ma, ten, menu) values (gen_random_uuid(), 'DOTAI_LUOTKHAM', 'Vai trò đo tải', '[]')`);
  await db.execute(sql`
    insert into nhanvien (_id, phongkham_id, vaitro_id, taikhoan, matkhau, hoten)
    select gen_random_uuid(), ${id}::uuid, (select _id from vaitro where ma = 'DOTAI_LUOTKHAM'), 'dotai' || i, 'x',
      'Bác sĩ đo tải ' || i
    from generate_series(1, ${DOCTORS}) as i`);
  await db.execute(sql`
    insert into bacsi (_id, phongkham_id, nhanvien_id, chuyenkhoa)
    select gen_random_uuid(), ${id}::uuid, _id, 'Nội tổng quát' from nhanvien where taikhoan like 'dotai%'`);
  // Patient i registers on day i mod 365; request i arrives on day i mod 365.
  await db.execute(sql`
    insert into benhnhan (_id, phongkham_id, ma, hoten, "createdAt")
    select gen_random_uuid(), ${id}::uuid, 'BN-LK-' || lpad(i::text, 6, '0'), 'Bệnh nhân đo tải ' || i,
      ((${first}::date + (i % ${DAYS})) + time '09:00') at time zone ${zone}
    from generate_series(1, ${PATIENTS}) as i`);
  await db.execute(sql`
    insert into yeucau (_id, phongkham_id, loaiyeucau, hoten, dienthoai, "createdAt")
    select gen_random_uuid(), ${id}::uuid, 'DAT_LICH_HEN', 'Khách đo tải ' || i, '09' || lpad(i::text, 8, '0'),
      ((${first}::date + (i % ${DAYS})) + time '20:00') at time zone ${zone}
    from generate_series(1, ${REQUESTS}) as i`);
  // Appointment j: day j mod 365, doctor (j / 365) mod 6, the slot after it; a third from the site, a third from a
  // request, a third by staff; one in 20 cancelled, one in 20 a no-show, the rest arrived.
  await db.execute(sql`
    insert into lichhen (_id, phongkham_id, bacsi_id, batdau, ketthuc, trangthai, hoten, dienthoai, nguon, yeucau_id)
    select gen_random_uuid(), ${id}::uuid, b.ids[(j / ${DAYS}) % ${DOCTORS} + 1], s.batdau,
      s.batdau + interval '15 minutes',
      case j % 20 when 0 then 'DA_HUY' when 1 then 'KHONG_DEN' else 'DA_DEN' end, 'Người hẹn ' || j, '0900000000',
      case when j % 3 = 0 then 'WEB' else 'NHAN_VIEN' end,
      case when j % 3 = 1 then r.ids[j % ${REQUESTS} + 1] end
    from generate_series(0, ${APPOINTMENTS - 1}) as j,
      (select array_agg(_id order by _id) as ids from bacsi where phongkham_id = ${id}::uuid) as b,
      (select array_agg(_id order by _id) as ids from yeucau where phongkham_id = ${id}::uuid) as r,
      lateral (select ((${first}::date + (j % ${DAYS})) + time '07:00'
        + (j / ${DAYS * DOCTORS}) * interval '15 minutes') at time zone ${zone} as batdau) as s`);
  // Visit i: day i mod 365, patient i mod 30,000, room i mod 4, doctor i mod 7 (the seventh: none named); the year
  // before holds half as many, so most patients of the year measured are returning and the look back has work.
  const visitsFrom = (start: string, count: number) => sql`
    insert into luotkham (_id, phongkham_id, benhnhan_id, phong_id, bacsi_id, ngay, sothutu, trangthai, lichhen_id,
      den_luc)
    select gen_random_uuid(), ${id}::uuid, p.ids[i % ${PATIENTS} + 1], r.ids[i % 4 + 1], b.ids[i % 7 + 1],
      ${start}::date + (i % ${DAYS}), i / ${DAYS} + 1, case when i % 25 = 0 then 'HUY' else 'XONG' end,
      case when i % 2 = 0 then gen_random_uuid() end,
      ((${start}::date + (i % ${DAYS})) + time '08:00') at time zone ${zone}
    from generate_series(0, ${count - 1}) as i,
      (select array_agg(_id order by ma) as ids from benhnhan where phongkham_id = ${id}::uuid) as p,
      (select array_agg(_id order by ma) as ids from danhmuc where phongkham_id = ${id}::uuid) as r,
      (select array_agg(_id order by _id) as ids from bacsi where phongkham_id = ${id}::uuid) as b`;
  await db.execute(visitsFrom(first, VISITS));
  await db.execute(visitsFrom(addDays(first, -DAYS), HISTORY));
  // Each visit's bill opens at its check-in.
  await db.execute(sql`
    insert into hoadon (_id, phongkham_id, so, luotkham_id, benhnhan_id, trangthai, tongtien, phaitra, dathu,
      "createdAt")
    select gen_random_uuid(), phongkham_id, 'HD-LK-' || lpad(row_number() over (order by _id)::text, 6, '0'), _id,
      benhnhan_id, case when sothutu % 10 = 0 then 'DA_PHAT_HANH' else 'DA_THANH_TOAN' end, 150000, 150000,
      case when sothutu % 10 = 0 then 0 else 150000 end, den_luc
    from luotkham where phongkham_id = ${id}::uuid`);
  // The statistics the server keeps (db/statistics.ts on PGlite, autovacuum on PostgreSQL).
  await refreshStatistics(handle);
  const [doctor] = await db.select({ _id: doctors._id }).from(doctors).where(eq(doctors.phongkham_id, id)).limit(1);
  return { clinic: id, doctor: doctor!._id };
}

async function measure(database: string, handle: DatabaseHandle, log: (m: string) => void) {
  log(`visit report: migrating and seeding ${VISITS.toLocaleString('en')} visits on ${database}`);
  const seeded = performance.now();
  await handle.migrate();
  const { clinic, doctor } = await seedVisitYear(handle);
  const seedSeconds = (performance.now() - seeded) / 1000;
  const today = clinicDay();
  const periods: [string, { tungay: string; denngay: string }][] = [
    ['12 months', { tungay: addDays(today, -(DAYS - 1)), denngay: today }],
    ['30 days', { tungay: addDays(today, -29), denngay: today }],
    ['today', { tungay: today, denngay: today }],
  ];
  const rows: ReportTiming[] = [];
  for (const [period, query] of periods) {
    for (const [reading, bacsi_id] of [
      ['clinic', undefined],
      ['one doctor', doctor],
    ] as const) {
      const timing = await timeRuns(RUNS, WARM_UP, async () => {
        const report = await readVisits(handle.db, clinic, { ...query, bacsi_id });
        if (report.soluot === 0) throw new Error('the visit report found nothing: the bench is measuring nothing');
      });
      rows.push({ database, reading, period, ...timing, seedSeconds });
    }
  }
  return rows;
}

/** Every timing, PGlite first, then PostgreSQL when a server answers. */
export function benchVisitReport(log: (m: string) => void): Promise<{ rows: ReportTiming[]; skipped: string[] }> {
  return onBothDatabases((database, handle) => measure(database, handle, log));
}

export function printVisitReport(timings: { rows: ReportTiming[]; skipped: string[] }): void {
  printReportTimings(
    `Patients-and-flow report over a year: ${VISITS.toLocaleString('en')} visits, ` +
      `${APPOINTMENTS.toLocaleString('en')} appointments, ${REQUESTS.toLocaleString('en')} requests, ${RUNS} runs each:`,
    timings,
    TARGET_P95_MS,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printVisitReport(await benchVisitReport((m) => console.error(`bench: ${m}`)));
}
