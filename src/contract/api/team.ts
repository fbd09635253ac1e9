// The API contract for the team: employees, crews and contractors (issue #5).
import { describe, expect, it } from 'vitest'
import { SEED_COUNTS } from '../../domain/seed/seed'
import { type ContractClient, expectError, ids, seed, UNKNOWN_ID } from './contract-helpers'

export function defineTeamContract(api: ContractClient): void {
  describe('team (issue #5)', () => {
    it("summarises an employee's crews and their active jobs", async () => {
      const employee = seed.employees.find((e) => seed.crews.some((c) => c.members.includes(e.id)))
      const loner = seed.employees.find((e) => !seed.crews.some((c) => c.members.includes(e.id)))
      if (!employee) throw new Error('seed has no crew member')
      const crews = seed.crews.filter((c) => c.members.includes(employee.id))
      const active = seed.jobs.filter(
        (j) => crews.some((c) => c.id === j.assigned_crew_id) && j.status !== 'Done',
      )
      const res = await api.get(`/api/employees/${employee.id}/summary`)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const body = res.body as {
        crews: { id: string }[]
        active_jobs: { id: string; date: number }[]
      }
      expect([...ids(body.crews)].sort()).toEqual(ids(crews).sort())
      expect([...ids(body.active_jobs)].sort()).toEqual(ids(active).sort())
      const dates = body.active_jobs.map((j) => j.date)
      expect(dates).toEqual([...dates].sort((a, b) => a - b))
      if (loner) {
        expect((await api.get(`/api/employees/${loner.id}/summary`)).body).toEqual({
          crews: [],
          active_jobs: [],
          week: { hours: 0, earnings: 0 },
        })
      }
      expect((await api.get(`/api/employees/${UNKNOWN_ID}/summary`)).body).toEqual({
        error: { code: 'NOT_FOUND', message: 'Employee not found' },
      })
    })

    it('creates a crew, contractor and employee, and edits crew members', async () => {
      const [a, b] = seed.employees
      if (!a || !b) throw new Error('seed too small')
      const crew = await api.post('/api/crews', { name: 'Crew Echo', members: [a.id, a.id] })
      expect(crew.status, JSON.stringify(crew.body)).toBe(201)
      expect(crew.body).toMatchObject({ name: 'Crew Echo', members: [a.id], on_site_now: false })
      const id = (crew.body as { id: string }).id
      const edited = await api.patch(`/api/crews/${id}`, { members: [b.id], version: 1 })
      expect(edited.body).toMatchObject({ members: [b.id], version: 2 })
      const unknown = expectError(
        await api.patch(`/api/crews/${id}`, { members: [UNKNOWN_ID] }),
        400,
        'VALIDATION',
      )
      expect(unknown.fields?.members).toBeTruthy()
      const contractor = await api.post('/api/contractors', {
        company: 'Lone Star Fencing',
        contact: 'Ray Moss',
        insurance_on_file: true,
      })
      expect(contractor.status).toBe(201)
      const employee = await api.post('/api/employees', {
        name: 'Lena Ortiz',
        role: 'Tech',
        hourly_rate: 27.5,
      })
      expect(employee.body).toMatchObject({ availability: 'Available', hourly_rate: 27.5 })
      expect(await api.total('/api/crews')).toBe(SEED_COUNTS.crews + 1)
      expect(await api.total('/api/contractors')).toBe(SEED_COUNTS.contractors + 1)
      expect(await api.total('/api/employees')).toBe(SEED_COUNTS.employees + 1)
    })
  })

  describe('crew leads (issue #32)', () => {
    it('takes a member as lead, refuses anyone else, and clears the lead who leaves', async () => {
      const crew = seed.crews.find((c) => c.members.length > 1)
      const outsider = seed.employees.find((e) => !crew?.members.includes(e.id))
      if (!crew || !outsider) throw new Error('seed has no crew of two and outsider')
      const [first, second] = crew.members as [string, string]
      const path = `/api/crews/${crew.id}`
      const set = await api.patch(path, { lead_employee_id: second, version: crew.version })
      expect(set.status, JSON.stringify(set.body)).toBe(200)
      expect(set.body).toMatchObject({ lead_employee_id: second, version: crew.version + 1 })
      const refused = expectError(
        await api.patch(path, { lead_employee_id: outsider.id }),
        400,
        'VALIDATION',
      )
      expect(refused.fields).toEqual({ lead_employee_id: 'The lead must be a member of the crew' })
      const left = await api.patch(path, { members: [first], version: crew.version + 1 })
      expect(left.body).toMatchObject({ members: [first], lead_employee_id: null })
      const created = await api.post('/api/crews', {
        name: 'Crew Foxtrot',
        members: [first],
        lead_employee_id: first,
      })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      expect(created.body).toMatchObject({ lead_employee_id: first })
      const id = (created.body as { id: string }).id
      expect((await api.del(`/api/employees/${first}`)).status).toBe(204)
      expect(await api.one(`/api/crews/${id}`)).toMatchObject({
        members: [],
        lead_employee_id: null,
      })
    })
  })

  describe('users (issue #20)', () => {
    it('keeps one user per e-mail, in lower case, and refuses a second with a clear message', async () => {
      const res = await api.post('/api/users', {
        name: 'Rosa Delgado',
        email: ' Rosa@Example.COM ',
        role: 'Estimator',
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      expect(res.body).toMatchObject({
        email: 'rosa@example.com',
        role: 'Estimator',
        employee_id: null,
        active: true,
        last_sign_in_at: null,
      })
      const again = expectError(
        await api.post('/api/users', { name: 'Rosa D', email: 'ROSA@example.com', role: 'Crew' }),
        400,
        'VALIDATION',
      )
      expect(again.fields?.email).toBe('A user with this email already exists')
      const owner = seed.users[0]!
      const taken = expectError(
        await api.patch(`/api/users/${(res.body as { id: string }).id}`, {
          email: owner.email,
          version: 1,
        }),
        400,
        'VALIDATION',
      )
      expect(taken.fields?.email).toBe('A user with this email already exists')
      expect(await api.total('/api/users')).toBe(seed.users.length + 1)
    })

    it('links a user to an employee, and will not delete an employee a user is linked to', async () => {
      const employee = seed.employees[0]!
      const res = await api.post('/api/users', {
        name: employee.name,
        email: 'crew.lead@example.com',
        role: 'Foreman',
        employee_id: employee.id,
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      expectError(await api.del(`/api/employees/${employee.id}`), 409, 'CONFLICT')
      expect(await api.one(`/api/employees/${employee.id}`)).toMatchObject({ id: employee.id })
    })
  })
}
