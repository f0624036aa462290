// Reads what a stopped server left in its embedded database, to check that a journey's writes are durable.
import { PGlite } from '@electric-sql/pglite';
import path from 'node:path';

export async function queryStoppedDatabase<T>(dataDir: string, sql: string): Promise<T[]> {
  const db = await PGlite.create(path.join(dataDir, 'pgdata'));
  try {
    return (await db.query<T>(sql)).rows;
  } finally {
    await db.close();
  }
}
