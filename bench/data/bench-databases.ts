// Which databases a bench run measures: `--db pglite|postgres|all`, or PGlite and, when
// BENCH_DATABASE_URL is set, PostgreSQL too. Exits with a clear line when PostgreSQL is asked for
// without its URL.
import type { DbKind } from '../report/bench-result'

export function benchDatabases(db: string | undefined): {
  dbs: DbKind[]
  postgresUrl: string | undefined
} {
  const postgresUrl = process.env.BENCH_DATABASE_URL?.trim() || undefined
  const dbs: DbKind[] =
    db === 'pglite'
      ? ['pglite']
      : db === 'postgres'
        ? ['postgres']
        : db === 'all' || (db === undefined && postgresUrl)
          ? ['pglite', 'postgres']
          : ['pglite']
  if (dbs.includes('postgres') && !postgresUrl) {
    console.error(
      '--db postgres needs BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/groundwork_bench',
    )
    process.exit(1)
  }
  return { dbs, postgresUrl }
}
