// The health answer: whether the database answers, and which build is running.
import { z } from 'zod';

export const health = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), reachable: z.boolean() }),
  uptime: z.number(),
});
export type Health = z.infer<typeof health>;
