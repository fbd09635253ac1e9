// The API contract for the system routes: export, demo reset, health, plan and unknown paths.
import { describe, expect, it } from 'vitest'
import { SEED_COUNTS } from '../../domain/seed/seed'
import { FREE_PLAN } from '../../domain/tools/plan'
import {
  CONTRACT_NOW,
  type ContractClient,
  expectError,
  fixtures,
  ids,
  seed,
} from './contract-helpers'

export function defineSystemContract(api: ContractClient): void {
  describe('system', () => {
    it('exports every collection with the seed counts', async () => {
      const res = await api.get('/api/export')
      expect(res.status).toBe(200)
      const data = res.body as Record<string, unknown>
      for (const [collection, count] of Object.entries(SEED_COUNTS)) {
        expect(data[collection], collection).toHaveLength(count)
      }
      expect(data.submissions).toHaveLength(seed.submissions.length)
      expect(data.notes).toHaveLength(seed.notes.length)
      expect(data.plan).toEqual(FREE_PLAN)
      expect(data.activity).toEqual(seed.activity)
      expect(data.exported_at).toBe(new Date(CONTRACT_NOW).toISOString())
      expect([...ids(data.persons as { id: string }[])].sort()).toEqual(ids(seed.persons).sort())
    })

    it('resets the demo data after changes', async () => {
      const person = seed.persons[0]
      if (!person) throw new Error('seed too small')
      await api.post('/api/persons', { name: 'Extra', email: 'extra@example.com' })
      await api.patch(`/api/persons/${person.id}`, { name: 'Renamed' })
      await api.del(`/api/jobs/${fixtures.jobWithWorkOrdersAndInvoices().id}`)
      const reset = await api.post('/api/demo/reset')
      expect(reset.status).toBe(200)
      expect(reset.body).toEqual({ ok: true })
      expect(await api.total('/api/persons')).toBe(SEED_COUNTS.persons)
      expect(await api.total('/api/jobs')).toBe(SEED_COUNTS.jobs)
      expect(await api.total('/api/work-orders')).toBe(SEED_COUNTS['work-orders'])
      expect(await api.one(`/api/persons/${person.id}`)).toEqual(person)
    })

    it('answers /api/health with status ok', async () => {
      const res = await api.get('/api/health')
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ status: 'ok', time: CONTRACT_NOW })
      expect(['pglite', 'postgres', 'local']).toContain((res.body as { store: string }).store)
    })

    it('answers the plan and the activity data', async () => {
      expect((await api.get('/api/plan')).body).toEqual(FREE_PLAN)
      const activity = (await api.get('/api/activity')).body as unknown[]
      expect(activity).toHaveLength(365)
      expect(activity).toEqual(seed.activity)
    })

    it('answers an unknown API path with 404 NOT_FOUND', async () => {
      expectError(await api.get('/api/nothing-here'), 404, 'NOT_FOUND')
      expectError(await api.send({ method: 'DELETE', path: '/api/persons' }), 404, 'NOT_FOUND')
      // The message differs here: Fastify matches /api/persons/:id with an empty id.
      expectError(await api.get('/api/persons/'), 404, 'NOT_FOUND')
    })

    it('answers a malformed percent-encoding in the path with 400 VALIDATION', async () => {
      expect((await api.get('/api/persons/%E0%A4%A')).body).toEqual({
        error: { code: 'VALIDATION', message: 'Malformed URL' },
      })
    })
  })
}
