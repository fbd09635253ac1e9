// The client's upcoming visits in the hub (issue #31 section 2) on PGlite and PostgreSQL: their
// Scheduled jobs from the start of today on, soonest first, with the crew's name only; "Confirm"
// keeps the first time, tells the office once, and a job moved since shows as not confirmed; only
// the visitor's own upcoming visits can be confirmed; the office reads the confirmation on the job
// (a Crew user: their crews' jobs only).
import { describe, expect, it } from 'vitest'
import { HUB_NOT_FOUND } from '../../domain/hub/hub-api'
import { crewWorkIn } from '../testing/crew-work'
import { hubCookiesOf } from '../testing/hub-visitor'
import { NOW, useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

const DAY_MS = 24 * 60 * 60 * 1000

describe.each(testBackends())('the hub visits on $name', (backend) => {
  let now = NOW
  const t = useTestApp(backend, { clock: () => now })

  const person = async (name: string) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/persons',
      payload: { name, email: `${name.toLowerCase().replace(' ', '.')}@example.net` },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body as { id: string }
  }
  const job = async (
    clientId: string,
    title: string,
    date: number,
    extra: { status?: string; assigned_crew_id?: string } = {},
  ) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/jobs',
      payload: { title, client_person_id: clientId, address: '12 Elm Street', date, ...extra },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body as { id: string; date: number; version: number }
  }
  /** The audit log keeps entries across tests: only those written since `since` count. */
  const confirmsAudited = async () =>
    (await t.call({ method: 'GET', url: '/api/audit-log?kind=hub-confirm' })).body.items as {
      actor: string
      user_id: string | null
    }[]
  const confirmationOf = async (jobId: string, cookies?: Record<string, string>) =>
    t.call({
      method: 'GET',
      url: `/api/jobs/${jobId}/client-confirmation`,
      ...(cookies ? { cookies } : {}),
    })

  /** A client with visits: one later today, one in two days (with a crew), and ones not listed. */
  async function setUp() {
    now = NOW
    const { crewIds, employeeId } = crewWorkIn(t.seed)
    const crew = t.seed.crews.find((c) => c.id === crewIds[0])!
    const client = await person('Hub Client')
    const other = await person('Other Client')
    const soon = await job(client.id, 'Spring cleanup', NOW + 2 * DAY_MS, {
      assigned_crew_id: crew.id,
    })
    const today = await job(client.id, 'Hedge trim', NOW - 30 * 60 * 1000)
    const past = await job(client.id, 'Last week', NOW - 2 * DAY_MS)
    const done = await job(client.id, 'Done already', NOW + DAY_MS, { status: 'Done' })
    const theirs = await job(other.id, 'Not yours', NOW + DAY_MS)
    const cookies = await hubCookiesOf(t.store, client.id, NOW)
    return { crew, employeeId, client, soon, today, past, done, theirs, cookies }
  }

  it('lists the Scheduled visits from today on, soonest first, with the crew name only', async () => {
    const { crew, soon, today, cookies } = await setUp()
    const res = await t.call({ method: 'GET', url: '/api/hub/visits', cookies })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toEqual({
      items: [
        {
          id: today.id,
          title: 'Hedge trim',
          date: today.date,
          address: '12 Elm Street',
          crew_name: null,
          confirmed_at: null,
        },
        {
          id: soon.id,
          title: 'Spring cleanup',
          date: soon.date,
          address: '12 Elm Street',
          crew_name: crew.name,
          confirmed_at: null,
        },
      ],
    })
    const members = t.seed.employees.filter((e) => crew.members.includes(e.id))
    for (const member of members) expect(JSON.stringify(res.body)).not.toContain(member.name)
    expect((await t.call({ method: 'GET', url: '/api/hub/visits' })).status).toBe(401)
  })

  it('confirms once: the first time stays, the office hears once and sees it on the job', async () => {
    const { soon, cookies } = await setUp()
    const audited = (await confirmsAudited()).length
    const url = `/api/hub/visits/${soon.id}/confirm`
    const first = await t.call({ method: 'POST', url, cookies })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body).toMatchObject({ id: soon.id, confirmed_at: NOW })
    now = NOW + 60_000
    const again = await t.call({ method: 'POST', url, cookies })
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    const listed = await t.call({ method: 'GET', url: '/api/hub/visits', cookies })
    expect(listed.body.items[1]).toMatchObject({ id: soon.id, confirmed_at: NOW })

    const log = await confirmsAudited()
    expect(log).toHaveLength(audited + 1)
    expect(log[0]).toMatchObject({ actor: 'Client: Hub Client', user_id: null })
    const notices = await t.call({ method: 'GET', url: '/api/notifications' })
    expect(
      notices.body.items.filter((n: { title: string }) => n.title === 'Visit confirmed'),
    ).toEqual([expect.objectContaining({ kind: 'hub-action', link: `/jobs/${soon.id}` })])
    expect((await confirmationOf(soon.id)).body).toEqual({ confirmed_at: NOW })
  })

  it('shows a job moved after its confirmation as not confirmed, until confirmed again', async () => {
    const { soon, cookies } = await setUp()
    await t.call({ method: 'POST', url: `/api/hub/visits/${soon.id}/confirm`, cookies })
    const moved = await t.call({
      method: 'PATCH',
      url: `/api/jobs/${soon.id}`,
      payload: { date: NOW + 3 * DAY_MS, version: soon.version },
    })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    const listed = await t.call({ method: 'GET', url: '/api/hub/visits', cookies })
    expect(listed.body.items[1]).toMatchObject({ id: soon.id, confirmed_at: null })
    expect((await confirmationOf(soon.id)).body).toEqual({ confirmed_at: null })
    now = NOW + 5 * 60_000
    const again = await t.call({
      method: 'POST',
      url: `/api/hub/visits/${soon.id}/confirm`,
      cookies,
    })
    expect(again.body).toMatchObject({ date: NOW + 3 * DAY_MS, confirmed_at: now })
    expect((await confirmationOf(soon.id)).body).toEqual({ confirmed_at: now })
  })

  it("refuses another client's, a past, a Done and a malformed visit with 404", async () => {
    const { past, done, theirs, cookies } = await setUp()
    const audited = (await confirmsAudited()).length
    for (const id of [theirs.id, past.id, done.id, 'nope']) {
      const res = await t.call({ method: 'POST', url: `/api/hub/visits/${id}/confirm`, cookies })
      expect(res.status, id).toBe(404)
      expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: HUB_NOT_FOUND })
    }
    expect(await confirmsAudited()).toHaveLength(audited)
  })

  it("lets a Crew user read the confirmation of their crews' jobs only", async () => {
    const { soon, today, employeeId, cookies } = await setUp()
    await t.call({ method: 'POST', url: `/api/hub/visits/${soon.id}/confirm`, cookies })
    const crewCookies = await t.signInAs('Crew', employeeId)
    const own = await confirmationOf(soon.id, crewCookies)
    expect(own.status, JSON.stringify(own.body)).toBe(200)
    expect(own.body).toEqual({ confirmed_at: NOW })
    expect((await confirmationOf(today.id, crewCookies)).status).toBe(404)
    // A hub cookie is no staff session.
    expect((await confirmationOf(soon.id, cookies)).status).toBe(401)
  })
})
