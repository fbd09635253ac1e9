// 'Today, 8:00 AM', 'Tomorrow, 2:00 PM', 'Wed, Nov 25, 10:00 AM': how a dashboard row says when.
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })
const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
})

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
          : dayFormat.format(epochMs)
  return `${day}, ${timeFormat.format(epochMs)}`
}

/** Whole local days from `due` to `now` (0 on the day itself). */
export function daysSince(due: number, now: number): number {
  return localDayNumber(now) - localDayNumber(due)
}
