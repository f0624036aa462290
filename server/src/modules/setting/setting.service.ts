// The site settings: the contact details and links every public page shows, and the clinic they speak for.
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';
import { cachedUntilContentChanges } from '../../lib/content-events';
import { HttpError } from '../../lib/http-error';

const publicColumns = {
  _id: settings._id,
  tenphongkham: settings.tenphongkham,
  diachi: settings.diachi,
  dienthoai: settings.dienthoai,
  email: settings.email,
  link_facebook: settings.link_facebook,
  link_youtube: settings.link_youtube,
  link_tiktok: settings.link_tiktok,
  updatedAt: settings.updatedAt,
};

async function readSiteSetting(db: Database) {
  const [row] = await db.select(publicColumns).from(settings).limit(1);
  // The seed always writes this row; its absence means a broken installation, not a user error.
  if (!row) throw new HttpError(503, 'errors.default');
  return row;
}

/**
 * The public settings. Every page render and the site's startup load ask for them, and they change only when
 * staff edit them: kept in memory until contentChanged() (which every write of settings calls) or 5 minutes.
 */
export const getSiteSetting = cachedUntilContentChanges(readSiteSetting, { ttlMs: 5 * 60_000 });

/** The clinic whose public site this is: requests from the site belong to it. */
export async function siteClinicId(db: Database): Promise<string> {
  const [row] = await db.select({ phongkham_id: settings.phongkham_id }).from(settings).limit(1);
  if (!row) throw new HttpError(503, 'errors.default');
  return row.phongkham_id;
}
