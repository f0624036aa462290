// First expiry, first out (docs/decisions/0058): which usable batches a quantity is taken from. Usable means in the
// pharmacy, not expired (its expiry day is today or later in the clinic's calendar), not on hold, with units left;
// an expired or held batch counts as nothing here, whatever its quantity. The batches a dispensing takes from are
// locked in expiry order before it counts them, so two pharmacists giving out the same drug are served one after
// the other and the second counts what the first left (the posting's conditional update is the guard behind it).
import { clinicDay } from '@phongkham/contracts';
import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { batches, stores } from '../../db/schema';
import { usableBatch } from '../stock/posting';
import { now } from '../../db/clock';

type Reads = Pick<Database, 'select'> | Transaction;

/** A usable batch of the store as dispensing counts it. */
export interface UsableBatch {
  _id: string;
  thuoc_id: string | null;
  sanpham_id: string | null;
  solo: string;
  handung: string;
  soluong: number;
  gianhap: number;
  giaban: number;
}

/** The condition a batch of `store` meets when it may be issued today: the stock module's rule, and units left. */
export const usableIn = (store: string | SQL, today = clinicDay(now())): SQL =>
  and(eq(batches.kho_id, store), usableBatch(today), gt(batches.soluong, 0))!;

/** The clinic's live pharmacy, as a value a condition compares with (no row when the clinic has none yet). */
export const pharmacyStoreOf = (clinic: string): SQL =>
  sql`(select ${stores._id} from ${stores} where ${stores.phongkham_id} = ${clinic} and ${stores.loai} = 'NHA_THUOC' and ${stores.deletedAt} is null)`;

const columns = {
  createdAt: batches.createdAt,
  _id: batches._id,
  thuoc_id: batches.thuoc_id,
  sanpham_id: batches.sanpham_id,
  solo: batches.solo,
  handung: batches.handung,
  soluong: batches.soluong,
  gianhap: batches.gianhap,
  giaban: batches.giaban,
};

type Row = UsableBatch & { createdAt: Date };

/** Plain code-point order, as the database orders dates as text and uuids. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const fefoOrder = (a: Row, b: Row) =>
  byText(a.handung, b.handung) || a.createdAt.getTime() - b.createdAt.getTime() || byText(a._id, b._id);

/** One item's key: a drug or a product. */
export interface Item {
  thuoc_id?: string | null;
  sanpham_id?: string | null;
}

/**
 * The usable batches of the items in `store`, first expiry first (then the oldest batch row, then the id, so the
 * order is total). With `lock`, inside a transaction, the rows are locked until it ends.
 */
export async function usableBatches(db: Reads, store: string, items: readonly Item[], lock = false): Promise<Row[]> {
  if (!items.length) return [];
  const drugs = [...new Set(items.map((item) => item.thuoc_id).filter((id): id is string => !!id))];
  const products = [...new Set(items.map((item) => item.sanpham_id).filter((id): id is string => !!id))];
  const read = async (condition: SQL) => {
    const query = db
      .select(columns)
      .from(batches)
      .where(and(usableIn(store), condition));
    // Locked in id order, the one order every writer of several batches takes them in (no two wait on each other
    // crosswise), then put in FEFO's order: expiry, then the oldest batch row, then the id.
    const rows = lock
      ? await query.orderBy(asc(batches._id)).for('update')
      : await query.orderBy(asc(batches.handung), asc(batches.createdAt), asc(batches._id));
    return lock ? rows.sort(fefoOrder) : rows;
  };
  // Drugs before products, each in expiry order: every dispensing and sale locks in this one order.
  return [
    ...(drugs.length ? await read(inArray(batches.thuoc_id, drugs)) : []),
    ...(products.length ? await read(inArray(batches.sanpham_id, products)) : []),
  ];
}

/** The batches of one item among `rows`. */
export const batchesOf = (rows: readonly UsableBatch[], item: Item) =>
  rows.filter((row) => (item.thuoc_id ? row.thuoc_id === item.thuoc_id : row.sanpham_id === item.sanpham_id));

/** What FEFO takes for `wanted` units from an item's usable batches in order: as much as there is, never more. */
export function firstExpiry(rows: readonly UsableBatch[], wanted: number): { lohang_id: string; soluong: number }[] {
  const taken: { lohang_id: string; soluong: number }[] = [];
  let left = wanted;
  for (const row of rows) {
    if (left <= 0) break;
    const soluong = Math.min(row.soluong, left);
    if (soluong > 0) taken.push({ lohang_id: row._id, soluong });
    left -= soluong;
  }
  return taken;
}
