// The API contract for sales: leads, their activities, notes and documents, and estimates (issue #4).
import { describe, expect, it } from 'vitest'
import { SEED_COUNTS } from '../../domain/seed/seed'
import {
  CONTRACT_NOW,
  type ContractClient,
  expectError,
  seed,
  UNKNOWN_ID,
} from './contract-helpers'

export function defineSalesContract(api: ContractClient): void {
  describe('sales (issue #4)', () => {
    const DAY = 86_400_000
    const openLead = () => {
      const lead = seed.leads.find((l) => l.stage === 'Quoted')
      if (!lead) throw new Error('seed has no Quoted lead')
      return lead
    }
    const personOf = (id: string) => {
      const person = seed.persons.find((p) => p.id === id)
      if (!person) throw new Error(`seed has no person ${id}`)
      return person
    }

    it('converts an open lead to a job for its person and marks it Won, in one step', async () => {
      const lead = openLead()
      const person = personOf(lead.person_id)
      const res = await api.post(`/api/leads/${lead.id}/convert`)
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      const body = res.body as { job: Record<string, unknown>; lead: Record<string, unknown> }
      expect(body.job).toMatchObject({
        title: lead.name,
        client_person_id: lead.person_id,
        address: person.location || 'TBD',
        date: CONTRACT_NOW,
        status: 'Scheduled',
        assigned_crew_id: null,
        photos: [],
        version: 1,
      })
      expect(body.lead).toMatchObject({
        id: lead.id,
        stage: 'Won',
        job_id: body.job.id,
        version: lead.version + 1,
      })
      expect(await api.one(`/api/jobs/${String(body.job.id)}`)).toEqual(body.job)
      expect(await api.one(`/api/leads/${lead.id}`)).toEqual(body.lead)
      expect(await api.total('/api/jobs')).toBe(SEED_COUNTS.jobs + 1)
      const again = expectError(
        await api.post(`/api/leads/${lead.id}/convert`),
        409,
        'INVALID_STATE',
      )
      expect(again.message).toBe('This lead was already converted to a job')
      expect(await api.total('/api/jobs')).toBe(SEED_COUNTS.jobs + 1)
    })

    it('converts with the title, address and date given, and refuses bad input or a closed lead unchanged', async () => {
      const lead = openLead()
      const bad = expectError(
        await api.post(`/api/leads/${lead.id}/convert`, { title: '  ', date: 'soon' }),
        400,
        'VALIDATION',
      )
      expect(bad.fields?.title).toBeTruthy()
      expect(await api.one(`/api/leads/${lead.id}`)).toMatchObject({
        stage: lead.stage,
        version: 1,
      })
      const date = CONTRACT_NOW + 5 * DAY
      const res = await api.post(`/api/leads/${lead.id}/convert`, {
        title: 'Patio install',
        address: '12 Oak St, Austin, TX',
        date,
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      expect((res.body as { job: unknown }).job).toMatchObject({
        title: 'Patio install',
        address: '12 Oak St, Austin, TX',
        date,
      })
      const lost = seed.leads.find((l) => l.stage === 'Lost')
      if (!lost) throw new Error('seed has no Lost lead')
      expectError(await api.post(`/api/leads/${lost.id}/convert`), 409, 'INVALID_STATE')
      expect(await api.one(`/api/leads/${lost.id}`)).toMatchObject({
        stage: 'Lost',
        job_id: null,
      })
      expectError(await api.post(`/api/leads/${UNKNOWN_ID}/convert`), 404, 'NOT_FOUND')
      expect(await api.total('/api/jobs')).toBe(SEED_COUNTS.jobs + 1)
    })

    it('moves a lead through its stages and refuses a closed lead moving anywhere but New (409, unchanged)', async () => {
      const lead = seed.leads.find((l) => l.stage === 'New')
      if (!lead) throw new Error('seed has no New lead')
      const path = `/api/leads/${lead.id}`
      for (const [stage, version] of [
        ['Contacted', 2],
        ['Quoted', 3],
        ['Lost', 4],
      ] as const) {
        const res = await api.patch(path, { stage, version: version - 1 })
        expect(res.body, stage).toMatchObject({ stage, version })
      }
      const refused = expectError(await api.patch(path, { stage: 'Won' }), 409, 'INVALID_STATE')
      expect(refused.message).toBe('A Lost lead cannot move to Won')
      expect(await api.one(path)).toMatchObject({ stage: 'Lost', version: 4 })
      expect((await api.patch(path, { stage: 'New', value: 1250.5 })).body).toMatchObject({
        stage: 'New',
        value: 1250.5,
        version: 5,
      })
    })

    it('converts an estimate once: a second convert is 409 and makes no second job', async () => {
      const accepted = seed.estimates.find((e) => e.status === 'Accepted' && e.job_id === null)
      const converted = seed.estimates.find((e) => e.job_id !== null)
      if (!accepted || !converted) throw new Error('seed lacks accepted estimates')
      const res = await api.post(`/api/estimates/${accepted.id}/convert`)
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      const job = res.body as { id: string }
      expect(await api.one(`/api/estimates/${accepted.id}`)).toMatchObject({
        status: 'Accepted',
        job_id: job.id,
        version: accepted.version + 1,
      })
      for (const id of [accepted.id, converted.id]) {
        const error = expectError(
          await api.post(`/api/estimates/${id}/convert`),
          409,
          'INVALID_STATE',
        )
        expect(error.message).toBe('This estimate was already converted to a job')
      }
      expect(await api.total('/api/jobs')).toBe(SEED_COUNTS.jobs + 1)
      // Deleting the job lets go of the estimate, which can then be converted again.
      expect((await api.del(`/api/jobs/${job.id}`)).status).toBe(204)
      expect(await api.one(`/api/estimates/${accepted.id}`)).toMatchObject({ job_id: null })
      expect((await api.post(`/api/estimates/${accepted.id}/convert`)).status).toBe(201)
    })

    it("logs a lead's activities and notes, listed newest first, and refuses a missing lead", async () => {
      const lead = openLead()
      const before = await api.total('/api/lead-activities', { lead_id: lead.id })
      const activity = await api.post('/api/lead-activities', {
        lead_id: lead.id,
        type: 'Meeting',
        summary: 'Walked the site with the owner',
        occurred_at: CONTRACT_NOW - DAY,
      })
      expect(activity.status, JSON.stringify(activity.body)).toBe(201)
      expect(activity.body).toMatchObject({
        type: 'Meeting',
        occurred_at: CONTRACT_NOW - DAY,
        created_at: CONTRACT_NOW,
      })
      const note = await api.post('/api/lead-notes', { lead_id: lead.id, text: 'Budget is firm' })
      expect(note.status, JSON.stringify(note.body)).toBe(201)
      expect(await api.total('/api/lead-activities', { lead_id: lead.id })).toBe(before + 1)
      const notes = await api.list('/api/lead-notes', { lead_id: lead.id })
      expect(notes.items[0]).toMatchObject({ text: 'Budget is firm', created_at: CONTRACT_NOW })
      const missing = expectError(
        await api.post('/api/lead-notes', { lead_id: UNKNOWN_ID, text: 'x' }),
        400,
        'VALIDATION',
      )
      expect(missing.fields?.lead_id).toBeTruthy()
      expectError(
        await api.post('/api/lead-activities', { lead_id: lead.id, type: 'Fax', summary: 'x' }),
        400,
        'VALIDATION',
      )
    })

    it('uploads a lead document, lists it without its contents, and refuses bad files (nothing stored)', async () => {
      const lead = openLead()
      const pdf = `data:application/pdf;base64,${btoa('%PDF-1.7\nquote')}`
      const res = await api.post('/api/lead-documents', {
        lead_id: lead.id,
        name: 'quote.pdf',
        data_url: pdf,
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      const doc = res.body as Record<string, unknown>
      expect(doc).toMatchObject({
        name: 'quote.pdf',
        content_type: 'application/pdf',
        size: 14,
        data_url: pdf,
      })
      const listed = await api.get(`/api/leads/${lead.id}/documents`)
      expect(listed.status).toBe(200)
      const { data_url: _file, ...info } = doc
      expect((listed.body as { items: unknown[] }).items).toEqual([info])
      expect(await api.one(`/api/lead-documents/${String(doc.id)}`)).toEqual(doc)

      const refusals: [unknown, number, string][] = [
        [
          { name: 'tool.exe', data_url: `data:application/x-msdownload;base64,${btoa('MZ')}` },
          415,
          'UNSUPPORTED_MEDIA_TYPE',
        ],
        [
          { name: 'fake.pdf', data_url: `data:application/pdf;base64,${btoa('MZ\u0090\u0000')}` },
          415,
          'UNSUPPORTED_MEDIA_TYPE',
        ],
        [
          {
            name: 'big.txt',
            data_url: `data:text/plain;base64,${btoa('a'.repeat(1024 * 1024 + 3))}`,
          },
          413,
          'PAYLOAD_TOO_LARGE',
        ],
        [{ name: 'x.txt', data_url: 'not a data url' }, 400, 'VALIDATION'],
      ]
      for (const [body, status, code] of refusals) {
        expectError(
          await api.post('/api/lead-documents', { lead_id: lead.id, ...(body as object) }),
          status,
          code,
        )
      }
      expect((await api.get(`/api/leads/${lead.id}/documents`)).body).toEqual({ items: [info] })
      expectError(await api.get(`/api/leads/${UNKNOWN_ID}/documents`), 404, 'NOT_FOUND')
    })

    it('deletes a lead with its activities, notes and documents, after saying so', async () => {
      const lead = seed['lead-documents'][0]
        ? seed.leads.find((l) => l.id === seed['lead-documents'][0]?.lead_id)
        : undefined
      if (!lead) throw new Error('seed has no lead with a document')
      const impact = (await api.get(`/api/leads/${lead.id}/delete-impact`)).body as {
        can_delete: boolean
        references: { collection: string; count: number }[]
      }
      expect(impact.can_delete).toBe(true)
      const counts = Object.fromEntries(impact.references.map((r) => [r.collection, r.count]))
      expect(counts).toEqual({
        'lead-activities': seed['lead-activities'].filter((a) => a.lead_id === lead.id).length,
        'lead-notes': seed['lead-notes'].filter((n) => n.lead_id === lead.id).length,
        'lead-documents': 1,
      })
      expect((await api.del(`/api/leads/${lead.id}`)).status).toBe(204)
      for (const collection of ['lead-activities', 'lead-notes', 'lead-documents']) {
        expect(await api.total(`/api/${collection}`, { lead_id: lead.id }), collection).toBe(0)
      }
      expect(await api.total('/api/leads')).toBe(SEED_COUNTS.leads - 1)
    })
  })
}
