// The alert rules as SQL, written once (docs/decisions/0059): the alerts route, the daily message and the stock list's
// filters (`/kho?hethan=true`, `ganhethan`, `duoidinhmuc`) all ask these, so a batch flagged on the dashboard is the
// batch the list shows. A batch is usable while its expiry date is today or later (the clinic's calendar) and it is
// not on hold; expired and held units count as zero for low stock, so an expired batch never hides a stock-out.
import { sql, type SQL } from 'drizzle-orm';
import { batches, reorderLevels } from '../../db/schema';

/** `day` (YYYY-MM-DD) as an SQL date. */
const date = (day: string) => sql`${day}::date`;

/** The batch counts towards usable stock on `today`. */
export const usableBatch = (today: string): SQL =>
  sql`(${batches.handung} >= ${date(today)} and not ${batches.tamgiu})`;

/** Past its expiry with stock left: waits for destruction. */
export const expiredBatch = (today: string): SQL =>
  sql`(${batches.soluong} > 0 and ${batches.handung} < ${date(today)})`;

/** Usable, with stock, expiring within `days` days of `today` (the expiry day itself counted). */
export const nearExpiryBatch = (today: string, days: number): SQL =>
  sql`(${batches.soluong} > 0 and ${usableBatch(today)} and ${batches.handung} <= ${date(today)} + ${days}::int)`;

/** On hold with stock left (a recall). */
export const heldBatch = (): SQL => sql`(${batches.soluong} > 0 and ${batches.tamgiu})`;

/**
 * The usable quantity of the reorder level's item in its store (a correlated subquery on kho_dinhmuc's row): the
 * figure the level is compared with.
 */
export const usableForLevel = (today: string): SQL<number> => sql<number>`coalesce((
  select sum(l.soluong) from lohang l
  where l.kho_id = ${reorderLevels.kho_id}
    and (l.thuoc_id = ${reorderLevels.thuoc_id} or l.sanpham_id = ${reorderLevels.sanpham_id})
    and l.handung >= ${date(today)} and not l.tamgiu
), 0)::int`;

/** The reorder level's item is below it in its store. */
export const levelBreached = (today: string): SQL => sql`(${usableForLevel(today)} < ${reorderLevels.muc})`;

/**
 * For a batch row: its item is below its reorder level in the batch's store (the list's `duoidinhmuc` filter, which
 * shows every batch of such an item, expired ones too: they are what the shelf holds).
 */
export const batchItemBelowLevel = (today: string): SQL => sql`exists (
  select 1 from kho_dinhmuc d
  where d.kho_id = ${batches.kho_id}
    and (d.thuoc_id = ${batches.thuoc_id} or d.sanpham_id = ${batches.sanpham_id})
    and d.muc > coalesce((
      select sum(l.soluong) from lohang l
      where l.kho_id = d.kho_id and (l.thuoc_id = d.thuoc_id or l.sanpham_id = d.sanpham_id)
        and l.handung >= ${date(today)} and not l.tamgiu
    ), 0)
)`;

/** The condition of one alert kind on a batch row, for a list's filter. */
export function batchAlertCondition(kind: 'hethan' | 'ganhethan' | 'duoidinhmuc', today: string, days: number): SQL {
  if (kind === 'hethan') return expiredBatch(today);
  if (kind === 'ganhethan') return nearExpiryBatch(today, days);
  return batchItemBelowLevel(today);
}
