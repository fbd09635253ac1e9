// GET /api/today over HTTP, on PGlite and on PostgreSQL (issue #32 section 1): a Crew user sees
// only their crews' jobs; jobs come by time, then the office's route order; the day runs from
// midnight to midnight in the business's time zone; the cards carry client, crew and checklist.
import { describe, expect, it } from 'vitest'
import { addDays, dayOf } from '../../domain/projects/today'
import { crewWorkIn } from '../testing/crew-work'
import { NOW, useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

type Card = {
  job: { id: string; date: number; route_order: number | null; assigned_crew_id: string | null }
  client: { id: string; name: string; phone: string } | null
  crew: { id: string; name: string } | null
  checklist: { done: number; total: number }
}
const HOUR = 3_600_000
const cardIds = (cards: Card[]) => cards.map((c) => c.job.id)

describe.each(testBackends())('Today on $name', (backend) => {
  const t = useTestApp(backend)

  const setZone = async (time_zone: string) => {
    const res = await t.call({
      method: 'PATCH',
      url: '/api/settings/branding',
      payload: { time_zone },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
  }

  /** Adds a job of `crewId` at `date` for the first client: its id. */
  const addJob = async (title: string, date: number, crewId: string | null) => {
    const client = t.seed.persons[0]!
    const res = await t.call({
      method: 'POST',
      url: '/api/jobs',
      payload: { title, client_person_id: client.id, address: '1 Elm St', date },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    if (crewId) {
      const assigned = await t.call({
        method: 'POST',
        url: `/api/jobs/${res.body.id}/assign-crew`,
        payload: { crew_id: crewId },
      })
      expect(assigned.status).toBe(200)
    }
    return res.body.id as string
  }

  it("answers the day's and the next day's jobs with client, crew and checklist", async () => {
    await setZone('UTC')
    const today = dayOf(NOW, 'UTC')
    const res = await t.call({ method: 'GET', url: '/api/today' })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.day.date).toBe(today)
    expect(res.body.next_day.date).toBe(addDays(today, 1))
    const start = Date.UTC(2026, 0, 14)
    const expected = t.seed.jobs.filter((j) => j.date >= start && j.date < start + 24 * HOUR)
    expect(expected.length).toBeGreaterThan(0)
    const cards = res.body.day.items as Card[]
    expect(cardIds(cards).sort()).toEqual(expected.map((j) => j.id).sort())
    for (const card of cards) {
      const job = t.seed.jobs.find((j) => j.id === card.job.id)!
      const person = t.seed.persons.find((p) => p.id === job.client_person_id)!
      expect(card.client).toEqual({ id: person.id, name: person.name, phone: person.phone })
      const crew = t.seed.crews.find((c) => c.id === job.assigned_crew_id)
      expect(card.crew).toEqual(crew ? { id: crew.id, name: crew.name } : null)
      const orders = t.seed['work-orders'].filter((o) => o.job_id === job.id)
      const items = orders.flatMap((o) => o.checklist)
      expect(card.checklist).toEqual({
        done: items.filter((i) => i.done).length,
        total: items.length,
      })
    }
  })

  it("shows a Crew user only their own crews' jobs, whatever crew they ask for", async () => {
    await setZone('UTC')
    const { employeeId, crewIds } = crewWorkIn(t.seed)
    const crew = await t.signInAs('Crew', employeeId)
    const owner = await t.call({ method: 'GET', url: '/api/today' })
    const all = [...owner.body.day.items, ...owner.body.next_day.items] as Card[]
    expect(all.some((c) => !crewIds.includes(c.job.assigned_crew_id ?? ''))).toBe(true)

    const mine = await t.call({ method: 'GET', url: '/api/today', cookies: crew })
    expect(mine.status, JSON.stringify(mine.body)).toBe(200)
    const theirs = [...mine.body.day.items, ...mine.body.next_day.items] as Card[]
    expect(theirs.length).toBeGreaterThan(0)
    for (const card of theirs) expect(crewIds).toContain(card.job.assigned_crew_id)
    expect(cardIds(theirs).sort()).toEqual(
      cardIds(all.filter((c) => crewIds.includes(c.job.assigned_crew_id ?? ''))).sort(),
    )

    const other = t.seed.crews.find((c) => !crewIds.includes(c.id))!
    const asked = await t.call({
      method: 'GET',
      url: `/api/today?crew_id=${other.id}`,
      cookies: crew,
    })
    expect(asked.status).toBe(200)
    expect(asked.body.day.items).toEqual([])
    expect(asked.body.next_day.items).toEqual([])
  })

  it('filters by crew for the office', async () => {
    await setZone('UTC')
    const crewId = t.seed.jobs.find(
      (j) => j.assigned_crew_id && j.date >= NOW - 8 * HOUR,
    )!.assigned_crew_id!
    const res = await t.call({ method: 'GET', url: `/api/today?crew_id=${crewId}` })
    const cards = [...res.body.day.items, ...res.body.next_day.items] as Card[]
    for (const card of cards) expect(card.job.assigned_crew_id).toBe(crewId)
  })

  it("orders by time, then the office's route order set with a versioned PATCH", async () => {
    await setZone('UTC')
    const crewId = t.seed.crews[0]!.id
    const day = '2026-02-02'
    const at8 = Date.UTC(2026, 1, 2, 8)
    const late = await addJob('Late', Date.UTC(2026, 1, 2, 15), crewId)
    const first = await addJob('First', at8, crewId)
    const second = await addJob('Second', at8, crewId)
    const before = await t.call({ method: 'GET', url: `/api/today?date=${day}` })
    const idsBefore = cardIds(before.body.day.items)
    expect(idsBefore.indexOf(late)).toBe(2)

    const secondJob = (before.body.day.items as Card[]).find((c) => c.job.id === second)!.job
    const moved = await t.call({
      method: 'PATCH',
      url: `/api/jobs/${second}`,
      payload: { route_order: 0, version: (secondJob as unknown as { version: number }).version },
    })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect(moved.body.route_order).toBe(0)
    const stale = await t.call({
      method: 'PATCH',
      url: `/api/jobs/${second}`,
      payload: { route_order: 1, version: moved.body.version - 1 },
    })
    expect(stale.status).toBe(409)

    const after = await t.call({ method: 'GET', url: `/api/today?date=${day}` })
    expect(cardIds(after.body.day.items)).toEqual([second, first, late])

    const crewUser = await t.signInAs('Crew', t.seed.crews[0]!.members[0]!)
    const refused = await t.call({
      method: 'PATCH',
      url: `/api/jobs/${first}`,
      cookies: crewUser,
      payload: { route_order: 0, version: 1 },
    })
    expect(refused.status).toBe(403)
  })

  it("cuts the day at midnight in the business's time zone", async () => {
    await setZone('America/New_York')
    const crewId = t.seed.crews[0]!.id
    // 23:30 on 2 Feb in New York is 04:30 UTC on the 3rd; 00:30 on the 3rd is 05:30 UTC.
    const lateEvening = await addJob('Late evening', Date.UTC(2026, 1, 3, 4, 30), crewId)
    const afterMidnight = await addJob('After midnight', Date.UTC(2026, 1, 3, 5, 30), crewId)
    const res = await t.call({ method: 'GET', url: '/api/today?date=2026-02-02' })
    expect(res.body.time_zone).toBe('America/New_York')
    expect(cardIds(res.body.day.items)).toContain(lateEvening)
    expect(cardIds(res.body.day.items)).not.toContain(afterMidnight)
    expect(res.body.next_day.date).toBe('2026-02-03')
    expect(cardIds(res.body.next_day.items)).toContain(afterMidnight)
  })

  it('refuses a malformed day or crew with a clear JSON error', async () => {
    const bad = await t.call({ method: 'GET', url: '/api/today?date=2026-02-30' })
    expect(bad.status).toBe(400)
    expect(bad.body.error.code).toBe('VALIDATION')
    expect(bad.body.error.fields.date).toBe('date must be a day that exists')
    const crew = await t.call({ method: 'GET', url: '/api/today?crew_id=nope' })
    expect(crew.status).toBe(400)
    const nobody = await t.call({ method: 'GET', url: '/api/today', cookies: {} })
    expect(nobody.status).toBe(401)
  })
})
