// Team routes beyond the generic CRUD: what the employee detail shows about crews and active jobs.
import { z } from 'zod'
import { sortByDate } from '../../domain/projects/calendar'
import {
  activeJobsCondition,
  crewsOfEmployeeCondition,
  type EmployeeSummary,
} from '../../domain/team/employee-summary'
import { shiftsInPeriodCondition, weekFigures, weekPeriod } from '../../domain/team/shift-hours'
import { parseOrThrow } from '../../domain/shared/app-error'
import { getOrThrow, resourceOrThrow } from '../records/records'
import { idParam, type ApiRoute } from '../shared/route-types'
import { seesField, visibleRows } from '../access/visible-fields'
import { tzQuerySchema } from '../shared/tz-query'

/** Code-point order, the same in every JavaScript engine and locale. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

export function teamRoutes(): ApiRoute[] {
  const employees = resourceOrThrow('employees')
  return [
    {
      method: 'GET',
      path: '/api/employees/:id/summary',
      summary:
        "An employee's crews, the active (not Done) jobs of those crews, and this week's (Sunday to Saturday in the tz given) shift hours and earnings",
      tag: 'employees',
      access: 'team:read',
      querySchema: tzQuerySchema,
      responseSchema: z.object({
        crews: z.array(resourceOrThrow('crews').schema),
        active_jobs: z.array(resourceOrThrow('jobs').schema),
        /** `earnings` is left out for a role that may not see pay rates. */
        week: z.object({ hours: z.number(), earnings: z.number().optional() }),
      }),
      successStatus: 200,
      handle: async (input, deps) => {
        const id = idParam(input, employees.label)
        const { tz } = parseOrThrow(tzQuerySchema, input.query, 'Invalid query')
        const week = weekPeriod(deps.clock(), tz)
        const summary = await deps.store.transaction(async (tx): Promise<EmployeeSummary> => {
          const employee = await getOrThrow(tx, 'employees', id)
          const crews = await tx.findAll('crews', crewsOfEmployeeCondition(id))
          const condition = activeJobsCondition(crews.map((c) => c.id))
          const jobs = condition ? await tx.findAll('jobs', condition) : []
          const byName = [...crews].sort(
            (a, b) => byText(a.name.toLowerCase(), b.name.toLowerCase()) || byText(a.id, b.id),
          )
          const shifts = await tx.findAll('shifts', shiftsInPeriodCondition(id, week))
          return {
            crews: visibleRows('crews', input.grant, byName),
            active_jobs: visibleRows('jobs', input.grant, sortByDate(jobs)),
            week: weekFigures(shifts, employee.hourly_rate, week),
          }
        })
        // The week's earnings tell the hourly rate.
        if (seesField('employees', 'hourly_rate', input.grant))
          return { status: 200, body: summary }
        return { status: 200, body: { ...summary, week: { hours: summary.week.hours } } }
      },
    },
  ]
}
