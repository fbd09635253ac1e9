// Weeks as the time screens name them: Sunday to Saturday (as the calendar), as YYYY-MM-DD days of
// the user's local calendar, for links (/timesheets/:id?week=) and period pickers (payroll CSV).
import { toDateInputValue } from './date-input'

const dayShift = (epochMs: number, days: number) => {
  const d = new Date(epochMs)
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + days).getTime()
}

/** The Sunday that starts the week holding `now`. */
export function sundayOfWeek(now: number): string {
  return toDateInputValue(dayShift(now, -new Date(now).getDay()))
}

/** The last week that has ended before `now`: its Sunday and its Saturday. */
export function lastFullWeek(now: number): { from: string; to: string } {
  const sunday = dayShift(now, -new Date(now).getDay() - 7)
  return { from: toDateInputValue(sunday), to: toDateInputValue(dayShift(sunday, 6)) }
}
