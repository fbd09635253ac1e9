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

/** A formatter per number of decimals: building an Intl.NumberFormat costs more than using one. */
const moneyFormats = new Map<number, Intl.NumberFormat>()

export function formatMoney(dollars: number, fractionDigits = 2): string {
  let format = moneyFormats.get(fractionDigits)
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    })
    moneyFormats.set(fractionDigits, format)
  }
  return format.format(dollars)
}
