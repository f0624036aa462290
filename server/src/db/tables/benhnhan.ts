// The patient register (bệnh nhân): one record per person of a clinic, which requests, and later visits,
// prescriptions and bills, point at (contracts/src/resources/patients.ts). Codes come from a sequence, so two
// concurrent creates never get one code; search is served by trigram indexes on the unaccented name and on the
// phone and code (lib/list.ts), so the list stays fast at 100,000 rows.
import { sql } from 'drizzle-orm';
import { genders } from '@phongkham/contracts';
import {
  check,
  date,
  index,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { consentColumns, createdAt, deletedAt, id, oneOf, updatedAt } from './columns';
import { clinicRef } from './content-columns';

/** The numbers behind the codes (BN-000123): one sequence for the installation, never handing out a number twice. */
export const patientCodes = pgSequence('benhnhan_ma_seq', { startWith: 1, increment: 1 });

export const patients = pgTable(
  'benhnhan',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    ma: text('ma').notNull(),
    hoten: text('hoten').notNull(),
    ngaysinh: date('ngaysinh', { mode: 'string' }),
    gioitinh: text('gioitinh', { enum: genders }),
    /** Digits only (the form tidies spaces and +84); empty once anonymised. */
    dienthoai: text('dienthoai'),
    email: text('email'),
    tinh_ma: text('tinh_ma'),
    xa_ma: text('xa_ma'),
    diachi: text('diachi'),
    diachi_day: text('diachi_day'),
    cccd: text('cccd'),
    bhyt: text('bhyt'),
    nghenghiep: text('nghenghiep'),
    nguoilienhe: text('nguoilienhe'),
    dienthoai_lienhe: text('dienthoai_lienhe'),
    diung: text('diung'),
    ghichu: text('ghichu'),
    ...consentColumns(),
    /** Set when this record was merged into another: the kept one. The merged record is soft-deleted. */
    gopvao_id: uuid('gopvao_id').references((): AnyPgColumn => patients._id),
    /** When the record was anonymised on request (Law 91/2025). */
    andanh_luc: timestamp('andanh_luc', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    check('benhnhan_gioitinh', sql`${t.gioitinh} in ${oneOf(genders)}`),
    uniqueIndex('benhnhan_ma').on(t.ma),
    // The list's default order within a clinic, and the duplicate checks' equality look-ups.
    index('benhnhan_phongkham_created').on(t.phongkham_id, t.createdAt),
    index('benhnhan_dienthoai').on(t.phongkham_id, t.dienthoai),
    index('benhnhan_cccd').on(t.phongkham_id, t.cccd),
    index('benhnhan_ngaysinh').on(t.phongkham_id, t.ngaysinh),
    // Search: names without diacritics, and any part of a phone or a code (lib/list.ts textSearch).
    index('benhnhan_hoten_search').using('gin', sql`f_unaccent(lower(${t.hoten})) gin_trgm_ops`),
    index('benhnhan_dienthoai_search').using('gin', sql`${t.dienthoai} gin_trgm_ops`),
    index('benhnhan_ma_search').using('gin', sql`${t.ma} gin_trgm_ops`),
  ],
);
