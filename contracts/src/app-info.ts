// Application info (/thong-tin-ung-dung, docs/product-rules.md 'Back-office pages'): what is running and for how
// long, for the installation's owner.
import { z } from 'zod';
import { timestamp } from './api';

export const appInfo = z.object({
  version: z.string(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), reachable: z.boolean() }),
  /** Seconds since the process started. */
  uptime: z.number().int(),
  startedAt: timestamp,
  serverTime: timestamp,
  /** The server's time zone (IANA name), which its clock above is shown in. */
  timeZone: z.string(),
  node: z.string(),
  platform: z.string(),
  /** Resident memory of the process, in bytes. */
  memory: z.number().int(),
  /** Whether outgoing mail leaves through SMTP or waits in the outbox. */
  mail: z.enum(['smtp', 'outbox']),
});
export type AppInfo = z.input<typeof appInfo>;
