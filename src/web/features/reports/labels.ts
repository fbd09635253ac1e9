// Axis and tooltip labels for report keys: 'YYYY-MM' months and 'YYYY-MM-DD' days (calendar dates,
// already local to the user, so formatted in UTC to keep them as they are).
const monthShort = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' })
const monthLong = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const dayShort = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})
const dayLong = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

function monthDate(key: string): number {
  const [y = 1970, m = 1] = key.split('-').map(Number)
  return Date.UTC(y, m - 1, 1)
}

function dayDate(key: string): number {
  const [y = 1970, m = 1, d = 1] = key.split('-').map(Number)
  return Date.UTC(y, m - 1, d)
}

/** '2026-03' -> 'Mar' */
export const monthLabel = (key: string) => monthShort.format(monthDate(key))
/** '2026-03' -> 'March 2026' */
export const monthTitle = (key: string) => monthLong.format(monthDate(key))
/** '2026-03-07' -> 'Mar 7' */
export const dayLabel = (key: string) => dayShort.format(dayDate(key))
/** '2026-03-07' -> 'Sat, Mar 7, 2026' */
export const dayTitle = (key: string) => dayLong.format(dayDate(key))

/** '$12.4k' style for axis ticks. */
export function compactDollars(value: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(value)
}
