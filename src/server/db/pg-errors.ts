// Reading PostgreSQL error codes through Drizzle's wrapping (DrizzleQueryError keeps the driver's
// error as `cause`), the same on PGlite and node-postgres.

export type PgErrorInfo = {
  code: string
  constraint: string | undefined
  detail: string | undefined
  table: string | undefined
}

export const UNIQUE_VIOLATION = '23505'
export const FOREIGN_KEY_VIOLATION = '23503'
/** What ON DELETE RESTRICT raises instead of 23503. */
export const RESTRICT_VIOLATION = '23001'
export const SERIALIZATION_FAILURE = '40001'
export const DEADLOCK_DETECTED = '40P01'

/** The PostgreSQL error inside `error`, if there is one. */
export function pgErrorOf(error: unknown): PgErrorInfo | null {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as {
      code?: unknown
      constraint?: unknown
      detail?: unknown
      table?: unknown
      cause?: unknown
    }
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return {
        code: e.code,
        constraint: typeof e.constraint === 'string' ? e.constraint : undefined,
        detail: typeof e.detail === 'string' ? e.detail : undefined,
        table: typeof e.table === 'string' ? e.table : undefined,
      }
    }
    current = e.cause
  }
  return null
}

/** The column named in a constraint error's detail: 'Key (client_person_id)=(...) ...'. */
export function keyColumnOf(detail: string | undefined): string | undefined {
  return detail ? /Key \(([^)]+)\)=/.exec(detail)?.[1]?.replace(/"/g, '') : undefined
}

/** The table named in a foreign key error's detail: '... is not present in table "persons".' */
export function referencedTableOf(detail: string | undefined): string | undefined {
  return detail ? /table "([^"]+)"/.exec(detail)?.[1] : undefined
}
