// Finding ICD-10 codes as a doctor types: by the code's start ("I10", "i10.", "E11.9") or by words of the
// Vietnamese or English name without diacritics ("tang huyet ap" finds I10 first). The 12,137 codes are read once
// per process into a folded list (a few MB), which a search scans in a couple of milliseconds: simpler and faster
// here than a trigram index, and the catalogue only changes when a new file is loaded at start.
import { searchFold, type Icd10Item } from '@phongkham/contracts';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { icd10Codes } from '../../db/schema';

interface Entry {
  item: Icd10Item;
  /** The code without its dot, for prefix matching ("I109" is not a code, "I10" and "I100" compare). */
  bare: string;
  /** " folded vietnamese name | folded english name ": words start after a space. */
  words: string;
}

const catalogues = new WeakMap<Database, Promise<Entry[]>>();

async function readCatalogue(db: Database): Promise<Entry[]> {
  const rows = await db
    .select({
      ma: icd10Codes.ma,
      ten: icd10Codes.ten,
      ten_en: icd10Codes.ten_en,
      chuong: icd10Codes.chuong,
      nhom: icd10Codes.nhom,
    })
    .from(icd10Codes)
    .orderBy(asc(icd10Codes.ma));
  return rows.map((item) => ({
    item,
    bare: item.ma.replace('.', ''),
    words: ` ${searchFold(item.ten)} | ${searchFold(item.ten_en ?? '')} `,
  }));
}

function catalogue(db: Database): Promise<Entry[]> {
  let held = catalogues.get(db);
  if (!held) {
    held = readCatalogue(db);
    // A failed read is not kept: the next search tries again.
    held.catch(() => catalogues.delete(db));
    catalogues.set(db, held);
  }
  return held;
}

const codeLike = /^[A-Z][0-9]{0,2}\.?[0-9A-Z]{0,2}$/;

/**
 * The codes matching `q`, best first: codes starting with it; then names holding every word (as the start of a
 * word), those holding the words as one phrase first, three-character categories before their sub-codes (the
 * general code is the usual choice), then in code order.
 */
export async function searchIcd10(db: Database, q: string, limit: number): Promise<Icd10Item[]> {
  const entries = await catalogue(db);
  const compact = q.trim().toUpperCase().replace(/\s+/g, '');
  if (codeLike.test(compact)) {
    const prefix = compact.replace('.', '');
    const byCode = entries.filter((entry) => entry.bare.startsWith(prefix));
    if (byCode.length > 0) return byCode.slice(0, limit).map((entry) => entry.item);
  }
  const folded = searchFold(q);
  const tokens = folded.split(' ').filter(Boolean);
  if (tokens.length === 0) return [];
  const phrase = ` ${folded}`;
  const ranked: { entry: Entry; rank: number }[] = [];
  for (const entry of entries) {
    if (!tokens.every((token) => entry.words.includes(` ${token}`))) continue;
    const rank = (entry.words.includes(phrase) ? 0 : 2) + (entry.bare.length > 3 ? 1 : 0);
    ranked.push({ entry, rank });
  }
  // Stable sort: within a rank the catalogue's code order stays.
  ranked.sort((a, b) => a.rank - b.rank);
  return ranked.slice(0, limit).map(({ entry }) => entry.item);
}

/** The catalogue's rows for these codes (the names a visit record shows beside its codes). */
export async function icd10Names(db: Pick<Database, 'select'>, codes: readonly string[]) {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map<string, Icd10Item>();
  const rows = await db
    .select({
      ma: icd10Codes.ma,
      ten: icd10Codes.ten,
      ten_en: icd10Codes.ten_en,
      chuong: icd10Codes.chuong,
      nhom: icd10Codes.nhom,
    })
    .from(icd10Codes)
    .where(inArray(icd10Codes.ma, unique));
  return new Map(rows.map((row) => [row.ma, row]));
}
