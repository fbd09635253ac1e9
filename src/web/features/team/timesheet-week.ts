// Timesheet weeks are named by their Sunday (YYYY-MM-DD), calendar days with no time zone involved.
import { addDays } from '../../../domain/projects/today'

/** The Sunday on or before `day` (YYYY-MM-DD). */
export function sundayOf(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return addDays(day, -new Date(Date.UTC(y, m - 1, d)).getUTCDay())
}
