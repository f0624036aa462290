// The pharmacy report (GET /api/baocao/khothuoc, docs/decisions/0066-pharmacy-report.md): the stores' stock at cost
// at the end of a period, what moved in it by kind of stock document, what is near its expiry or past it, and what
// holds stock that nobody issued, with the period before beside it. Read from the stock core's own rows (0057): the
// batch (lohang) holds today's quantity and cost, and the lines (phieukho_dong) every signed movement, so the stock
// at the end of an earlier day is today's less the lines of documents dated after it. Days are the documents' own
// business day (phieukho.ngay), as the stock card counts them, so the report's closing stock is the card's. Every
// amount is units × whole-đồng cost, summed in SQL as bigint: nothing is ever divided, so nothing rounds.
import {
  addDays,
  clinicDay,
  clinicInstant,
  issueReasons,
  PHARMACY_REPORT_ROWS,
  SLOW_MOVER_MIN_DAYS,
  stockDocumentKinds,
  type ExpiryBatchRow,
  type PharmacyReport,
  type PharmacyReportQuery,
  type PharmacyStore,
  type SlowMoverRow,
  type StockMovementKind,
} from '@phongkham/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { batches, drugs, products, stockDocumentLines, stockDocuments, stores } from '../../db/schema';
import { daysOf, previousPeriod, readPeriod, type Period } from './period';
import { now } from '../../db/clock';

/** Whose stock: a clinic's (or every clinic's, for the owner), one store's when named. */
interface Scope {
  clinic: string | null;
  kho_id?: string;
}

/** The stock is read at the end of `day` (documents dated after it taken back), or as it stands now (`now`). */
interface StockMoment {
  day: string;
  now: boolean;
}

const rowsOf = async <T>(db: Database, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const whole = (value: unknown) => Number(value ?? 0);

/** `alias.phongkham_id = clinic and alias.kho_id = store`, as far as the scope names them. */
function scoped(scope: Scope, clinicColumn: SQL, storeColumn: SQL): SQL {
  const parts = [sql`true`];
  if (scope.clinic) parts.push(sql`${clinicColumn} = ${scope.clinic}::uuid`);
  if (scope.kho_id) parts.push(sql`${storeColumn} = ${scope.kho_id}::uuid`);
  return sql.join(parts, sql` and `);
}

/**
 * The documents dated from `day` on. A document is dated its posting day or earlier (a receipt dated back to its
 * delivery, never forward: the contracts refuse a future day), so it was posted no earlier than `day`'s first moment:
 * that bound lets the document's (clinic, createdAt) index find them without reading the older ones.
 */
const datedFrom = (day: string) => sql`p.ngay >= ${day}::date and p."createdAt" >= ${clinicInstant(day)}`;

/**
 * Each batch in scope with its quantity at the stock moment: the batch's own when that is now, else its quantity
 * less the lines of the documents dated after that day (grouped by batch in one pass over them).
 */
function closingBatches(scope: Scope, at: StockMoment): SQL {
  const mine = scoped(scope, sql`b.phongkham_id`, sql`b.kho_id`);
  if (at.now) {
    return sql`select b._id, b.kho_id, b.thuoc_id, b.sanpham_id, b.solo, b.handung, b.tamgiu, b.gianhap, b.soluong
      from ${batches} b where ${mine}`;
  }
  return sql`select b._id, b.kho_id, b.thuoc_id, b.sanpham_id, b.solo, b.handung, b.tamgiu, b.gianhap,
      b.soluong - coalesce(l.sau, 0) as soluong
    from ${batches} b
    left join (
      select d.lohang_id, sum(d.soluong) as sau
      from ${stockDocuments} p join ${stockDocumentLines} d on d.phieukho_id = p._id
      where ${datedFrom(addDays(at.day, 1))} and ${scoped(scope, sql`p.phongkham_id`, sql`d.kho_id`)}
      group by d.lohang_id
    ) l on l.lohang_id = b._id
    where ${mine}`;
}

/** The batch is near its expiry at `day` (usable, expiring within `days` days, the expiry day counted: 0059's rule). */
const nearExpiry = (day: string, days: number) =>
  sql`(not c.tamgiu and c.handung >= ${day}::date and c.handung <= ${day}::date + ${days}::int)`;
const expired = (day: string) => sql`(c.handung < ${day}::date)`;
const value = sql`c.soluong::bigint * c.gianhap`;

/** A list part's rows with the item's name and unit (the drug's, or the product's: counted in units) and the store's. */
const withItem = (name: string) => {
  const part = sql.raw(name);
  return sql`${part}.*, coalesce(t.tenthuoc, s.tensanpham) as ten, t.donvitinh, k.ten as kho_ten
    from ${part} join ${stores} k on k._id = ${part}.kho_id
    left join ${drugs} t on t._id = ${part}.thuoc_id left join ${products} s on s._id = ${part}.sanpham_id`;
};

/**
 * An issue (a XUAT line out: dispensing, counter sale, internal use) of the row `h`'s item from its store, by the
 * item's index on the lines: `item` is `thuoc_id` or `sanpham_id`.
 */
const issuesOf = (item: 'thuoc_id' | 'sanpham_id', scope: Scope) =>
  sql`from ${stockDocumentLines} d join ${stockDocuments} p on p._id = d.phieukho_id
    where d.${sql.raw(item)} = h.${sql.raw(item)} and d.kho_id = h.kho_id and d.soluong < 0 and p.loai = 'XUAT'
      and ${scoped({ clinic: scope.clinic }, sql`p.phongkham_id`, sql``)}`;

interface List<T> {
  so: number;
  thanhtien: number;
  dong: T[];
}

interface StockAt {
  stores: PharmacyStore[];
  near: List<ExpiryBatchRow>;
  expired: List<ExpiryBatchRow>;
  slow: List<SlowMoverRow>;
}

type Part = 'kho' | 'gan' | 'het' | 'cham';

/**
 * The stock at a moment, in one statement so the batches' quantities are worked out once: by store (every live store
 * in scope, and a closed one still holding stock), the batches near expiry and expired, and the items (per store)
 * holding units with no issue dated from `since` to the stock day. Each list is counted and valued in full by a
 * window aggregate, and its first rows answered; the slow movers' last issue is looked up for those rows only. The
 * parts come back as JSON rows tagged by part, in each part's order (`stt`). Without `lists`, the stores only (the
 * period before: the parts not selected are never computed).
 */
async function stockAt(
  db: Database,
  scope: Scope,
  at: StockMoment,
  days: number,
  since: string,
  lists = true,
): Promise<StockAt> {
  const rows = await rowsOf<{ phan: Part; dong: Record<string, unknown> }>(
    db,
    sql`with c as materialized (${closingBatches(scope, at)}),
      kho_part as (
        select k._id as kho_id, k.ten as kho_ten,
          count(c._id) filter (where c.soluong > 0) as solo,
          coalesce(sum(${value}), 0)::bigint as giatri_ton,
          coalesce(sum(${value}) filter (where ${nearExpiry(at.day, days)}), 0)::bigint as giatri_ganhethan,
          coalesce(sum(${value}) filter (where ${expired(at.day)}), 0)::bigint as giatri_hethan,
          coalesce(sum(${value}) filter (where c.tamgiu), 0)::bigint as giatri_tamgiu
        from ${stores} k left join c on c.kho_id = k._id
        where ${scoped(scope, sql`k.phongkham_id`, sql`k._id`)}
        group by k._id, k.ten, k."deletedAt"
        having k."deletedAt" is null or coalesce(sum(c.soluong), 0) > 0
      ),
      gan as (
        select c._id as lohang_id, c.kho_id, c.thuoc_id, c.sanpham_id, c.solo, c.handung, c.soluong,
          ${value} as giatri, count(*) over () as tong_so, sum(${value}) over () as tong_giatri,
          row_number() over (order by c.handung, ${value} desc, c._id) as stt
        from c where c.soluong > 0 and ${nearExpiry(at.day, days)}
        order by stt limit ${PHARMACY_REPORT_ROWS}
      ),
      het as (
        select c._id as lohang_id, c.kho_id, c.thuoc_id, c.sanpham_id, c.solo, c.handung, c.soluong,
          ${value} as giatri, count(*) over () as tong_so, sum(${value}) over () as tong_giatri,
          row_number() over (order by ${value} desc, c.handung, c._id) as stt
        from c where c.soluong > 0 and ${expired(at.day)}
        order by stt limit ${PHARMACY_REPORT_ROWS}
      ),
      holding as (
        select c.kho_id, c.thuoc_id, c.sanpham_id, sum(c.soluong) as soluong, sum(${value})::bigint as giatri
        from c where c.soluong > 0
        group by c.kho_id, c.thuoc_id, c.sanpham_id
      ),
      slow as (
        select h.*, count(*) over () as tong_so, sum(h.giatri) over () as tong_giatri,
          row_number() over (order by h.giatri desc, h.kho_id, coalesce(h.thuoc_id, h.sanpham_id)) as stt
        from holding h
        -- One look per item down its lines' index, newest first (a LIMIT keeps the planner from joining every issue).
        left join lateral (
          select 1 as moved ${issuesOf('thuoc_id', scope)} and p.ngay between ${since}::date and ${at.day}::date
          order by d.stt desc limit 1
        ) by_drug on true
        left join lateral (
          select 1 as moved ${issuesOf('sanpham_id', scope)} and p.ngay between ${since}::date and ${at.day}::date
          order by d.stt desc limit 1
        ) by_product on true
        where by_drug.moved is null and by_product.moved is null
        order by stt limit ${PHARMACY_REPORT_ROWS}
      ),
      cham as (
        select h.*, coalesce(
          (select p.ngay ${issuesOf('thuoc_id', scope)} and p.ngay <= ${at.day}::date order by d.stt desc limit 1),
          (select p.ngay ${issuesOf('sanpham_id', scope)} and p.ngay <= ${at.day}::date order by d.stt desc limit 1)
        ) as xuat_cuoi
        from slow h
      )
      select 'kho' as phan, to_jsonb(x) as dong from kho_part x
      ${
        lists
          ? sql`union all select 'gan', to_jsonb(x) from (select ${withItem('gan')}) x
            union all select 'het', to_jsonb(x) from (select ${withItem('het')}) x
            union all select 'cham', to_jsonb(x) from (select ${withItem('cham')}) x`
          : sql``
      }`,
  );
  const part = (name: Part) =>
    rows
      .filter((row) => row.phan === name)
      .map((row) => row.dong)
      .sort((a, b) => whole(a.stt) - whole(b.stt));
  const item = (row: Record<string, unknown>) => ({
    kho_id: String(row.kho_id),
    kho_ten: String(row.kho_ten),
    thuoc_id: (row.thuoc_id as string | null) ?? null,
    sanpham_id: (row.sanpham_id as string | null) ?? null,
    ten: String(row.ten ?? ''),
    donvitinh: (row.donvitinh as string | null) ?? null,
    soluong: whole(row.soluong),
    thanhtien: whole(row.giatri),
  });
  const list = <T>(dong: Record<string, unknown>[], map: (row: Record<string, unknown>) => T): List<T> => ({
    so: whole(dong[0]?.tong_so),
    thanhtien: whole(dong[0]?.tong_giatri),
    dong: dong.map(map),
  });
  const batch = (row: Record<string, unknown>): ExpiryBatchRow => ({
    lohang_id: String(row.lohang_id),
    ...item(row),
    solo: String(row.solo),
    handung: String(row.handung),
  });
  return {
    stores: part('kho')
      .map((row) => ({
        kho_id: String(row.kho_id),
        kho_ten: String(row.kho_ten),
        solo: whole(row.solo),
        giatri_ton: whole(row.giatri_ton),
        giatri_ganhethan: whole(row.giatri_ganhethan),
        giatri_hethan: whole(row.giatri_hethan),
        giatri_tamgiu: whole(row.giatri_tamgiu),
      }))
      .sort((a, b) => b.giatri_ton - a.giatri_ton || a.kho_ten.localeCompare(b.kho_ten, 'vi')),
    near: list(part('gan'), batch),
    expired: list(part('het'), batch),
    slow: list(part('cham'), (row) => ({ ...item(row), xuat_cuoi: (row.xuat_cuoi as string | null) ?? null })),
  };
}

const kindOrder = (row: Pick<StockMovementKind, 'loai' | 'lydo'>) =>
  stockDocumentKinds.indexOf(row.loai) * 10 + (row.lydo ? issueReasons.indexOf(row.lydo) : 0);

/**
 * The period's lines by kind of document (an issue by its reason): in and out separately, so a correction shows as
 * a movement against its kind and a transfer as both its sides. Value at each line's own cost. The lines are summed
 * by document first, then the documents by kind (counting documents needs no distinct over the lines).
 */
async function movements(db: Database, scope: Scope, period: Period): Promise<StockMovementKind[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select loai, lydo, count(*) as sophieu, sum(sodong) as sodong, sum(soluong_vao) as soluong_vao,
        sum(soluong_ra) as soluong_ra, sum(giatri_vao) as giatri_vao, sum(giatri_ra) as giatri_ra
      from (
        select p._id, p.loai, p.lydo, count(*) as sodong,
          coalesce(sum(d.soluong) filter (where d.soluong > 0), 0) as soluong_vao,
          coalesce(-sum(d.soluong) filter (where d.soluong < 0), 0) as soluong_ra,
          coalesce(sum(d.soluong::bigint * d.gianhap) filter (where d.soluong > 0), 0) as giatri_vao,
          coalesce(-sum(d.soluong::bigint * d.gianhap) filter (where d.soluong < 0), 0) as giatri_ra
        from ${stockDocuments} p join ${stockDocumentLines} d on d.phieukho_id = p._id
        where ${datedFrom(period.tungay)} and p.ngay <= ${period.denngay}::date
          and ${scoped(scope, sql`p.phongkham_id`, sql`d.kho_id`)}
        group by p._id
      ) as document
      group by loai, lydo`,
  );
  return rows
    .map((row) => ({
      loai: row.loai as StockMovementKind['loai'],
      lydo: (row.lydo ?? null) as StockMovementKind['lydo'],
      sophieu: whole(row.sophieu),
      sodong: whole(row.sodong),
      soluong_vao: whole(row.soluong_vao),
      soluong_ra: whole(row.soluong_ra),
      giatri_vao: whole(row.giatri_vao),
      giatri_ra: whole(row.giatri_ra),
    }))
    .sort((a, b) => kindOrder(a) - kindOrder(b));
}

/** The stores' figures added up (exact: whole numbers summed in JavaScript's safe range). */
function stockTotals(stores: readonly PharmacyStore[]) {
  const sum = (key: 'giatri_ton' | 'giatri_ganhethan' | 'giatri_hethan' | 'giatri_tamgiu') =>
    stores.reduce((total, store) => total + store[key], 0);
  return {
    giatri_ton: sum('giatri_ton'),
    giatri_ganhethan: sum('giatri_ganhethan'),
    giatri_hethan: sum('giatri_hethan'),
    giatri_tamgiu: sum('giatri_tamgiu'),
  };
}

/** Where the stock is read for a period: at the end of its last day, or now when that day is today or later. */
function stockMomentOf(period: Period, today = clinicDay(now())): StockMoment {
  return period.denngay < today ? { day: period.denngay, now: false } : { day: today, now: true };
}

export async function readPharmacy(
  db: Database,
  clinic: string | null,
  query: PharmacyReportQuery,
  nearExpiryDays: number,
): Promise<Omit<PharmacyReport, 'phongkham'>> {
  const scope: Scope = { clinic, kho_id: query.kho_id };
  const period = readPeriod(query);
  const before = previousPeriod(period);
  const at = stockMomentOf(period);
  const then = stockMomentOf(before);
  // No issue over the period, or over SLOW_MOVER_MIN_DAYS when the period is shorter, up to the stock day.
  const window = Math.max(daysOf(period).length, SLOW_MOVER_MIN_DAYS);
  const since = addDays(at.day, -(window - 1));
  const [stock, previousStock, theoloai, previousKinds] = await Promise.all([
    stockAt(db, scope, at, nearExpiryDays, since),
    stockAt(db, scope, then, nearExpiryDays, since, false),
    movements(db, scope, period),
    movements(db, scope, before),
  ]);
  return {
    tungay: period.tungay,
    denngay: period.denngay,
    ngay_ton: at.day,
    songay_ganhethan: nearExpiryDays,
    ...stockTotals(stock.stores),
    theokho: stock.stores,
    theoloai,
    ganhethan: stock.near,
    hethan: stock.expired,
    chamluanchuyen_tungay: since,
    chamluanchuyen: stock.slow,
    kytruoc: {
      tungay: before.tungay,
      denngay: before.denngay,
      ...stockTotals(previousStock.stores),
      theoloai: previousKinds,
    },
  };
}
