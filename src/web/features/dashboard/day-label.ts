// 'Today, 8:00 AM', 'Tomorrow, 2:00 PM', 'Wed, Nov 25, 10:00 AM': how a dashboard row says when.
// date-fns, not Intl: the dashboard is the first page (lib/format.ts).
import { format } from 'date-fns'

function localDayNumber(epochMs: number): number {
  const d = new Date(epochMs)
  return Math.floor(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / 86_400_000)
}

export function dayLabel(epochMs: number, now: number): string {
  const days = localDayNumber(epochMs) - localDayNumber(now)
  const day =
    days === 0
      ? 'Today'
      : days === 1
        ? 'Tomorrow'
        : days === -1
          ? 'Yesterday'
          : format(epochMs, 'EEE, MMM d')
  return `${day}, ${format(epochMs, 'h:mm a')}`
}

/** Whole local days from `due` to `now` (0 on the day itself). */
export function daysSince(due: number, now: number): number {
  return localDayNumber(now) - localDayNumber(due)
}
