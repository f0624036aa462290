// Usable stock by item, as the doctor's drug picker and the counter read it (docs/decisions/0058): the units of the
// pharmacy's usable batches (expired and held ones count as nothing) and the nearest expiry among them, summed in SQL
// per drug or product.
import { and, asc, eq, inArray, isNotNull, isNull, min, sql, sum } from 'drizzle-orm';
import type { SellableItem } from '@phongkham/contracts';
import type { Database } from '../../db/client';
import { batches, drugs, products } from '../../db/schema';
import { textSearch } from '../../lib/list';
import { pharmacyStoreOf, usableIn } from './fefo';

type Reads = Pick<Database, 'select'>;

/** Each drug's usable units and nearest expiry in the clinic's pharmacy (drugs with none are absent). */
export async function drugStock(
  db: Reads,
  clinic: string,
  drugIds?: readonly string[],
): Promise<Map<string, { tonkho: number; handung_gannhat: string | null }>> {
  if (drugIds && !drugIds.length) return new Map();
  const rows = await db
    .select({
      thuoc_id: batches.thuoc_id,
      tonkho: sum(batches.soluong).mapWith(Number),
      handung_gannhat: min(batches.handung),
    })
    .from(batches)
    .where(
      and(
        usableIn(pharmacyStoreOf(clinic)),
        isNotNull(batches.thuoc_id),
        drugIds ? inArray(batches.thuoc_id, [...drugIds]) : undefined,
      ),
    )
    .groupBy(batches.thuoc_id);
  return new Map(rows.map((row) => [row.thuoc_id!, { tonkho: row.tonkho, handung_gannhat: row.handung_gannhat }]));
}

/** GET /api/nhathuoc/ton: drugs and products with usable units, by name (at most 50), each with its nearest expiry. */
export async function sellable(db: Reads, clinic: string, store: string, q?: string): Promise<SellableItem[]> {
  const usable = usableIn(store);
  const units = sum(batches.soluong).mapWith(Number);
  const nearest = min(batches.handung);
  const drugRows = await db
    .select({
      thuoc_id: drugs._id,
      ten: drugs.tenthuoc,
      donvitinh: drugs.donvitinh,
      giaban: sql<number | null>`max(${batches.giaban})`.mapWith((value) => (value === null ? null : Number(value))),
      loaithuoc: drugs.loaithuoc,
      khadung: units,
      handung_gannhat: nearest,
    })
    .from(batches)
    .innerJoin(drugs, eq(drugs._id, batches.thuoc_id))
    .where(and(usable, isNull(drugs.deletedAt), textSearch(q, [drugs.tenthuoc, drugs.hoatchat])))
    .groupBy(drugs._id)
    .orderBy(asc(drugs.tenthuoc))
    .limit(50);
  const productRows = await db
    .select({
      sanpham_id: products._id,
      ten: products.tensanpham,
      giaban: sql<number | null>`max(${batches.giaban})`.mapWith((value) => (value === null ? null : Number(value))),
      khadung: units,
      handung_gannhat: nearest,
    })
    .from(batches)
    .innerJoin(products, eq(products._id, batches.sanpham_id))
    .where(
      and(usable, eq(products.phongkham_id, clinic), isNull(products.deletedAt), textSearch(q, [products.tensanpham])),
    )
    .groupBy(products._id)
    .orderBy(asc(products.tensanpham))
    .limit(50);
  return [
    ...drugRows.map(({ loaithuoc, ...row }) => ({
      ...row,
      sanpham_id: null,
      cankedon: loaithuoc === 'GAY_NGHIEN' || loaithuoc === 'HUONG_THAN',
    })),
    ...productRows.map((row) => ({ ...row, thuoc_id: null, donvitinh: null, cankedon: false })),
  ];
}
