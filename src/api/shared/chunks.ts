/** A long list of ids as lists of at most `size`, so each `IN (...)` of a lookup stays small. */
export function chunks<T>(items: readonly T[], size = 100): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}
