import { toCents } from '../shared/money'

/**
 * The change from `previous` to `current` in whole percent (half away from zero), or null when
 * there is nothing to compare with (no revenue in the earlier period).
 */
export function percentChange(current: number, previous: number): number | null {
  const before = toCents(previous)
  if (!(before > 0)) return null
  // Whole cents over whole cents: an exact half (12.5 %) comes out exact and rounds away from zero.
  const ratio = ((toCents(current) - before) * 100) / before
  const rounded = Math.sign(ratio) * Math.round(Math.abs(ratio))
  return rounded === 0 ? 0 : rounded
}
