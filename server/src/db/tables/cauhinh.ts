// The installation's system settings (cấu hình, /admin/setting): mail server, SMS and Zalo providers, upload
// limits, the public forms' rate limits and the page cache (contracts/src/system-settings.ts). One row. Plain values
// are a JSON document checked by the contract on every read and write; secrets are kept apart, each encrypted with
// a key derived from the JWT secret (modules/system-settings/secrets.ts), and never leave the server.
import { jsonb, pgTable } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const systemSettings = pgTable('cauhinh', {
  _id: id(),
  /** The plain values by field name; a missing or null one falls back to the environment or the built-in default. */
  giatri: jsonb('giatri').$type<Record<string, unknown>>().notNull().default({}),
  /** The secrets by field name, each `v1:<iv>:<tag>:<ciphertext>` (AES-256-GCM). */
  bimat: jsonb('bimat').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
