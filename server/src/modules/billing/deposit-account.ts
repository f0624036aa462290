// The patient's deposit balance (tamung): one row per patient and clinic, moved only here, in the transaction of the
// document that moves it (a deposit taken or paid back, a bill drawing on it, a bill's refund put back into it). The
// row is locked before it is read, so two cashiers drawing on one deposit at once are served one after the other and
// the second sees what the first left (409); the table's check (sodu >= 0) is the last guard.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { deposits, patients } from '../../db/schema';
import type { Writer } from '../../lib/crud/writer';
import { clinicCondition } from '../../lib/crud/scope';
import { HttpError, notFound } from '../../lib/http-error';

export type Deposit = typeof deposits.$inferSelect;

/**
 * The patient's deposit in the clinic, locked until the transaction ends. An empty one is made on first use: like a
 * document counter it is bookkeeping, and the document that moves it records the change (the balance before and
 * after, with the document's number). `on conflict do nothing` makes a second first-use wait for the first and
 * then lock the row it made.
 */
export async function lockDeposit(writer: Writer, clinicId: string, patientId: string): Promise<Deposit> {
  await writer.tx.insert(deposits).values({ phongkham_id: clinicId, benhnhan_id: patientId }).onConflictDoNothing();
  const [row] = await writer.tx
    .select()
    .from(deposits)
    .where(and(eq(deposits.phongkham_id, clinicId), eq(deposits.benhnhan_id, patientId)))
    .for('update');
  return row!;
}

/**
 * Moves a locked deposit by `change` đồng (positive in, negative out) and records it with the document's number.
 * Taking out more than the balance is a 409 with `refusal`, before anything is written.
 */
export async function moveDeposit(
  writer: Writer,
  deposit: Deposit,
  change: number,
  note: Record<string, unknown>,
  refusal = 'errors.depositInsufficient',
): Promise<Deposit> {
  const sodu = deposit.sodu + change;
  if (sodu < 0) throw new HttpError(409, refusal);
  return writer.update(deposits, deposit._id, { sodu }, { before: deposit, sau: note });
}

/**
 * The patient a deposit document names, within the reader's clinic (404 otherwise, as everywhere), share-locked so
 * a merge of the record cannot slip between the check and the document's commit.
 */
export async function depositPatient(writer: Writer, patientId: string, clinic: string | null) {
  const [patient] = await writer.tx
    .select({ _id: patients._id, phongkham_id: patients.phongkham_id })
    .from(patients)
    .where(and(eq(patients._id, patientId), isNull(patients.deletedAt), clinicCondition(patients.phongkham_id, clinic)))
    .for('share');
  if (!patient) throw notFound();
  return patient;
}

/**
 * The patient merge's link for deposits: the duplicate's balance joins the kept record's (its row made when it has
 * none) and the duplicate's row goes. Both rows are locked in one order, so two merges cannot deadlock.
 */
export async function mergeDeposits(writer: Writer, fromId: string, toId: string): Promise<number> {
  const rows = await writer.tx
    .select()
    .from(deposits)
    .where(inArray(deposits.benhnhan_id, [fromId, toId]))
    .orderBy(deposits._id)
    .for('update');
  const moved = rows.filter((row) => row.benhnhan_id === fromId);
  for (const from of moved) {
    const into = await lockDeposit(writer, from.phongkham_id, toId);
    await moveDeposit(writer, into, from.sodu, { gop_tu: fromId });
    await writer.remove(deposits, from._id, { before: from });
  }
  return moved.length;
}
