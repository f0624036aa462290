// The demo clinic's register (docs/decisions/0062-demo-clinic.md): one row while the demo is on, naming exactly what
// the demo made, so that ending it removes that and nothing else. The demo password is kept here in clear on
// purpose: the sign-in page shows it while the demo is on, and ending the demo deletes the row with it.
import { date, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** A demo account as the sign-in page lists it. */
export interface DemoAccountRow {
  taikhoan: string;
  hoten: string;
  vaitro: string;
}

export const demo = pgTable('demo', {
  _id: id(),
  /** The demo accounts' shared password, shown on the sign-in page while the demo is on. */
  matkhau: text('matkhau').notNull(),
  taikhoan: jsonb('taikhoan').$type<DemoAccountRow[]>().notNull().default([]),
  /** The demo's staff accounts, doctors' profiles, patients and goods-received documents (their batches follow). */
  nhanvien_ids: jsonb('nhanvien_ids').$type<string[]>().notNull().default([]),
  bacsi_ids: jsonb('bacsi_ids').$type<string[]>().notNull().default([]),
  benhnhan_ids: jsonb('benhnhan_ids').$type<string[]>().notNull().default([]),
  phieukho_ids: jsonb('phieukho_ids').$type<string[]>().notNull().default([]),
  /**
   * When signing in as the demo's people was closed: at the first sign-in of a real account (demo.gate.ts), so the
   * public demo password never opens an installation where real people work. Empty while the demo is open.
   */
  dongluc: timestamp('dongluc', { withTimezone: true, mode: 'date' }),
  /**
   * The last past day the demo's history has made, and the day whose morning it made last: a start that finds the
   * morning not made yet (the server was stopped while the demo was being made) goes on from the day after
   * `lichsu_den` (modules/demo/demo.resume.ts).
   */
  lichsu_den: date('lichsu_den', { mode: 'string' }),
  homnay: date('homnay', { mode: 'string' }),
  createdAt: createdAt(),
});
