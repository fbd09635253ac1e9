// GET /api/jobs/:id/costing (Owner, Office): the assigned crew's hours on the job (its running time
// inside each member's work entries, as their timesheets count it), their cost at each member's
// rate, the invoices linked to the job and the margin. Without the server's clock (the demo), zero
// hours.
import { billedForJobCents } from '../../domain/billing/invoice-lines'
import { and, contains, eq, inList, or } from '../../domain/shared/condition'
import { fromCents } from '../../domain/shared/money'
import { totalMs } from '../../domain/time/intervals'
import { jobCosting, type MemberJobTime } from '../../domain/time/job-costing'
import { runningIntervals } from '../../domain/time/job-running'
import type { JobCosting } from '../../domain/time/time-api'
import { entrySpans, workSegments } from '../../domain/time/work-segments'
import { getOrThrow, resourceOrThrow } from '../records/records'
import { idParam, type ApiRoute } from '../shared/route-types'
import { jobRunsOfCrews } from './job-runs'

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
        // The invoices that bill the job, as related job or on a line: each its part for the job.
        const invoices = (
          await tx.findAll('invoices', or(eq('job_id', id), contains('job_ids', id)))
        ).map((invoice) => ({ amount: fromCents(billedForJobCents(invoice, id)) }))
        const crew = job.assigned_crew_id ? await tx.get('crews', job.assigned_crew_id) : null
        const running = runningIntervals((await tx.jobActivity?.listOf(id)) ?? [], now)
        if (!crew || crew.members.length === 0 || running.length === 0 || !tx.time) {
          return jobCosting([], invoices)
        }
        const employees = await tx.findAll('employees', inList('id', crew.members))
        const span = { start: running[0]!.start, end: running.at(-1)!.end }
        const entries = await tx.time.entriesOf(crew.members, span.start, span.end)
        // The members' other crews' jobs too: time two jobs share goes to the one started first,
        // as on the timesheet, so a member's hours are never costed twice.
        const members = new Set(crew.members)
        const crews = (await tx.findAll('crews', and())).filter((c) =>
          c.members.some((m) => members.has(m)),
        )
        const runsByCrew = await jobRunsOfCrews(tx, crews, span, now)
        const thisJob = { job_id: job.id, title: job.title, running }
        const times = employees.map((employee): MemberJobTime => {
          const jobs = [
            thisJob,
            ...crews
              .filter((c) => c.members.includes(employee.id))
              .flatMap((c) => runsByCrew.get(c.id) ?? [])
              .filter((run) => run.job_id !== job.id),
          ]
          const work = entrySpans(
            entries.filter((e) => e.employee_id === employee.id),
            'work',
            now,
          )
          const segments = workSegments(work, jobs).filter((s) => s.job_id === job.id)
          return {
            employee_id: employee.id,
            name: employee.name,
            hourly_rate: employee.hourly_rate,
            ms: totalMs(segments),
          }
        })
        return jobCosting(times, invoices)
      })
      return { status: 200, body: costing }
    },
  }
}
