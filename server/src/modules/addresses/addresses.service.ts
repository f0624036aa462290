// Reads of Vietnam's administrative units (db/tables/diachi.ts): the provinces, a province's communes (search
// without diacritics), one commune with the old communes it was formed from, the look-up of an old address, and
// the check every address form's three fields go through.
import type { addressResource, LookupResult } from '@phongkham/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { communes, formerCommunes, formerProvinces, provinces } from '../../db/schema';
import { fieldError } from '../../lib/http-error';
import { icu, listPage } from '../../lib/list';
import { bareProvince, communeNames, parseOldAddress, plain } from './old-address';

export async function listProvinces(db: Database) {
  return db
    .select({ ma: provinces.ma, ten: provinces.ten, soxa: count(communes._id) })
    .from(provinces)
    .leftJoin(communes, eq(communes.tinh_ma, provinces.ma))
    .groupBy(provinces.ma)
    .orderBy(asc(provinces.ma));
}

const formerCount = sql<number>`(select count(*)::int from ${formerCommunes} where ${formerCommunes.xa_ma} = ${communes.ma})`;

const itemColumns = {
  _id: communes._id,
  ma: communes.ma,
  ten: communes.ten,
  tinh_ma: communes.tinh_ma,
  tinh_ten: provinces.ten,
  sotruoc: formerCount,
  updatedAt: communes.updatedAt,
};

export function listCommunes(db: Database, query: z.output<typeof addressResource.listQuery>) {
  return listPage(query, {
    where: [query.tinh ? eq(communes.tinh_ma, query.tinh) : undefined],
    // The code too: staff read codes off forms and letters.
    search: [communes.ten, communes.ma],
    sortable: { ma: communes.ma, ten: icu(communes.ten), tinh_ma: communes.tinh_ma, updatedAt: communes.updatedAt },
    defaultSort: 'ma',
    tieBreak: asc(communes._id),
    columns: itemColumns,
    from: (fields) => db.select(fields).from(communes).innerJoin(provinces, eq(provinces.ma, communes.tinh_ma)),
  });
}

export async function getCommune(db: Database, id: string) {
  const [row] = await db
    .select({ ...itemColumns, ten_goc: communes.ten_goc, createdAt: communes.createdAt })
    .from(communes)
    .innerJoin(provinces, eq(provinces.ma, communes.tinh_ma))
    .where(eq(communes._id, id));
  if (!row) return null;
  const truoc = await db
    .select({ ma_cu: formerCommunes.ma_cu, ten_cu: formerCommunes.ten_cu, loai: formerCommunes.loai })
    .from(formerCommunes)
    .where(eq(formerCommunes.xa_ma, row.ma))
    .orderBy(asc(formerCommunes.ma_cu));
  return { ...row, truoc: truoc as { ma_cu: string; ten_cu: string; loai: 'full' | 'partial' }[] };
}

/** Name corrections only: the body's schema has nothing else, and the code and province stay whatever is sent. */
export async function prepareCommune(values: Record<string, unknown>) {
  return { ten: values.ten };
}

/**
 * The new communes an old address became. The old commune is matched by name (and kind when written) without
 * diacritics, within the provinces of today that the province part names, old or new ("Quảng Nam" is part of Đà
 * Nẵng now). The data has no old districts, so two old communes of one name in one province both come back.
 */
export async function lookUpOldAddress(db: Database, text: string): Promise<LookupResult> {
  const address = parseOldAddress(text);
  const phan = { xa: address.commune, huyen: address.district, tinh: address.province };
  let provinceCodes: string[] | null = null;
  let tinh: LookupResult['tinh'] = [];
  if (address.province) {
    const wanted = address.province;
    const now = await db.select({ ma: provinces.ma, ten: provinces.ten }).from(provinces);
    const before = await db.select({ ma: formerProvinces.tinh_ma, ten: formerProvinces.ten_cu }).from(formerProvinces);
    const codes = new Set(
      [...now, ...before].filter((p) => bareProvince(p.ten) === wanted || plain(p.ten) === wanted).map((p) => p.ma),
    );
    provinceCodes = [...codes];
    tinh = now.filter((p) => codes.has(p.ma)).sort((a, b) => a.ma.localeCompare(b.ma));
  }
  const names = communeNames(address);
  if (names.length === 0 || (provinceCodes !== null && provinceCodes.length === 0)) return { phan, tinh, ketqua: [] };
  const rows = await db
    .select({
      ma_cu: formerCommunes.ma_cu,
      ten_cu: formerCommunes.ten_cu,
      loai: formerCommunes.loai,
      ma: communes.ma,
      ten: communes.ten,
      tinh_ma: communes.tinh_ma,
      tinh_ten: provinces.ten,
    })
    .from(formerCommunes)
    .innerJoin(communes, eq(communes.ma, formerCommunes.xa_ma))
    .innerJoin(provinces, eq(provinces.ma, communes.tinh_ma))
    .where(
      and(
        // lower() after f_unaccent: on a "C" database lower() leaves Đ or Ư as they are.
        inArray(sql`lower(f_unaccent(${formerCommunes.ten_cu}))`, names),
        provinceCodes ? inArray(communes.tinh_ma, provinceCodes) : undefined,
      ),
    )
    .orderBy(asc(formerCommunes.ma_cu), asc(communes.ma))
    .limit(200);
  const byOld = new Map<string, LookupResult['ketqua'][number]>();
  for (const row of rows) {
    const entry = byOld.get(row.ma_cu) ?? { ma_cu: row.ma_cu, ten_cu: row.ten_cu, thanh: [] };
    entry.thanh.push({
      ma: row.ma,
      ten: row.ten,
      tinh_ma: row.tinh_ma,
      tinh_ten: row.tinh_ten,
      loai: row.loai as 'full' | 'partial',
    });
    byOld.set(row.ma_cu, entry);
  }
  return { phan, tinh, ketqua: [...byOld.values()] };
}

/**
 * An address form's province and commune: both exist and the commune is in the province (400 on the field
 * otherwise). Answers the names, for the readable full address.
 */
export async function checkAddress(tx: Transaction | Database, tinhMa: string, xaMa: string) {
  const [province] = await tx.select({ ten: provinces.ten }).from(provinces).where(eq(provinces.ma, tinhMa));
  if (!province) throw fieldError('tinh_ma', 'errors.unknownProvince');
  const [commune] = await tx
    .select({ ten: communes.ten, tinh_ma: communes.tinh_ma })
    .from(communes)
    .where(eq(communes.ma, xaMa));
  if (!commune || commune.tinh_ma !== tinhMa) throw fieldError('xa_ma', 'errors.communeNotInProvince');
  return { tinh: province.ten, xa: commune.ten };
}

/** "125 Nguyễn Văn Cừ, Phường Chợ Quán, Thành phố Hồ Chí Minh". */
export const fullAddress = (street: string, names: { tinh: string; xa: string }) =>
  [street.trim(), names.xa, names.tinh].filter(Boolean).join(', ');

/**
 * The kit's `prepare` for a record holding an address of a form (`tinh_ma`, `xa_ma`, `diachi`): the codes checked
 * (400 on the field) and the whole address written as `diachi_day`, inside the write's transaction.
 */
export async function withFullAddress(values: Record<string, unknown>, { tx }: { tx: Transaction }) {
  const names = await checkAddress(tx, values.tinh_ma as string, values.xa_ma as string);
  return { ...values, diachi_day: fullAddress(values.diachi as string, names) };
}
