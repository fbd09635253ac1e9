// Team routes beyond the generic CRUD: what the employee detail shows about crews and active jobs.
import { z } from 'zod'
import type { Job } from '../../projects/job'
import { sortByDate } from '../../projects/calendar'
import type { Crew } from '../../team/crew'
import {
  activeJobsCondition,
  crewsOfEmployeeCondition,
  type EmployeeSummary,
} from '../../team/employee-summary'
import { getOrThrow, resourceOrThrow } from '../records'
import { idParam, type ApiRoute } from '../route-types'

/** Code-point order, the same in every JavaScript engine and locale. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

export function teamRoutes(): ApiRoute[] {
  const employees = resourceOrThrow('employees')
  return [
    {
      method: 'GET',
      path: '/api/employees/:id/summary',
      summary: "An employee's crews and the active (not Done) jobs of those crews",
      tag: 'employees',
      responseSchema: z.object({
        crews: z.array(resourceOrThrow('crews').schema),
        active_jobs: z.array(resourceOrThrow('jobs').schema),
      }),
      successStatus: 200,
      handle: async (input, deps) => {
        const id = idParam(input, employees.label)
        const summary = await deps.store.transaction(async (tx): Promise<EmployeeSummary> => {
          await getOrThrow(tx, 'employees', id)
          const crews = (await tx.findAll(
            'crews',
            crewsOfEmployeeCondition(id),
          )) as unknown as Crew[]
          const condition = activeJobsCondition(crews.map((c) => c.id))
          const jobs = condition ? ((await tx.findAll('jobs', condition)) as unknown as Job[]) : []
          const byName = [...crews].sort(
            (a, b) => byText(a.name.toLowerCase(), b.name.toLowerCase()) || byText(a.id, b.id),
          )
          return { crews: byName, active_jobs: sortByDate(jobs) }
        })
        return { status: 200, body: summary }
      },
    },
  ]
}
