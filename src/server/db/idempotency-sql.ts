// Idempotency-Key answers (api/idempotency.ts) in the idempotency_keys table.
import { eq, lt, sql } from 'drizzle-orm'
import type { IdempotencyRecord } from '../../api/shared/idempotency-record'
import type { Executor } from './executor'
import { idempotencyKeys } from './schema'

export async function claimIdempotencyKey(
  db: Executor,
  key: string,
  since: number,
): Promise<IdempotencyRecord | null> {
  // A lock on the key, not on a row: the row may not exist yet. Released when the transaction ends;
  // the next statement then reads what the other transaction committed (READ COMMITTED).
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`groundwork:idempotency:${key}`}))`)
  const rows = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)).limit(1)
  const row = rows[0]
  if (!row || row.created_at < since) return null
  return { ...row, body: row.body ?? null }
}

export async function saveIdempotencyKey(
  db: Executor,
  record: IdempotencyRecord,
  since: number,
): Promise<void> {
  // Expired answers go, this key's included (the claim saw none live); the key is still locked.
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.created_at, since))
  await db.insert(idempotencyKeys).values({ ...record, body: record.body ?? null })
}
