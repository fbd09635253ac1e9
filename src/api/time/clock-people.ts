// The people of the clock card (issue #32 section 3): each one's state, since when, and the hours
// worked today (the business's day) so far.
import { dayBounds, dayOf } from '../../domain/projects/today'
import { clockStateOf, workedHours } from '../../domain/time/clock-transition'
import type { ClockPerson } from '../../domain/time/time-api'
import type { TimeTx } from './time-store'

type Named = { id: string; name: string }

export async function clockPeople(
  time: TimeTx,
  employees: readonly Named[],
  zone: string,
  now: number,
): Promise<ClockPerson[]> {
  const { start, end } = dayBounds(dayOf(now, zone), zone)
  const entries = await time.entriesOf(
    employees.map((e) => e.id),
    start,
    Math.max(end, now + 1),
  )
  return employees.map((employee) => {
    const own = entries.filter((e) => e.employee_id === employee.id)
    const open = own.find((e) => e.ends_at === null) ?? null
    return {
      employee_id: employee.id,
      name: employee.name,
      state: clockStateOf(open),
      since: open?.starts_at ?? null,
      today_hours: workedHours(own, start, end, now),
    }
  })
}
