import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/database';
import type { DatabaseHandle } from '../client';
import { clinics, newsCategories, requests, settings } from '../schema';
import { demoClinic, demoNewsCategories, demoSetting } from './content';
import { seedIfEmpty } from './index';

const database: DatabaseHandle = await testDatabase();
afterAll(() => database.close());
const { db } = database;

const counts = async () => ({
  clinics: (await db.select({ n: count() }).from(clinics))[0]!.n,
  settings: (await db.select({ n: count() }).from(settings))[0]!.n,
  newsCategories: (await db.select({ n: count() }).from(newsCategories))[0]!.n,
  requests: (await db.select({ n: count() }).from(requests))[0]!.n,
});

describe('seedIfEmpty()', () => {
  it('starts from an empty database', async () => {
    expect(await counts()).toEqual({ clinics: 0, settings: 0, newsCategories: 0, requests: 0 });
  });

  it('fills an empty database with one clinic, its settings and five categories', async () => {
    expect(await seedIfEmpty(db)).toBe(true);
    expect(await counts()).toEqual({ clinics: 1, settings: 1, newsCategories: 5, requests: 0 });

    const [clinic] = await db.select().from(clinics);
    expect(clinic).toMatchObject({ ...demoClinic, deletedAt: null });
    const [setting] = await db.select().from(settings);
    expect(setting).toMatchObject({ ...demoSetting, phongkham_id: clinic!._id });
    const categories = await db.select().from(newsCategories);
    expect(categories.map(({ tendanhmuc, tendanhmuc_en, thutu }) => ({ tendanhmuc, tendanhmuc_en, thutu }))).toEqual(
      expect.arrayContaining(demoNewsCategories),
    );
    expect(new Set(categories.map((c) => c._id)).size).toBe(5);
  });

  it('leaves a seeded database untouched, edits included', async () => {
    await db.update(settings).set({ dienthoai: '0911 000 111' });
    expect(await seedIfEmpty(db)).toBe(false);
    expect(await counts()).toEqual({ clinics: 1, settings: 1, newsCategories: 5, requests: 0 });
    const [setting] = await db.select().from(settings);
    expect(setting!.dienthoai).toBe('0911 000 111');
  });
});
