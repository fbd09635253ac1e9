// The 7 days of a timesheet's week (time-week.ts), each local midnight to local midnight in the
// business's time zone, so a day with a daylight-saving change is 23 or 25 hours long.
import { addDays, dayBounds } from '../projects/today'

export type WeekDay = { date: string; start: number; end: number }

export function weekDays(weekStart: string, zone: string): WeekDay[] {
  return Array.from({ length: 7 }, (_, i) => {
    const date = addDays(weekStart, i)
    return { date, ...dayBounds(date, zone) }
  })
}
