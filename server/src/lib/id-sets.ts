// `column in ids` for a list that may be empty (drizzle's inArray needs at least one value): a condition matching
// nothing then, so a removal by a list of ids never becomes a removal of everything.
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export const inIds = (column: PgColumn, ids: readonly string[]): SQL =>
  ids.length > 0 ? inArray(column, [...ids]) : sql`false`;
