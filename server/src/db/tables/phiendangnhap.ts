// Sign-in sessions: one row per refresh token. Tokens rotate on every use; each rotation adds a row to the
// same family, and presenting a used token revokes the whole family (the token was stolen or replayed).
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { staff } from './nhanvien';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const sessions = pgTable(
  'phiendangnhap',
  {
    _id: id(),
    nhanvien_id: uuid('nhanvien_id')
      .notNull()
      .references(() => staff._id),
    familyId: uuid('familyId').notNull(),
    /** SHA-256 of the refresh token; the token itself is never stored. */
    tokenHash: text('tokenHash').notNull().unique(),
    expiresAt: moment('expiresAt').notNull(),
    usedAt: moment('usedAt'),
    revokedAt: moment('revokedAt'),
    ip: text('ip'),
    userAgent: text('userAgent'),
    createdAt: createdAt(),
  },
  (t) => [index('phiendangnhap_family').on(t.familyId), index('phiendangnhap_nhanvien').on(t.nhanvien_id)],
);
