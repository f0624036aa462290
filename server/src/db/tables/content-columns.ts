// Columns shared by the public site's content tables: the owning clinic, an image, an order and a
// published flag. Text columns come in pairs, `x` (Vietnamese) and `x_en` (English, empty = use Vietnamese).
import { boolean, integer, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './phongkham';
import { files } from './tep';

export const clinicRef = () =>
  uuid('phongkham_id')
    .notNull()
    .references(() => clinics._id);

export const imageRef = () => uuid('hinhanh_id').references(() => files._id);
export const position = () => integer('thutu').notNull().default(0);
/** Unpublished rows stay in the back office and never reach the public site. */
export const published = () => boolean('hienthi').notNull().default(true);
