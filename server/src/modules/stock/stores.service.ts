// A clinic's stores (kho): the pharmacy every clinic has, found or made at first use, and the rows a store list shows.
// The pharmacy is made when a clinic is created (clinics' `created`), for every clinic already running by the
// migration that brought stock in, and for the demo clinic by the seed; `pharmacyOf` still makes it when a clinic
// somehow has none (its pharmacy was closed), so dispensing and the picker never find a clinic without one.
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { stores } from '../../db/schema';
import type { Writer } from '../../lib/crud/writer';

/** What a new pharmacy is called; the clinic renames it at will. */
export const PHARMACY_NAME = 'Nhà thuốc';

export type Store = typeof stores.$inferSelect;

/** The live pharmacy of the clinic, or undefined. */
export async function findPharmacy(tx: Pick<Transaction, 'select'>, clinicId: string): Promise<Store | undefined> {
  const [row] = await tx
    .select()
    .from(stores)
    .where(and(eq(stores.phongkham_id, clinicId), eq(stores.loai, 'NHA_THUOC'), isNull(stores.deletedAt)));
  return row;
}

/**
 * The clinic's pharmacy, created (and recorded in the history through the writer) when it has none. Two first uses
 * at once: the partial unique index lets one insert win and the other reads the winner's row.
 */
export async function pharmacyOf(writer: Writer, clinicId: string): Promise<Store> {
  const found = await findPharmacy(writer.tx, clinicId);
  if (found) return found;
  const [created] = await writer.tx
    .insert(stores)
    .values({ phongkham_id: clinicId, ten: PHARMACY_NAME, loai: 'NHA_THUOC' })
    .onConflictDoNothing()
    .returning();
  if (!created) return (await findPharmacy(writer.tx, clinicId))!;
  await writer.recordWrites('TAO', 'kho', [{ banghi_id: created._id, sau: created, phongkham_id: clinicId }]);
  return created;
}
