// Issue #32 section 1's data over HTTP, on PGlite and on PostgreSQL: a job's instructions for the
// crew (written by the roles that write jobs, read by everyone who reads the job, Crew included) and
// a crew's lead (one of its members, set by Owner, Office or Foreman; cleared when they leave).
import { describe, expect, it } from 'vitest'
import { LEAD_NOT_MEMBER_MESSAGE } from '../../domain/team/crew'
import { crewWorkIn } from '../testing/crew-work'
import { hubCookiesOf } from '../testing/hub-visitor'
import { NOW, useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

const INSTRUCTIONS = 'Gate code 4417.\nPark on the street: the driveway is fresh concrete.'

describe.each(testBackends())('crew instructions and crew leads on $name', (backend) => {
  const t = useTestApp(backend)

  /** A seeded crew of two or more, and an employee who is not on it. */
  function crewAndOutsider() {
    const crew = t.seed.crews.find((c) => c.members.length > 1)
    const outsider = t.seed.employees.find((e) => !crew?.members.includes(e.id))
    if (!crew || !outsider) throw new Error('the sample data lacks a crew of two and an outsider')
    return { crew, outsider }
  }

  it('keeps the instructions an Office user writes and shows them to the crew on its job', async () => {
    const { employeeId } = crewWorkIn(t.seed)
    const crew = await t.signInAs('Crew', employeeId)
    const before = await t.call({ method: 'GET', url: '/api/jobs?limit=100', cookies: crew })
    const job = before.body.items[0] as { id: string; version: number }
    expect(job).toBeDefined()
    const office = await t.signInAs('Office')
    const saved = await t.call({
      method: 'PATCH',
      url: `/api/jobs/${job.id}`,
      cookies: office,
      payload: { crew_instructions: INSTRUCTIONS, version: job.version },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body).toMatchObject({
      crew_instructions: INSTRUCTIONS,
      version: job.version + 1,
    })
    const read = await t.call({ method: 'GET', url: `/api/jobs/${job.id}` })
    expect(read.body.crew_instructions).toBe(INSTRUCTIONS)

    const theirs = await t.call({ method: 'GET', url: `/api/jobs/${job.id}`, cookies: crew })
    expect(theirs.status).toBe(200)
    expect(theirs.body.crew_instructions).toBe(INSTRUCTIONS)
    const listed = await t.call({ method: 'GET', url: '/api/jobs?limit=100', cookies: crew })
    const row = listed.body.items.find((j: { id: string }) => j.id === job.id)
    expect(row?.crew_instructions).toBe(INSTRUCTIONS)
  })

  it('takes instructions on a new job, none by default, and exports them as a CSV column', async () => {
    const client = t.seed.persons[0]!
    const base = { title: 'Hedge trim', client_person_id: client.id, address: '1 Elm St', date: 0 }
    const plain = await t.call({ method: 'POST', url: '/api/jobs', payload: base })
    expect(plain.status, JSON.stringify(plain.body)).toBe(201)
    expect(plain.body.crew_instructions).toBe('')
    const told = await t.call({
      method: 'POST',
      url: '/api/jobs',
      payload: { ...base, title: 'Hedge trim 2', crew_instructions: ' Bring the long ladder ' },
    })
    expect(told.body.crew_instructions).toBe('Bring the long ladder')

    const csv = await t.call({ method: 'GET', url: '/api/jobs/export.csv?q=Hedge%20trim%202' })
    expect(csv.status).toBe(200)
    const [header, row] = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    const column = header!.split(',').indexOf('crew_instructions')
    expect(column).toBeGreaterThan(-1)
    expect(row!.split(',')[column]).toBe('Bring the long ladder')
  })

  it('never shows the instructions to the client in the hub', async () => {
    const client = t.seed.persons[0]!
    const made = await t.call({
      method: 'POST',
      url: '/api/jobs',
      payload: {
        title: 'Spring cleanup',
        client_person_id: client.id,
        address: '12 Elm Street',
        date: NOW + 24 * 60 * 60 * 1000,
        crew_instructions: INSTRUCTIONS,
      },
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const cookies = await hubCookiesOf(t.store, client.id, NOW)
    const visits = await t.call({ method: 'GET', url: '/api/hub/visits', cookies })
    expect(visits.status, JSON.stringify(visits.body)).toBe(200)
    expect(visits.body.items.map((v: { id: string }) => v.id)).toContain(made.body.id)
    expect(JSON.stringify(visits.body)).not.toContain('Gate code 4417')
    expect(JSON.stringify(visits.body)).not.toContain('crew_instructions')
  })

  it('refuses instructions that are too long and a stale edit of them', async () => {
    const job = t.seed.jobs[0]!
    const long = await t.call({
      method: 'PATCH',
      url: `/api/jobs/${job.id}`,
      payload: { crew_instructions: 'x'.repeat(2001), version: job.version },
    })
    expect(long.status).toBe(400)
    expect(long.body.error.fields.crew_instructions).toBe(
      'Instructions for the crew is too long (max 2000)',
    )
    const first = await t.call({
      method: 'PATCH',
      url: `/api/jobs/${job.id}`,
      payload: { crew_instructions: 'Use the side gate', version: job.version },
    })
    expect(first.status).toBe(200)
    const stale = await t.call({
      method: 'PATCH',
      url: `/api/jobs/${job.id}`,
      payload: { crew_instructions: 'Use the front gate', version: job.version },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.error.code).toBe('CONFLICT')
    const read = await t.call({ method: 'GET', url: `/api/jobs/${job.id}` })
    expect(read.body.crew_instructions).toBe('Use the side gate')
  })

  it('lets a Crew user change neither the instructions of their job nor their crew’s lead', async () => {
    const { employeeId, own, crewIds } = crewWorkIn(t.seed)
    const job = own[0]!
    const cookies = await t.signInAs('Crew', employeeId)
    const edit = await t.call({
      method: 'PATCH',
      url: `/api/jobs/${job.id}`,
      cookies,
      payload: { crew_instructions: 'Skip the back yard', version: job.version },
    })
    expect(edit.status).toBe(403)
    const crew = t.seed.crews.find((c) => c.id === crewIds[0])!
    const lead = await t.call({
      method: 'PATCH',
      url: `/api/crews/${crew.id}`,
      cookies,
      payload: { lead_employee_id: employeeId, version: crew.version },
    })
    expect(lead.status).toBe(403)
    const stored = await t.call({ method: 'GET', url: `/api/crews/${crew.id}` })
    expect(stored.body).toMatchObject({
      lead_employee_id: crew.lead_employee_id,
      version: crew.version,
    })
    expect((await t.call({ method: 'GET', url: `/api/jobs/${job.id}` })).body).toMatchObject({
      crew_instructions: job.crew_instructions,
      version: job.version,
    })
  })

  it('lets a Foreman set a member as lead, and refuses an outsider and a stale version', async () => {
    const { crew, outsider } = crewAndOutsider()
    const member = crew.members.find((m) => m !== crew.lead_employee_id)!
    const cookies = await t.signInAs('Foreman')
    const set = await t.call({
      method: 'PATCH',
      url: `/api/crews/${crew.id}`,
      cookies,
      payload: { lead_employee_id: member, version: crew.version },
    })
    expect(set.status, JSON.stringify(set.body)).toBe(200)
    expect(set.body).toMatchObject({ lead_employee_id: member, version: crew.version + 1 })

    const outside = await t.call({
      method: 'PATCH',
      url: `/api/crews/${crew.id}`,
      cookies,
      payload: { lead_employee_id: outsider.id, version: crew.version + 1 },
    })
    expect(outside.status).toBe(400)
    expect(outside.body.error).toEqual({
      code: 'VALIDATION',
      message: LEAD_NOT_MEMBER_MESSAGE,
      fields: { lead_employee_id: LEAD_NOT_MEMBER_MESSAGE },
    })
    const stale = await t.call({
      method: 'PATCH',
      url: `/api/crews/${crew.id}`,
      cookies,
      payload: { lead_employee_id: null, version: crew.version },
    })
    expect(stale.status).toBe(409)
    const stored = await t.call({ method: 'GET', url: `/api/crews/${crew.id}` })
    expect(stored.body).toMatchObject({ lead_employee_id: member, version: crew.version + 1 })
  })

  it('clears the lead when they leave the crew and when their employee record is deleted', async () => {
    const { crew } = crewAndOutsider()
    const lead = crew.lead_employee_id
    expect(lead).not.toBeNull()
    const others = crew.members.filter((m) => m !== lead)
    const left = await t.call({
      method: 'PATCH',
      url: `/api/crews/${crew.id}`,
      payload: { members: others, version: crew.version },
    })
    expect(left.status, JSON.stringify(left.body)).toBe(200)
    expect(left.body).toMatchObject({ members: others, lead_employee_id: null })

    const next = others[0]!
    const again = await t.call({
      method: 'PATCH',
      url: `/api/crews/${crew.id}`,
      payload: { lead_employee_id: next, version: left.body.version },
    })
    expect(again.body.lead_employee_id).toBe(next)
    const impact = await t.call({ method: 'GET', url: `/api/employees/${next}/delete-impact` })
    expect(impact.body.references).toContainEqual({
      collection: 'crews',
      field: 'lead_employee_id',
      on_delete: 'setNull',
      count: 1,
    })
    const deleted = await t.call({ method: 'DELETE', url: `/api/employees/${next}` })
    expect(deleted.status).toBe(204)
    const stored = await t.call({ method: 'GET', url: `/api/crews/${crew.id}` })
    expect(stored.body).toMatchObject({ lead_employee_id: null })
    expect(stored.body.members).not.toContain(next)
  })
})
