// Donations (quyên góp) to a sponsored operation, recorded by staff on the operation's page. They are their own
// resource under the operation's grants (/tai-tro-ca-mo): whoever may change operations records their money.
// Never read by the public directly: the operation's page lists them, naming a sponsor only with their consent
// (content.ts `publicDonation`). What an operation has raised is their sum (docs/decisions/0011-site-editors.md).
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { defineResource, queryBoolean, queryOptional } from '../resource';
import { calendarDay, pastDay, requiredSelect, requiredText } from '../validation/rules';
import { MAX_CHARITY_AMOUNT } from './sponsorships';

const m = (key: string) => ({ error: `validation.${key}` });

/** The day a donation was given: the date rule's day that has come, never ahead. */
const donationDay = pastDay;

export const donationRow = z.object({
  _id: uuid,
  taitro_id: uuid,
  nhataitro: z.string(),
  /** Whole đồng. */
  sotien: z.number().int().positive(),
  ngay: calendarDay,
  /** The sponsor agreed to be named on the public page. */
  congkhai: z.boolean(),
  ghichu: z.string().nullable(),
  /** The staff member who recorded it. */
  nguoighi: z.object({ _id: uuid, hoten: z.string() }).nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type DonationRow = z.input<typeof donationRow>;

export const donationRecord = donationRow.extend({ nguoighi_id: uuid.nullable() });
export type DonationRecord = z.input<typeof donationRecord>;

/** POST and PUT /api/quyengop. Who recorded it is the signed-in staff member, never sent. */
export const donationInput = z.object({
  taitro_id: requiredSelect.pipe(uuid),
  nhataitro: requiredText.pipe(z.string().max(200)),
  sotien: z.number().int().min(1, m('amountPositive')).max(MAX_CHARITY_AMOUNT),
  ngay: donationDay,
  congkhai: z.boolean().optional(),
  ghichu: z.string().max(1000).nullable().optional(),
});
export type DonationInput = z.input<typeof donationInput>;

export const donationResource = defineResource({
  key: 'donations',
  table: 'quyengop',
  api: '/api/quyengop',
  urls: ['/tai-tro-ca-mo'],
  item: donationRow,
  detail: donationRecord,
  create: donationInput,
  update: donationInput,
  sortFields: ['ngay', 'sotien', 'nhataitro', 'createdAt'],
  defaultSort: '-ngay',
  filters: { taitro_id: queryOptional(uuid), congkhai: queryBoolean },
  publicContent: true,
});
