import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit reads this to turn `src/db/schema.ts` into SQLite migrations in
 * `drizzle/sqlite/`; `drizzle.postgres.config.ts` does the same for
 * PostgreSQL. After a schema change, change both schema files and run
 * `npm run db:generate -- --name <what-changed>`; commit the output unedited:
 * the database is migrated at start.
 */
export default defineConfig({
  dialect: 'sqlite',
  schema: './src/db/schema.ts',
  out: './drizzle/sqlite',
  strict: true,
  verbose: true,
});
