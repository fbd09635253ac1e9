// Requests the first page is known to need, sent while its code is still loading. A route's code
// asks for its data when it first renders, after the router has started (and, for a lazy route,
// after its chunk arrived): on a slow phone network that is later than the script's own evaluation
// (Lighthouse: the dashboard's figures asked for at ~0.4 s of a 0.5 s load).
// Started here at once, each answer is handed to the first query that asks for it, exactly once and
// only while it is fresh: a later visit (or one after leaving the page before it showed) fetches
// afresh, as the query's own staleTime says.

/** An early answer older than this is dropped unused: it is no longer the page being opened. */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000

const pending = new Map<string, { answer: Promise<unknown>; sentAt: number }>()

/** Starts `send` now and keeps its answer for the first takeEarly(key); the answer, to wait on. */
export function requestEarly(key: string, send: () => Promise<unknown>): Promise<unknown> {
  const sent = pending.get(key)
  if (sent) return sent.answer
  const answer = send()
  // A failure is the taker's to handle; until one asks, it must not count as unhandled.
  answer.catch(() => undefined)
  pending.set(key, { answer, sentAt: Date.now() })
  return answer
}

/** The answer of the early request under `key`, once; undefined when there is none (left). */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const early = pending.get(key)
  pending.delete(key)
  if (!early || Date.now() - early.sentAt > EARLY_ANSWER_MAX_AGE_MS) return undefined
  return early.answer as Promise<T>
}

/** The answer of the early request under `key` without taking it; undefined when there is none. */
export function peekEarly(key: string): Promise<unknown> | undefined {
  return pending.get(key)?.answer
}

/** Forgets every early request not yet taken (tests). */
export function clearEarlyRequests(): void {
  pending.clear()
}
