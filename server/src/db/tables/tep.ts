// Uploaded files (tệp): images re-encoded by the server and stored under server-chosen names; other tables
// point at them by `hinhanh_id`. The bytes live in storage (DATA_DIR/uploads for the `local` provider).
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { clinics } from './phongkham';

export const files = pgTable(
  'tep',
  {
    _id: id(),
    phongkham_id: uuid('phongkham_id').references(() => clinics._id),
    /** The name the uploader's device gave the file, for display only; never used as a path. */
    tenfile: text('tenfile').notNull(),
    /** The storage key: a server-generated file name. */
    duongdan: text('duongdan').notNull().unique(),
    provider: text('provider').notNull().default('local'),
    folder_id: text('folder_id'),
    /** MIME type of the stored (re-encoded) bytes. */
    loai: text('loai').notNull(),
    kichthuoc: integer('kichthuoc').notNull(),
    chieurong: integer('chieurong'),
    chieucao: integer('chieucao'),
    /** The staff member who uploaded it; empty for seeded files. No foreign key: staff references files too. */
    createdBy: uuid('createdBy'),
    createdAt: createdAt(),
  },
  (t) => [index('tep_folder').on(t.folder_id)],
);
