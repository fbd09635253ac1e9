// Money crosses the API in dollars; rules compute in integer cents to avoid float drift.
export function toCents(dollars: number): number {
  return Math.round(dollars * 100)
}

export function fromCents(cents: number): number {
  return cents / 100
}

/** Rounds to whole dollars, half away from zero (the estimate total rule). */
export function roundToWholeDollars(dollars: number): number {
  return Math.sign(dollars) * Math.round(Math.abs(dollars))
}

/**
 * US dollars as Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }) writes them
 * ('$1,234.50', '-$5.00', '$45,280' with no decimals), without building one: the first Intl object
 * of a page sets up the browser's locale data (15-35 ms, four times that on a phone), and the first
 * page shows amounts (decision 022). Rounding is Intl's: half away from zero on the number's shortest
 * decimal form (1.005 -> '1.01', as Intl and unlike toFixed). Not finite numbers go to Intl.
 */
export function formatMoney(dollars: number, fractionDigits = 2): string {
  if (!Number.isFinite(dollars) || Math.abs(dollars) >= 1e21) {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(dollars)
  }
  const [whole, fraction] = roundedDigits(Math.abs(dollars), fractionDigits)
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',')
  // Intl keeps the sign of -0 and of negatives that round to zero ('-$0.00').
  const sign = dollars < 0 || Object.is(dollars, -0) ? '-' : ''
  return `${sign}$${grouped}${fraction ? `.${fraction}` : ''}`
}

/** The whole and fraction digits of `value` (>= 0, < 1e21) rounded to `digits` decimals. */
function roundedDigits(value: number, digits: number): [string, string] {
  // The shortest decimal form that reads back as `value`; below 1e-6 it is exponential ('1e-7'),
  // and every such number rounds to zero at the decimals money uses.
  const text = String(value)
  if (text.includes('e')) return ['0', '0'.repeat(digits)]
  const [whole = '0', fraction = ''] = text.split('.')
  let kept = BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0'))
  if ((fraction[digits] ?? '0') >= '5') kept += 1n
  const all = kept.toString().padStart(digits + 1, '0')
  return [all.slice(0, all.length - digits), all.slice(all.length - digits)]
}
