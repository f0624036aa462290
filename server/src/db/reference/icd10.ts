// Loads the Ministry of Health's ICD-10 list (reference/icd10-vi-2020.json, see README.md beside it) into `icd10`
// through the shared versioned loader: one query when the database holds this file, otherwise the table is
// replaced in one transaction (codes are never edited by staff, so nothing is kept across versions).
import type { Database, Transaction } from '../client';
import { icd10Codes } from '../tables/icd10';
import { ensureReference, inBatches } from './versioned';
import { serverFile } from '../../paths';

export const ICD10_FILE = serverFile('src/db/reference/icd10-vi-2020.json');
/** Quyết định 4469/QĐ-BYT of 28 October 2020 issued the list; the file carries no date of its own. */
const ICD10_EFFECTIVE = '2020-10-28';

interface Icd10Row {
  code: string;
  name_vi: string;
  name_en: string | null;
  chapter: string;
  chapter_name_vi: string;
  group: string | null;
}

async function load(tx: Transaction, rows: Icd10Row[]) {
  await tx.delete(icd10Codes);
  await inBatches(rows, (batch) =>
    tx.insert(icd10Codes).values(
      batch.map((row) => ({
        ma: row.code,
        ten: row.name_vi,
        ten_en: row.name_en,
        chuong: row.chapter,
        ten_chuong: row.chapter_name_vi,
        nhom: row.group,
      })),
    ),
  );
}

export function ensureIcd10(db: Database, file: URL = ICD10_FILE): Promise<boolean> {
  return ensureReference<Icd10Row[]>(db, { dataset: 'icd10-vi', file, effective: () => ICD10_EFFECTIVE, load });
}
