// Issue #33 over HTTP, on PGlite and on PostgreSQL: a field or clock command replayed from the
// phone says when the person acted (acted_at); that is the action's time, the server keeps when it
// received it too, and the overlap and approved-week rules judge the acted time. A phone clock far
// ahead, an action older than a week, or one dated before the last change is refused.
import { beforeEach, describe, expect, it } from 'vitest'
import { BEFORE_LAST_ACTION } from '../../api/field/job-field-action'
import { BEFORE_CLOCK_CHANGE } from '../../api/time/run-clock-action'
import { ACTED_AT_IN_FUTURE, ACTED_AT_TOO_OLD } from '../../domain/field/acted-at'
import { WEEK_APPROVED } from '../../domain/time/time-api'
import { NOW, useTestApp, type TestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** The week of NOW (Wednesday 14 January 2026) starts on Sunday the 11th. */
const WEEK = '2026-01-11'

async function scheduledJob(t: TestApp): Promise<string> {
  const job = await t.call({
    method: 'POST',
    url: '/api/jobs',
    payload: {
      title: 'Hedges',
      client_person_id: t.seed.persons[0]!.id,
      address: '3 Elm',
      date: NOW,
    },
  })
  expect(job.status, JSON.stringify(job.body)).toBe(201)
  return job.body.id as string
}

describe.each(testBackends())('acted_at on $name', (backend) => {
  let now = NOW
  const t = useTestApp(backend, { clock: () => now })
  beforeEach(() => {
    now = NOW
  })
  const post = (url: string, payload?: object) =>
    t.call({ method: 'POST', url, ...(payload ? { payload } : {}) })
  const employee = (i: number) => t.seed.employees[i]!.id

  it('keeps a job action at the acted time and when it was received', async () => {
    const jobId = await scheduledJob(t)
    const ahead = await post(`/api/jobs/${jobId}/start`, { acted_at: NOW + 3 * MINUTE })
    expect(ahead.status).toBe(400)
    expect(ahead.body.error.fields.acted_at).toBe(ACTED_AT_IN_FUTURE)
    const old = await post(`/api/jobs/${jobId}/on-my-way`, { acted_at: NOW - 8 * DAY })
    expect(old.status).toBe(400)
    expect(old.body.error.message).toBe(ACTED_AT_TOO_OLD)

    const started = await post(`/api/jobs/${jobId}/start`, { acted_at: NOW - 40 * MINUTE })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    expect(started.body.state).toMatchObject({ timer: 'running', since: NOW - 40 * MINUTE })
    expect(started.body.state.activity).toMatchObject([
      { kind: 'start', at: NOW - 40 * MINUTE, received_at: NOW },
    ])
    const early = await post(`/api/jobs/${jobId}/pause`, {
      reason: 'Rain',
      acted_at: NOW - 50 * MINUTE,
    })
    expect(early.status).toBe(409)
    expect(early.body.error.message).toBe(BEFORE_LAST_ACTION)
    const paused = await post(`/api/jobs/${jobId}/pause`, {
      reason: 'Rain',
      acted_at: NOW - 10 * MINUTE,
    })
    expect(paused.body.state).toMatchObject({ timer: 'paused', since: NOW - 10 * MINUTE })
    const resumed = await post(`/api/jobs/${jobId}/resume`, {})
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200)
    expect(resumed.body.state.activity.at(-1)).toMatchObject({ at: NOW, received_at: NOW })
  })

  it('opens and closes clock entries at the acted time, judged by the overlap rule', async () => {
    const zone = (await t.call({ method: 'GET', url: '/api/today' })).body.time_zone as string
    expect(zone).toBeTruthy()
    const office = await post('/api/time-entries', {
      employee_id: employee(3),
      starts_at: NOW - 5 * HOUR,
      ends_at: NOW - 3 * HOUR,
    })
    expect(office.status, JSON.stringify(office.body)).toBe(201)
    const overlapping = await post('/api/time/clock-in', {
      employee_ids: [employee(3)],
      acted_at: NOW - 4 * HOUR,
    })
    expect(overlapping.status).toBe(409)
    expect(overlapping.body.error.message).toMatch(/^This time overlaps another entry/)

    const clockedIn = await post('/api/time/clock-in', {
      employee_ids: [employee(3)],
      acted_at: NOW - 2 * HOUR,
    })
    expect(clockedIn.status, JSON.stringify(clockedIn.body)).toBe(200)
    expect(clockedIn.body).toMatchObject({ acted_at: NOW - 2 * HOUR, received_at: NOW })
    const early = await post('/api/time/clock-out', {
      employee_ids: [employee(3)],
      acted_at: NOW - 3 * HOUR,
    })
    expect(early.status).toBe(409)
    expect(early.body.error.message).toBe(BEFORE_CLOCK_CHANGE)
    now = NOW + 5 * MINUTE
    const out = await post('/api/time/clock-out', {
      employee_ids: [employee(3)],
      acted_at: NOW - HOUR,
    })
    expect(out.status, JSON.stringify(out.body)).toBe(200)
    const entries = await t.call({
      method: 'GET',
      url: `/api/time-entries?employee_id=${employee(3)}&from=${NOW - DAY}&to=${NOW + DAY}`,
    })
    expect(entries.body.items).toMatchObject([
      { source: 'office', received_at: null },
      {
        starts_at: NOW - 2 * HOUR,
        ends_at: NOW - HOUR,
        received_at: NOW,
        // The clock-out's own arrival, after the clock-in's (issue #33).
        end_received_at: now,
        updated_at: now,
      },
    ])
  })

  it('refuses a clock action dated in an approved week', async () => {
    const entry = await post('/api/time-entries', {
      employee_id: employee(4),
      starts_at: NOW - 6 * HOUR,
      ends_at: NOW - 2 * HOUR,
    })
    expect(entry.status).toBe(201)
    expect((await post(`/api/timesheets/${employee(4)}/${WEEK}/submit`)).status).toBe(200)
    expect((await post(`/api/timesheets/${employee(4)}/${WEEK}/approve`)).status).toBe(200)
    now = NOW + 6 * DAY
    const late = await post('/api/time/clock-in', {
      employee_ids: [employee(4)],
      acted_at: NOW + HOUR,
    })
    expect(late.status).toBe(409)
    expect(late.body.error.message).toBe(WEEK_APPROVED)
    const current = await post('/api/time/clock-in', { employee_ids: [employee(4)] })
    expect(current.status, JSON.stringify(current.body)).toBe(200)
  })
})
