// What the storage port keeps of an Idempotency-Key (idempotency.ts): a type of its own, so the
// port does not import the use case.
/** The stored first answer to a request that carried a key. */
export type IdempotencyRecord = {
  key: string
  /** What the key was first used for (method, path, body): another request with it is refused. */
  fingerprint: string
  status: number
  body: unknown
  created_at: number
}
