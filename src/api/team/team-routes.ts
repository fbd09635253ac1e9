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
import { and, inList } from '../../domain/shared/condition'
import { idListSchema } from '../../domain/shared/list-query'
import { ownListCondition } from '../access/own-work'
import { getOrThrow, resourceOrThrow } from '../records/records'
import { idParam, type ApiRoute } from '../shared/route-types'
import { seesField, visibleRows } from '../access/visible-fields'
import { tzQuerySchema } from '../shared/tz-query'
import { TIMESHEET_STATUSES } from '../../domain/time/time-api'
import { workedWeekOf } from '../time/worked-week'

/** Code-point order, the same in every JavaScript engine and locale. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** A crew member as every role that reads the crew sees them: a name, never pay or contact. */
const crewMemberSchema = z.object({ id: z.string(), name: z.string() })
const crewMembersQuery = z.object({ ids: idListSchema.optional() })

export function teamRoutes(): ApiRoute[] {
  const employees = resourceOrThrow('employees')
  return [
    {
      method: 'GET',
      path: '/api/crew-members',
      summary:
        "The names of the members of the crews the caller reads (a Crew user: their own crews'), by name; `ids=` for only those",
      tag: 'crews',
      access: 'crews:read',
      servesOwn: true,
      querySchema: crewMembersQuery,
      responseSchema: z.object({ items: z.array(crewMemberSchema) }),
      successStatus: 200,
      handle: async (input, deps) => {
        const { ids } = parseOrThrow(crewMembersQuery, input.query, 'Invalid query')
        const now = deps.clock()
        const items = await deps.store.read(async (tx) => {
          const within = await ownListCondition(tx, 'crews', input.grant, now, 0)
          const crews = await tx.findAll('crews', within ?? and())
          const members = new Set(crews.flatMap((crew) => crew.members))
          const wanted = ids ? ids.filter((id) => members.has(id)) : [...members]
          if (wanted.length === 0) return []
          const rows = await tx.findAll('employees', inList('id', wanted))
          return rows
            .map((row) => ({ id: row.id, name: row.name }))
            .sort(
              (a, b) => byText(a.name.toLowerCase(), b.name.toLowerCase()) || byText(a.id, b.id),
            )
        })
        return { status: 200, body: { items } }
      },
    },
    {
      method: 'GET',
      path: '/api/employees/:id/summary',
      summary:
        "An employee's crews, the active (not Done) jobs of those crews, this week's (Sunday to Saturday in the tz given) shift hours and earnings, and this week's recorded (clocked) hours and earnings in the business's time zone",
      tag: 'employees',
      access: 'team:read',
      querySchema: tzQuerySchema,
      responseSchema: z.object({
        crews: z.array(resourceOrThrow('crews').schema),
        active_jobs: z.array(resourceOrThrow('jobs').schema),
        /** `earnings` is left out for a role that may not see pay rates. */
        week: z.object({ hours: z.number(), earnings: z.number().optional() }),
        /** Recorded time (issue #32): `earnings` left out as `week`'s is. */
        worked: z.object({
          hours: z.number(),
          earnings: z.number().optional(),
          status: z.enum(TIMESHEET_STATUSES),
        }),
      }),
      successStatus: 200,
      handle: async (input, deps) => {
        const id = idParam(input, employees.label)
        const { tz } = parseOrThrow(tzQuerySchema, input.query, 'Invalid query')
        const week = weekPeriod(deps.clock(), tz)
        const summary = await deps.store.transaction(async (tx) => {
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
            worked: await workedWeekOf(tx, employee, deps.clock()),
          } satisfies EmployeeSummary
        })
        // The week's earnings tell the hourly rate.
        if (seesField('employees', 'hourly_rate', input.grant))
          return { status: 200, body: summary }
        const { worked } = summary
        return {
          status: 200,
          body: {
            ...summary,
            week: { hours: summary.week.hours },
            worked: { hours: worked.hours, status: worked.status },
          },
        }
      },
    },
  ]
}
