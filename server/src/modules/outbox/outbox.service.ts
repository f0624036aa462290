// The outbox as /admin/sms reads it: one page through the kit's listPage (channel, status, days, search by
// recipient or text), one message with its text (recorded in the activity history: it is personal data), and the
// retry of a failed message.
import { outboxResource, type OutboxListQuery } from '@phongkham/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { authorOf, writing } from '../../lib/crud/writer';
import { HttpError, notFound } from '../../lib/http-error';
import { withinClinicDays } from '../../lib/clinic-days';
import { listPage } from '../../lib/list';

const rowColumns = {
  _id: outbox._id,
  kenh: outbox.kenh,
  nguoinhan: outbox.nguoinhan,
  tieude: outbox.tieude,
  trangthai: outbox.trangthai,
  solan: outbox.solan,
  guitiep: outbox.guitiep,
  loi: outbox.loi,
  nhacungcap: outbox.nhacungcap,
  loai: outbox.loai,
  banghi_id: outbox.banghi_id,
  guiluc: outbox.guiluc,
  createdAt: outbox.createdAt,
};

export function listOutbox(db: Database, query: OutboxListQuery) {
  return listPage(query, {
    where: [
      query.kenh ? eq(outbox.kenh, query.kenh) : undefined,
      query.trangthai ? eq(outbox.trangthai, query.trangthai) : undefined,
      ...withinClinicDays(outbox.createdAt, query.tungay, query.denngay),
    ],
    // A recipient (address or phone), a subject, or the record a message belongs to.
    search: [outbox.nguoinhan, outbox.tieude, outbox.banghi_id],
    sortable: { createdAt: outbox.createdAt },
    defaultSort: '-createdAt',
    tieBreak: desc(outbox._id),
    columns: rowColumns,
    from: (fields) => db.select(fields).from(outbox),
  });
}

/** One message with its text (the kit records each staff reading: outboxResource's `auditRead`). */
export async function readMessage(db: Database, id: string) {
  const [message] = await db
    .select({ ...rowColumns, noidung: outbox.noidung, html: outbox.html })
    .from(outbox)
    .where(eq(outbox._id, id));
  return message ?? null;
}

/**
 * Queues a FAILED message again, due now, for one more attempt; anything else is refused (409), since a queued
 * or sending message is on its way and a sent one would be sent twice.
 */
export async function retryMessage(db: Database, id: string, actor: Actor): Promise<void> {
  await writing(db, authorOf(actor), async (writer) => {
    const { tx } = writer;
    const [queued] = await tx
      .update(outbox)
      .set({ trangthai: 'QUEUED', guitiep: sql`now()`, giuden: null })
      .where(and(eq(outbox._id, id), eq(outbox.trangthai, 'FAILED')))
      .returning({ kenh: outbox.kenh, nguoinhan: outbox.nguoinhan, loi: outbox.loi });
    if (!queued) {
      const [exists] = await tx.select({ _id: outbox._id }).from(outbox).where(eq(outbox._id, id));
      if (!exists) throw notFound();
      throw new HttpError(409, 'errors.outboxNotFailed');
    }
    await writer.record({
      hanhdong: 'GUI_LAI',
      tainguyen: outboxResource.table,
      banghi_id: id,
      truoc: { trangthai: 'FAILED', loi: queued.loi },
      sau: { trangthai: 'QUEUED' },
    });
  });
}
