// Fills an empty database with the demo content, in one transaction: all of it or none.
// A database that already has its settings row is left untouched, so restarts keep edits.
import type { Database } from '../client';
import { clinics, newsCategories, settings } from '../schema';
import { demoClinic, demoNewsCategories, demoSetting } from './content';

export async function seedIfEmpty(db: Database): Promise<boolean> {
  const existing = await db.select({ _id: settings._id }).from(settings).limit(1);
  if (existing.length > 0) return false;
  await db.transaction(async (tx) => {
    const [clinic] = await tx.insert(clinics).values(demoClinic).returning({ _id: clinics._id });
    await tx.insert(settings).values({ ...demoSetting, phongkham_id: clinic!._id });
    await tx.insert(newsCategories).values(demoNewsCategories);
  });
  return true;
}
