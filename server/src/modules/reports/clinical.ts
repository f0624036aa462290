// The clinical report (GET /api/baocao/lamsang; docs/decisions/0065-clinical-report.md): what the finished visits of
// a period found and did. Every figure reads the visits finished (XONG) on the period's clinic days (luotkham.ngay)
// and what hangs on them: the signed visit records' diagnoses (ICD-10 code and chapter), the verified lab results
// (values flagged outside the range, ordered → verified), the signed prescriptions that were not voided (their
// drugs, and the antibiotics among them: ATC J01). One grouped read per figure, so a year of visits never leaves the
// database row by row; medians are percentile_cont in SQL.
import {
  ANTIBIOTIC_ATC_PREFIX,
  CLINICAL_TOP,
  type ClinicalChapter,
  type ClinicalDiagnosis,
  type ClinicalDrug,
  type ClinicalFigures,
  type ClinicalLabTest,
  type ClinicalReport,
  type ClinicalReportQuery,
} from '@phongkham/contracts';
import { and, desc, eq, gte, inArray, isNotNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  drugs,
  examinations,
  labTests,
  orderLines,
  prescriptionLines,
  prescriptions,
  results,
  resultValues,
  services,
  visits,
} from '../../db/schema';
import { clinicCondition } from '../../lib/crud/scope';
import { previousPeriod, readPeriod, type Period } from './period';

/** Flags that say a value lies outside its range (low, high, or critically so). */
const abnormalFlags = ['THAP', 'CAO', 'NGUY_HIEM_THAP', 'NGUY_HIEM_CAO'] as const;

/** A prescription that counts: signed and not voided (a reissue replaces a voided one and is counted instead). */
const prescribed = and(isNotNull(prescriptions.kyluc), ne(prescriptions.trangthai, 'HUY'));
const antibiotic = sql`${drugs.maatc} like ${`${ANTIBIOTIC_ATC_PREFIX}%`}`;

const int = (expression: SQL) => sql<number>`coalesce(${expression}, 0)::int`.mapWith(Number);
/** The median of some minutes, to a tenth; null over none. */
const median = (of: SQL) =>
  sql<number | null>`round((percentile_cont(0.5) within group (order by ${of}))::numeric, 1)`.mapWith((value) =>
    value === null ? null : Number(value),
  );
/** Ordered (the order line written) → verified (the result approved). */
const turnaround = sql`extract(epoch from (${results.duyet_luc} - ${orderLines.createdAt})) / 60.0`;

const ratio = (part: number, whole: number, places: number) =>
  whole === 0 ? null : Math.round((part / whole) * 10 ** places) / 10 ** places;

/**
 * The visits a figure reads: finished on the period's days, in the reader's clinic, and of one doctor when asked —
 * the visit's doctor, or the doctor who examined it (its record's) when the visit was never assigned.
 */
function finishedVisits(clinic: string | null, period: Period, doctor: string | undefined): SQL {
  return and(
    clinicCondition(visits.phongkham_id, clinic),
    gte(visits.ngay, period.tungay),
    lte(visits.ngay, period.denngay),
    eq(visits.trangthai, 'XONG'),
    // The assigned visits through the doctor's index; the record is looked up only for the few never assigned.
    doctor
      ? sql`(${visits.bacsi_id} = ${doctor} or (${visits.bacsi_id} is null and exists (select 1 from khambenh k
          where k.luotkham_id = ${visits._id} and k.bacsi_id = ${doctor})))`
      : undefined,
  )!;
}

interface CodeCount {
  ma: string;
  ten: string | null;
  ten_en: string | null;
  chuong: string | null;
  ten_chuong: string | null;
  solan: number;
  chinh: number;
}

/**
 * Every code the period's signed records name, main or secondary, with the catalogue's names and chapter, in one scan
 * of the records: each record's codes unnested, the main one first. The write path keeps a record's codes distinct
 * (no secondary repeats another or the main one), so a row per code and record is a record naming the code.
 */
async function diagnosisCounts(db: Database, where: SQL): Promise<CodeCount[]> {
  const result = await db.execute(sql`
    select c.ma, i.ten, i.ten_en, i.chuong, i.ten_chuong, c.solan, c.chinh
    from (
      select u.ma, count(*)::int as solan, count(*) filter (where u.n = 1)::int as chinh
        from ${examinations} k
        join ${visits} on ${visits._id} = k.luotkham_id
        cross join lateral unnest(array[k.chandoan_chinh] || k.chandoan_phu) with ordinality as u(ma, n)
        where ${where} and k.kyluc is not null and u.ma is not null
        group by u.ma
    ) c left join icd10 i on i.ma = c.ma`);
  return (result as unknown as { rows: CodeCount[] }).rows.map((row) => ({
    ...row,
    solan: Number(row.solan),
    chinh: Number(row.chinh),
  }));
}

/** Roman numerals I to XXII in order: chapters sort by number, not by letters (XXII before V would be wrong). */
export const romanValue = (numeral: string | null): number => {
  if (!numeral) return Number.MAX_SAFE_INTEGER;
  const digits: Record<string, number> = { I: 1, V: 5, X: 10, L: 50 };
  let total = 0;
  for (let i = 0; i < numeral.length; i++) {
    const value = digits[numeral[i]!] ?? 0;
    const next = digits[numeral[i + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
};

function byChapter(now: CodeCount[], then: CodeCount[]): ClinicalChapter[] {
  const chapters = new Map<string, ClinicalChapter>();
  const add = (rows: CodeCount[], field: 'solan' | 'kytruoc') => {
    for (const row of rows) {
      const key = row.chuong ?? '';
      const chapter = chapters.get(key) ?? { chuong: row.chuong, ten_chuong: row.ten_chuong, solan: 0, kytruoc: 0 };
      chapter[field] += row.solan;
      chapters.set(key, chapter);
    }
  };
  add(now, 'solan');
  add(then, 'kytruoc');
  return [...chapters.values()].sort((a, b) => romanValue(a.chuong) - romanValue(b.chuong));
}

function topDiagnoses(now: CodeCount[], then: CodeCount[]): ClinicalDiagnosis[] {
  const before = new Map(then.map((row) => [row.ma, row.solan]));
  return [...now]
    .sort((a, b) => b.solan - a.solan || b.chinh - a.chinh || a.ma.localeCompare(b.ma))
    .slice(0, CLINICAL_TOP)
    .map((row) => ({
      ma: row.ma,
      ten: row.ten,
      ten_en: row.ten_en,
      chuong: row.chuong,
      solan: row.solan,
      chinh: row.chinh,
      kytruoc: before.get(row.ma) ?? 0,
    }));
}

/** The lab order lines verified on the period's visits: the lab's (values), not imaging. */
const verifiedLab = (where: SQL) =>
  and(where, isNotNull(results.duyet_luc), ne(orderLines.trangthai, 'HUY'), eq(services.loai, 'XET_NGHIEM'));

/**
 * The headline figures of a period. The diagnoses and the lab values are the sums of the period's codes and tests
 * (read once for their tables), so each figure is still one grouped read.
 */
async function headline(
  db: Database,
  where: SQL,
  period: Period,
  reading: Promise<[CodeCount[], ClinicalLabTest[]]>,
): Promise<ClinicalFigures> {
  const [visitRow, labRow, prescriptionRow, [codes, tests]] = await Promise.all([
    db
      .select({
        soluot: int(sql`count(*)`),
        sohoso: int(sql`count(${examinations._id}) filter (where ${examinations.kyluc} is not null)`),
      })
      .from(visits)
      .leftJoin(examinations, eq(examinations.luotkham_id, visits._id))
      .where(where),
    db
      .select({ soxetnghiem: int(sql`count(*)`), xetnghiem_trungvi_phut: median(turnaround) })
      .from(orderLines)
      .innerJoin(visits, eq(visits._id, orderLines.luotkham_id))
      .innerJoin(services, eq(services._id, orderLines.dichvu_id))
      .innerJoin(results, eq(results.chidinh_id, orderLines._id))
      .where(verifiedLab(where)),
    // A prescription per row; whether it holds an antibiotic is a hashed look-up in the lines of J01 drugs (found
    // through the lines' drug index), not a join of every line.
    db
      .select({
        sodonthuoc: int(sql`count(*)`),
        soluot_khangsinh: int(
          sql`count(distinct ${prescriptions.luotkham_id}) filter (where ${prescriptions._id} in (
            select l.donthuoc_id from donthuoc_chitiet l join thuoc t on t._id = l.thuoc_id
            where t.maatc like ${`${ANTIBIOTIC_ATC_PREFIX}%`}))`,
        ),
      })
      .from(prescriptions)
      .innerJoin(visits, eq(visits._id, prescriptions.luotkham_id))
      .where(and(where, prescribed)),
    reading,
  ]);
  const { soluot = 0, sohoso = 0 } = visitRow[0] ?? {};
  const { soxetnghiem = 0, xetnghiem_trungvi_phut = null } = labRow[0] ?? {};
  const { sodonthuoc = 0, soluot_khangsinh = 0 } = prescriptionRow[0] ?? {};
  const sochiso = tests.reduce((sum, test) => sum + test.soketqua, 0);
  const sobatthuong = tests.reduce((sum, test) => sum + test.sobatthuong, 0);
  return {
    tungay: period.tungay,
    denngay: period.denngay,
    soluot,
    sohoso,
    sochandoan: codes.reduce((sum, code) => sum + code.solan, 0),
    soxetnghiem,
    sochiso,
    sobatthuong,
    tyle_batthuong: ratio(sobatthuong, sochiso, 4),
    xetnghiem_trungvi_phut,
    sodonthuoc,
    donthuoc_moiluot: ratio(sodonthuoc, soluot, 2),
    soluot_khangsinh,
    tyle_khangsinh: ratio(soluot_khangsinh, soluot, 4),
  };
}

async function labTestsOf(db: Database, where: SQL): Promise<ClinicalLabTest[]> {
  const rows = await db
    .select({
      chiso_id: labTests._id,
      ma: labTests.ma,
      ten: labTests.ten,
      ten_en: labTests.ten_en,
      tendichvu: services.tendichvu,
      soketqua: int(sql`count(*)`),
      sobatthuong: int(sql`count(*) filter (where ${inArray(resultValues.co, [...abnormalFlags])})`),
      trungvi_phut: median(turnaround),
    })
    .from(resultValues)
    .innerJoin(labTests, eq(labTests._id, resultValues.chiso_id))
    .innerJoin(results, eq(results._id, resultValues.ketqua_id))
    .innerJoin(orderLines, eq(orderLines._id, results.chidinh_id))
    .innerJoin(services, eq(services._id, orderLines.dichvu_id))
    .innerJoin(visits, eq(visits._id, orderLines.luotkham_id))
    .where(verifiedLab(where))
    .groupBy(labTests._id, services.tendichvu);
  return rows
    .map((row) => ({ ...row, tyle_batthuong: ratio(row.sobatthuong, row.soketqua, 4) }))
    .sort((a, b) => b.soketqua - a.soketqua || a.ten.localeCompare(b.ten, 'vi'));
}

/**
 * The most prescribed drugs: first each drug's quantity per prescription (a drug written on two lines of one
 * prescription is one prescription), then per drug; both hashed groupings, no sort of every line.
 */
async function topDrugs(db: Database, where: SQL): Promise<ClinicalDrug[]> {
  const perPrescription = db
    .select({
      thuoc_id: prescriptionLines.thuoc_id,
      soluong: sql<number>`sum(${prescriptionLines.soluong})`.as('soluong'),
    })
    .from(prescriptionLines)
    .innerJoin(prescriptions, eq(prescriptions._id, prescriptionLines.donthuoc_id))
    .innerJoin(visits, eq(visits._id, prescriptions.luotkham_id))
    .where(and(where, prescribed))
    .groupBy(prescriptionLines.thuoc_id, prescriptionLines.donthuoc_id)
    .as('theodon');
  const sodon = int(sql`count(*)`);
  const soluong = int(sql`sum(${perPrescription.soluong})`);
  return db
    .select({
      thuoc_id: drugs._id,
      tenthuoc: drugs.tenthuoc,
      donvitinh: drugs.donvitinh,
      sodon,
      soluong,
      khangsinh: sql<boolean>`coalesce(${antibiotic}, false)`.mapWith(Boolean),
    })
    .from(perPrescription)
    .innerJoin(drugs, eq(drugs._id, perPrescription.thuoc_id))
    .groupBy(drugs._id)
    .orderBy(desc(sodon), desc(soluong), drugs.tenthuoc)
    .limit(CLINICAL_TOP);
}

export async function readClinical(
  db: Database,
  clinic: string | null,
  query: ClinicalReportQuery,
): Promise<Omit<ClinicalReport, 'phongkham'>> {
  const period = readPeriod(query);
  const before = previousPeriod(period);
  const where = finishedVisits(clinic, period, query.bacsi_id);
  const whereBefore = finishedVisits(clinic, before, query.bacsi_id);
  // Every read starts at once (PostgreSQL answers them side by side); the headline sums what the tables read.
  const reading = Promise.all([diagnosisCounts(db, where), labTestsOf(db, where)]);
  const readingBefore = Promise.all([diagnosisCounts(db, whereBefore), labTestsOf(db, whereBefore)]);
  const [now, then, [codes, xetnghiem], [codesBefore], thuoc] = await Promise.all([
    headline(db, where, period, reading),
    headline(db, whereBefore, before, readingBefore),
    reading,
    readingBefore,
    topDrugs(db, where),
  ]);
  const { tungay, denngay, ...figures } = now;
  return {
    tungay,
    denngay,
    ...figures,
    chandoan: topDiagnoses(codes, codesBefore),
    theochuong: byChapter(codes, codesBefore),
    xetnghiem,
    thuoc,
    kytruoc: then,
  };
}
