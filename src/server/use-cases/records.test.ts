// API integration: the generic record routes (list, get, create, patch, delete) through app.inject,
// on an in-memory PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
import { describe, expect, it } from 'vitest'
import { resources } from '../../domain/resources'
import { SEED_COUNTS } from '../../domain/seed/seed'
import { listInMemory } from '../../domain/shared/list-in-memory'
import { testBackends } from '../testing/test-databases'
import { NOW, useTestApp } from '../testing/test-app'

const personsSpec = resources[0].list
const MISSING_ID = '00000000-0000-4000-8000-000000000000'

describe.each(testBackends())('records API on $name', (backend) => {
  const t = useTestApp(backend)
  const count = async (collection: string) =>
    (await t.call({ method: 'GET', url: `/api/${collection}?limit=1` })).body.total as number

  it('lists the 20 seeded persons by name', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/api/persons' })
    expect(status).toBe(200)
    expect(body.items).toHaveLength(20)
    expect(body.total).toBe(20)
    expect(body.next_cursor).toBeNull()
    const expected = listInMemory(personsSpec, t.seed.persons, { limit: 50, match: {} }, NOW)
    expect(body.items).toEqual(expected.items)
  })

  it('searches persons case-insensitively over name, email and phone', async () => {
    const { body } = await t.call({ method: 'GET', url: '/api/persons?q=GARCIA' })
    expect(body.items.map((p: { name: string }) => p.name)).toEqual(['Maria Garcia'])
    const byPhone = await t.call({ method: 'GET', url: '/api/persons?q=555-1' })
    const expected = listInMemory(
      personsSpec,
      t.seed.persons,
      { q: '555-1', limit: 50, match: {} },
      NOW,
    )
    expect(byPhone.body.total).toBe(expected.total)
    expect(byPhone.body.items).toEqual(expected.items)
  })

  it('walks every person exactly once with next_cursor', async () => {
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const url: string = `/api/persons?limit=7${cursor ? `&cursor=${cursor}` : ''}`
      const { status, body } = await t.call({ method: 'GET', url })
      expect(status).toBe(200)
      expect(body.total).toBe(20)
      seen.push(...body.items.map((p: { id: string }) => p.id))
      cursor = body.next_cursor
      pages++
    } while (cursor && pages < 10)
    expect(pages).toBe(3)
    expect(new Set(seen).size).toBe(20)
    const all = (await t.call({ method: 'GET', url: '/api/persons' })).body.items.map(
      (p: { id: string }) => p.id,
    )
    expect(seen).toEqual(all)
  })

  it('refuses an invalid cursor and an unknown query parameter', async () => {
    const bad = await t.call({ method: 'GET', url: '/api/persons?cursor=nonsense' })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toMatchObject({ code: 'VALIDATION', message: 'Invalid cursor' })
    const unknown = await t.call({ method: 'GET', url: '/api/persons?colour=red' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error.code).toBe('VALIDATION')
  })

  it.each(resources.map((r) => [r.name, r.label] as const))(
    'serves %s: list, get, and 404 for unknown and malformed ids',
    async (name, label) => {
      const list = await t.call({ method: 'GET', url: `/api/${name}?limit=200` })
      expect(list.status).toBe(200)
      const seeded = t.seed[name as keyof typeof t.seed] as { id: string }[]
      expect(list.body.total).toBe(seeded.length)
      if (name in SEED_COUNTS)
        expect(list.body.total).toBe(SEED_COUNTS[name as keyof typeof SEED_COUNTS])
      const first = seeded[0]
      if (first) {
        const one = await t.call({ method: 'GET', url: `/api/${name}/${first.id}` })
        expect(one.status).toBe(200)
        expect(one.body).toEqual(first)
      }
      for (const id of [MISSING_ID, 'not-an-id']) {
        const missing = await t.call({ method: 'GET', url: `/api/${name}/${id}` })
        expect(missing.status).toBe(404)
        expect(missing.body).toEqual({
          error: { code: 'NOT_FOUND', message: `${label} not found` },
        })
      }
    },
  )

  it('refuses a person without email: 400 with fields.email, nothing stored', async () => {
    const before = await count('persons')
    const { status, body } = await t.call({
      method: 'POST',
      url: '/api/persons',
      payload: { name: 'No Mail' },
    })
    expect(status).toBe(400)
    expect(body.error.code).toBe('VALIDATION')
    expect(body.error.fields.email).toBe('Email is required')
    expect(await count('persons')).toBe(before)
  })

  it('creates a person: 201, tags split and trimmed, readable afterwards', async () => {
    const { status, body } = await t.call({
      method: 'POST',
      url: '/api/persons',
      payload: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        tags: ' VIP, Residential,, vip ,',
      },
    })
    expect(status).toBe(201)
    expect(body).toMatchObject({
      name: 'Ada Lovelace',
      tags: ['VIP', 'Residential'],
      version: 1,
      created_at: NOW,
    })
    const read = await t.call({ method: 'GET', url: `/api/persons/${body.id}` })
    expect(read.body).toEqual(body)
    expect(await count('persons')).toBe(21)
  })

  it('refuses a stale edit with 409 and keeps the row', async () => {
    const person = t.seed.persons[0]!
    const ok = await t.call({
      method: 'PATCH',
      url: `/api/persons/${person.id}`,
      payload: { phone: '1', version: 1 },
    })
    expect(ok.status).toBe(200)
    expect(ok.body.version).toBe(2)
    const stale = await t.call({
      method: 'PATCH',
      url: `/api/persons/${person.id}`,
      payload: { phone: '2', version: 1 },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.error.code).toBe('CONFLICT')
    const read = await t.call({ method: 'GET', url: `/api/persons/${person.id}` })
    expect(read.body).toMatchObject({ phone: '1', version: 2 })
  })

  it('refuses to delete a person that jobs refer to (409) and keeps everything', async () => {
    const client = t.seed.jobs[0]!.client_person_id
    const { status, body } = await t.call({ method: 'DELETE', url: `/api/persons/${client}` })
    expect(status).toBe(409)
    expect(body.error.code).toBe('CONFLICT')
    expect((await t.call({ method: 'GET', url: `/api/persons/${client}` })).status).toBe(200)
    expect(await count('persons')).toBe(20)
  })

  it('deletes a job: work orders go with it, invoices and media keep their rows without the job', async () => {
    const job = t.seed.jobs.find(
      (j) =>
        t.seed['work-orders'].some((w) => w.job_id === j.id) &&
        t.seed.invoices.some((i) => i.job_id === j.id) &&
        t.seed.media.some((m) => m.job_id === j.id),
    )!
    expect(job).toBeDefined()
    const del = await t.call({ method: 'DELETE', url: `/api/jobs/${job.id}` })
    expect(del.status).toBe(204)
    expect(del.response.body).toBe('')
    const orders = await t.call({ method: 'GET', url: `/api/work-orders?job_id=${job.id}` })
    expect(orders.body.total).toBe(0)
    for (const invoice of t.seed.invoices.filter((i) => i.job_id === job.id)) {
      const read = await t.call({ method: 'GET', url: `/api/invoices/${invoice.id}` })
      expect(read.body).toMatchObject({ job_id: null, version: 2 })
    }
    const media = await t.call({ method: 'GET', url: `/api/media?job_id=${job.id}` })
    expect(media.body.total).toBe(0)
    expect(await count('media')).toBe(24)
  })

  it('deletes a person: their messages cascade, their company loses its primary contact', async () => {
    // Every seeded person is a client or a lead contact, so make one that is neither.
    const person = (
      await t.call({
        method: 'POST',
        url: '/api/persons',
        payload: { name: 'Temp', email: 'temp@example.com' },
      })
    ).body
    const company = (
      await t.call({
        method: 'POST',
        url: '/api/companies',
        payload: { name: 'Temp Co', primary_contact: person.id },
      })
    ).body
    const message = await t.call({
      method: 'POST',
      url: '/api/messages',
      payload: { person_id: person.id, subject: 'Hello' },
    })
    expect(message.status).toBe(201)
    const del = await t.call({ method: 'DELETE', url: `/api/persons/${person.id}` })
    expect(del.status).toBe(204)
    expect(
      (await t.call({ method: 'GET', url: `/api/messages?person_id=${person.id}` })).body.total,
    ).toBe(0)
    expect(await count('messages')).toBe(6)
    const read = await t.call({ method: 'GET', url: `/api/companies/${company.id}` })
    expect(read.body).toMatchObject({ primary_contact: null, version: 2 })
  })

  it('deletes an employee and pulls them out of crews', async () => {
    const crew = t.seed.crews.find((c) => c.members.length > 1)!
    const employee = crew.members[0]!
    expect((await t.call({ method: 'DELETE', url: `/api/employees/${employee}` })).status).toBe(204)
    const read = await t.call({ method: 'GET', url: `/api/crews/${crew.id}` })
    expect(read.body.members).toEqual(crew.members.slice(1))
    // They led the crew too (the sample's leads are their crews' first members): two references,
    // each a write (pulled from the members, then the lead cleared).
    expect(crew.lead_employee_id).toBe(employee)
    expect(read.body.lead_employee_id).toBeNull()
    expect(read.body.version).toBe(3)
  })

  it('refuses a reference to a missing record with 400', async () => {
    const { status, body } = await t.call({
      method: 'POST',
      url: '/api/jobs',
      payload: { title: 'X', client_person_id: MISSING_ID, address: 'Here', date: NOW },
    })
    expect(status).toBe(400)
    expect(body.error.fields.client_person_id).toBe('Person not found for client_person_id')
    expect(await count('jobs')).toBe(18)
  })

  it('filters jobs to today in the caller time zone', async () => {
    const jobsSpec = resources.find((r) => r.name === 'jobs')!.list
    for (const tz of [0, -300, 600]) {
      const { status, body } = await t.call({
        method: 'GET',
        url: `/api/jobs?filter=today&tz=${tz}`,
      })
      expect(status).toBe(200)
      const expected = listInMemory(
        jobsSpec,
        t.seed.jobs,
        { filter: 'today', tz, limit: 50, match: {} },
        NOW,
      )
      expect(body.items).toEqual(expected.items)
      expect(body.total).toBe(expected.total)
    }
    const utc = await t.call({ method: 'GET', url: '/api/jobs?filter=today&tz=0' })
    expect(utc.body.total).toBe(4)
  })

  it('filters overdue invoices', async () => {
    const { body } = await t.call({ method: 'GET', url: '/api/invoices?filter=overdue' })
    expect(body.total).toBe(3)
    expect(body.items.every((i: { status: string }) => i.status === 'Overdue')).toBe(true)
  })
})
