// The outbox (hộp thư đi, /admin/sms): every e-mail and text message the clinic sends, one row each, with its
// status, attempts, the provider that took it and the record it belongs to. A read-only resource of the module kit
// plus one action: send a failed message again (update flag). Reading a message's text is recorded in the history.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { defineResource, queryOptional } from '../resource';
import { calendarDay } from '../validation/rules';

/** EMAIL, or SMS (delivered by Zalo ZNS first when it is configured and the message carries template data). */
/** DONTHUOC: a signed prescription for the national prescription system (its payload as JSON in noidung). */
/** HDDT: a paid bill's e-invoice for the clinic's e-invoice provider (the invoice as JSON in noidung). */
/** DUOCQG: a goods receipt or a sale for the national pharmacy database (its request as JSON in noidung). */
export const outboxChannels = ['EMAIL', 'SMS', 'DONTHUOC', 'HDDT', 'DUOCQG'] as const;
export type OutboxChannel = (typeof outboxChannels)[number];

/**
 * QUEUED: waiting (also between retries: `solan` attempts so far, next at `guitiep`); SENDING: a worker holds it
 * until `giuden`; SENT: a provider took it (`nhacungcap`); FAILED: refused or out of attempts (`loi` says why).
 */
export const outboxStatuses = ['QUEUED', 'SENDING', 'SENT', 'FAILED'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** Providers a message can be handed to; `outbox` keeps it here only (the demo without a gateway). */
export const outboxProviders = ['outbox', 'smtp', 'esms', 'speedsms', 'zalo'] as const;
export type OutboxProvider = (typeof outboxProviders)[number];

/**
 * A message the `outbox` provider took was kept here, not sent (no gateway or mail server configured): staff must
 * never read it as delivered, so screens show it as stored only.
 */
export const storedOnly = (row: { trangthai: OutboxStatus; nhacungcap: string | null }) =>
  row.trangthai === 'SENT' && row.nhacungcap === 'outbox';

export const outboxRow = z.object({
  _id: uuid,
  kenh: z.enum(outboxChannels),
  nguoinhan: z.string(),
  tieude: z.string().nullable(),
  trangthai: z.enum(outboxStatuses),
  solan: z.number().int(),
  guitiep: timestamp,
  loi: z.string().nullable(),
  nhacungcap: z.string().nullable(),
  loai: z.string().nullable(),
  banghi_id: z.string().nullable(),
  guiluc: timestamp.nullable(),
  createdAt: timestamp,
});
export type OutboxRow = z.input<typeof outboxRow>;

/** One message with its text: reading it is recorded in the activity history (personal data). */
export const outboxRecord = outboxRow.extend({
  noidung: z.string(),
  html: z.string().nullable(),
});
export type OutboxRecord = z.input<typeof outboxRecord>;

export const outboxResource = defineResource({
  key: 'outbox',
  table: 'hopthudi',
  api: '/api/hop-thu-di',
  urls: ['/sms'],
  item: outboxRow,
  detail: outboxRecord,
  // Read-only through the kit; the retry is its own route (POST /api/hop-thu-di/:id/gui-lai).
  create: z.strictObject({}),
  update: z.strictObject({}),
  sortFields: ['createdAt'],
  defaultSort: '-createdAt',
  filters: {
    kenh: queryOptional(z.enum(outboxChannels)),
    trangthai: queryOptional(z.enum(outboxStatuses)),
    /** From this day (YYYY-MM-DD, the clinic's time zone), inclusive. */
    tungay: queryOptional(calendarDay),
    /** To this day, inclusive. */
    denngay: queryOptional(calendarDay),
  },
  publicContent: false,
  // A message's text is personal data: each reading is kept with who read it, naming only channel and recipient.
  auditRead: ['kenh', 'nguoinhan'],
});
export type OutboxListQuery = z.output<typeof outboxResource.listQuery>;
