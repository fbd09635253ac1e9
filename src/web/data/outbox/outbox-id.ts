// The id of an outbox item or of a photo it uploads (its Idempotency-Key): a v4 uuid, as
// data/random-uuid.ts makes one. Written again here on purpose: sharing that module with the
// billing screens splits it into a file of its own, one more round trip on the invoices list
// (decision 025's file budget; commit 9513d10 met the same).

/** crypto.randomUUID exists only in secure contexts (the demo may be opened over plain http). */
export function newOutboxId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
