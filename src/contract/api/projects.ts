// The API contract for projects: crews on jobs, the calendar and work orders (issue #5).
import { describe, expect, it } from 'vitest'
import { dayBounds, sortByRoute } from '../../domain/projects/today'
import {
  byText,
  type ContractClient,
  expectError,
  fixtures,
  ids,
  seed,
  UNKNOWN_ID,
} from './contract-helpers'

export function defineProjectsContract(api: ContractClient): void {
  describe('projects (issue #5)', () => {
    const DAY = 86_400_000

    it('reassigns and unassigns a crew, refusing what does not apply', async () => {
      const job = fixtures.jobWithCrew()
      const other = seed.crews.find((c) => c.id !== job.assigned_crew_id)
      if (!other) throw new Error('seed has one crew only')
      const path = `/api/jobs/${job.id}`
      const moved = await api.post(`${path}/reassign-crew`, { crew_id: other.id })
      expect(moved.status, JSON.stringify(moved.body)).toBe(200)
      expect(moved.body).toMatchObject({ assigned_crew_id: other.id, version: job.version + 1 })
      expectError(
        await api.post(`${path}/reassign-crew`, { crew_id: other.id }),
        409,
        'INVALID_STATE',
      )
      const missing = expectError(
        await api.post(`${path}/reassign-crew`, { crew_id: UNKNOWN_ID }),
        400,
        'VALIDATION',
      )
      expect(missing.fields?.crew_id).toBeTruthy()
      const cleared = await api.post(`${path}/unassign-crew`)
      expect(cleared.body).toMatchObject({ assigned_crew_id: null, version: job.version + 2 })
      expectError(await api.post(`${path}/unassign-crew`), 409, 'INVALID_STATE')
      expectError(
        await api.post(`${path}/reassign-crew`, { crew_id: other.id }),
        409,
        'INVALID_STATE',
      )
      const again = await api.post(`${path}/assign-crew`, { crew_id: other.id })
      expect(again.body).toMatchObject({ assigned_crew_id: other.id, version: job.version + 3 })
      expect(await api.one(path)).toEqual(again.body)
      expectError(await api.post(`/api/jobs/${UNKNOWN_ID}/unassign-crew`), 404, 'NOT_FOUND')
    })

    it("answers the calendar with a week's jobs, earliest first, optionally of one crew", async () => {
      const from = Date.UTC(2026, 10, 22) // the Sunday of CONTRACT_NOW's week
      const to = from + 7 * DAY
      const inWeek = seed.jobs
        .filter((j) => j.date >= from && j.date < to)
        .sort((a, b) => a.date - b.date || byText(a.id, b.id))
      expect(inWeek.length).toBeGreaterThan(0)
      const res = await api.get('/api/calendar', { from, to })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(ids((res.body as { items: { id: string }[] }).items)).toEqual(ids(inWeek))
      const crew = inWeek.find((j) => j.assigned_crew_id)?.assigned_crew_id
      if (!crew) throw new Error('no crew this week')
      const ofCrew = await api.get('/api/calendar', { from, to, crew_id: crew })
      expect(ids((ofCrew.body as { items: { id: string }[] }).items)).toEqual(
        ids(inWeek.filter((j) => j.assigned_crew_id === crew)),
      )
      const bad = expectError(
        await api.get('/api/calendar', { from: to, to: from }),
        400,
        'VALIDATION',
      )
      expect(bad.fields?.to).toBeTruthy()
      expectError(await api.get('/api/calendar', { from, to: from + 60 * DAY }), 400, 'VALIDATION')
    })

    it("answers Today: a day's jobs and the next day's in route order, with client, crew and checklist", async () => {
      const res = await api.get('/api/today', { date: '2026-11-24' })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      type Card = { job: { id: string }; client: { name: string } | null; crew: unknown }
      const body = res.body as {
        time_zone: string
        day: { date: string; items: Card[] }
        next_day: { date: string; items: Card[] }
      }
      expect(body.next_day.date).toBe('2026-11-25')
      const on = (day: string) => {
        const { start, end } = dayBounds(day, body.time_zone)
        return sortByRoute(seed.jobs.filter((j) => j.date >= start && j.date < end))
      }
      expect(ids(body.day.items.map((c) => c.job))).toEqual(ids(on('2026-11-24')))
      expect(ids(body.next_day.items.map((c) => c.job))).toEqual(ids(on('2026-11-25')))
      const first = body.day.items[0] ?? body.next_day.items[0]
      if (!first) throw new Error('no jobs on those days')
      const job = seed.jobs.find((j) => j.id === first.job.id)
      expect(first.client?.name).toBe(
        seed.persons.find((p) => p.id === job?.client_person_id)?.name,
      )
      const bad = expectError(
        await api.get('/api/today', { date: '2026-13-01' }),
        400,
        'VALIDATION',
      )
      expect(bad.fields?.date).toBeTruthy()
    })

    it('moves a job to another day with a versioned PATCH, and the calendar follows', async () => {
      const job = seed.jobs[0]
      if (!job) throw new Error('seed too small')
      const date = job.date + 2 * DAY
      const res = await api.patch(`/api/jobs/${job.id}`, { date, version: job.version })
      expect(res.body).toMatchObject({ date, version: job.version + 1 })
      expectError(
        await api.patch(`/api/jobs/${job.id}`, { date: job.date, version: job.version }),
        409,
        'CONFLICT',
      )
      const week = await api.get('/api/calendar', { from: date - DAY / 2, to: date + DAY / 2 })
      expect(ids((week.body as { items: { id: string }[] }).items)).toContain(job.id)
    })

    it('keeps the instructions for the crew of a job and refuses a stale edit of them', async () => {
      const job = seed.jobs.find((j) => j.crew_instructions === '')
      if (!job) throw new Error('seed has no job without instructions')
      const path = `/api/jobs/${job.id}`
      const text = 'Gate code 4417.\nThe dog is friendly.'
      const res = await api.patch(path, { crew_instructions: text, version: job.version })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body).toMatchObject({ crew_instructions: text, version: job.version + 1 })
      const stale = expectError(
        await api.patch(path, { crew_instructions: '', version: job.version }),
        409,
        'CONFLICT',
      )
      expect(stale.message).toBe('This record was changed by someone else: reload and try again')
      const long = expectError(
        await api.patch(path, { crew_instructions: 'x'.repeat(2001), version: job.version + 1 }),
        400,
        'VALIDATION',
      )
      expect(long.fields?.crew_instructions).toBe(
        'Instructions for the crew is too long (max 2000)',
      )
      expect(await api.one(path)).toMatchObject({ crew_instructions: text })
    })

    it('stores a work order checklist tick and refuses a stale one', async () => {
      const order = seed['work-orders'].find((w) => w.checklist.length > 0)
      if (!order) throw new Error('seed has no checklist')
      const checklist = order.checklist.map((c, i) => (i === 0 ? { ...c, done: !c.done } : c))
      const path = `/api/work-orders/${order.id}`
      const res = await api.patch(path, { checklist, version: order.version })
      expect(res.body).toMatchObject({ checklist, version: order.version + 1 })
      expectError(await api.patch(path, { checklist: [], version: order.version }), 409, 'CONFLICT')
      expect(await api.one(path)).toMatchObject({ checklist })
    })
  })
}
