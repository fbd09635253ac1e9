// How the hub writes money and dates: integer cents as '$1,234.56' (the same formatter as the staff
// app and the PDFs), days and times as the business's own (its time zone, not the phone's).
import { formatMoney } from '../../domain/shared/money'

export const money = (cents: number): string => formatMoney(cents / 100)

/** 'Tax (8%)' from 0.08. */
export const taxLabel = (rate: number): string => `Tax (${Math.round(rate * 10000) / 100}%)`

const formats = new Map<string, Intl.DateTimeFormat>()

function formatOf(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withTime}`
  let format = formats.get(key)
  if (!format) {
    const options: Intl.DateTimeFormatOptions = withTime
      ? {
          timeZone,
          weekday: 'long',
          month: 'long',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
        }
      : { timeZone, year: 'numeric', month: 'short', day: 'numeric' }
    try {
      format = new Intl.DateTimeFormat('en-US', options)
    } catch {
      // An unknown zone: the browser's own rather than no date at all.
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: undefined })
    }
    formats.set(key, format)
  }
  return format
}

/** 'Mar 4, 2026' */
export const day = (ms: number, timeZone: string): string => formatOf(timeZone, false).format(ms)

/** 'Wednesday, March 4 at 9:30 AM' (the words between day and time are the browser's) */
export const dayAndTime = (ms: number, timeZone: string): string =>
  formatOf(timeZone, true).format(ms)
