import { defineConfig } from 'drizzle-kit';

// One set of generated SQL migrations serves both PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
