// Outgoing SMS written by the default SMS provider; a real gateway provider replaces it later.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const smsOutbox = pgTable('sms_outbox', {
  _id: id(),
  to: text('to').notNull(),
  text: text('text').notNull(),
  provider: text('provider').notNull().default('outbox'),
  createdAt: createdAt(),
});
