// Publishing for content with a published flag (hienthi) and a publication moment (ngaydang): the state staff see
// (draft, published, scheduled), what the public may see (published and its moment come), and the cache signal
// at the next scheduled moment, so a cached page never hides content past its time.
import type { PublishState } from '@phongkham/contracts';
import { and, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { contentChangesAt, onContentChanged } from '../content-events';

export type Publishable = PgTable & { hienthi: PgColumn; ngaydang: PgColumn; deletedAt: PgColumn };

/** Draft, published or scheduled, as a column a list can show, filter and sort on. */
export const publishState = (table: Publishable) =>
  sql<PublishState>`case when not ${table.hienthi} then 'nhap' when ${table.ngaydang} > now() then 'henlich' else 'dadang' end`;

/** Published, not deleted, and its moment has come. */
export const publishedNow = (table: Publishable): SQL =>
  and(eq(table.hienthi, true), isNull(table.deletedAt), lte(table.ngaydang, sql`now()`))!;

/** The next moment a scheduled row becomes public, if any. */
async function nextPublication(db: Database, table: Publishable): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`min(${table.ngaydang})` })
    .from(table)
    .where(and(eq(table.hienthi, true), isNull(table.deletedAt), sql`${table.ngaydang} > now()`));
  return row?.at ? new Date(row.at) : null;
}

/**
 * Signals a content change at the next scheduled moment of `table`, asked again at start and after each change of
 * `reason` (the resource's writes) or of a passed moment.
 */
export function schedulePublications(app: FastifyInstance, db: Database, table: Publishable, reason: string): void {
  const scheduleNext = async () => {
    const at = await nextPublication(db, table);
    if (at) contentChangesAt(at);
  };
  const stop = onContentChanged((changed) => {
    if (changed === reason || changed === 'scheduled') void scheduleNext().catch(() => undefined);
  });
  app.addHook('onReady', scheduleNext);
  app.addHook('onClose', async () => stop());
}
