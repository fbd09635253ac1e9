// Location stamps on Start and Finish (issue #32 section 3), on PGlite and on PostgreSQL: optional
// (an absent or empty body still starts a job), checked, kept on the job's activity, and shown to
// the office (time:manage) only: a Crew or Foreman user never sees where anyone was.
import { describe, expect, it } from 'vitest'
import { crewWorkIn } from '../testing/crew-work'
import { useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

const HERE = { lat: 30.2672, lng: -97.7431, accuracy: 15 }
const THERE = { lat: 30.28, lng: -97.75, accuracy: 40.5 }

describe.each(testBackends())('location stamps of Start and Finish on $name', (backend) => {
  const t = useTestApp(backend)

  it('keeps the stamps and shows them to the office, never to the crew', async () => {
    const { employeeId, own } = crewWorkIn(t.seed)
    const crew = await t.signInAs('Crew', employeeId)
    const foreman = await t.signInAs('Foreman')
    const job = own.find((j) => j.status === 'Scheduled')!
    const url = (action: string) => `/api/jobs/${job.id}/${action}`

    const bad = await t.call({
      method: 'POST',
      url: url('start'),
      payload: { location: { lat: 91, lng: 0, accuracy: 5 } },
      cookies: crew,
    })
    expect(bad.status).toBe(400)
    const extra = await t.call({
      method: 'POST',
      url: url('start'),
      payload: { location: { ...HERE, altitude: 3 } },
      cookies: crew,
    })
    expect(extra.status).toBe(400)

    const started = await t.call({
      method: 'POST',
      url: url('start'),
      payload: { location: HERE },
      cookies: crew,
    })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    expect(started.body.state.activity[0]).not.toHaveProperty('location')
    const finished = await t.call({
      method: 'POST',
      url: url('finish'),
      payload: { finish_anyway: true, location: THERE },
      cookies: crew,
    })
    expect(finished.status, JSON.stringify(finished.body)).toBe(200)

    const asOwner = await t.call({ method: 'GET', url: url('field-state') })
    expect(asOwner.body.activity.map((a: { location: unknown }) => a.location)).toEqual([
      HERE,
      THERE,
    ])
    for (const cookies of [crew, foreman]) {
      const state = await t.call({ method: 'GET', url: url('field-state'), cookies })
      expect(state.status).toBe(200)
      expect(state.body.activity).toHaveLength(2)
      for (const row of state.body.activity) expect(row).not.toHaveProperty('location')
    }
  })

  it('starts a job with no body, an empty one, and keeps no stamp then', async () => {
    const jobs = t.seed.jobs.filter((j) => j.status === 'Scheduled').slice(-2)
    const bare = await t.call({ method: 'POST', url: `/api/jobs/${jobs[0]!.id}/start` })
    expect(bare.status, JSON.stringify(bare.body)).toBe(200)
    const empty = await t.call({
      method: 'POST',
      url: `/api/jobs/${jobs[1]!.id}/start`,
      payload: {},
    })
    expect(empty.status, JSON.stringify(empty.body)).toBe(200)
    expect(empty.body.state.activity[0].location).toBeNull()
  })
})
