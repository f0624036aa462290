// The clinical report over a year of a busy clinic: seeds 100,000 finished visits of six doctors (one in seven
// unassigned, its record the doctor's) over the last 365 clinic days, each with a signed record naming a main ICD-10
// code of 300 and up to two secondary ones, a lipid panel verified on one visit in three (three values, one in four
// out of range), and a signed prescription on four visits in five (one to three lines of 50 drugs, ten of them J01),
// into a scratch database (PGlite in memory, and a PostgreSQL database created and dropped here). Then times
// readClinical as its route reads it over the year, the last 30 days and today, for the clinic and for one doctor.
// Target: p95 < 2 s on both. Rows are written with SQL in bulk: a bench measures reading.
// Run alone with `node --import tsx bench/clinical-report.ts`.
import { addDays, CLINIC_TIME_ZONE, clinicDay } from '@phongkham/contracts';
import { eq, sql } from 'drizzle-orm';
import { refreshStatistics } from '../server/src/db/statistics';
import { pathToFileURL } from 'node:url';
import type { DatabaseHandle } from '../server/src/db/client';
import { clinics, doctors } from '../server/src/db/schema';
import { readClinical } from '../server/src/modules/reports/clinical';
import { onBothDatabases, printReportTimings, timeRuns, type ReportTiming } from './support';

const VISITS = 100_000;
const PATIENTS = 20_000;
const DAYS = 365;
const DOCTORS = 6;
const DRUGS = 50;
const RUNS = 15;
const WARM_UP = 2;
const TARGET_P95_MS = 2_000;

export async function seedClinicalYear(handle: DatabaseHandle): Promise<{ clinic: string; doctor: string }> {
  const { db } = handle;
  const [clinic] = await db
    .insert(clinics)
    .values({ ten: 'Phòng khám đo tải lâm sàng', diachi: '3 Đường Đo Tải', dienthoai: '0281234567' })
    .returning({ _id: clinics._id });
  const id = clinic!._id;
  const first = addDays(clinicDay(), -(DAYS - 1));
  const zone = sql.raw(`'${CLINIC_TIME_ZONE}'`);
  const ofClinic = (table: string) =>
    sql.raw(`(select array_agg(_id order by _id) as ids from ${table} where phongkham_id = '${id}')`);
  await db.execute(sql`
    insert into danhmuc (_id, phongkham_id, loai, ma, ten) values (gen_random_uuid(), ${id}::uuid, 'PHONG', 'P-LS', 'Phòng đo tải')`);
  await db.execute(sql`
    insert into vaitro (_id, ma, ten, menu) values (gen_random_uuid(), 'DOTAI_LAMSANG', 'Vai trò đo tải', '[]')`);
  await db.execute(sql`
    insert into nhanvien (_id, phongkham_id, vaitro_id, taikhoan, matkhau, hoten)
    select gen_random_uuid(), ${id}::uuid, (select _id from vaitro where ma = 'DOTAI_LAMSANG'), 'lamsang' || i, 'x',
      'Bác sĩ đo tải ' || i
    from generate_series(1, ${DOCTORS}) as i`);
  await db.execute(sql`
    insert into bacsi (_id, phongkham_id, nhanvien_id, chuyenkhoa)
    select gen_random_uuid(), ${id}::uuid, _id, 'Nội tổng quát' from nhanvien where taikhoan like 'lamsang%'`);
  await db.execute(sql`
    insert into benhnhan (_id, phongkham_id, ma, hoten)
    select gen_random_uuid(), ${id}::uuid, 'BN-LS-' || lpad(i::text, 6, '0'), 'Bệnh nhân đo tải ' || i
    from generate_series(1, ${PATIENTS}) as i`);
  // Visit i: day i mod 365, doctor i mod 7 (the seventh: none named), finished.
  await db.execute(sql`
    insert into luotkham (_id, phongkham_id, benhnhan_id, phong_id, bacsi_id, ngay, sothutu, trangthai, den_luc)
    select gen_random_uuid(), ${id}::uuid, p.ids[i % ${PATIENTS} + 1], r.ids[1], b.ids[i % 7 + 1],
      ${first}::date + (i % ${DAYS}), i / ${DAYS} + 1, 'XONG',
      ((${first}::date + (i % ${DAYS})) + time '08:00') at time zone ${zone}
    from generate_series(0, ${VISITS - 1}) as i,
      (select array_agg(_id order by ma) as ids from benhnhan where phongkham_id = ${id}::uuid) as p,
      ${ofClinic('danhmuc')} as r, ${ofClinic('bacsi')} as b`);
  // A signed record per visit by its doctor (the first doctor for an unassigned visit): main code n of 300 categories
  // (skewed: n = sothutu² mod 300), and none, one or two secondary codes.
  await db.execute(sql`
    insert into khambenh (_id, phongkham_id, luotkham_id, bacsi_id, chandoan_chinh, chandoan_phu, kyluc, nguoiky_id)
    select gen_random_uuid(), v.phongkham_id, v._id, coalesce(v.bacsi_id, b.ids[1]),
      c.codes[(v.sothutu * v.sothutu) % 300 + 1],
      (array[c.codes[(v.sothutu * 7) % 300 + 1], c.codes[(v.sothutu * 11) % 300 + 1]])[1:(v.sothutu % 3)],
      v.den_luc + interval '20 minutes', (select nhanvien_id from bacsi where _id = coalesce(v.bacsi_id, b.ids[1]))
    from luotkham v, ${ofClinic('bacsi')} as b,
      (select array_agg(ma order by ma) as codes from (select ma from icd10 where length(ma) = 3 order by ma limit 300) as x) as c
    where v.phongkham_id = ${id}::uuid`);
  // The lab: one panel of three tests; every third visit has it ordered at check-in and verified 20 to 139 minutes
  // later, one value in four out of range.
  await db.execute(
    sql`insert into dmdichvu (_id, phongkham_id, tendanhmuc) values (gen_random_uuid(), ${id}::uuid, 'Xét nghiệm')`,
  );
  await db.execute(sql`
    insert into dichvu (_id, phongkham_id, dmdichvu_id, tendichvu, gia, loai)
    select gen_random_uuid(), ${id}::uuid, _id, 'Mỡ máu đo tải', 200000, 'XET_NGHIEM' from dmdichvu where phongkham_id = ${id}::uuid`);
  await db.execute(sql`
    insert into chisoxetnghiem (_id, phongkham_id, dichvu_id, ma, ten, thutu)
    select gen_random_uuid(), ${id}::uuid, d._id, t.ma, t.ten, t.n
    from dichvu d, (values (1, 'CHOL', 'Cholesterol'), (2, 'TG', 'Triglycerid'), (3, 'LDL', 'LDL-C')) as t(n, ma, ten)
    where d.phongkham_id = ${id}::uuid`);
  await db.execute(sql`
    insert into chidinh (_id, phongkham_id, luotkham_id, dichvu_id, tendichvu, dongia, trangthai, "createdAt")
    select gen_random_uuid(), v.phongkham_id, v._id, d._id, d.tendichvu, 200000, 'DA_DUYET', v.den_luc
    from luotkham v join dichvu d on d.phongkham_id = v.phongkham_id
    where v.phongkham_id = ${id}::uuid and v.sothutu % 3 = 0`);
  await db.execute(sql`
    insert into ketqua (_id, phongkham_id, chidinh_id, duyet_luc)
    select gen_random_uuid(), phongkham_id, _id, "createdAt" + (20 + (extract(epoch from "createdAt")::bigint / 60) % 120) * interval '1 minute'
    from chidinh where phongkham_id = ${id}::uuid`);
  await db.execute(sql`
    insert into ketquachiso (_id, ketqua_id, chiso_id, giatri, co)
    select gen_random_uuid(), k._id, t._id, 5,
      case when (row_number() over ()) % 4 = 0 then 'CAO' else 'BINH_THUONG' end
    from ketqua k join chidinh c on c._id = k.chidinh_id join chisoxetnghiem t on t.dichvu_id = c.dichvu_id
    where k.phongkham_id = ${id}::uuid`);
  // Drugs: 50, the first ten coded J01. Four visits in five get a signed prescription of one to three lines.
  await db.execute(sql`
    insert into thuoc (_id, tenthuoc, thanhphan, dangbaoche, donvitinh, duongdung, maatc)
    select gen_random_uuid(), 'Thuốc đo tải ' || lpad(i::text, 2, '0'), '[{"hoatchat":"Hoạt chất","hamluong":"500 mg"}]',
      'Viên nén', 'viên', 'UONG', case when i <= 10 then 'J01CA04' end
    from generate_series(1, ${DRUGS}) as i`);
  await db.execute(sql`
    insert into donthuoc (_id, phongkham_id, luotkham_id, benhnhan_id, bacsi_id, madonthuoc, trangthai, kyluc,
      nguoiky_id)
    select gen_random_uuid(), k.phongkham_id, k.luotkham_id, v.benhnhan_id, k.bacsi_id,
      '9' || lpad(row_number() over (order by k._id)::text, 11, '0') || '-c', 'DA_KY', k.kyluc, k.nguoiky_id
    from khambenh k join luotkham v on v._id = k.luotkham_id
    where k.phongkham_id = ${id}::uuid and v.sothutu % 5 <> 0`);
  await db.execute(sql`
    insert into donthuoc_chitiet (_id, donthuoc_id, thutu, thuoc_id, tenthuoc, donvitinh, lieu_moilan, solan_ngay,
      songay, soluong)
    select gen_random_uuid(), d._id, n, t.ids[(abs(hashtext(d._id::text)) + n * 17) % ${DRUGS} + 1], 'Thuốc', 'viên',
      1, 2, 5, 10
    from donthuoc d, generate_series(1, 3) as n,
      (select array_agg(_id order by tenthuoc) as ids from thuoc where tenthuoc like 'Thuốc đo tải%') as t
    where d.phongkham_id = ${id}::uuid and n <= abs(hashtext(d._id::text)) % 3 + 1`);
  // The statistics the server keeps (db/statistics.ts on PGlite, autovacuum on PostgreSQL).
  await refreshStatistics(handle);
  const [doctor] = await db.select({ _id: doctors._id }).from(doctors).where(eq(doctors.phongkham_id, id)).limit(1);
  return { clinic: id, doctor: doctor!._id };
}

/** One database's timings: migrate, seed the year, then read it. */
export async function measureClinicalReport(database: string, handle: DatabaseHandle, log: (m: string) => void) {
  log(`clinical report: migrating and seeding ${VISITS.toLocaleString('en')} visits on ${database}`);
  const seeded = performance.now();
  await handle.migrate();
  const { clinic, doctor } = await seedClinicalYear(handle);
  const seedSeconds = (performance.now() - seeded) / 1000;
  log(`clinical report: seeded ${database} in ${seedSeconds.toFixed(0)} s`);
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
        const report = await readClinical(handle.db, clinic, { ...query, bacsi_id });
        if (report.sohoso === 0 || report.sodonthuoc === 0 || report.xetnghiem.length === 0) {
          throw new Error('the clinical report found nothing: the bench is measuring nothing');
        }
      });
      rows.push({ database, reading, period, ...timing, seedSeconds });
      log(`clinical report on ${database}, ${reading}, ${period}: p95 ${timing.p95.toFixed(0)} ms`);
    }
  }
  return rows;
}

/** Every timing, PGlite first, then PostgreSQL when a server answers. */
export function benchClinicalReport(log: (m: string) => void): Promise<{ rows: ReportTiming[]; skipped: string[] }> {
  return onBothDatabases((database, handle) => measureClinicalReport(database, handle, log));
}

export function printClinicalReport(timings: { rows: ReportTiming[]; skipped: string[] }): void {
  printReportTimings(
    `Clinical report over a year: ${VISITS.toLocaleString('en')} finished visits with signed records, a lab panel on ` +
      `one in three, a prescription on four in five, ${RUNS} runs each:`,
    timings,
    TARGET_P95_MS,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printClinicalReport(await benchClinicalReport((m) => console.error(`bench: ${m}`)));
}
