// drizzle-kit reads the tables and writes SQL migrations; they are reviewed and committed, never edited after landing.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/src/db/migrations',
});
