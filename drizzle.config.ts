// drizzle-kit: `npm run db:generate` writes SQL migrations for src/server/db/schema.ts into drizzle/
// (committed; the server applies them at start on PGlite and PostgreSQL alike).
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
})
