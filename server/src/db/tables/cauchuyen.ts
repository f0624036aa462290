// Success stories (câu chuyện thành công): patients' journeys the clinic may publish with consent.
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt } from './columns';
import { clinicRef, imageRef, published } from './content-columns';
import { sponsoredOperations } from './taitro';

export const successStories = pgTable('cauchuyen', {
  _id: id(),
  phongkham_id: clinicRef(),
  tieude: text('tieude').notNull(),
  tieude_en: text('tieude_en'),
  mota: text('mota'),
  mota_en: text('mota_en'),
  noidung: text('noidung'),
  noidung_en: text('noidung_en'),
  hinhanh_id: imageRef(),
  /** The sponsored operation the story follows, when there is one. */
  taitro_id: uuid('taitro_id').references(() => sponsoredOperations._id),
  ngaydang: timestamp('ngaydang', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  hienthi: published(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
});
