// Hours as the timesheet and the payroll CSV show them: whole hundredths of an hour, so that the
// rows' figures add up to the totals exactly (both are sums of the same rounded rows).
const HUNDREDTH_MS = 36_000

/** Milliseconds to whole hundredths of an hour, rounded. */
export const toHundredths = (ms: number): number => Math.round(ms / HUNDREDTH_MS)

/** Hundredths of an hour as decimal hours (2 places). */
export const hoursOf = (hundredths: number): number => hundredths / 100

/**
 * `total` (whole cents) shared among `weights` in proportion, each share rounded down and the cents
 * left given to the largest remainders: the shares add up to `total` exactly.
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  if (sum <= 0) return weights.map(() => 0)
  const exact = weights.map((w) => (total * w) / sum)
  const shares = exact.map(Math.floor)
  let left = total - shares.reduce((a, b) => a + b, 0)
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of byRemainder) {
    if (left <= 0) break
    shares[index]! += 1
    left -= 1
  }
  return shares
}
