// Gapless numbering under load: 200 documents issued at once get 1..200 with no gap and no repeat, a rolled-back issue
// gives its number back, each clinic, kind and year counts on its own, and removed documents' numbers are given back
// only above the highest one still held.
import { documentKinds } from '@phongkham/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/database';
import { createClinic } from '../../test/factories';
import { bills } from '../../db/schema';
import { clinicYear, nextNumber, rewindDocumentCounters } from './numbering';

const database = await testDatabase();
const { db } = database;
afterAll(() => database.close());
const year = clinicYear();
const serial = (number: string) => Number(number.split('-')[2]);

describe('nextNumber', () => {
  it('issues 200 concurrent numbers without a gap or a repeat', async () => {
    const clinic = await createClinic(db);
    const numbers = await Promise.all(
      Array.from({ length: 200 }, () => db.transaction((tx) => nextNumber(tx, clinic, 'PT'))),
    );
    expect(new Set(numbers).size).toBe(200);
    expect(numbers.map(serial).sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(numbers).toContain(`PT-${year}-000200`);
  });

  it('gives a rolled-back number back', async () => {
    const clinic = await createClinic(db);
    expect(await db.transaction((tx) => nextNumber(tx, clinic, 'HD'))).toBe(`HD-${year}-000001`);
    await expect(
      db.transaction(async (tx) => {
        await nextNumber(tx, clinic, 'HD');
        throw new Error('the document failed');
      }),
    ).rejects.toThrow('the document failed');
    expect(await db.transaction((tx) => nextNumber(tx, clinic, 'HD'))).toBe(`HD-${year}-000002`);
  });

  it('counts per clinic, kind and year (the clinic’s year in Vietnam time)', async () => {
    const [a, b] = [await createClinic(db), await createClinic(db)];
    for (const kind of documentKinds) expect(await db.transaction((tx) => nextNumber(tx, a, kind))).toMatch(/-000001$/);
    expect(await db.transaction((tx) => nextNumber(tx, b, 'PC'))).toBe(`PC-${year}-000001`);
    // 31 December 17:30 UTC is already 1 January at the clinic.
    const newYear = new Date(Date.UTC(2030, 11, 31, 17, 30));
    expect(await db.transaction((tx) => nextNumber(tx, a, 'PC', newYear))).toBe('PC-2031-000001');
  });

  it('gives back the numbers of removed documents above the last one held, never one a document holds', async () => {
    const [kept, emptied] = [await createClinic(db), await createClinic(db)];
    const bill = async (clinic: string) => {
      const so = await db.transaction((tx) => nextNumber(tx, clinic, 'HD'));
      await db.insert(bills).values({ phongkham_id: clinic, so });
      return so;
    };
    // Bills 1 to 3 of one clinic, of which 3 is removed; bills 1 and 2 of another, both removed.
    await bill(kept);
    await bill(kept);
    const third = await bill(kept);
    await bill(emptied);
    await bill(emptied);
    await db.delete(bills).where(inArray(bills.so, [third]));
    await db.delete(bills).where(eq(bills.phongkham_id, emptied));
    await db.transaction((tx) => rewindDocumentCounters(tx));
    expect(await db.transaction((tx) => nextNumber(tx, kept, 'HD'))).toBe(`HD-${year}-000003`);
    expect(await db.transaction((tx) => nextNumber(tx, emptied, 'HD'))).toBe(`HD-${year}-000001`);
  });
});
