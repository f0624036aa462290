// Billing owns the bills, receipts and refunds: when duplicate patient records are merged, the patients module moves
// them to the kept record through these links (app.ts hands them over), in the merge's transaction. Only the
// patient they name changes; their amounts and numbers stay as issued. The duplicate's deposit balance joins the
// kept record's (deposit-account.ts). The merge's history counts each.
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { bills, receipts, refunds } from '../../db/schema';
import type { Writer } from '../../lib/crud/writer';
import { mergeDeposits } from './deposit-account';

const mover =
  (table: PgTable & { _id: PgColumn; benhnhan_id: PgColumn }) =>
  async (writer: Writer, fromId: string, toId: string): Promise<number> => {
    const moved = await writer.tx
      .update(table)
      .set({ benhnhan_id: toId } as never)
      .where(eq(table.benhnhan_id, fromId))
      .returning({ _id: table._id });
    return moved.length;
  };

/** The merge's links for billing's documents, named by their tables. */
export const patientBillLinks = [
  { name: 'hoadon', move: mover(bills) },
  { name: 'phieuthu', move: mover(receipts) },
  { name: 'phieuchi', move: mover(refunds) },
  { name: 'tamung', move: mergeDeposits },
];
