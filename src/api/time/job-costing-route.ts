// GET /api/jobs/:id/costing (Owner, Office): the assigned crew's hours on the job (its running time
// inside each member's work entries), their cost at each member's rate, the invoices linked to the
// job and the margin. Without the server's clock (the demo), zero hours.
import { eq, inList } from '../../domain/shared/condition'
import { intersect, totalMs } from '../../domain/time/intervals'
import { jobCosting, type MemberJobTime } from '../../domain/time/job-costing'
import { runningIntervals } from '../../domain/time/job-running'
import type { JobCosting } from '../../domain/time/time-api'
import { entrySpans } from '../../domain/time/work-segments'
import { getOrThrow, resourceOrThrow } from '../records/records'
import { idParam, type ApiRoute } from '../shared/route-types'

export function jobCostingRoute(): ApiRoute {
  return {
    method: 'GET',
    path: '/api/jobs/:id/costing',
    summary:
      "A job's hours, labour cost (each crew member's hours x rate), the invoices linked to it and the margin",
    tag: 'jobs',
    access: 'pay:read',
    successStatus: 200,
    handle: async (input, deps) => {
      const id = idParam(input, resourceOrThrow('jobs').label)
      const now = deps.clock()
      const costing = await deps.store.transaction(async (tx): Promise<JobCosting> => {
        const job = await getOrThrow(tx, 'jobs', id)
        const invoices = await tx.findAll('invoices', eq('job_id', id))
        const crew = job.assigned_crew_id ? await tx.get('crews', job.assigned_crew_id) : null
        const running = runningIntervals((await tx.jobActivity?.listOf(id)) ?? [], now)
        if (!crew || crew.members.length === 0 || running.length === 0 || !tx.time) {
          return jobCosting([], invoices)
        }
        const employees = await tx.findAll('employees', inList('id', crew.members))
        const entries = await tx.time.entriesOf(
          crew.members,
          running[0]!.start,
          running.at(-1)!.end,
        )
        const members = employees.map((employee): MemberJobTime => ({
          employee_id: employee.id,
          name: employee.name,
          hourly_rate: employee.hourly_rate,
          ms: totalMs(
            intersect(
              running,
              entrySpans(
                entries.filter((e) => e.employee_id === employee.id),
                'work',
                now,
              ),
            ),
          ),
        }))
        return jobCosting(members, invoices)
      })
      return { status: 200, body: costing }
    },
  }
}
