// The API contract for one record: get, create, patch and delete through the generic collection routes.
import { describe, expect, it } from 'vitest'
import { SEED_COUNTS } from '../../domain/seed/seed'
import {
  CONTRACT_NOW,
  type ContractClient,
  type ErrorBody,
  expectError,
  fixtures,
  MALFORMED_ID,
  seed,
  UNKNOWN_ID,
} from './contract-helpers'

export function defineOneRecordContract(api: ContractClient): void {
  describe('one record', () => {
    it('gets a person by id', async () => {
      const person = seed.persons[3]
      if (!person) throw new Error('seed too small')
      expect(await api.one(`/api/persons/${person.id}`)).toEqual(person)
    })

    it.each([
      ['persons', 'Person'],
      ['jobs', 'Job'],
      ['invoices', 'Invoice'],
      ['estimates', 'Estimate'],
      ['leads', 'Lead'],
      ['companies', 'Company'],
      ['employees', 'Employee'],
    ])('an unknown or malformed id in /api/%s is 404 "%s not found"', async (collection, label) => {
      for (const id of [UNKNOWN_ID, MALFORMED_ID]) {
        const res = await api.get(`/api/${collection}/${id}`)
        expect(res.status).toBe(404)
        expect(res.body).toEqual({
          error: { code: 'NOT_FOUND', message: `${label} not found` },
        })
      }
      for (const res of [
        await api.patch(`/api/${collection}/${UNKNOWN_ID}`, {}),
        await api.del(`/api/${collection}/${MALFORMED_ID}`),
      ]) {
        expect(res.body).toEqual({
          error: { code: 'NOT_FOUND', message: `${label} not found` },
        })
      }
    })

    it('reads an id in any case as the lower-case id, and stores ids in lower case', async () => {
      const person = seed.persons[3]
      const crew = seed.crews[0]
      if (!person || !crew) throw new Error('seed too small')
      expect(await api.one(`/api/persons/${person.id.toUpperCase()}`)).toEqual(person)
      const created = await api.post('/api/jobs', {
        title: 'Case check',
        client_person_id: person.id.toUpperCase(),
        address: '1 Main St',
        date: CONTRACT_NOW,
        assigned_crew_id: crew.id.toUpperCase(),
      })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      expect(created.body).toMatchObject({
        client_person_id: person.id,
        assigned_crew_id: crew.id,
      })
      const page = await api.list('/api/jobs', { client_person_id: person.id.toUpperCase() })
      expect(page.items.map((j) => j.id)).toContain((created.body as { id: string }).id)
    })

    it('refuses text no store can keep (NUL, unpaired surrogates) in a body or a query', async () => {
      for (const name of ['Ada\u0000', 'Ada \uD800']) {
        const res = await api.post('/api/persons', { name, email: 'ada@example.com' })
        expectError(res, 400, 'VALIDATION')
        expect((res.body as ErrorBody).error.fields).toHaveProperty('name')
      }
      expectError(await api.get('/api/persons', { q: 'a\u0000' }), 400, 'VALIDATION')
      expect(await api.total('/api/persons')).toBe(SEED_COUNTS.persons)
    })

    it('does not change the crew through a job edit (the crew commands keep its rules)', async () => {
      const job = fixtures.jobWithCrew()
      const other = seed.crews.find((c) => c.id !== job.assigned_crew_id)
      if (!other) throw new Error('seed too small')
      const res = await api.patch(`/api/jobs/${job.id}`, { assigned_crew_id: other.id })
      expectError(res, 400, 'VALIDATION')
      expect(await api.one(`/api/jobs/${job.id}`)).toMatchObject({
        assigned_crew_id: job.assigned_crew_id,
        version: job.version,
      })
    })

    it('creates a person (201), splitting the tags text', async () => {
      const res = await api.post('/api/persons', {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '(512) 555-0100',
        tags: 'Residential, , VIP',
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      const created = res.body as Record<string, unknown>
      expect(created).toMatchObject({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        tags: ['Residential', 'VIP'],
        location: '',
        created_at: CONTRACT_NOW,
        last_activity_at: CONTRACT_NOW,
        version: 1,
      })
      expect(created.id).toMatch(/^[0-9a-f-]{36}$/)
      expect(await api.one(`/api/persons/${String(created.id)}`)).toEqual(created)
      expect(await api.total('/api/persons')).toBe(21)
    })

    it('refuses a person without an email: 400 VALIDATION with fields.email, nothing stored', async () => {
      const error = expectError(
        await api.post('/api/persons', { name: 'No Mail' }),
        400,
        'VALIDATION',
      )
      expect(error.fields?.email).toBeTruthy()
      expect(await api.total('/api/persons')).toBe(20)
    })

    it('refuses unknown fields in a body', async () => {
      const error = expectError(
        await api.post('/api/persons', { name: 'X', email: 'x@example.com', shoe_size: 44 }),
        400,
        'VALIDATION',
      )
      expect(error.message).toBeTruthy()
      expect(await api.total('/api/persons')).toBe(20)
    })

    it('patches with a version and refuses a stale one (409 CONFLICT, unchanged)', async () => {
      const person = seed.persons[0]
      if (!person) throw new Error('seed too small')
      const path = `/api/persons/${person.id}`
      const first = await api.patch(path, { name: 'Maria G. Garcia', version: 1 })
      expect(first.status, JSON.stringify(first.body)).toBe(200)
      expect(first.body).toMatchObject({
        name: 'Maria G. Garcia',
        version: 2,
        email: person.email,
      })
      const stale = expectError(
        await api.patch(path, { name: 'Stale Edit', version: 1 }),
        409,
        'CONFLICT',
      )
      // The UI shows this message as it is (issue #8).
      expect(stale.message).toBe('This record was changed by someone else: reload and try again')
      expect(await api.one(path)).toMatchObject({ name: 'Maria G. Garcia', version: 2 })
      // Without a version the edit is last-write-wins.
      const blind = await api.patch(path, { phone: '(512) 555-9999' })
      expect(blind.body).toMatchObject({ phone: '(512) 555-9999', version: 3 })
    })

    it('refuses to delete a person who still has jobs (409, unchanged)', async () => {
      const person = fixtures.personWithJobs()
      const before = await api.one(`/api/persons/${person.id}`)
      expectError(await api.del(`/api/persons/${person.id}`), 409, 'CONFLICT')
      expect(await api.one(`/api/persons/${person.id}`)).toEqual(before)
      expect(await api.total('/api/persons')).toBe(20)
      expect(await api.total('/api/jobs')).toBe(SEED_COUNTS.jobs)
    })

    it('deletes a job: its work orders go, its invoices and media keep their rows with job_id null', async () => {
      const job = fixtures.jobWithWorkOrdersAndInvoices()
      const workOrders = seed['work-orders'].filter((w) => w.job_id === job.id)
      const invoices = seed.invoices.filter((i) => i.job_id === job.id)
      const res = await api.del(`/api/jobs/${job.id}`)
      expect(res.status, JSON.stringify(res.body)).toBe(204)
      expect(res.body).toBeNull()
      expect((await api.get(`/api/jobs/${job.id}`)).status).toBe(404)
      expect(await api.total('/api/work-orders', { job_id: job.id })).toBe(0)
      expect(await api.total('/api/work-orders')).toBe(
        SEED_COUNTS['work-orders'] - workOrders.length,
      )
      expect(await api.total('/api/invoices')).toBe(SEED_COUNTS.invoices)
      for (const invoice of invoices) {
        expect(await api.one(`/api/invoices/${invoice.id}`)).toMatchObject({
          job_id: null,
          version: 2,
        })
      }
      expect(await api.total('/api/media', { job_id: job.id })).toBe(0)
      expect(await api.total('/api/media')).toBe(SEED_COUNTS.media)
    })

    it('deleting an employee takes them out of their crews', async () => {
      const crew = seed.crews.find((c) => c.members.length > 1)
      const employeeId = crew?.members[0]
      if (!crew || !employeeId) throw new Error('seed has no crew with members')
      expect((await api.del(`/api/employees/${employeeId}`)).status).toBe(204)
      const after = await api.one(`/api/crews/${crew.id}`)
      expect(after.members).toEqual(crew.members.filter((m) => m !== employeeId))
    })
  })
}
