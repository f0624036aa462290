// Loads Vietnam's administrative units (reference/vn-admin-units-2025.json, see README.md beside it) into `tinh`,
// `xa`, and the old → new rows `tinh_truoc` and `xa_truoc`, built by inverting each unit's `formerly`. Runs after
// the migrations at every start and in the test templates: when the database already holds this file (same
// hash) it costs one query (versioned.ts); otherwise one transaction reloads everything in a few bulk statements. A staff
// correction of a name survives a reload as long as the file's own name for that code did not change.
import { notInArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../client';
import { communes, formerCommunes, formerProvinces, provinces } from '../tables/diachi';
import { ensureReference, inBatches } from './versioned';
import { serverFile } from '../../paths';

export const ADDRESS_UNITS_FILE = serverFile('src/db/reference/vn-admin-units-2025.json');

interface Former {
  code: string;
  name: string;
  type: 'full' | 'partial';
}
export interface UnitsFile {
  effective: string;
  provinces: { code: string; name: string; formerly: Former[] }[];
  wards: { code: string; name: string; province_code: string; formerly: Former[] }[];
}

/** A name follows the file unless staff corrected it (it differs from the file's previous name). */
const keepCorrection = (table: typeof provinces | typeof communes) =>
  sql`case when ${table.ten} = ${table.ten_goc} then excluded.ten else ${table.ten} end`;

async function load(tx: Transaction, units: UnitsFile) {
  await inBatches(units.provinces, (batch) =>
    tx
      .insert(provinces)
      .values(batch.map((p) => ({ ma: p.code, ten: p.name, ten_goc: p.name })))
      .onConflictDoUpdate({
        target: provinces.ma,
        set: { ten: keepCorrection(provinces), ten_goc: sql`excluded.ten_goc`, updatedAt: new Date() },
      }),
  );
  await inBatches(units.wards, (batch) =>
    tx
      .insert(communes)
      .values(batch.map((w) => ({ ma: w.code, tinh_ma: w.province_code, ten: w.name, ten_goc: w.name })))
      .onConflictDoUpdate({
        target: communes.ma,
        set: {
          tinh_ma: sql`excluded.tinh_ma`,
          ten: keepCorrection(communes),
          ten_goc: sql`excluded.ten_goc`,
          updatedAt: new Date(),
        },
      }),
  );
  // Units the file no longer has; their old → new rows go with them (on delete cascade).
  await tx.delete(communes).where(
    notInArray(
      communes.ma,
      units.wards.map((w) => w.code),
    ),
  );
  await tx.delete(provinces).where(
    notInArray(
      provinces.ma,
      units.provinces.map((p) => p.code),
    ),
  );
  await tx.delete(formerCommunes);
  await tx.delete(formerProvinces);
  const communeLinks = units.wards.flatMap((w) =>
    w.formerly.map((f) => ({ ma_cu: f.code, ten_cu: f.name, loai: f.type, xa_ma: w.code })),
  );
  await inBatches(communeLinks, (batch) => tx.insert(formerCommunes).values(batch));
  const provinceLinks = units.provinces.flatMap((p) =>
    p.formerly.map((f) => ({ ma_cu: f.code, ten_cu: f.name, tinh_ma: p.code })),
  );
  await inBatches(provinceLinks, (batch) => tx.insert(formerProvinces).values(batch));
}

/**
 * Makes the database hold the units of `file` (the repository's current data file by default). Answers whether it
 * loaded anything: false when the database already held this very file.
 */
export function ensureAddressUnits(db: Database, file: URL = ADDRESS_UNITS_FILE): Promise<boolean> {
  return ensureReference<UnitsFile>(db, {
    dataset: 'vn-admin-units',
    file,
    effective: (units) => units.effective,
    load,
  });
}
