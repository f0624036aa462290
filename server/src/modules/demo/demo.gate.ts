// Keeping the demo's public password away from real work (docs/decisions/0062-demo-clinic.md, "Who may sign in").
// The demo password is shown on the public sign-in page, so the demo's people may sign in only until the clinic's
// own people start working: the first sign-in of an account that is not the demo's closes the demo's sign-in
// (its accounts switched off, their sessions ended, the sign-in page no longer lists them). The owner can open it
// again on purpose, from the back office, and end the demo at any time.
import { and, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { demo, sessions, staff } from '../../db/schema';
import { writing, type Author } from '../../lib/crud/writer';
import { HttpError } from '../../lib/http-error';
import { inIds } from '../../lib/id-sets';
import { now } from '../../db/clock';

/**
 * Called after every successful sign-in: when the demo is open and the account is not one of its people, closes it,
 * as that account, in one transaction. A sign-in while there is no demo reads one empty row and returns.
 */
export async function closeDemoAtRealSignIn(db: Database, author: Author & { nhanvien_id: string }): Promise<void> {
  const [open] = await db
    .select({ _id: demo._id, nhanvien_ids: demo.nhanvien_ids })
    .from(demo)
    .where(isNull(demo.dongluc))
    .limit(1);
  if (!open || open.nhanvien_ids.includes(author.nhanvien_id)) return;
  await writing(db, author, async (writer) => {
    const register = await writer.lock(demo, open._id, isNull(demo.dongluc));
    const people = register.nhanvien_ids;
    await writer.tx.update(staff).set({ kichhoat: false }).where(inIds(staff._id, people));
    await writer.tx.delete(sessions).where(inIds(sessions.nhanvien_id, people));
    await writer.update(demo, register._id, { dongluc: now() }, { before: register, sau: { lydo: 'realSignIn' } });
  }).catch((error: unknown) => {
    // Another real sign-in closed it a moment before: nothing left to do.
    if (error instanceof HttpError && error.statusCode === 404) return;
    throw error;
  });
}

/** The owner opens the demo's sign-in again (its accounts back on); 404 when there is no demo. */
export async function reopenDemoSignIn(db: Database, author: Author): Promise<void> {
  await writing(db, author, async (writer) => {
    const [register] = await writer.tx.select().from(demo).for('update').limit(1);
    if (!register) throw new HttpError(404, 'errors.demoNotOn');
    if (!register.dongluc) return;
    // Only accounts the demo still holds: an account removed meanwhile stays removed.
    await writer.tx
      .update(staff)
      .set({ kichhoat: true })
      .where(and(inIds(staff._id, register.nhanvien_ids), isNull(staff.deletedAt)));
    await writer.update(demo, register._id, { dongluc: null }, { before: register });
  });
}
