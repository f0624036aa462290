// The outbox (hộp thư đi): one row per e-mail or text message, written in the transaction of the request that
// sends it, then sent by the outbox worker (modules/outbox/worker.ts), which claims due rows with a lease, retries
// with backoff and records the provider, the attempts and a refusal's reason (docs/decisions/0014-one-outbox.md).
import { outboxChannels, outboxStatuses } from '@phongkham/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from './columns';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const outbox = pgTable(
  'hopthudi',
  {
    _id: id(),
    kenh: text('kenh', { enum: outboxChannels }).notNull(),
    nguoinhan: text('nguoinhan').notNull(),
    tieude: text('tieude'),
    noidung: text('noidung').notNull(),
    html: text('html'),
    /** Zalo ZNS template data ({ otp }) for a text message Zalo may carry before SMS; null: SMS only. */
    zns: jsonb('zns').$type<Record<string, string>>(),
    trangthai: text('trangthai', { enum: outboxStatuses }).notNull().default('QUEUED'),
    /** Attempts started so far (counted when a worker claims the row, so a crash still counts). */
    solan: integer('solan').notNull().default(0),
    /** When the next attempt is due (now for a new message, later after a failure). */
    guitiep: moment('guitiep').notNull().defaultNow(),
    /** While SENDING: the claim holds until then; an expired claim means the worker died mid-send. */
    giuden: moment('giuden'),
    /** The last failure or refusal, as the provider worded it. */
    loi: text('loi'),
    nhacungcap: text('nhacungcap'),
    /** The record the message belongs to (khoiphucmatkhau and its id). */
    loai: text('loai'),
    banghi_id: text('banghi_id'),
    guiluc: moment('guiluc'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('hopthudi_kenh', sql`${t.kenh} in ${oneOf(outboxChannels)}`),
    check('hopthudi_trangthai', sql`${t.trangthai} in ${oneOf(outboxStatuses)}`),
    // The worker's claim: due queued rows, and expired claims.
    index('hopthudi_due').on(t.trangthai, t.guitiep),
    index('hopthudi_created').on(t.createdAt),
    index('hopthudi_owner').on(t.loai, t.banghi_id),
    // /admin/sms searches recipients (lib/list.ts textSearch).
    index('hopthudi_nguoinhan_search').using('gin', sql`f_unaccent(lower(${t.nguoinhan})) gin_trgm_ops`),
  ],
);
