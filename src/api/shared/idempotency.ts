// Idempotency-Key for payment-creating requests and the field's commands (issue #33): a request retried
// with the same key (a flaky phone connection, a double tap, the phone's outbox replaying) gets the
// first answer again instead of acting twice.
import { z } from 'zod'
import { AppError } from '../../domain/shared/app-error'
import type { ApiDeps } from './deps'
import type { RouteInput, RouteResult } from './route-types'
import type { StoreTx } from './store'

/** Request header names arrive lower-cased (HTTP/1.1 and HTTP/2 agree on that for lookups). */
export const IDEMPOTENCY_HEADER = 'idempotency-key'

/**
 * How long an answer is kept: a retry comes within minutes, but a phone may replay its offline
 * outbox days later; eight days outlast the week a field command's `acted_at` may go back
 * (ACTED_AT_MAX_AGE_MS), so any replay the server accepts finds its first answer.
 */
export const IDEMPOTENCY_TTL_MS = 8 * 24 * 60 * 60 * 1000

/** Visible ASCII, as a uuid or any client-made token; long enough for a prefix plus a uuid. */
const keySchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\x21-\x7e]+$/)

export const IDEMPOTENCY_KEY_MESSAGE =
  'Idempotency-Key must be 1 to 200 visible ASCII characters (a fresh uuid per action)'
export const IDEMPOTENCY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request: send a new key for a new action'

/** The key of a request, or null when it carries none; a malformed key is a validation error. */
export function idempotencyKeyOf(headers: RouteInput['headers']): string | null {
  const value = headers[IDEMPOTENCY_HEADER]
  if (value === undefined) return null
  const parsed = keySchema.safeParse(value)
  if (!parsed.success) throw new AppError('VALIDATION', IDEMPOTENCY_KEY_MESSAGE)
  return parsed.data
}

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` are the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

export function requestFingerprint(request: string, body: unknown): string {
  return `${request} ${canonicalJson(body)}`
}

/**
 * `request` for a command whose answer is narrowed to its caller (a field action, a clock action):
 * it names the caller too, so another user's request with the same key is refused, never answered
 * with what the first caller sees.
 */
export function replayableRequest(input: RouteInput, request: string): string {
  const userId = input.grant?.actor?.userId
  return userId ? `${request} by ${userId}` : request
}

/**
 * Runs `work` in one transaction; with an Idempotency-Key the answer is stored in that same
 * transaction, and a request with a known key gets the stored answer without running `work`.
 * `request` names what is asked, e.g. `POST /api/invoices/<id>/mark-paid`.
 */
export async function runIdempotent(
  deps: ApiDeps,
  input: RouteInput,
  request: string,
  work: (tx: StoreTx) => Promise<RouteResult>,
): Promise<RouteResult> {
  const key = idempotencyKeyOf(input.headers)
  if (key === null) return deps.store.transaction(work)
  const fingerprint = requestFingerprint(request, input.body)
  return deps.store.transaction(async (tx) => {
    const now = deps.clock()
    const since = now - IDEMPOTENCY_TTL_MS
    // Holds the key until this transaction ends: a concurrent request with it waits, then sees ours.
    const stored = await tx.claimIdempotencyKey(key, since)
    if (stored) {
      if (stored.fingerprint !== fingerprint)
        throw new AppError('CONFLICT', IDEMPOTENCY_REUSED_MESSAGE)
      return { status: stored.status, body: stored.body, replayed: true }
    }
    const result = await work(tx)
    await tx.saveIdempotencyKey(
      { key, fingerprint, status: result.status, body: result.body, created_at: now },
      since,
    )
    return result
  })
}
