// The health statistics form (GET /api/baocao/thongke; docs/decisions/0072-health-statistics.md): the period's finished
// visits counted under their signed record's main diagnosis, by ICD-10 three-character category and chapter, with the
// women and the children under 15 (age on the visit's day) among them. One grouped read: a year of visits never
// leaves the database row by row. A visit counts once, by its first signed record's main diagnosis.
import { CHILD_AGE, type HealthStatistics, type HealthStatisticsQuery } from '@phongkham/contracts';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { examinations, patients, visits } from '../../db/schema';
import { clinicCondition } from '../../lib/crud/scope';
import { romanValue } from './clinical';
import { readPeriod } from './period';

interface CategoryRow {
  ma: string;
  ten: string | null;
  ten_en: string | null;
  chuong: string | null;
  ten_chuong: string | null;
  tongso: number;
  nu: number;
  treem: number;
}

const outpatient = (rows: { tongso: number; nu: number; treem: number }[]) => ({
  tongso: rows.reduce((sum, row) => sum + row.tongso, 0),
  nu: rows.reduce((sum, row) => sum + row.nu, 0),
  treem: rows.reduce((sum, row) => sum + row.treem, 0),
});

export async function readStatistics(
  db: Database,
  clinic: string | null,
  query: HealthStatisticsQuery,
): Promise<Omit<HealthStatistics, 'phongkham'>> {
  const period = readPeriod(query);
  const finished = and(
    clinicCondition(visits.phongkham_id, clinic),
    gte(visits.ngay, period.tungay),
    lte(visits.ngay, period.denngay),
    eq(visits.trangthai, 'XONG'),
  );
  // Each finished visit's main diagnosis: its first signed record's (a visit has one record; the order keeps it so).
  const diagnosed = sql`
    select distinct on (${visits._id}) ${visits._id} as luotkham_id, left(k.chandoan_chinh, 3) as ma,
      ${patients.gioitinh} = 'NU' as nu,
      ${patients.ngaysinh} is not null and ${patients.ngaysinh} > ${visits.ngay} - make_interval(years => ${CHILD_AGE}) as treem
    from ${visits}
    join ${patients} on ${patients._id} = ${visits.benhnhan_id}
    join ${examinations} k on k.luotkham_id = ${visits._id} and k.kyluc is not null and k.chandoan_chinh is not null
    where ${finished}
    order by ${visits._id}, k.kyluc`;
  const [grouped, all] = await Promise.all([
    db.execute(sql`
      select d.ma, i.ten, i.ten_en, i.chuong, i.ten_chuong, count(*)::int as tongso,
        count(*) filter (where d.nu)::int as nu, count(*) filter (where d.treem)::int as treem
      from (${diagnosed}) d left join icd10 i on i.ma = d.ma
      group by d.ma, i.ten, i.ten_en, i.chuong, i.ten_chuong
      order by d.ma`),
    db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(visits)
      .where(finished),
  ]);
  const rows = (grouped as unknown as { rows: CategoryRow[] }).rows.map((row) => ({
    ...row,
    tongso: Number(row.tongso),
    nu: Number(row.nu),
    treem: Number(row.treem),
  }));
  const chapters = new Map<string, CategoryRow[]>();
  for (const row of rows) chapters.set(row.chuong ?? '', [...(chapters.get(row.chuong ?? '') ?? []), row]);
  const chuong = [...chapters.values()]
    .map((categories) => ({
      chuong: categories[0]!.chuong,
      ten_chuong: categories[0]!.ten_chuong,
      ...outpatient(categories),
      nhom: categories.map(({ ma, ten, ten_en, tongso, nu, treem }) => ({ ma, ten, ten_en, tongso, nu, treem })),
    }))
    .sort((a, b) => romanValue(a.chuong) - romanValue(b.chuong));
  const totals = outpatient(rows);
  return {
    tungay: period.tungay,
    denngay: period.denngay,
    ...totals,
    khongchandoan: (all[0]?.n ?? 0) - totals.tongso,
    chuong,
  };
}
