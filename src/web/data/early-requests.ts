// Requests the first page is known to need, sent while its code is still loading. A route's code
// arrives in a lazy chunk and only then asks for its data: on a slow phone network that is one more
// round trip after the script (Lighthouse: the dashboard's figures asked for at ~0.4 s of a 0.5 s load).
// Started here at once, each answer is handed to the first query that asks for it, exactly once: a
// later visit fetches afresh, as the query's own staleTime says.

const pending = new Map<string, Promise<unknown>>()

/** Starts `send` now and keeps its answer for the first takeEarly(key). */
export function requestEarly(key: string, send: () => Promise<unknown>): void {
  if (pending.has(key)) return
  const answer = send()
  // A failure is the taker's to handle; until one asks, it must not count as unhandled.
  answer.catch(() => undefined)
  pending.set(key, answer)
}

/** The answer of the early request under `key`, once; undefined when there is none (left). */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const answer = pending.get(key)
  pending.delete(key)
  return answer as Promise<T> | undefined
}

/** Forgets every early request not yet taken (tests). */
export function clearEarlyRequests(): void {
  pending.clear()
}
