// A week sheet as GET /api/timesheets/:employeeId/:week answers it: pay left out for a role without
// pay:read, and what the caller may do with the week now.
import type { TimesheetAnswer } from '../../domain/time/time-api'
import type { Grant } from '../access/authorize'
import { seesField } from '../access/visible-fields'
import { holds, holdsForAll } from './time-permission'
import { visibleEntry } from './visible-entry'
import type { EmployeeWeek } from './week-sheets-of'

export function timesheetAnswer(
  week: EmployeeWeek,
  context: { zone: string; grant: Grant | undefined; keepsTime: boolean },
): TimesheetAnswer {
  const { sheet, employee, status } = week
  const manages = context.keepsTime && holdsForAll(context.grant, 'time:manage')
  const pay = seesField('employees', 'hourly_rate', context.grant)
  return {
    employee: { id: employee.id, name: employee.name },
    week_start: sheet.week_start,
    week_end: sheet.week_end,
    time_zone: context.zone,
    status,
    note: week.note,
    submitted_at: week.submitted_at,
    decided_at: week.decided_at,
    days: sheet.days.map((day) => ({
      ...day,
      entries: day.entries.map((entry) => visibleEntry(context.grant, entry)),
    })),
    total_hours: sheet.total_hours,
    regular_hours: sheet.regular_hours,
    overtime_hours: sheet.overtime_hours,
    scheduled_hours: sheet.scheduled_hours,
    ...(pay ? { rate: employee.hourly_rate, amount_cents: sheet.amount_cents } : {}),
    can: {
      // The caller reaches the employee already (time:read and time:write reach the same people).
      submit: context.keepsTime && status === 'open' && holds(context.grant, 'time:write'),
      approve: manages && status !== 'approved',
      edit: manages && status !== 'approved',
    },
  }
}
