// The pharmacy report over a year of a busy dispensary: seeds 500 drugs in 2,000 batches of the clinic's pharmacy
// (expiries from two months ago to two years out, one drug in ten never issued), each batch's opening stock, then
// 100,000 stock documents of three lines each (300,000 movements) over the last 365 clinic days: dispensing, counter
// sales, internal use, goods received, returns to the supplier and from patients, destructions and stocktake
// adjustments, with each line's running balance as posting writes it. Then times the report as its route reads it
// (readPharmacy) over the year, the last 30 days, today, and a month that ended 60 days ago (the stock taken back
// from today), on PGlite in memory and a scratch PostgreSQL database. Target: p95 < 2 s on both. Rows are written
// with SQL in bulk: a bench measures reading. Run alone with `node --import tsx bench/pharmacy-report.ts`.
import { addDays, clinicDay } from '@phongkham/contracts';
import { sql } from 'drizzle-orm';
import { refreshStatistics } from '../server/src/db/statistics';
import { pathToFileURL } from 'node:url';
import type { DatabaseHandle } from '../server/src/db/client';
import { clinics, stores } from '../server/src/db/schema';
import { readPharmacy } from '../server/src/modules/reports/pharmacy';
import { onBothDatabases, printReportTimings, timeRuns, type ReportTiming } from './support';

const DRUGS = 500;
const BATCHES = 2_000;
const DOCUMENTS = 100_000;
const LINES_PER_DOCUMENT = 3;
export const MOVEMENTS = DOCUMENTS * LINES_PER_DOCUMENT;
const DAYS = 365;
const OPENING = 10_000;
const RUNS = 20;
const WARM_UP = 3;
export const TARGET_P95_MS = 2_000;

async function seed(handle: DatabaseHandle): Promise<string> {
  const { db } = handle;
  const [clinic] = await db
    .insert(clinics)
    .values({ ten: 'Phòng khám đo tải kho thuốc', diachi: '1 Đường Đo Tải', dienthoai: '0281234567' })
    .returning({ _id: clinics._id });
  const id = clinic!._id;
  const [store] = await db
    .insert(stores)
    .values({ phongkham_id: id, ten: 'Nhà thuốc', loai: 'NHA_THUOC' })
    .returning({ _id: stores._id });
  await db.insert(stores).values({ phongkham_id: id, ten: 'Vật tư', loai: 'VAT_TU' });
  const today = clinicDay();
  const first = addDays(today, -(DAYS - 1));
  await db.execute(sql`
    insert into thuoc (_id, tenthuoc, thanhphan, hoatchat, dangbaoche, donvitinh, duongdung)
    select gen_random_uuid(), 'Thuốc đo tải ' || lpad(i::text, 3, '0'),
      '[{"hoatchat":"Hoạt chất","hamluong":"500 mg"}]'::jsonb, 'Hoạt chất', 'Viên nén', 'Viên', 'UONG'
    from generate_series(1, ${DRUGS}) as i`);
  // Batch i is of drug i mod 500; its expiry from 60 days ago to two years out; one in 97 held.
  await db.execute(sql`
    insert into lohang (_id, phongkham_id, kho_id, thuoc_id, solo, handung, soluong, gianhap, giaban, tamgiu)
    select gen_random_uuid(), ${id}::uuid, ${store!._id}::uuid, d.ids[(i % ${DRUGS}) + 1], 'LO' || i,
      ${today}::date - 60 + (i * 37 % 790), 0, 1000 + (i * 7) % 9000, 2000 + (i * 7) % 9000, i % 97 = 0
    from generate_series(0, ${BATCHES - 1}) as i,
      (select array_agg(_id order by tenthuoc) as ids from thuoc) as d`);
  // The opening stock: one document whose lines bring each batch its first units, the day before the year.
  const [opening] = (
    (await db.execute(sql`
      insert into phieukho (_id, phongkham_id, so, loai, kho_id, ngay, "createdAt")
      values (gen_random_uuid(), ${id}::uuid, 'PTD-0', 'TON_DAU', ${store!._id}::uuid, ${addDays(first, -1)}::date,
        ${addDays(first, -1)}::date + time '07:00')
      returning _id`)) as unknown as { rows: { _id: string }[] }
  ).rows;
  await db.execute(sql`
    insert into phieukho_dong (_id, phieukho_id, thutu, kho_id, lohang_id, thuoc_id, soluong, tonsau, gianhap,
      giaban, "createdAt")
    select gen_random_uuid(), ${opening!._id}::uuid, row_number() over (order by solo), kho_id, _id, thuoc_id, ${OPENING}, ${OPENING},
      gianhap, giaban, ${addDays(first, -1)}::date + time '07:00'
    from lohang order by solo`);
  // Document j: its kind by j mod 100 (70 % dispensing, 15 % counter sales, 5 % internal use, 5 % receipts, and a
  // return to the supplier, a patient's return, a destruction and a stocktake adjustment in each hundred), its day
  // j mod 365. Its three lines move batches of the drugs that are issued (drug numbers not divisible by ten).
  await db.execute(sql`
    insert into phieukho (_id, phongkham_id, so, loai, lydo, kho_id, ngay, "createdAt")
    select gen_random_uuid(), ${id}::uuid, 'PK-' || j, k.loai, k.lydo, ${store!._id}::uuid,
      ${first}::date + (j % ${DAYS}), ${first}::date + (j % ${DAYS}) + time '07:00' + (j % 600) * interval '1 minute'
    from generate_series(0, ${DOCUMENTS - 1}) as j,
      lateral (select case
        when j % 100 < 70 then 'XUAT' when j % 100 < 85 then 'XUAT' when j % 100 < 90 then 'XUAT'
        when j % 100 < 95 then 'NHAP' when j % 100 = 95 then 'TRA_NCC' when j % 100 = 96 then 'TRA_LAI'
        when j % 100 = 97 then 'HUY' else 'KIEM_KE' end as loai,
        case when j % 100 < 70 then 'PHAT_THUOC' when j % 100 < 85 then 'BAN_LE'
          when j % 100 < 90 then 'SU_DUNG_NOI_BO' end as lydo) as k`);
  await db.execute(sql`
    with docs as (
      select _id, substr(so, 4)::int as j, loai, "createdAt" from phieukho where so like 'PK-%'
    ), active as (
      select array_agg(b._id order by b.solo) as ids
      from lohang b join thuoc t on t._id = b.thuoc_id
      where right(t.tenthuoc, 3)::int % 10 <> 0
    ), moves as (
      select d._id as phieukho_id, n as thutu, d."createdAt", d.j,
        a.ids[((d.j * 7 + n * 131) % array_length(a.ids, 1)) + 1] as lohang_id,
        case when d.loai in ('NHAP') then 50 when d.loai = 'TRA_LAI' then 1
          else -(1 + (d.j + n) % 5) end as soluong
      from docs d, active a, generate_series(0, ${LINES_PER_DOCUMENT - 1}) as n
    )
    insert into phieukho_dong (_id, phieukho_id, thutu, kho_id, lohang_id, thuoc_id, soluong, tonsau, gianhap,
      giaban, "createdAt")
    select gen_random_uuid(), m.phieukho_id, m.thutu, b.kho_id, m.lohang_id, b.thuoc_id, m.soluong,
      ${OPENING} + sum(m.soluong) over (partition by m.lohang_id order by m.j, m.thutu), b.gianhap, b.giaban,
      m."createdAt"
    from moves m join lohang b on b._id = m.lohang_id
    order by m.j, m.thutu`);
  await db.execute(sql`
    update lohang b set soluong = s.ton
    from (select lohang_id, sum(soluong) as ton from phieukho_dong group by lohang_id) s
    where s.lohang_id = b._id`);
  // The statistics the server keeps (db/statistics.ts on PGlite, autovacuum on PostgreSQL).
  await refreshStatistics(handle);
  return id;
}

async function measure(database: string, handle: DatabaseHandle, log: (m: string) => void) {
  log(`pharmacy report: migrating and seeding ${MOVEMENTS.toLocaleString('en')} stock movements on ${database}`);
  const seeded = performance.now();
  await handle.migrate();
  const clinic = await seed(handle);
  const seedSeconds = (performance.now() - seeded) / 1000;
  const today = clinicDay();
  const periods: [string, { tungay: string; denngay: string }][] = [
    ['12 months', { tungay: addDays(today, -(DAYS - 1)), denngay: today }],
    ['30 days', { tungay: addDays(today, -29), denngay: today }],
    ['today', { tungay: today, denngay: today }],
    ['a month ended 60 days ago', { tungay: addDays(today, -89), denngay: addDays(today, -60) }],
  ];
  const rows: ReportTiming[] = [];
  for (const [period, query] of periods) {
    const timing = await timeRuns(RUNS, WARM_UP, async () => {
      const report = await readPharmacy(handle.db, clinic, query, 90);
      if (report.giatri_ton === 0 || report.kytruoc.theoloai.length === 0 || report.chamluanchuyen.so === 0) {
        throw new Error('the pharmacy report found nothing: the bench is measuring nothing');
      }
    });
    rows.push({ database, period, ...timing, seedSeconds });
  }
  return rows;
}

/** Every timing, PGlite first, then PostgreSQL when a server answers. */
export function benchPharmacyReport(log: (m: string) => void): Promise<{ rows: ReportTiming[]; skipped: string[] }> {
  return onBothDatabases((database, handle) => measure(database, handle, log));
}

export function printPharmacyReport(timings: { rows: ReportTiming[]; skipped: string[] }): void {
  printReportTimings(
    `Pharmacy report over a year: ${MOVEMENTS.toLocaleString('en')} stock movements in ` +
      `${BATCHES.toLocaleString('en')} batches, ${RUNS} runs each:`,
    timings,
    TARGET_P95_MS,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printPharmacyReport(await benchPharmacyReport((m) => console.error(`bench: ${m}`)));
}
