// Payment-creating requests carry an Idempotency-Key: one fresh key per user action, the same key on
// every automatic retry, so a retry after a dropped connection never records a second payment.
import { isNetworkError } from './api-error'
import { randomUuid } from './random-uuid'

/** What a payment mutation is called with: its input plus the key of this one user action. */
export type Idempotent<T> = T & { idempotencyKey: string }

/** Gives one user action its key; call it where the user acts (a click, a submit). */
export function newIdempotencyKey(): string {
  return randomUuid()
}

export function idempotencyHeaders(key: string): Record<string, string> {
  return { 'Idempotency-Key': key }
}

/** Safe to send again only because the key makes the server answer a repeat with the first answer. */
export const MAX_IDEMPOTENT_RETRIES = 3

export function retryIdempotent(failureCount: number, error: Error): boolean {
  return isNetworkError(error) && failureCount < MAX_IDEMPOTENT_RETRIES
}
