// The administrative units of 1 July 2025 through the API: the counts the data promises, a commune found without
// diacritics, old addresses looked up to the units they became, and the name correction of the back office
// (history kept, code unchanged, guarded by /dia-chi's update flag).
import { communeDetail, lookupResult, type LookupResult } from '@phongkham/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, communes, formerCommunes, provinces, referenceData } from '../../db/schema';
import { ensureAddressUnits } from '../../db/reference/address-units';
import { buildTestApp } from '../../test/app';
import { apiCaller, createStaff, menuEntry, signIn, staffWithMenu } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const call = apiCaller(app);
const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));

const lookUp = async (q: string) => {
  const response = await call('GET', `/api/diachi/tra-cuu?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as LookupResult;
  expect(lookupResult.safeParse(data).success).toBe(true);
  return data;
};
/** "Phường Sài Gòn (79)" for each new unit of the answer, sorted. */
const becameOf = (result: LookupResult) =>
  [...new Set(result.ketqua.flatMap((old) => old.thanh.map((unit) => `${unit.ten} (${unit.tinh_ma})`)))].sort();

describe('the units', () => {
  it('lists the 34 provinces by code, anonymously, with 3,321 communes between them', async () => {
    const response = await call('GET', '/api/diachi/tinh');
    expect(response.statusCode).toBe(200);
    const list = response.json().data as { ma: string; ten: string; soxa: number }[];
    expect(list).toHaveLength(34);
    expect(list[0]).toEqual({ ma: '01', ten: 'Thành phố Hà Nội', soxa: 126 });
    expect(list.find((p) => p.ma === '79')?.ten).toBe('Thành phố Hồ Chí Minh');
    expect(list.reduce((sum, p) => sum + p.soxa, 0)).toBe(3321);
    const all = await call('GET', '/api/diachi/xa?limit=1');
    expect(all.json().data.totalDocs).toBe(3321);
  });

  it("lists a province's communes and finds one typed without diacritics", async () => {
    const hcm = await call('GET', '/api/diachi/xa?tinh=79&limit=0');
    expect(hcm.json().data.totalDocs).toBe(168);
    const found = await call('GET', '/api/diachi/xa?tinh=79&q=sai%20gon');
    const names = (found.json().data.docs as { ten: string; ma: string }[]).map((row) => row.ten);
    expect(names).toContain('Phường Sài Gòn');
    const byCode = await call('GET', '/api/diachi/xa?q=26740');
    expect(byCode.json().data.docs[0]).toMatchObject({
      ma: '26740',
      ten: 'Phường Sài Gòn',
      tinh_ten: 'Thành phố Hồ Chí Minh',
    });
    // "Đ" has no accent to strip: unaccented it is "D".
    const hanoi = await call('GET', '/api/diachi/xa?tinh=01&q=ba%20dinh');
    expect((hanoi.json().data.docs as { ten: string }[]).map((row) => row.ten)).toContain('Phường Ba Đình');
    expect((await call('GET', '/api/diachi/xa?tinh=7')).statusCode).toBe(400);
  });

  it('shows a commune with the old communes it was formed from', async () => {
    const [row] = await db.select({ _id: communes._id }).from(communes).where(eq(communes.ma, '26740'));
    const response = await call('GET', `/api/diachi/xa/${row!._id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json().data;
    expect(communeDetail.safeParse(detail).success).toBe(true);
    expect(detail.truoc).toEqual([
      { ma_cu: '26737', ten_cu: 'Phường Đa Kao', loai: 'partial' },
      { ma_cu: '26740', ten_cu: 'Phường Bến Nghé', loai: 'full' },
      { ma_cu: '26746', ten_cu: 'Phường Nguyễn Thái Bình', loai: 'partial' },
    ]);
  });
});

describe('looking up an old address', () => {
  it('Phường Bến Nghé, Quận 1, TP.HCM became Phường Sài Gòn', async () => {
    const result = await lookUp('Phường Bến Nghé, Quận 1, TP.HCM');
    expect(result.phan).toEqual({ xa: 'ben nghe', huyen: 'quan 1', tinh: 'ho chi minh' });
    expect(result.tinh).toEqual([{ ma: '79', ten: 'Thành phố Hồ Chí Minh' }]);
    expect(result.ketqua).toEqual([
      {
        ma_cu: '26740',
        ten_cu: 'Phường Bến Nghé',
        thanh: [{ ma: '26740', ten: 'Phường Sài Gòn', tinh_ma: '79', tinh_ten: 'Thành phố Hồ Chí Minh', loai: 'full' }],
      },
    ]);
  });

  it('Phường Trúc Bạch, Quận Ba Đình, Hà Nội became Phường Ba Đình', async () => {
    expect(becameOf(await lookUp('Phường Trúc Bạch, Quận Ba Đình, Hà Nội'))).toEqual(['Phường Ba Đình (01)']);
  });

  it('a ward split in two (P. Đa Kao, Q.1) answers both new wards', async () => {
    const result = await lookUp('P. Đa Kao, Q.1, TP. Hồ Chí Minh');
    expect(becameOf(result)).toEqual(['Phường Sài Gòn (79)', 'Phường Tân Định (79)']);
    expect(result.ketqua[0]!.thanh.every((unit) => unit.loai === 'partial')).toBe(true);
  });

  it('an old province merged into another (Hà Giang → Tuyên Quang) is read as the province it joined', async () => {
    const result = await lookUp('Thị trấn Yên Minh, Huyện Yên Minh, Tỉnh Hà Giang');
    expect(result.tinh).toEqual([{ ma: '08', ten: 'Tỉnh Tuyên Quang' }]);
    expect(becameOf(result)).toEqual(['Xã Yên Minh (08)']);
  });

  it('typed without diacritics, with the province merged (Quảng Nam → Đà Nẵng)', async () => {
    const result = await lookUp('phuong minh an, tp hoi an, quang nam');
    expect(result.phan).toEqual({ xa: 'minh an', huyen: 'tp hoi an', tinh: 'quang nam' });
    expect(becameOf(result)).toEqual(['Phường Hội An (48)']);
  });

  it('abbreviations without spaces (P.Bến Thành, Q1, TPHCM)', async () => {
    expect(becameOf(await lookUp('P.Bến Thành, Q1, TPHCM'))).toEqual(['Phường Bến Thành (79)']);
  });

  it('answers every old ward of the name in the province when the data cannot tell districts apart', async () => {
    // HCMC had a "Phường 1" in many districts; the data has no old districts to choose between them.
    const result = await lookUp('Phường 01, Quận 5, TP.HCM');
    expect(result.ketqua.length).toBeGreaterThan(5);
    expect(becameOf(result)).toContain('Phường Chợ Quán (79)');
    expect(result.ketqua.every((old) => old.thanh.every((unit) => unit.tinh_ma === '79'))).toBe(true);
  });

  it('answers no match for an unknown ward or province, and 400 for an empty or too long query', async () => {
    expect((await lookUp('Phường Không Có, Quận 1, TP.HCM')).ketqua).toEqual([]);
    expect((await lookUp('Phường Bến Nghé, Tỉnh Không Có')).ketqua).toEqual([]);
    const empty = await call('GET', '/api/diachi/tra-cuu?q=%20');
    expect(empty.statusCode).toBe(400);
    expect((await call('GET', `/api/diachi/tra-cuu?q=${'a'.repeat(301)}`)).statusCode).toBe(400);
  });
});

describe('correcting a name', () => {
  const commune = async (ma: string) => (await db.select().from(communes).where(eq(communes.ma, ma)))[0]!;

  it('changes the name only, keeps the code and the province, and records the change', async () => {
    const before = await commune('27301');
    const response = await call('PUT', `/api/diachi/xa/${before._id}`, owner, {
      ten: 'Phường Chợ Quán (sửa)',
      ma: '99999',
      tinh_ma: '01',
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await commune('27301');
    expect(after).toMatchObject({
      ma: '27301',
      tinh_ma: '79',
      ten: 'Phường Chợ Quán (sửa)',
      ten_goc: 'Phường Chợ Quán',
    });
    const [history] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.banghi_id, before._id), eq(activityLog.tainguyen, 'xa')));
    expect(history).toMatchObject({ hanhdong: 'CAP_NHAT' });
    expect(history!.truoc).toMatchObject({ ten: 'Phường Chợ Quán' });
    expect(history!.sau).toMatchObject({ ten: 'Phường Chợ Quán (sửa)' });
    await call('PUT', `/api/diachi/xa/${before._id}`, owner, { ten: 'Phường Chợ Quán' });
  });

  it('answers 400 on an empty or too long name, 404 on an unknown commune', async () => {
    const { _id } = await commune('27301');
    const empty = await call('PUT', `/api/diachi/xa/${_id}`, owner, { ten: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ ten: 'Không được để trống' });
    expect((await call('PUT', `/api/diachi/xa/${_id}`, owner, { ten: 'x'.repeat(101) })).statusCode).toBe(400);
    const missing = await call('PUT', '/api/diachi/xa/0197a0a0-0000-7000-8000-000000000000', owner, { ten: 'A' });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 401 without sign-in and 403 without the update flag; creating and deleting do not exist', async () => {
    const { _id } = await commune('27301');
    expect((await call('PUT', `/api/diachi/xa/${_id}`, undefined, { ten: 'A' })).statusCode).toBe(401);
    const viewer = await staffWithMenu(app, db, [menuEntry('/dia-chi', { view: true })]);
    expect((await call('PUT', `/api/diachi/xa/${_id}`, viewer, { ten: 'A' })).statusCode).toBe(403);
    const updater = await staffWithMenu(app, db, [menuEntry('/dia-chi', { view: true, update: true })]);
    expect((await call('PUT', `/api/diachi/xa/${_id}`, updater, { ten: 'Phường Chợ Quán' })).statusCode).toBe(200);
    expect((await call('POST', '/api/diachi/xa', owner, { ten: 'A' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/diachi/xa/${_id}`, owner)).statusCode).toBe(404);
  });
});

describe('loading the data file', () => {
  it('does nothing when the database holds the same file; a new file keeps corrections and takes its own names', async () => {
    expect(await ensureAddressUnits(db)).toBe(false);
    const [held] = await db.select().from(referenceData);
    expect(held).toMatchObject({ ten: 'vn-admin-units', hieuluc: '2025-07-01' });
    // A correction by staff, then a "new version" of the file: simulated by forgetting the hash.
    await db.update(communes).set({ ten: 'Phường Bến Thành (đã sửa)' }).where(eq(communes.ma, '26743'));
    await db.update(referenceData).set({ bam: 'older' });
    await db.update(provinces).set({ ten_goc: 'Tên cũ', ten: 'Tên cũ' }).where(eq(provinces.ma, '01'));
    expect(await ensureAddressUnits(db)).toBe(true);
    const [corrected] = await db.select().from(communes).where(eq(communes.ma, '26743'));
    expect(corrected!.ten).toBe('Phường Bến Thành (đã sửa)');
    const [hanoi] = await db.select().from(provinces).where(eq(provinces.ma, '01'));
    expect(hanoi!.ten).toBe('Thành phố Hà Nội');
    const links = await db.select().from(formerCommunes);
    expect(links).toHaveLength(10604);
    await db.update(communes).set({ ten: 'Phường Bến Thành' }).where(eq(communes.ma, '26743'));
  });
});
