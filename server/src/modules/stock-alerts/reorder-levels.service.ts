// Reorder levels (kho_dinhmuc): the quantity of a drug or product under which a store is low on it, in the item's
// smallest unit. One row per item and store; setting a level writes it (created or changed), clearing it removes the
// row, each through the kit's audited writer. Writes to one store's levels wait on the store's row, so two people
// setting the same item's level at once end with one row, the later value.
import type { ItemLevelRow, ReorderLevelInput, ReorderLevelRow, ReorderLevelsQuery } from '@phongkham/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { drugs, products, reorderLevels, stores } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { clinicCondition } from '../../lib/crud/scope';
import { authorOf, writing } from '../../lib/crud/writer';
import { fieldError } from '../../lib/http-error';

const itemName = sql<string>`coalesce(${drugs.tenthuoc}, ${products.tensanpham}, '')`;

/** The levels of the clinic's stores (every clinic's for the owner), by store, item or both. */
export function listReorderLevels(
  db: Pick<Database, 'select'>,
  clinic: string | null,
  query: ReorderLevelsQuery,
): Promise<ReorderLevelRow[]> {
  return db
    .select({
      _id: reorderLevels._id,
      kho_id: reorderLevels.kho_id,
      kho_ten: stores.ten,
      thuoc_id: reorderLevels.thuoc_id,
      sanpham_id: reorderLevels.sanpham_id,
      ten: itemName,
      donvitinh: sql<string>`coalesce(${drugs.donvitinh}, '')`,
      muc: reorderLevels.muc,
    })
    .from(reorderLevels)
    .innerJoin(stores, and(eq(stores._id, reorderLevels.kho_id), isNull(stores.deletedAt)))
    .leftJoin(drugs, eq(drugs._id, reorderLevels.thuoc_id))
    .leftJoin(products, eq(products._id, reorderLevels.sanpham_id))
    .where(
      and(
        clinicCondition(reorderLevels.phongkham_id, clinic),
        query.kho_id ? eq(reorderLevels.kho_id, query.kho_id) : undefined,
        query.thuoc_id ? eq(reorderLevels.thuoc_id, query.thuoc_id) : undefined,
        query.sanpham_id ? eq(reorderLevels.sanpham_id, query.sanpham_id) : undefined,
      ),
    )
    .orderBy(asc(stores.ten), asc(itemName), asc(reorderLevels._id));
}

/** One item's level in each live store of the clinic (null where none is set), with its usable stock there. */
export function itemLevels(
  db: Pick<Database, 'select'>,
  clinic: string | null,
  item: { thuoc_id?: string | undefined; sanpham_id?: string | undefined },
  today: string,
): Promise<ItemLevelRow[]> {
  const column = item.thuoc_id ? reorderLevels.thuoc_id : reorderLevels.sanpham_id;
  const id = (item.thuoc_id ?? item.sanpham_id)!;
  const batchColumn = item.thuoc_id ? sql.raw('l.thuoc_id') : sql.raw('l.sanpham_id');
  return (
    db
      .select({
        kho_id: stores._id,
        kho_ten: stores.ten,
        khadung: sql<number>`coalesce((
        select sum(l.soluong) from lohang l
        where l.kho_id = ${stores._id} and ${batchColumn} = ${id}
          and l.handung >= ${today}::date and not l.tamgiu
      ), 0)::int`,
        muc: reorderLevels.muc,
      })
      .from(stores)
      .leftJoin(reorderLevels, and(eq(reorderLevels.kho_id, stores._id), eq(column, id)))
      .where(and(isNull(stores.deletedAt), clinicCondition(stores.phongkham_id, clinic)))
      // The pharmacy first: it is where most levels are kept.
      .orderBy(sql`${stores.loai} <> 'NHA_THUOC'`, asc(stores.ten), asc(stores._id))
  );
}

/**
 * Sets (or, with a null level, removes) one item's level in one store of the actor's clinic. A store of another
 * clinic, a closed store or an unknown item is refused on its field, as if it did not exist.
 */
export async function setReorderLevel(
  db: Database,
  input: ReorderLevelInput,
  actor: Actor,
  clinic: string | null,
): Promise<void> {
  const item = input.thuoc_id
    ? { column: reorderLevels.thuoc_id, id: input.thuoc_id, field: 'thuoc_id' }
    : { column: reorderLevels.sanpham_id, id: input.sanpham_id!, field: 'sanpham_id' };
  await writing(db, authorOf(actor), async (writer) => {
    const { tx } = writer;
    // The store's row, locked: this store's level writes go one at a time.
    const [store] = await tx
      .select({ _id: stores._id, phongkham_id: stores.phongkham_id })
      .from(stores)
      .where(and(eq(stores._id, input.kho_id), isNull(stores.deletedAt), clinicCondition(stores.phongkham_id, clinic)))
      .for('update');
    if (!store) throw fieldError('kho_id', 'errors.notFound');
    const [known] = input.thuoc_id
      ? await tx
          .select({ _id: drugs._id })
          .from(drugs)
          .where(and(eq(drugs._id, input.thuoc_id), isNull(drugs.deletedAt)))
      : await tx
          .select({ _id: products._id })
          .from(products)
          .where(and(eq(products._id, item.id), isNull(products.deletedAt)));
    if (!known) throw fieldError(item.field, 'errors.notFound');
    const [existing] = await tx
      .select()
      .from(reorderLevels)
      .where(and(eq(reorderLevels.kho_id, store._id), eq(item.column, item.id)));
    if (input.muc == null) {
      if (existing) await writer.remove(reorderLevels, existing._id, { before: existing });
      return;
    }
    if (existing) {
      if (existing.muc !== input.muc) {
        await writer.update(reorderLevels, existing._id, { muc: input.muc }, { before: existing });
      }
      return;
    }
    await writer.insert(reorderLevels, {
      phongkham_id: store.phongkham_id,
      kho_id: store._id,
      thuoc_id: input.thuoc_id ?? null,
      sanpham_id: input.sanpham_id ?? null,
      muc: input.muc,
    });
  });
}
