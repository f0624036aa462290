// Gapless numbering under load: 200 documents issued at once get 1..200 with no gap and no repeat, a rolled-back issue
// gives its number back, and each clinic, kind and year counts on its own.
import { documentKinds } from '@phongkham/contracts';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/database';
import { createClinic } from '../../test/factories';
import { clinicYear, nextNumber } from './numbering';

const { db } = await testDatabase();
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
});
