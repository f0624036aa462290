// Live events for signed-in staff (sukien, GET /api/events): each row is one thing that happened, numbered in
// order so a stream that reconnects asks for what came after the last number it saw (docs/decisions/0017-live-events.md).
// Only the most recent rows are kept: the table is a short replay buffer, not a history.
import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { visits } from './luotkham';
import { clinics } from './phongkham';

export const liveEvents = pgTable(
  'sukien',
  {
    /** Increasing: the SSE event id. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What happened: `yeucau.moi`, `yeucau.capnhat`. */
    loai: text('loai').notNull(),
    /** The back-office url whose view grant a staff member needs to receive it. */
    url: text('url').notNull(),
    /** The clinic it concerns: only its staff (and the owner) receive it; null for every clinic. */
    phongkham_id: uuid('phongkham_id').references(() => clinics._id, { onDelete: 'cascade' }),
    /**
     * The visit a clinical event tells of (an order line's step): a reader whose clinical reads are kept to their
     * care relationship receives it only when that visit is in their care (lib/care-scope.ts).
     */
    luotkham_id: uuid('luotkham_id').references(() => visits._id),
    /** What the screens need to react (a record's id), never personal data. */
    dulieu: jsonb('dulieu').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sukien_created').on(t.createdAt)],
);
