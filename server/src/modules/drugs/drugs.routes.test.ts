// The drug catalogue's API: the seeded catalogue; a drug created, searched by brand or by active ingredient without
// diacritics, changed and deleted with its history rows; field errors; a drug named on a prescription kept (409);
// the grants of each flag.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { apiCaller, menuEntry, staffWithMenu } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const call = apiCaller(app);
const keeper = await staffWithMenu(app, db, [
  menuEntry('/danh-muc-thuoc', { view: true, create: true, update: true, delete: true }),
]);
const reader = await staffWithMenu(app, db, [menuEntry('/danh-muc-thuoc', { view: true })]);

const amoxiclav = {
  tenthuoc: 'Curam 625',
  thanhphan: [
    { hoatchat: 'Amoxicillin', hamluong: '500 mg' },
    { hoatchat: 'Acid clavulanic', hamluong: '125 mg' },
  ],
  dangbaoche: 'Viên nén bao phim',
  donvitinh: 'viên',
  duongdung: 'UONG',
  sodangky: 'VN-99001-24',
  hangsanxuat: 'Sandoz',
  nuocsanxuat: 'Áo',
  loaithuoc: 'THUONG',
};

describe('the drug catalogue', { timeout: 60_000 }, () => {
  it('starts with the demo catalogue, a hundred drugs with their ingredients', async () => {
    const response = await call('GET', '/api/thuoc?limit=0', reader);
    expect(response.statusCode).toBe(200);
    const docs = response.json().data.docs as { tenthuoc: string; thanhphan: unknown[]; loaithuoc: string }[];
    expect(docs.length).toBeGreaterThanOrEqual(100);
    expect(docs.find((drug) => drug.tenthuoc === 'Augmentin 625 mg')?.thanhphan).toHaveLength(2);
    expect(docs.some((drug) => drug.loaithuoc === 'HUONG_THAN')).toBe(true);
  });

  it('keeps a WHO ATC code, capitalised, and refuses one that is not (the seeded antibiotics are J01)', async () => {
    const seeded = await call('GET', '/api/thuoc?q=Augmentin%20625&limit=0', reader);
    expect(seeded.json().data.docs[0]).toMatchObject({ tenthuoc: 'Augmentin 625 mg', maatc: 'J01CR02' });
    const coded = await call('POST', '/api/thuoc', keeper, { ...amoxiclav, sodangky: 'VN-99004-24', maatc: 'j01cr02' });
    expect(coded.statusCode, coded.body).toBe(201);
    expect(coded.json().data.maatc).toBe('J01CR02');
    const cleared = await call('PUT', `/api/thuoc/${coded.json().data._id}`, keeper, {
      ...amoxiclav,
      sodangky: 'VN-99004-24',
      maatc: '',
    });
    expect(cleared.json().data.maatc).toBeNull();
    const wrong = await call(
      'POST',
      '/api/thuoc',
      keeper,
      { ...amoxiclav, sodangky: 'VN-99005-24', maatc: 'J1' },
      'en',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('A WHO ATC code is 7 characters');
  });

  it('creates, finds by brand or ingredient without diacritics, changes and deletes a drug, each audited', async () => {
    const created = await call('POST', '/api/thuoc', keeper, amoxiclav);
    expect(created.statusCode).toBe(201);
    const id = created.json().data._id as string;
    expect(created.json().data).toMatchObject({ tenthuoc: 'Curam 625', hoatdong: true });

    const byIngredient = await call('GET', '/api/thuoc?q=CLAVULANIC&limit=0', reader);
    expect(byIngredient.json().data.docs.map((d: { tenthuoc: string }) => d.tenthuoc)).toContain('Curam 625');
    // "Viên sủi" / "Đức" style text: the brand "Hoạt huyết dưỡng não" found typed without marks.
    const unaccented = await call('GET', '/api/thuoc?q=hoat%20huyet%20duong&limit=0', reader);
    expect(unaccented.json().data.docs.map((d: { tenthuoc: string }) => d.tenthuoc)).toEqual(['Hoạt huyết dưỡng não']);
    const byInn = await call('GET', '/api/thuoc?q=dinh%20lang&limit=0', reader);
    expect(byInn.json().data.totalDocs).toBeGreaterThanOrEqual(1);

    const changed = await call('PUT', `/api/thuoc/${id}`, keeper, { ...amoxiclav, hoatdong: false, cachdung: '' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ hoatdong: false, cachdung: null });
    const inactive = await call('GET', '/api/thuoc?hoatdong=false&q=curam', reader);
    expect(inactive.json().data.totalDocs).toBe(1);

    expect((await call('DELETE', `/api/thuoc/${id}`, keeper)).statusCode).toBe(200);
    expect((await call('GET', `/api/thuoc/${id}`, reader)).statusCode).toBe(404);
    const history = await db
      .select({ hanhdong: activityLog.hanhdong })
      .from(activityLog)
      .where(and(eq(activityLog.tainguyen, 'thuoc'), eq(activityLog.banghi_id, id)));
    expect(history.map((row) => row.hanhdong).sort()).toEqual(['CAP_NHAT', 'TAO', 'XOA']);
  });

  it('refuses a drug without an ingredient, route or class, and a registration number taken, on their fields', async () => {
    const bad = await call('POST', '/api/thuoc', keeper, {
      ...amoxiclav,
      thanhphan: [],
      duongdung: 'BAY',
      sodangky: 'VN-99002-24',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['thanhphan', 'duongdung']));

    const first = await call('POST', '/api/thuoc', keeper, { ...amoxiclav, sodangky: 'VN-99003-24' });
    expect(first.statusCode).toBe(201);
    const again = await call('POST', '/api/thuoc', keeper, { ...amoxiclav, sodangky: 'VN-99003-24' });
    expect(again.statusCode).toBe(409);
  });

  it('answers 401 without a session and 403 for each flag not held', async () => {
    expect((await call('GET', '/api/thuoc')).statusCode).toBe(401);
    expect((await call('POST', '/api/thuoc', reader, amoxiclav)).statusCode).toBe(403);
    const [any] = (await call('GET', '/api/thuoc', reader)).json().data.docs as { _id: string }[];
    expect((await call('PUT', `/api/thuoc/${any!._id}`, reader, amoxiclav)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/thuoc/${any!._id}`, reader)).statusCode).toBe(403);
  });
});
