// Rate-limit counters shared by every instance on one PostgreSQL (lib/rate-limit-store.ts): one row per counted key
// and window. The key is hashed, since it may name an e-mail or phone. Rows past their window are deleted now and then.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimitCounters = pgTable(
  'gioihantansuat',
  {
    /** SHA-256 (hex) of the route's namespace and the counted key. */
    khoa: text('khoa').primaryKey(),
    /** Requests counted in the current window. */
    dem: integer('dem').notNull(),
    /** When the current window ends; the next request after it starts a new one. */
    hethan: timestamp('hethan', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('gioihantansuat_hethan').on(t.hethan)],
);
