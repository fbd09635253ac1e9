// The employee detail's recorded week (GET /api/employees/:id/summary `worked`): this week's worked
// hours and their earnings at the base rate, from the same sheet as the timesheet, and its state.
import { fromCents } from '../../domain/shared/money'
import type { WorkedWeek } from '../../domain/time/time-api'
import { weekStartOf } from '../../domain/time/time-week'
import type { StoreTx } from '../shared/store'
import { businessZoneOf } from './time-context'
import { weekSheetsOf, type EmployeeLike } from './week-sheets-of'

export async function workedWeekOf(
  tx: StoreTx,
  employee: EmployeeLike,
  now: number,
): Promise<Required<WorkedWeek>> {
  const zone = await businessZoneOf(tx)
  const [week] = await weekSheetsOf(tx, [employee], [weekStartOf(now, zone)], zone, now)
  return {
    hours: week!.sheet.total_hours,
    earnings: fromCents(week!.sheet.amount_cents),
    status: week!.status,
  }
}
