import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit reads this to turn `src/db/schema-pg.ts` into PostgreSQL
 * migrations in `drizzle/postgres/` (see drizzle.sqlite.config.ts). Generating
 * needs no server.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema-pg.ts',
  out: './drizzle/postgres',
  strict: true,
  verbose: true,
});
