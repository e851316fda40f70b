import { defineConfig } from 'drizzle-kit';

// Generation is offline (no database needed); the app applies drizzle/ at start with drizzle's migrator.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
