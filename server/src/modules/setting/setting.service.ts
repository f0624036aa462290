// The site settings: what every public page's header and footer show (contact details, links, logo, opening
// hours, promotion, powered-by line), and the clinic the public site speaks for. Staff edit them as the
// general information; the write goes through the module kit's path (history row, caches emptied).
import type { SettingUpdate } from '@phongkham/contracts';
import { eq } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files, settings } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { imageColumns, toImage } from '../../lib/content';
import { cachedUntilContentChanges } from '../../lib/content-events';
import { updateRecord } from '../../lib/crud/write';
import { HttpError } from '../../lib/http-error';

const { phongkham_id: _clinic, logo_id: _logo, createdAt: _created, ...shown } = getTableColumns(settings);

async function readSiteSetting(db: Database) {
  const [row] = await db
    .select({ ...shown, logo: imageColumns })
    .from(settings)
    .leftJoin(files, eq(files._id, settings.logo_id))
    .limit(1);
  // The seed always writes this row; its absence means a broken installation, not a user error.
  if (!row) throw new HttpError(503, 'errors.default');
  return { ...row, logo: toImage(row.logo) };
}

/**
 * The public settings. Every page render and the site's startup load ask for them, and they change only when
 * staff edit them: kept in memory until public content changes (the kit signals every such write) or 5 minutes.
 */
export const getSiteSetting = cachedUntilContentChanges(readSiteSetting, { ttlMs: 5 * 60_000 });

/** The clinic whose public site this is: requests from the site belong to it. */
export async function siteClinicId(db: Pick<Database, 'select'>): Promise<string> {
  const [row] = await db.select({ phongkham_id: settings.phongkham_id }).from(settings).limit(1);
  if (!row) throw new HttpError(503, 'errors.default');
  return row.phongkham_id;
}

const settingWrites = { resource: { table: 'setting', publicContent: true, richText: [] }, table: settings };

/** Saves the general information; the public site shows it from the next request on. */
export async function updateSiteSetting(db: Database, input: SettingUpdate, actor: Actor) {
  const [row] = await db.select({ _id: settings._id }).from(settings).limit(1);
  if (!row) throw new HttpError(503, 'errors.default');
  await updateRecord(db, settingWrites, row._id, input, actor);
  return readSiteSetting(db);
}
