// The contract of ids at the API's edge, run against both transports like api-contract.ts: an id is
// read in any case and answered in lower case everywhere (PostgreSQL's uuid columns answer in lower
// case, so the demo must too), and a job edit never changes the job's crew (the crew commands keep
// SPEC's "a crew can be assigned only when none is assigned").
import { describe, expect, it } from 'vitest'
import { CREW_EDIT_MESSAGE } from '../domain/projects/job'
import { generateSeed } from '../domain/seed/seed'
import type { ApiResponse } from '../web/data/api-request'
import { client, CONTRACT_NOW, type MakeContractTransport } from './api-contract'
import { useSeededTransport } from './seeded-transport'

const DAY = 86_400_000
const seed = generateSeed(CONTRACT_NOW)
const upper = (id: string) => id.toUpperCase()

type Body = Record<string, unknown>
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

function expectStatus(res: ApiResponse, status: number): Body {
  expect(res.status, JSON.stringify(res.body)).toBe(status)
  return res.body as Body
}

const seedJob = (hasCrew: boolean) => {
  const job = seed.jobs.find((j) => (j.assigned_crew_id !== null) === hasCrew)
  if (!job) throw new Error(`seed has no job ${hasCrew ? 'with' : 'without'} a crew`)
  return job
}

export function defineIdsContract(name: string, makeTransport: MakeContractTransport): void {
  describe(`ids and job edits contract: ${name}`, () => {
    const api = client(useSeededTransport(makeTransport))

    describe('an id in upper case is the same id, answered in lower case', () => {
      it('GET, PATCH and DELETE by an upper-case id', async () => {
        const person = seed.persons[4]
        const note = seed.notes[0]
        if (!person || !note) throw new Error('seed too small')
        expect(expectStatus(await api.get(`/api/persons/${upper(person.id)}`), 200)).toEqual(person)
        const patched = expectStatus(
          await api.patch(`/api/persons/${upper(person.id)}`, {
            name: 'Renamed',
            version: person.version,
          }),
          200,
        )
        expect(patched).toMatchObject({ id: person.id, name: 'Renamed' })
        expect(expectStatus(await api.get(`/api/persons/${person.id}`), 200)).toMatchObject({
          name: 'Renamed',
          version: person.version + 1,
        })

        expectStatus(await api.del(`/api/notes/${upper(note.id)}`), 204)
        expectStatus(await api.get(`/api/notes/${note.id}`), 404)
      })

      it('a create referencing upper-case ids stores and answers them in lower case', async () => {
        const person = seed.persons[5]
        const crew = seed.crews[1]
        const [first, second] = seed.employees
        if (!person || !crew || !first || !second) throw new Error('seed too small')

        const job = expectStatus(
          await api.post('/api/jobs', {
            title: 'Upper-case references',
            client_person_id: upper(person.id),
            address: '1 Main St',
            date: CONTRACT_NOW,
            assigned_crew_id: upper(crew.id),
          }),
          201,
        )
        expect(job).toMatchObject({ client_person_id: person.id, assigned_crew_id: crew.id })
        expect(expectStatus(await api.get(`/api/jobs/${String(job.id)}`), 200)).toEqual(job)

        // An array of references (a crew's members).
        const created = expectStatus(
          await api.post('/api/crews', {
            name: 'Crew Upper',
            members: [first.id, upper(second.id)],
          }),
          201,
        )
        expect(created.members).toEqual([first.id, second.id])
      })

      it('query filters, command paths and command bodies take upper-case ids', async () => {
        const job = seedJob(false)
        const someCrew = seed.crews[0]
        if (!someCrew) throw new Error('seed has no crews')

        const byClient = expectStatus(
          await api.get('/api/jobs', { client_person_id: upper(job.client_person_id), limit: 200 }),
          200,
        ) as { items: Body[] }
        expect(byClient.items.map((j) => j.id)).toContain(job.id)

        const assigned = expectStatus(
          await api.post(`/api/jobs/${upper(job.id)}/assign-crew`, { crew_id: upper(someCrew.id) }),
          200,
        )
        expect(assigned).toMatchObject({ id: job.id, assigned_crew_id: someCrew.id })

        const week = expectStatus(
          await api.get('/api/calendar', {
            from: job.date - DAY,
            to: job.date + DAY,
            crew_id: upper(someCrew.id),
          }),
          200,
        ) as { items: Body[] }
        expect(week.items.map((j) => j.id)).toContain(job.id)
        expect(week.items.every((j) => j.assigned_crew_id === someCrew.id)).toBe(true)
      })
    })

    describe('a job edit does not change the crew', () => {
      it.each([
        ['a job without a crew, given one', false, 'crew'],
        ['a job without a crew, given null', false, null],
        ['a job with a crew, given another', true, 'crew'],
        ['a job with a crew, given null', true, null],
      ] as const)('refuses %s with 400 naming the crew commands', async (_, hasCrew, value) => {
        const job = seedJob(hasCrew)
        const other = seed.crews.find((c) => c.id !== job.assigned_crew_id)
        if (!other) throw new Error('seed too small')
        const res = await api.patch(`/api/jobs/${job.id}`, {
          status: 'Done',
          assigned_crew_id: value === null ? null : other.id,
          version: job.version,
        })
        const error = expectStatus(res, 400) as ErrorBody
        expect(error.error.code).toBe('VALIDATION')
        expect(error.error.fields).toEqual({ assigned_crew_id: CREW_EDIT_MESSAGE })
        expect(error.error.message).toContain(CREW_EDIT_MESSAGE)
        // Nothing changed, not even the fields the edit could have set.
        expect(expectStatus(await api.get(`/api/jobs/${job.id}`), 200)).toEqual(job)
      })

      it('keeps the rule through the command: a second crew is refused (409)', async () => {
        const job = seedJob(true)
        const other = seed.crews.find((c) => c.id !== job.assigned_crew_id)
        if (!other) throw new Error('seed too small')
        const res = await api.post(`/api/jobs/${job.id}/assign-crew`, { crew_id: other.id })
        expect((expectStatus(res, 409) as ErrorBody).error.code).toBe('INVALID_STATE')
        expect(expectStatus(await api.get(`/api/jobs/${job.id}`), 200)).toEqual(job)
      })
    })
  })
}
