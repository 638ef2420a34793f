import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The shared tables, and the tables each module owns in its own `*.schema.ts`.
  schema: ['./src/db/schema.ts', './src/modules/*/*.schema.ts'],
  out: './drizzle',
  casing: 'snake_case',
});
