import { defineConfig } from 'drizzle-kit';

// Used only to generate SQL migrations from the schema; the application applies them itself.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/tables.ts',
  out: './src/server/db/migrations',
});
