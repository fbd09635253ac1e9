// A Crew user's own work over HTTP (issue #20): the jobs of the crews their employee record belongs
// to (the list: today and the coming week; by link: any of theirs), those jobs' work orders (tick
// the checklist, edit materials), media and clients; another crew's job answers 404, and the rest
// of the business (billing, other crews, clients beyond their jobs) is refused.
import { describe, expect, it } from 'vitest'
import { CREW_JOB_LIST_DAYS } from '../../domain/access/own-work'
import { localDayRange } from '../../domain/shared/list-query'
import { NOW, useTestApp } from '../testing/test-app'
import { crewWorkIn } from '../testing/crew-work'
import { testBackends } from '../testing/test-databases'

const DAY_MS = 24 * 60 * 60 * 1000
const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`

describe.each(testBackends())('a Crew user on $name', (backend) => {
  const t = useTestApp(backend)

  /** The seed's first crew with members and jobs, one member of it, and its jobs. */
  const crewWork = () => crewWorkIn(t.seed)

  it('lists only their crews’ jobs of today and the coming week, and opens any of theirs', async () => {
    const { employeeId, own, other } = crewWork()
    const cookies = await t.signInAs('Crew', employeeId)
    const { start } = localDayRange(NOW, 0)
    const expected = own
      .filter((j) => j.date >= start && j.date < start + CREW_JOB_LIST_DAYS * DAY_MS)
      .map((j) => j.id)
      .sort()
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(own.length)
    const list = await t.call({ method: 'GET', url: '/api/jobs?limit=100', cookies })
    expect(list.status).toBe(200)
    expect(list.body.items.map((j: { id: string }) => j.id).sort()).toEqual(expected)

    for (const job of own) {
      expect((await t.call({ method: 'GET', url: `/api/jobs/${job.id}`, cookies })).status).toBe(
        200,
      )
    }
    const theirs = await t.call({ method: 'GET', url: `/api/jobs/${other.id}`, cookies })
    expect(theirs.status).toBe(404)
    expect(theirs.body.error.message).toBe('Job not found')
  })

  it('ticks the checklist of their work order and cannot touch anything else of it', async () => {
    const { employeeId, own } = crewWork()
    const cookies = await t.signInAs('Crew', employeeId)
    const order = t.seed['work-orders'].find((w) => own.some((j) => j.id === w.job_id))
    const foreign = t.seed['work-orders'].find((w) => !own.some((j) => j.id === w.job_id))
    if (!order || !foreign) throw new Error('the sample data lacks work orders on both sides')
    const checklist = [{ label: 'Edge the beds', done: true }]
    const ticked = await t.call({
      method: 'PATCH',
      url: `/api/work-orders/${order.id}`,
      cookies,
      payload: { checklist, materials: ['Mulch'] },
    })
    expect(ticked.status, JSON.stringify(ticked.body)).toBe(200)
    expect(ticked.body).toMatchObject({ checklist, materials: ['Mulch'] })

    const moved = await t.call({
      method: 'PATCH',
      url: `/api/work-orders/${order.id}`,
      cookies,
      payload: { job_id: foreign.job_id },
    })
    expect(moved.status).toBe(403)
    const notTheirs = await t.call({
      method: 'PATCH',
      url: `/api/work-orders/${foreign.id}`,
      cookies,
      payload: { checklist },
    })
    expect(notTheirs.status).toBe(404)
    const listed = await t.call({ method: 'GET', url: '/api/work-orders?limit=100', cookies })
    const jobIds = new Set(own.map((j) => j.id))
    expect(listed.body.items.length).toBeGreaterThan(0)
    expect(listed.body.items.every((w: { job_id: string }) => jobIds.has(w.job_id))).toBe(true)
  })

  it('adds a photo to their job only and sees their jobs’ clients only', async () => {
    const { employeeId, own, other } = crewWork()
    const cookies = await t.signInAs('Crew', employeeId)
    const job = own[0]!
    const added = await t.call({
      method: 'POST',
      url: '/api/media',
      cookies,
      payload: { data_url: PNG, job_id: job.id },
    })
    expect(added.status, JSON.stringify(added.body)).toBe(201)
    const refused = await t.call({
      method: 'POST',
      url: '/api/media',
      cookies,
      payload: { data_url: PNG, job_id: other.id },
    })
    expect(refused.status).toBe(404)
    const media = await t.call({ method: 'GET', url: '/api/media?limit=100', cookies })
    expect(media.body.items.length).toBeGreaterThan(0)
    expect(media.body.items.map((m: { id: string }) => m.id)).toContain(added.body.id)
    expect(
      media.body.items.every((m: { job_id: string }) => own.some((j) => j.id === m.job_id)),
    ).toBe(true)

    const client = await t.call({
      method: 'GET',
      url: `/api/persons/${job.client_person_id}`,
      cookies,
    })
    expect(client.status).toBe(200)
    // The client's name, phone and address: not the rest of the client record.
    const person = t.seed.persons.find((p) => p.id === job.client_person_id)!
    expect(client.body).toEqual({
      id: person.id,
      name: person.name,
      phone: person.phone,
      location: person.location,
      version: person.version,
    })
    const clients = new Set(own.map((j) => j.client_person_id))
    const stranger = t.seed.persons.find((p) => !clients.has(p.id))!
    expect(
      (await t.call({ method: 'GET', url: `/api/persons/${stranger.id}`, cookies })).status,
    ).toBe(404)
    const persons = await t.call({ method: 'GET', url: '/api/persons?limit=100', cookies })
    expect(persons.body.items.length).toBeGreaterThan(0)
    expect(persons.body.items.every((p: { id: string }) => clients.has(p.id))).toBe(true)
    expect(persons.body.items.every((p: object) => !('email' in p))).toBe(true)
    // A sort by a field they see answers in its order; one by a field they may not see (its order
    // and cursors would tell the values) is refused.
    const byName = await t.call({ method: 'GET', url: '/api/persons?sort=name', cookies })
    expect(byName.status).toBe(200)
    const names = byName.body.items.map((p: { name: string }) => p.name)
    expect(names.length).toBeGreaterThan(1)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    for (const hidden of ['recent', 'newest']) {
      const refused = await t.call({ method: 'GET', url: `/api/persons?sort=${hidden}`, cookies })
      expect(refused.status, hidden).toBe(403)
    }
  })

  it('lists the clients of their job list only (today and the coming week), and opens any of their jobs’ clients', async () => {
    const { employeeId, own } = crewWork()
    const cookies = await t.signInAs('Crew', employeeId)
    // A new client whose only job, on this crew, is ten days out: not on their job list.
    const later = await t.call({
      method: 'POST',
      url: '/api/persons',
      payload: { name: 'Ten Days Out', email: 'ten.days@example.com', phone: '555-0110' },
    })
    expect(later.status, JSON.stringify(later.body)).toBe(201)
    const crewId = own[0]!.assigned_crew_id!
    const job = await t.call({
      method: 'POST',
      url: '/api/jobs',
      payload: {
        title: 'Fall cleanup',
        client_person_id: later.body.id,
        address: '1 Later Lane',
        date: NOW + 10 * DAY_MS,
        assigned_crew_id: crewId,
      },
    })
    expect(job.status, JSON.stringify(job.body)).toBe(201)

    const { start } = localDayRange(NOW, 0)
    const inList = own.filter(
      (j) => j.date >= start && j.date < start + CREW_JOB_LIST_DAYS * DAY_MS,
    )
    const expected = [...new Set(inList.map((j) => j.client_person_id))].sort()
    const persons = await t.call({ method: 'GET', url: '/api/persons?limit=100', cookies })
    expect(persons.status).toBe(200)
    expect(persons.body.items.map((p: { id: string }) => p.id).sort()).toEqual(expected)
    expect(persons.body.total).toBe(expected.length)
    const byId = await t.call({ method: 'GET', url: `/api/persons/${later.body.id}`, cookies })
    expect(byId.status).toBe(200)
    expect(byId.body).toMatchObject({ name: 'Ten Days Out', phone: '555-0110' })
  })

  it('is refused billing and the team, sees their own crews and calendar, and nothing without an employee record', async () => {
    const { employeeId } = crewWork()
    const cookies = await t.signInAs('Crew', employeeId)
    for (const url of ['/api/invoices', '/api/payments', '/api/employees', '/api/leads']) {
      expect((await t.call({ method: 'GET', url, cookies })).status, url).toBe(403)
    }
    // Their own crews only, by list and by id.
    const crews = await t.call({ method: 'GET', url: '/api/crews?limit=100', cookies })
    const theirs = t.seed.crews.filter((c) => c.members.includes(employeeId)).map((c) => c.id)
    expect(crews.body.items.map((c: { id: string }) => c.id).sort()).toEqual([...theirs].sort())
    const other = t.seed.crews.find((c) => !theirs.includes(c.id))!
    expect((await t.call({ method: 'GET', url: `/api/crews/${other.id}`, cookies })).status).toBe(
      404,
    )
    const week = await t.call({
      method: 'GET',
      url: `/api/calendar?from=${NOW - 20 * DAY_MS}&to=${NOW + 20 * DAY_MS}`,
      cookies,
    })
    expect(week.status, JSON.stringify(week.body)).toBe(200)
    expect(week.body.items.length).toBeGreaterThan(0)
    expect(
      week.body.items.every((j: { assigned_crew_id: string }) =>
        theirs.includes(j.assigned_crew_id),
      ),
    ).toBe(true)
    const unlinked = await t.signInAs('Crew', null)
    const jobs = await t.call({ method: 'GET', url: '/api/jobs', cookies: unlinked })
    expect(jobs.body.items).toEqual([])
  })
})
