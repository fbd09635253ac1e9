// Timesheet weeks are named by their Sunday (YYYY-MM-DD), calendar days with no time zone involved.
import { addDays } from '../../../domain/projects/today'

/** The Sunday on or before `day` (YYYY-MM-DD). */
export function sundayOf(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return addDays(day, -new Date(Date.UTC(y, m - 1, d)).getUTCDay())
}

/** The Sunday of the browser's current week (when no week is named and none is answered yet). */
export function thisSunday(now: number): string {
  const date = new Date(now)
  const pad = (n: number) => String(n).padStart(2, '0')
  return sundayOf(`${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`)
}
