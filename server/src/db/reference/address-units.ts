// Loads Vietnam's administrative units (reference/vn-admin-units-2025.json, see README.md beside it) into `tinh`,
// `xa`, and the old → new rows `tinh_truoc` and `xa_truoc`, built by inverting each unit's `formerly`. Runs after
// the migrations at every start and in the test templates: when the database already holds this file (same
// hash) it costs one query; otherwise one transaction reloads everything in a few bulk statements. A staff
// correction of a name survives a reload as long as the file's own name for that code did not change.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq, notInArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../client';
import { communes, formerCommunes, formerProvinces, provinces, referenceData } from '../tables/diachi';

export const ADDRESS_UNITS_FILE = new URL('./vn-admin-units-2025.json', import.meta.url);
const DATASET = 'vn-admin-units';
/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for these few columns. */
const BATCH = 2000;

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

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
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
export async function ensureAddressUnits(db: Database, file: URL = ADDRESS_UNITS_FILE): Promise<boolean> {
  const bytes = await readFile(file);
  const hash = createHash('sha256').update(bytes).digest('hex');
  const [held] = await db.select({ bam: referenceData.bam }).from(referenceData).where(eq(referenceData.ten, DATASET));
  if (held?.bam === hash) return false;
  const units = JSON.parse(bytes.toString('utf8')) as UnitsFile;
  return db.transaction(async (tx) => {
    // Two processes starting on one database: the second waits, then finds the file loaded.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${DATASET}))`);
    const [again] = await tx
      .select({ bam: referenceData.bam })
      .from(referenceData)
      .where(eq(referenceData.ten, DATASET));
    if (again?.bam === hash) return false;
    await load(tx, units);
    const version = { hieuluc: units.effective, bam: hash, napluc: new Date() };
    await tx
      .insert(referenceData)
      .values({ ten: DATASET, ...version })
      .onConflictDoUpdate({ target: referenceData.ten, set: version });
    return true;
  });
}
