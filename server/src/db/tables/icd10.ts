// The ICD-10 catalogue as the Ministry of Health publishes it (Quyết định 4469/QĐ-BYT), loaded from the versioned
// data file in db/reference/ (db/reference/icd10.ts). Visit records name diagnoses by these codes; the catalogue
// is read-only: a new list replaces the file, not rows.
import { pgTable, text } from 'drizzle-orm/pg-core';

export const icd10Codes = pgTable('icd10', {
  /** The code with its dot, as printed: `I10`, `A00.0`, `M01.00` (a Vietnamese five-character extension). */
  ma: text('ma').primaryKey(),
  /** The Ministry's Vietnamese name. */
  ten: text('ten').notNull(),
  /** WHO's 2019 English title; empty for the Vietnamese extensions and codes WHO 2019 does not have. */
  ten_en: text('ten_en'),
  /** The chapter, a Roman numeral (I to XXII), and its Vietnamese name. */
  chuong: text('chuong').notNull(),
  ten_chuong: text('ten_chuong').notNull(),
  /** The WHO block (`I10-I15`); empty for the one code (A90) no 2019 block holds. */
  nhom: text('nhom'),
});
