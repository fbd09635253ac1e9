// The API contract for the CRM: deleting a person, and companies (issue #4).
import { describe, expect, it } from 'vitest'
import { SEED_COUNTS } from '../../domain/seed/seed'
import { type ContractClient, expectError, fixtures, seed, UNKNOWN_ID } from './contract-helpers'

export function defineCrmContract(api: ContractClient): void {
  describe('crm (issue #4)', () => {
    it('counts what deleting a person would block or change, and refuses while anything blocks', async () => {
      const person = fixtures.personWithJobs()
      const res = await api.get(`/api/persons/${person.id}/delete-impact`)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const impact = res.body as {
        can_delete: boolean
        references: { collection: string; field: string; on_delete: string; count: number }[]
      }
      expect(impact.can_delete).toBe(false)
      const count = (collection: string, field: string) =>
        impact.references.find((r) => r.collection === collection && r.field === field)?.count
      expect(count('jobs', 'client_person_id')).toBe(
        seed.jobs.filter((j) => j.client_person_id === person.id).length,
      )
      expect(count('messages', 'person_id')).toBe(
        seed.messages.filter((m) => m.person_id === person.id).length,
      )
      expect(count('companies', 'primary_contact')).toBe(
        seed.companies.filter((c) => c.primary_contact === person.id).length,
      )
      expect(impact.references.find((r) => r.collection === 'jobs')?.on_delete).toBe('restrict')
      expectError(await api.del(`/api/persons/${person.id}`), 409, 'CONFLICT')
      expectError(await api.get(`/api/persons/${UNKNOWN_ID}/delete-impact`), 404, 'NOT_FOUND')
      // A collection nothing points at can always go.
      const estimate = fixtures.estimate('Open')
      expect((await api.get(`/api/estimates/${estimate.id}/delete-impact`)).body).toEqual({
        can_delete: true,
        references: [],
      })
    })

    it('deletes a person nothing blocks: messages, notes and calls go, companies let go of them', async () => {
      const [withPrimary, withContact] = seed.companies
      if (!withPrimary || !withContact) throw new Error('seed too small')
      const created = await api.post('/api/persons', {
        name: 'Short Stay',
        email: 's@example.com',
      })
      const person = created.body as { id: string }
      const patches = [
        api.patch(`/api/companies/${withPrimary.id}`, { primary_contact: person.id }),
        api.patch(`/api/companies/${withContact.id}`, {
          contacts: [...withContact.contacts, person.id],
        }),
        api.post('/api/person-notes', { person_id: person.id, text: 'Gate 4417' }),
        api.post('/api/person-calls', { person_id: person.id, summary: 'Hi' }),
        api.post('/api/messages', { person_id: person.id, subject: 'Quote' }),
      ]
      for (const res of await Promise.all(patches)) {
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(300)
      }
      const impact = (await api.get(`/api/persons/${person.id}/delete-impact`)).body as {
        can_delete: boolean
        references: { collection: string; field: string; count: number }[]
      }
      expect(impact.can_delete).toBe(true)
      expect(
        impact.references.filter((r) => r.count > 0).map((r) => `${r.collection}.${r.field}`),
      ).toEqual([
        'companies.primary_contact',
        'companies.contacts',
        'messages.person_id',
        'person-notes.person_id',
        'person-calls.person_id',
      ])
      expect((await api.del(`/api/persons/${person.id}`)).status).toBe(204)
      expect(await api.total('/api/person-notes', { person_id: person.id })).toBe(0)
      expect(await api.total('/api/person-calls', { person_id: person.id })).toBe(0)
      expect(await api.total('/api/messages')).toBe(SEED_COUNTS.messages)
      expect(await api.one(`/api/companies/${withPrimary.id}`)).toMatchObject({
        primary_contact: null,
      })
      expect(await api.one(`/api/companies/${withContact.id}`)).toMatchObject({
        contacts: withContact.contacts,
      })
      expect(await api.total('/api/companies')).toBe(SEED_COUNTS.companies)
    })

    it("answers a company's stats from its contacts' jobs and paid invoices", async () => {
      const company = seed.companies.find((c) => c.contacts.length > 0)
      if (!company) throw new Error('seed has no company with extra contacts')
      const contacts = [company.primary_contact, ...company.contacts].filter(
        (id): id is string => id !== null,
      )
      const res = await api.get(`/api/companies/${company.id}/stats`)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const paid = seed.invoices
        .filter((i) => contacts.includes(i.client_person_id) && i.status === 'Paid')
        .reduce((sum, i) => sum + Math.round(i.amount * 100), 0)
      expect(res.body).toEqual({
        sites: company.sites.length,
        contacts: contacts.length,
        jobs: seed.jobs.filter((j) => contacts.includes(j.client_person_id)).length,
        total_revenue: paid / 100,
      })
      expectError(await api.get(`/api/companies/${UNKNOWN_ID}/stats`), 404, 'NOT_FOUND')
    })

    it('creates and edits a company with sites and contacts, refusing a contact that does not exist', async () => {
      const [a, b] = seed.persons
      if (!a || !b) throw new Error('seed too small')
      const res = await api.post('/api/companies', {
        name: 'Lakeside HOA',
        primary_contact: a.id,
        contacts: [b.id, a.id],
        sites: [' 1 Lake Dr ', '', '1 lake dr', '2 Lake Dr'],
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      expect(res.body).toMatchObject({
        name: 'Lakeside HOA',
        primary_contact: a.id,
        contacts: [b.id],
        sites: ['1 Lake Dr', '2 Lake Dr'],
        notes: '',
        version: 1,
      })
      const id = (res.body as { id: string }).id
      const edited = await api.patch(`/api/companies/${id}`, {
        notes: 'Board meets monthly',
        version: 1,
      })
      expect(edited.body).toMatchObject({ notes: 'Board meets monthly', version: 2 })
      const bad = expectError(
        await api.patch(`/api/companies/${id}`, { contacts: [UNKNOWN_ID] }),
        400,
        'VALIDATION',
      )
      expect(bad.fields?.contacts).toBeTruthy()
      expect(await api.one(`/api/companies/${id}`)).toMatchObject({
        contacts: [b.id],
        version: 2,
      })
    })

    it('keeps a company website as an https URL and refuses one that is not a web address', async () => {
      const res = await api.post('/api/companies', {
        name: 'Cedar Park HOA',
        website: 'cedarpark.org',
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      expect(res.body).toMatchObject({ website: 'https://cedarpark.org', version: 1 })
      const id = (res.body as { id: string }).id
      const bad = expectError(
        await api.patch(`/api/companies/${id}`, { website: 'cedar park', version: 1 }),
        400,
        'VALIDATION',
      )
      expect(bad.fields?.website).toBe('Website must be a web address, like example.com')
      const cleared = await api.patch(`/api/companies/${id}`, { website: '', version: 1 })
      expect(cleared.body).toMatchObject({ website: '', version: 2 })
      expect(await api.one(`/api/companies/${id}`)).toMatchObject({ website: '', version: 2 })
    })
  })
}
