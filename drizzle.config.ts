import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit reads this to turn `src/db/schema.ts` into SQL migrations in
 * `drizzle/`. Regenerate after a schema change with
 * `npx drizzle-kit generate --name <what-changed>` and commit the output
 * unedited: `openDatabase()` applies it at start.
 */
export default defineConfig({
  dialect: 'sqlite',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
