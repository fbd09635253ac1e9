// GET /api/timesheets/:employeeId/:week and GET /api/timesheets?week=: employees' weeks as the
// timesheet screen shows them (issue #32 section 3). A Crew user reads themself and the members of
// the crews they lead; anyone else answers as not found. The demo keeps no clock: zero hours.
import { z } from 'zod'
import { AppError, parseOrThrow } from '../../domain/shared/app-error'
import { idSchema } from '../../domain/shared/fields'
import { and, inList } from '../../domain/shared/condition'
import { weekParamSchema, type TimesheetListAnswer } from '../../domain/time/time-api'
import { isSunday, NOT_A_SUNDAY } from '../../domain/time/time-week'
import type { ApiRoute } from '../shared/route-types'
import { businessZoneOf } from './time-context'
import { timesheetAnswer } from './timesheet-answer'
import { notYourCrew, reachOf } from './time-reach'
import { weekSheetsOf } from './week-sheets-of'

const sheetParams = z.object({ employeeId: idSchema, week: weekParamSchema })
const listQuery = z.object({ week: weekParamSchema })

function assertSunday(week: string): void {
  if (!isSunday(week)) throw new AppError('VALIDATION', NOT_A_SUNDAY, { week: NOT_A_SUNDAY })
}

const byName = (a: { name: string; id: string }, b: { name: string; id: string }) =>
  a.name.toLowerCase().localeCompare(b.name.toLowerCase(), 'en') || (a.id < b.id ? -1 : 1)

export function timesheetRoutes(): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/timesheets/:employeeId/:week',
      summary:
        "An employee's week (Sunday to Saturday in the business's time zone): days x jobs, totals, overtime after 40 hours, and what the caller may do with it",
      tag: 'time',
      access: 'time:read',
      servesOwn: true,
      successStatus: 200,
      handle: async (input, deps) => {
        const params = sheetParams.safeParse(input.params)
        if (!params.success) throw notYourCrew()
        const { employeeId, week } = params.data
        assertSunday(week)
        const answer = await deps.store.transaction(async (tx) => {
          const reach = await reachOf(tx, input.grant)
          if (reach && !reach.has(employeeId)) throw notYourCrew()
          const employee = await tx.get('employees', employeeId)
          if (!employee) throw notYourCrew()
          const zone = await businessZoneOf(tx)
          const [sheet] = await weekSheetsOf(tx, [employee], [week], zone, deps.clock())
          return timesheetAnswer(sheet!, {
            zone,
            grant: input.grant,
            keepsTime: tx.time !== null,
          })
        })
        return { status: 200, body: answer }
      },
    },
    {
      method: 'GET',
      path: '/api/timesheets',
      summary: "Every employee the caller may see, with the week's state, hours and overtime",
      tag: 'time',
      access: 'time:read',
      servesOwn: true,
      querySchema: listQuery,
      successStatus: 200,
      handle: async (input, deps) => {
        const { week } = parseOrThrow(listQuery, input.query, 'Invalid query')
        assertSunday(week)
        const answer = await deps.store.transaction(async (tx): Promise<TimesheetListAnswer> => {
          const reach = await reachOf(tx, input.grant)
          const employees =
            reach === null
              ? await tx.findAll('employees', and())
              : reach.size === 0
                ? []
                : await tx.findAll('employees', inList('id', [...reach]))
          const zone = await businessZoneOf(tx)
          const sheets = await weekSheetsOf(tx, employees.sort(byName), [week], zone, deps.clock())
          return {
            week_start: week,
            items: sheets.map(({ employee, sheet, status }) => ({
              employee_id: employee.id,
              name: employee.name,
              status,
              total_hours: sheet.total_hours,
              overtime_hours: sheet.overtime_hours,
            })),
          }
        })
        return { status: 200, body: answer }
      },
    },
  ]
}
