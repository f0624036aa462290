// Columns every table shares: a UUIDv7 `_id` and the technical timestamps, named as on the wire.
import { sql } from 'drizzle-orm';
import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { defaultMoment, now } from '../clock';
import { uuidv7 } from '../ids';

export const id = () =>
  uuid('_id')
    .primaryKey()
    .$defaultFn(() => uuidv7());
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Stamped by the clinic's clock (db/clock.ts): the database's now(), or the moment a generated past day replays. */
export const createdAt = () => moment('createdAt').notNull().defaultNow().$defaultFn(defaultMoment);
export const updatedAt = () => moment('updatedAt').notNull().defaultNow().$defaultFn(defaultMoment).$onUpdateFn(now);
/** Soft delete: content that pages or records link to is hidden, not destroyed. */
export const deletedAt = () => moment('deletedAt');

/** A literal SQL list for a CHECK constraint (constraints take no parameters). */
export const oneOf = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * A consent to personal-data processing (contracts/src/consent.ts): the privacy-policy version agreed to and when.
 * Both null on a record sent without one (the spec's three-field request form, records staff type in).
 */
export const consentColumns = () => ({
  dongy_phienban: text('dongy_phienban'),
  dongy_luc: moment('dongy_luc'),
});
