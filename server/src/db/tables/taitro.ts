// Sponsored operations (tài trợ ca mổ): charity cases the clinic raises money for and operates on.
import { sql } from 'drizzle-orm';
import { sponsorshipStatuses } from '@phongkham/contracts';
import { bigint, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt } from './columns';
import { clinicRef, imageRef, published } from './content-columns';

export const sponsoredOperations = pgTable(
  'taitro',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    tieude: text('tieude').notNull(),
    tieude_en: text('tieude_en'),
    mota: text('mota'),
    mota_en: text('mota_en'),
    noidung: text('noidung'),
    noidung_en: text('noidung_en'),
    /** How the patient is named publicly (initials and age, never a full name without consent). */
    benhnhan: text('benhnhan'),
    benhnhan_en: text('benhnhan_en'),
    /** The target: what the operation costs, in whole đồng. What was raised is the sum of its donations (quyengop). */
    chiphi: bigint('chiphi', { mode: 'number' }).notNull().default(0),
    trangthai: text('trangthai', { enum: sponsorshipStatuses }).notNull().default('DANG_KEU_GOI'),
    hinhanh_id: imageRef(),
    ngaydang: timestamp('ngaydang', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    hienthi: published(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    check('taitro_trangthai_check', sql`${t.trangthai} in ('DANG_KEU_GOI', 'DA_PHAU_THUAT')`),
    check('taitro_chiphi_check', sql`${t.chiphi} >= 0`),
  ],
);
