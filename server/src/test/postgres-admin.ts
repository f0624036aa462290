// One statement on the test PostgreSQL server, on a connection of its own: creating and dropping the databases that
// test files and the global setup make (CREATE and DROP DATABASE cannot run inside a pool's transaction).
import pg from 'pg';

export async function postgresStatement(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
