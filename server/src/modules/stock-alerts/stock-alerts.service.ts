// A clinic's stock alerts (docs/decisions/0059): items below their reorder level in a store (usable stock only), usable
// batches expiring within the window, and expired batches with stock left, each counted in full and listed most urgent
// first (at most STOCK_ALERT_ROWS). The stock page's marks, the dashboard's card and the daily message read this one
// function. `clinic` null reads every clinic (the owner).
import { STOCK_ALERT_ROWS, type ExpiryRow, type LowStockRow, type StockAlerts } from '@phongkham/contracts';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { batches, drugs, products, reorderLevels, stores } from '../../db/schema';
import { clinicCondition } from '../../lib/crud/scope';
import { expiredBatch, heldBatch, levelBreached, nearExpiryBatch, usableForLevel } from './alert-conditions';

/** A database or a transaction: the daily mail reads inside its own. */
type Reader = Pick<Database, 'select'>;

export interface AlertScope {
  /** The clinic whose stock is read; null: every clinic. */
  clinic: string | null;
  /** One store only. */
  kho_id?: string | undefined;
  /** The clinic's today (YYYY-MM-DD). */
  today: string;
  /** The near-expiry window, in days. */
  days: number;
}

const itemName = sql<string>`coalesce(${drugs.tenthuoc}, ${products.tensanpham}, '')`;
const itemUnit = sql<string>`coalesce(${drugs.donvitinh}, '')`;
/** Every row's count beside it: one query answers the list and its total. */
const total = sql<number>`(count(*) over ())::int`;

function batchRows(db: Reader, scope: AlertScope, condition: SQL) {
  return db
    .select({
      lohang_id: batches._id,
      kho_id: batches.kho_id,
      kho_ten: stores.ten,
      thuoc_id: batches.thuoc_id,
      sanpham_id: batches.sanpham_id,
      ten: itemName,
      donvitinh: itemUnit,
      solo: batches.solo,
      handung: batches.handung,
      soluong: batches.soluong,
      conlai_ngay: sql<number>`(${batches.handung} - ${scope.today}::date)::int`,
      total,
    })
    .from(batches)
    .innerJoin(stores, and(eq(stores._id, batches.kho_id), isNull(stores.deletedAt)))
    .leftJoin(drugs, eq(drugs._id, batches.thuoc_id))
    .leftJoin(products, eq(products._id, batches.sanpham_id))
    .where(
      and(
        clinicCondition(batches.phongkham_id, scope.clinic),
        scope.kho_id ? eq(batches.kho_id, scope.kho_id) : undefined,
        condition,
      ),
    )
    .orderBy(asc(batches.handung), asc(itemName), asc(batches._id))
    .limit(STOCK_ALERT_ROWS);
}

const split = <T extends { total: number }>(rows: T[]) => ({
  count: rows[0]?.total ?? 0,
  rows: rows.map(({ total: _total, ...row }) => row),
});

async function lowStock(db: Reader, scope: AlertScope) {
  const khadung = usableForLevel(scope.today);
  const rows = await db
    .select({
      kho_id: reorderLevels.kho_id,
      kho_ten: stores.ten,
      thuoc_id: reorderLevels.thuoc_id,
      sanpham_id: reorderLevels.sanpham_id,
      ten: itemName,
      donvitinh: itemUnit,
      khadung,
      muc: reorderLevels.muc,
      total,
    })
    .from(reorderLevels)
    .innerJoin(stores, and(eq(stores._id, reorderLevels.kho_id), isNull(stores.deletedAt)))
    .leftJoin(drugs, eq(drugs._id, reorderLevels.thuoc_id))
    .leftJoin(products, eq(products._id, reorderLevels.sanpham_id))
    .where(
      and(
        clinicCondition(reorderLevels.phongkham_id, scope.clinic),
        scope.kho_id ? eq(reorderLevels.kho_id, scope.kho_id) : undefined,
        levelBreached(scope.today),
      ),
    )
    // The emptiest shelf first: what is left as a share of the level, then by name.
    .orderBy(sql`${khadung}::float / ${reorderLevels.muc}`, asc(itemName), asc(reorderLevels._id))
    .limit(STOCK_ALERT_ROWS);
  return split(rows);
}

export async function readStockAlerts(db: Reader, scope: AlertScope): Promise<StockAlerts> {
  const low = await lowStock(db, scope);
  const near = split(await batchRows(db, scope, nearExpiryBatch(scope.today, scope.days)));
  const expired = split(await batchRows(db, scope, expiredBatch(scope.today)));
  const [held] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(batches)
    .innerJoin(stores, and(eq(stores._id, batches.kho_id), isNull(stores.deletedAt)))
    .where(
      and(
        clinicCondition(batches.phongkham_id, scope.clinic),
        scope.kho_id ? eq(batches.kho_id, scope.kho_id) : undefined,
        heldBatch(),
      ),
    );
  return {
    homnay: scope.today,
    songay_ganhethan: scope.days,
    duoidinhmuc: low.count,
    ganhethan: near.count,
    hethan: expired.count,
    tamgiu: held!.n,
    ds_duoidinhmuc: low.rows satisfies LowStockRow[],
    ds_ganhethan: near.rows satisfies ExpiryRow[],
    ds_hethan: expired.rows satisfies ExpiryRow[],
  };
}

/** Whether anything is worth telling: the daily message goes only then. */
export const anyAlert = (alerts: Pick<StockAlerts, 'duoidinhmuc' | 'ganhethan' | 'hethan'>) =>
  alerts.duoidinhmuc + alerts.ganhethan + alerts.hethan > 0;
