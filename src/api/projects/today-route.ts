// GET /api/today (issue #32 section 1): the jobs of a day and of the day after, in the business's
// time zone and in route order, each with what its card on Today shows (client name and phone, crew
// name, checklist progress) in one round trip. A Crew user gets their own crews' jobs only; every
// record passes the field-and-scope step before it leaves.
import { z } from 'zod'
import { withTimeZone } from '../../domain/settings/branding'
import { hostTimeZone } from '../../domain/settings/read-branding'
import { parseOrThrow } from '../../domain/shared/app-error'
import { and, eq, gte, inList, lt, type Condition } from '../../domain/shared/condition'
import type { Job } from '../../domain/projects/job'
import { checklistProgress, type WorkOrder } from '../../domain/projects/work-order'
import {
  addDays,
  dayBounds,
  dayOf,
  sortByRoute,
  type TodayAnswer,
  type TodayJob,
} from '../../domain/projects/today'
import { todayQuerySchema } from '../../domain/projects/today-query'
import type { Grant } from '../access/authorize'
import { ownJobsCondition } from '../access/own-work'
import { visibleRecord } from '../access/visible-fields'
import type { ApiRoute } from '../shared/route-types'
import type { Row, StoreTx } from '../shared/store'

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The cards' extras of `jobs`: their clients, crews and work orders, each read once. */
async function cardsOf(tx: StoreTx, grant: Grant | undefined, jobs: Job[]): Promise<TodayJob[]> {
  const ids = (values: (string | null)[]) => [...new Set(values.filter((v) => v !== null))]
  const clientIds = ids(jobs.map((j) => j.client_person_id))
  const crewIds = ids(jobs.map((j) => j.assigned_crew_id))
  const jobIds = jobs.map((j) => j.id)
  const [persons, crews, orders] = await Promise.all([
    clientIds.length ? tx.findAll('persons', inList('id', clientIds)) : [],
    crewIds.length ? tx.findAll('crews', inList('id', crewIds)) : [],
    jobIds.length ? tx.findAll('work-orders', inList('job_id', jobIds)) : [],
  ])
  const byId = (rows: Row[]) => new Map(rows.map((r) => [r.id, r]))
  const personById = byId(persons)
  const crewById = byId(crews)
  return jobs.map((job) => {
    const person = personById.get(job.client_person_id)
    const client = person ? visibleRecord('persons', grant, person) : undefined
    const crewRow = job.assigned_crew_id ? crewById.get(job.assigned_crew_id) : undefined
    const crew = crewRow ? visibleRecord('crews', grant, crewRow) : undefined
    const checklist = orders
      .filter((o) => o.job_id === job.id)
      .map((o) => checklistProgress(o as unknown as WorkOrder))
      .reduce((sum, p) => ({ done: sum.done + p.done, total: sum.total + p.total }), {
        done: 0,
        total: 0,
      })
    return {
      job: visibleRecord('jobs', grant, job),
      client: client ? { id: client.id, name: text(client.name), phone: text(client.phone) } : null,
      crew: crew ? { id: crew.id, name: text(crew.name) } : null,
      checklist,
    }
  })
}

const cardSchema = z.object({
  job: z.record(z.string(), z.unknown()),
  client: z.object({ id: z.string(), name: z.string(), phone: z.string() }).nullable(),
  crew: z.object({ id: z.string(), name: z.string() }).nullable(),
  checklist: z.object({ done: z.number(), total: z.number() }),
})
const daySchema = z.object({ date: z.string(), items: z.array(cardSchema) })
const answerSchema = z.object({ time_zone: z.string(), day: daySchema, next_day: daySchema })

export function todayRoute(): ApiRoute {
  return {
    method: 'GET',
    path: '/api/today',
    summary:
      "A day's jobs and the next day's, in the business's time zone and route order (time, then the office's order), with client, crew and checklist progress; of one crew with crew_id",
    tag: 'jobs',
    access: 'jobs:read',
    servesOwn: true,
    querySchema: todayQuerySchema,
    responseSchema: answerSchema,
    successStatus: 200,
    handle: async (input, deps) => {
      const query = parseOrThrow(todayQuerySchema, input.query, 'Invalid Today query')
      const body = await deps.store.transaction(async (tx): Promise<TodayAnswer> => {
        const zone = withTimeZone(await tx.getBranding(), hostTimeZone()).time_zone
        const date = query.date ?? dayOf(deps.clock(), zone)
        const next = addDays(date, 1)
        const { start } = dayBounds(date, zone)
        const { end } = dayBounds(next, zone)
        const own = await ownJobsCondition(tx, input.grant)
        const conditions: Condition[] = [gte('date', start), lt('date', end)]
        if (query.crew_id) conditions.push(eq('assigned_crew_id', query.crew_id))
        if (own) conditions.push(own)
        const rows = sortByRoute((await tx.findAll('jobs', and(...conditions))) as Job[])
        const cards = await cardsOf(tx, input.grant, rows)
        const onDay = (day: string) => cards.filter((c) => dayOf(c.job.date, zone) === day)
        return {
          time_zone: zone,
          day: { date, items: onDay(date) },
          next_day: { date: next, items: onDay(next) },
        }
      })
      return { status: 200, body }
    },
  }
}
