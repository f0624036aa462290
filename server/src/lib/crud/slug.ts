// Readable slugs for content whose public URL shows one: made from the title when the editor leaves it empty, and
// kept unique among the live rows by a number (-2, -3…). A slug the editor types is taken as it is: the unique
// index answers 409 on the field when it is in use.
import { and, like, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../db/client';

/** The slug, or it followed by -2, -3… when live rows in `scope` already use it. */
export async function freeSlug(
  tx: Transaction,
  table: PgTable,
  column: PgColumn,
  wanted: string,
  scope: SQL | undefined,
): Promise<string> {
  const taken = await tx
    .select({ slug: column })
    .from(table)
    .where(and(scope, like(column, `${wanted}%`)));
  const used = new Set(taken.map((row) => row.slug as string));
  let slug = wanted;
  for (let n = 2; used.has(slug); n++) slug = `${wanted}-${n}`;
  return slug;
}
