// The lists' day filters (tungay/denngay) on a moment column: whole clinic days (contracts' clinic-time), whatever
// the zone of the server or the database session.
import { addDays, clinicInstant } from '@phongkham/contracts';
import { gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const moment = (at: Date): SQL => sql`${at.toISOString()}::timestamptz`;

/** Conditions keeping `column` within the clinic days [from, to]; a missing end leaves that side open. */
export function withinClinicDays(column: PgColumn, from?: string | null, to?: string | null): (SQL | undefined)[] {
  return [
    from ? gte(column, moment(clinicInstant(from))) : undefined,
    to ? lt(column, moment(clinicInstant(addDays(to, 1)))) : undefined,
  ];
}
