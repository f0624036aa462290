// Password recovery (khôi phục mật khẩu): one row per request. By e-mail the link's token is the reset
// token itself; by phone a 6-digit code must first be confirmed, which issues the reset token. Only
// hashes are stored; every row expires, counts wrong tries and is used at most once.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { staff } from './nhanvien';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const recoveryChannels = ['EMAIL', 'SMS'] as const;

export const passwordRecoveries = pgTable(
  'khoiphucmatkhau',
  {
    _id: id(),
    nhanvien_id: uuid('nhanvien_id')
      .notNull()
      .references(() => staff._id),
    kenh: text('kenh', { enum: recoveryChannels }).notNull(),
    /** SHA-256 of the SMS code; empty for e-mail requests. */
    codeHash: text('codeHash'),
    /** SHA-256 of the reset token; set at once for e-mail, on code confirmation for SMS. */
    resetTokenHash: text('resetTokenHash').unique(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: moment('expiresAt').notNull(),
    confirmedAt: moment('confirmedAt'),
    usedAt: moment('usedAt'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    check('khoiphucmatkhau_kenh_check', sql`${t.kenh} in ('EMAIL', 'SMS')`),
    index('khoiphucmatkhau_nhanvien').on(t.nhanvien_id, t.createdAt),
  ],
);
