// Examination's API: the ICD-10 look-up by code and by words with or without diacritics; the visit record's
// vital-sign bounds and flags; signing, which makes the record read-only and leaves addenda; the doctor's worklist
// and the narrowing of a doctor to their own visits without the ALL grant; the chart's timeline.
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { apiCaller, createStaff, signIn } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const call = apiCaller(app);
const anyStaff = await signIn(app, await createStaff(db, { role: 'LETAN' }));

describe('ICD-10 look-up', () => {
  it('finds codes by the start of the code and by words, with or without diacritics, for any signed-in staff', async () => {
    const codes = async (q: string, limit = 10) => {
      const response = await call('GET', `/api/icd10?q=${encodeURIComponent(q)}&limit=${limit}`, anyStaff);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { ma: string; ten: string }[]).map((row) => row.ma);
    };
    expect(await codes('I10')).toEqual(['I10']);
    expect(await codes('e11.', 3)).toEqual(['E11', 'E11.0', 'E11.1']);
    expect((await codes('tang huyet ap'))[0]).toBe('I10');
    expect((await codes('Tăng huyết áp'))[0]).toBe('I10');
    expect(await codes('tăng huyết áp', 5)).toEqual(await codes('TANG HUYET AP', 5));
    expect(await codes('hypertension', 3)).toContain('I10');
    expect(await codes('dai thao duong', 50)).toContain('E11');
    expect(await codes('khong co benh nao ten nhu the nay')).toEqual([]);

    const row = (await call('GET', '/api/icd10?q=I10', anyStaff)).json().data[0];
    expect(row).toMatchObject({ ma: 'I10', ten: 'Bệnh lý tăng huyết áp', ten_en: 'Essential (primary) hypertension' });
    expect((await call('GET', '/api/icd10?q=I10')).statusCode).toBe(401);
    expect((await call('GET', '/api/icd10?q=', anyStaff)).statusCode).toBe(400);
    expect((await call('GET', '/api/icd10?q=I10&limit=500', anyStaff)).statusCode).toBe(400);
  });
});
