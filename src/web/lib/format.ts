// Display formatting shared by every screen: dates, dollars, counts and initials. Dates are written
// by date-fns in en-US, as Intl.DateTimeFormat('en-US') writes them, without Intl: the first Intl
// object of a page sets up the browser's locale data, a long task on a phone (decision 022).
import { format, formatDistanceStrict } from 'date-fns'
import { formatMoney } from '../../domain/shared/money'

/** 'Nov 23, 2026' */
export function formatDate(epochMs: number): string {
  return format(epochMs, 'MMM d, yyyy')
}

/** 'Nov 23, 2026, 3:05 PM' */
export function formatDateTime(epochMs: number): string {
  return format(epochMs, 'MMM d, yyyy, h:mm a')
}

/** '5 minutes ago', 'just now' (under a minute), 'in 2 days' */
export function formatRelative(epochMs: number, now: number): string {
  if (Math.abs(now - epochMs) < 60_000) return 'just now'
  return formatDistanceStrict(epochMs, now, { addSuffix: true })
}

/** '3:05 PM' */
export function formatTime(epochMs: number): string {
  return format(epochMs, 'h:mm a')
}

/** Dollars without cents when the amount is whole ('$0', '$1,250'), otherwise with cents. */
export function formatDollars(dollars: number): string {
  return formatMoney(dollars, Number.isInteger(dollars) ? 0 : 2)
}

/** '1 contact', '20 contacts' */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`
}

/** A list's count line: a search total the server stopped counting at reads '1000+ contacts'. */
export function formatTotal(
  total: number,
  capped: boolean,
  singular: string,
  plural = `${singular}s`,
): string {
  return capped ? `${total}+ ${plural}` : formatCount(total, singular, plural)
}

/** Up to two initials from a name: 'Maria Lopez' -> 'ML', 'acme' -> 'A'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}

/** Hours as the time screens show them: '7.5 h', '40 h', '0.25 h' (2 places at most). */
export function formatHours(hours: number): string {
  return `${Number(hours.toFixed(2))} h`
}
