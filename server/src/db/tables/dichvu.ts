// Provided services (dịch vụ cung cấp) with their price: the price list and, later, the lines of a bill.
import { sql } from 'drizzle-orm';
import { serviceKinds } from '@phongkham/contracts';
import { bigint, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, oneOf, updatedAt } from './columns';
import { clinicRef, imageRef, position, published } from './content-columns';
import { serviceGroups } from './dmdichvu';

export const services = pgTable(
  'dichvu',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    dmdichvu_id: uuid('dmdichvu_id')
      .notNull()
      .references(() => serviceGroups._id),
    tendichvu: text('tendichvu').notNull(),
    tendichvu_en: text('tendichvu_en'),
    mota: text('mota'),
    mota_en: text('mota_en'),
    noidung: text('noidung'),
    noidung_en: text('noidung_en'),
    /** Price in whole đồng. */
    gia: bigint('gia', { mode: 'number' }).notNull(),
    /** Unit the price is for ("lần", "ca"). */
    donvitinh: text('donvitinh'),
    donvitinh_en: text('donvitinh_en'),
    /** What kind of work it is; the clinic's orders and bills group by it. */
    loai: text('loai', { enum: serviceKinds }).notNull().default('KHAC'),
    /** A short remark shown beside the price ("chưa gồm thuốc"). */
    ghichu: text('ghichu'),
    ghichu_en: text('ghichu_en'),
    hinhanh_id: imageRef(),
    thutu: position(),
    hienthi: published(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    check('dichvu_gia_check', sql`${t.gia} >= 0`),
    check('dichvu_loai_check', sql`${t.loai} in ${oneOf(serviceKinds)}`),
    index('dichvu_dmdichvu').on(t.dmdichvu_id),
  ],
);
