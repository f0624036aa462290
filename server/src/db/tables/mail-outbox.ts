// Outgoing e-mail: every message is recorded here; with SMTP_URL it is also sent, and the row says how
// that went. Without SMTP a demo still works: staff read the message here (and in the log).
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const mailStatuses = ['SENT', 'FAILED', 'NOT_SENT'] as const;

export const mailOutbox = pgTable('mail_outbox', {
  _id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  status: text('status', { enum: mailStatuses }).notNull(),
  error: text('error'),
  sentAt: timestamp('sentAt', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});
