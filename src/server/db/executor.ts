// What SQL runs on: the database or an open transaction, on PGlite or node-postgres alike.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema'

export type Executor = PgDatabase<PgQueryResultHKT, typeof schema>
