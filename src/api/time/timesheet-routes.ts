// GET /api/timesheets/:employeeId/:week and GET /api/timesheets?week=: employees' weeks as the
// timesheet screen shows them (issue #32 section 3). A Crew user reads themself and the members of
// the crews they lead; anyone else answers as not found. The demo keeps no clock: zero hours.
import { z } from 'zod'
import { AppError, parseOrThrow } from '../../domain/shared/app-error'
import { idSchema } from '../../domain/shared/fields'
import { inList, and } from '../../domain/shared/condition'
import {
  NOT_YOUR_CREW,
  weekParamSchema,
  type TimesheetListAnswer,
} from '../../domain/time/time-api'
import { assertSunday } from '../../domain/time/week-days'
import type { ApiRoute } from '../shared/route-types'
import { businessZone } from './business-zone'
import { timesheetAnswer } from './timesheet-answer'
import { assertReaches, timeReach } from './time-reach'
import { weekSheetsOf } from './week-sheets-of'

const sheetParams = z.object({ employeeId: idSchema, week: weekParamSchema })
const listQuery = z.object({ week: weekParamSchema })

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
        if (!params.success) throw new AppError('NOT_FOUND', NOT_YOUR_CREW)
        const { employeeId, week } = params.data
        assertSunday(week)
        const answer = await deps.store.transaction(async (tx) => {
          const reach = await timeReach(tx, input.grant)
          assertReaches(reach, employeeId)
          const employee = await tx.get('employees', employeeId)
          if (!employee) throw new AppError('NOT_FOUND', NOT_YOUR_CREW)
          const zone = await businessZone(tx)
          const [sheet] = await weekSheetsOf(tx, [employee], [week], zone, deps.clock())
          return timesheetAnswer(sheet!, {
            zone,
            grant: input.grant,
            writeReach: await timeReach(tx, input.grant, 'time:write'),
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
          const reach = await timeReach(tx, input.grant)
          const employees =
            reach === 'all'
              ? await tx.findAll('employees', and())
              : reach.size === 0
                ? []
                : await tx.findAll('employees', inList('id', [...reach]))
          const zone = await businessZone(tx)
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
