// An approved week is locked (issue #32 section 3): every write of an entry's time, a clock move
// included, is refused when the time it had or gets falls in an approved week of the employee.
import type { TimeEntry } from '../../domain/time/time-api'
import { assertWeeksOpen, weeksOf } from '../../domain/time/time-week'
import type { TimeTx } from './time-store'

type Span = Pick<TimeEntry, 'employee_id' | 'starts_at' | 'ends_at'>

export async function assertTimeOpen(
  time: TimeTx,
  spans: readonly Span[],
  zone: string,
  now: number,
): Promise<void> {
  const keys = new Map<string, { employeeId: string; week: string }>()
  for (const span of spans) {
    for (const week of weeksOf(span, zone, now)) {
      keys.set(`${span.employee_id} ${week}`, { employeeId: span.employee_id, week })
    }
  }
  const records = await Promise.all(
    [...keys.values()].map((k) => time.getTimesheet(k.employeeId, k.week)),
  )
  assertWeeksOpen(records)
}
