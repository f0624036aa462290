// The drug catalogue (thuốc): one list for the installation's clinics (docs/decisions/0029). The active ingredients
// are a JSON list of { hoatchat, hamluong }; `hoatchat` repeats their names as one text, written on every save, so the
// list searches names and ingredients alike through trigram indexes, diacritics ignored.
import { sql } from 'drizzle-orm';
import { drugClasses, drugRoutes, type DrugIngredient, type DrugPack } from '@phongkham/contracts';
import { bigint, boolean, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, oneOf, updatedAt } from './columns';

export const drugs = pgTable(
  'thuoc',
  {
    _id: id(),
    tenthuoc: text('tenthuoc').notNull(),
    thanhphan: jsonb('thanhphan').$type<DrugIngredient[]>().notNull(),
    /** The ingredients' names joined ("Amoxicillin, Acid clavulanic"), for search only. */
    hoatchat: text('hoatchat').notNull().default(''),
    dangbaoche: text('dangbaoche').notNull(),
    donvitinh: text('donvitinh').notNull(),
    duongdung: text('duongdung', { enum: drugRoutes }).notNull(),
    sodangky: text('sodangky'),
    hangsanxuat: text('hangsanxuat'),
    nuocsanxuat: text('nuocsanxuat'),
    loaithuoc: text('loaithuoc', { enum: drugClasses }).notNull().default('THUONG'),
    /**
     * WHO ATC code (J01CR02), or as much of it as is known (J01); empty when nobody has coded the drug. The clinical
     * report counts a drug whose code starts J01 as an antibiotic (docs/decisions/0065-clinical-report.md).
     */
    maatc: text('maatc'),
    cachdung: text('cachdung'),
    ghichu: text('ghichu'),
    hoatdong: boolean('hoatdong').notNull().default(true),
    /** Selling price in whole đồng per smallest unit, until a stock batch carries its own; empty: not priced. */
    giaban: bigint('giaban', { mode: 'number' }),
    /** Its packs and how many smallest units each holds ([{ ten: 'Hộp', heso: 100 }]): receipts may count in packs. */
    quycach: jsonb('quycach').$type<DrugPack[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    check('thuoc_loaithuoc_check', sql`${t.loaithuoc} in ${oneOf(drugClasses)}`),
    check('thuoc_duongdung_check', sql`${t.duongdung} in ${oneOf(drugRoutes)}`),
    check('thuoc_giaban_check', sql`${t.giaban} >= 0`),
    check('thuoc_maatc_check', sql`${t.maatc} ~ '^[A-Z][0-9]{2}([A-Z]([A-Z]([0-9]{2})?)?)?$'`),
    // One registration number names one product (the same brand in two strengths has two numbers).
    uniqueIndex('thuoc_sodangky')
      .on(t.sodangky)
      .where(sql`${t.deletedAt} is null and ${t.sodangky} is not null`),
    index('thuoc_tenthuoc_search').using('gin', sql`f_unaccent(lower(${t.tenthuoc})) gin_trgm_ops`),
    index('thuoc_hoatchat_search').using('gin', sql`f_unaccent(lower(${t.hoatchat})) gin_trgm_ops`),
  ],
);
