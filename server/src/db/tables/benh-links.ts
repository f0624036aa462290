// What a disease page links to: the price-list services that treat or test for it and the doctors who see it.
import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { doctors } from './bacsi';
import { diseases } from './benh';
import { services } from './dichvu';

export const diseaseServices = pgTable(
  'benh_dichvu',
  {
    benh_id: uuid('benh_id')
      .notNull()
      .references(() => diseases._id, { onDelete: 'cascade' }),
    dichvu_id: uuid('dichvu_id')
      .notNull()
      .references(() => services._id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.benh_id, t.dichvu_id] }), index('benh_dichvu_dichvu').on(t.dichvu_id)],
);

export const diseaseDoctors = pgTable(
  'benh_bacsi',
  {
    benh_id: uuid('benh_id')
      .notNull()
      .references(() => diseases._id, { onDelete: 'cascade' }),
    bacsi_id: uuid('bacsi_id')
      .notNull()
      .references(() => doctors._id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.benh_id, t.bacsi_id] }), index('benh_bacsi_bacsi').on(t.bacsi_id)],
);
