// Issue #32 section 3 over HTTP, on PGlite and on PostgreSQL: a crew lead clocks in the whole crew,
// a Crew user reaches only themself and the crews they lead; an employee never has two open clocks
// (not even from two requests at once); corrections that overlap are refused, the others audited
// with what they were; an approved week cannot change until it is sent back.
import { beforeEach, describe, expect, it } from 'vitest'
import { WEEK_APPROVED } from '../../domain/time/time-api'
import { entryAuditText } from '../../domain/time/time-correction'
import { NOW, useTestApp, type TestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

const HOUR = 3_600_000
/** The week of NOW (Wednesday 14 January 2026) starts on Sunday the 11th. */
const WEEK = '2026-01-11'

describe.each(testBackends())('the time clock on $name', (backend) => {
  let now = NOW
  const t: TestApp = useTestApp(backend, { clock: () => now })
  beforeEach(() => {
    now = NOW
  })
  const employee = (i: number) => t.seed.employees[i]!.id
  const post = (url: string, payload?: object, cookies?: Record<string, string>) =>
    t.call({
      method: 'POST',
      url,
      ...(payload ? { payload } : {}),
      ...(cookies ? { cookies } : {}),
    })
  const entriesOf = async (employeeId: string, cookies?: Record<string, string>) => {
    const res = await t.call({
      method: 'GET',
      url: `/api/time-entries?employee_id=${employeeId}&from=${NOW - 24 * HOUR}&to=${NOW + 24 * HOUR}`,
      ...(cookies ? { cookies } : {}),
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.items as { id: string; kind: string; ends_at: number | null }[]
  }

  it('lets a crew lead clock in the whole crew, and no one outside the crews they lead', async () => {
    // Crew Alpha: employees 0 (its lead) and 1; employee 2 leads Crew Bravo.
    const lead = await t.signInAs('Crew', employee(0))
    const card = await t.call({ method: 'GET', url: '/api/time/clock', cookies: lead })
    expect(card.status, JSON.stringify(card.body)).toBe(200)
    expect(card.body.me).toMatchObject({ employee_id: employee(0), state: 'out', since: null })
    expect(card.body.crew.members.map((m: { employee_id: string }) => m.employee_id)).toEqual([
      employee(0),
      employee(1),
    ])

    const all = await post('/api/time/clock-in', { employee_ids: [employee(0), employee(1)] }, lead)
    expect(all.status, JSON.stringify(all.body)).toBe(200)
    expect(all.body.changed.map((p: { state: string }) => p.state)).toEqual(['in', 'in'])
    const again = await post('/api/time/clock-in', { employee_ids: [employee(1)] }, lead)
    expect(again.body).toMatchObject({
      changed: [],
      skipped: [{ employee_id: employee(1), reason: 'Already clocked in' }],
    })

    const outside = await post(
      '/api/time/clock-out',
      { employee_ids: [employee(1), employee(2)] },
      lead,
    )
    expect(outside.status).toBe(404)
    expect(outside.body.error.message).toBe('Employee not found')
    expect((await entriesOf(employee(1)))[0]?.ends_at).toBeNull()
    expect(await entriesOf(employee(2))).toEqual([])

    // A member who leads no crew reaches themself only.
    const member = await t.signInAs('Crew', employee(1))
    expect(
      (await post('/api/time/clock-out', { employee_ids: [employee(0)] }, member)).status,
    ).toBe(404)
    expect(
      (
        await t.call({
          method: 'GET',
          url: `/api/time-entries?employee_id=${employee(0)}&from=${NOW - HOUR}&to=${NOW}`,
          cookies: member,
        })
      ).status,
    ).toBe(404)
    const crewOfOther = await t.call({
      method: 'GET',
      url: `/api/time/clock?crew_id=${t.seed.crews[1]!.id}`,
      cookies: lead,
    })
    expect(crewOfOther.status).toBe(404)
    now += HOUR
    const out = await post('/api/time/clock-out', undefined, member)
    expect(out.body.changed).toEqual([
      expect.objectContaining({ employee_id: employee(1), state: 'out', today_hours: 1 }),
    ])
    const estimator = await t.signInAs('Estimator')
    expect(
      (await post('/api/time/clock-in', { employee_ids: [employee(3)] }, estimator)).status,
    ).toBe(403)
  })

  it('keeps one open clock per employee, even for two clock-ins at once', async () => {
    const body = { employee_ids: [employee(3)] }
    const [a, b] = await Promise.all([
      post('/api/time/clock-in', body),
      post('/api/time/clock-in', body),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    expect([a.body.changed.length, b.body.changed.length].sort()).toEqual([0, 1])
    expect((await entriesOf(employee(3))).filter((e) => e.ends_at === null)).toHaveLength(1)
    // The database holds it too: a second open entry cannot be written.
    await expect(
      t.store.transaction(async (tx) =>
        tx.time?.insertEntry({
          id: '00000000-0000-4000-8000-00000000ab01',
          employee_id: employee(3),
          kind: 'work',
          starts_at: NOW + HOUR,
          ends_at: null,
          source: 'clock',
          start_location: null,
          end_location: null,
          note: '',
          updated_by: null,
          created_at: NOW,
          updated_at: NOW,
          version: 1,
        }),
      ),
    ).rejects.toThrow()
  })

  it('runs breaks as entries and keeps location stamps for the office only', async () => {
    const crew = await t.signInAs('Crew', employee(4))
    const at = { lat: 45.5, lng: -73.6, accuracy: 12 }
    expect((await post('/api/time/clock-in', { location: at }, crew)).status).toBe(200)
    now += HOUR
    const onBreak = await post('/api/time/break-start', undefined, crew)
    expect(onBreak.body.changed[0]).toMatchObject({ state: 'break', since: now })
    now += HOUR / 2
    expect((await post('/api/time/break-end', undefined, crew)).body.changed[0].state).toBe('in')
    expect((await post('/api/time/break-end', undefined, crew)).body.skipped[0].reason).toBe(
      'Not on a break',
    )
    now += HOUR
    const out = await post('/api/time/clock-out', { location: at }, crew)
    expect(out.body.changed[0]).toMatchObject({ state: 'out', today_hours: 2 })
    const office = (await entriesOf(employee(4))) as unknown as Record<string, unknown>[]
    expect(office.map((e) => e.kind)).toEqual(['work', 'break', 'work'])
    expect(office[0]?.start_location).toEqual(at)
    expect(office[2]?.end_location).toEqual(at)
    const own = (await entriesOf(employee(4), crew)) as unknown as Record<string, unknown>[]
    expect(own.map((e) => [e.start_location, e.end_location]).flat()).toEqual(Array(6).fill(null))
  })

  it('refuses an overlapping correction, checks versions and audits each with what it was', async () => {
    const zone = (await t.call({ method: 'GET', url: '/api/today' })).body.time_zone as string
    const start = NOW - 8 * HOUR
    const added = await post('/api/time-entries', {
      employee_id: employee(5),
      starts_at: start,
      ends_at: start + 4 * HOUR,
    })
    expect(added.status, JSON.stringify(added.body)).toBe(201)
    const overlapping = await post('/api/time-entries', {
      employee_id: employee(5),
      starts_at: start + 3 * HOUR,
      ends_at: start + 5 * HOUR,
    })
    expect(overlapping.status).toBe(409)
    expect(overlapping.body.error).toMatchObject({ code: 'INVALID_STATE' })
    expect(overlapping.body.error.message).toMatch(
      /^This time overlaps another entry of this employee \(/,
    )
    const touching = await post('/api/time-entries', {
      employee_id: employee(5),
      kind: 'break',
      starts_at: start + 4 * HOUR,
      ends_at: start + 5 * HOUR,
    })
    expect(touching.status).toBe(201)

    const url = `/api/time-entries/${added.body.id}`
    const stale = await t.call({
      method: 'PATCH',
      url,
      payload: { ends_at: start + 3 * HOUR, version: 9 },
    })
    expect(stale.status).toBe(409)
    const into = await t.call({
      method: 'PATCH',
      url,
      payload: { ends_at: start + 4.5 * HOUR, version: 1 },
    })
    expect(into.status).toBe(409)
    const patched = await t.call({
      method: 'PATCH',
      url,
      payload: { ends_at: start + 3 * HOUR, note: 'Left early', version: 1 },
    })
    expect(patched.status, JSON.stringify(patched.body)).toBe(200)
    expect(patched.body).toMatchObject({ version: 2, source: 'office', note: 'Left early' })
    expect((await t.call({ method: 'DELETE', url })).status).toBe(204)
    expect((await t.call({ method: 'DELETE', url })).status).toBe(404)

    const crew = await t.signInAs('Crew', employee(5))
    expect(
      (
        await post(
          '/api/time-entries',
          { employee_id: employee(5), starts_at: 0, ends_at: 1 },
          crew,
        )
      ).status,
    ).toBe(403)

    const log = await t.call({ method: 'GET', url: '/api/audit-log?kind=time-entry' })
    const summaries = log.body.items.map((e: { summary: string }) => e.summary)
    const name = t.seed.employees[5]!.name
    const before = { ...added.body, ends_at: start + 4 * HOUR }
    expect(summaries).toContain(
      `Changed a time entry of ${name} from ${entryAuditText(before, zone)} to ${entryAuditText(patched.body, zone)}`,
    )
    expect(summaries).toContain(
      `Deleted a time entry of ${name}: ${entryAuditText(patched.body, zone)}`,
    )
    expect(summaries).toContain(`Added a time entry of ${name}: ${entryAuditText(before, zone)}`)
  })

  it('locks an approved week against every change until it is sent back', async () => {
    const lead = await t.signInAs('Crew', employee(0))
    const sheet = (
      id: string,
      action: string,
      payload?: object,
      cookies?: Record<string, string>,
    ) => post(`/api/timesheets/${id}/${WEEK}/${action}`, payload, cookies)
    const entry = await post('/api/time-entries', {
      employee_id: employee(1),
      starts_at: NOW - 6 * HOUR,
      ends_at: NOW - 2 * HOUR,
    })
    expect(entry.status).toBe(201)
    expect(
      (await post(`/api/timesheets/${employee(1)}/2026-01-12/submit`, undefined, lead)).status,
    ).toBe(400)
    expect((await sheet(employee(2), 'submit', undefined, lead)).status).toBe(404)
    const submitted = await sheet(employee(1), 'submit', undefined, lead)
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
    expect(submitted.body).toMatchObject({ status: 'submitted', week_start: WEEK })
    expect((await sheet(employee(1), 'approve', undefined, lead)).status).toBe(403)
    expect((await sheet(employee(1), 'approve')).body.status).toBe('approved')
    expect((await sheet(employee(1), 'approve')).status).toBe(409)
    expect((await sheet(employee(1), 'submit', undefined, lead)).status).toBe(409)

    const refused = [
      await post('/api/time/clock-in', { employee_ids: [employee(1)] }, lead),
      await post('/api/time-entries', {
        employee_id: employee(1),
        starts_at: NOW - 9 * HOUR,
        ends_at: NOW - 8 * HOUR,
      }),
      await t.call({
        method: 'PATCH',
        url: `/api/time-entries/${entry.body.id}`,
        payload: { note: 'x', version: 1 },
      }),
      await t.call({ method: 'DELETE', url: `/api/time-entries/${entry.body.id}` }),
    ]
    for (const res of refused) {
      expect(res.status).toBe(409)
      expect(res.body.error.message).toBe(WEEK_APPROVED)
    }
    expect((await entriesOf(employee(1))).map((e) => e.id)).toEqual([entry.body.id])

    expect((await sheet(employee(1), 'send-back', { note: ' ' })).status).toBe(400)
    const back = await sheet(employee(1), 'send-back', { note: 'Fix Monday' })
    expect(back.body).toMatchObject({ status: 'open', note: 'Fix Monday' })
    expect((await post('/api/time/clock-in', { employee_ids: [employee(1)] }, lead)).status).toBe(
      200,
    )
    const log = await t.call({ method: 'GET', url: '/api/audit-log?kind=timesheet' })
    const name = t.seed.employees[1]!.name
    expect(log.body.items.map((e: { summary: string }) => e.summary)).toEqual(
      expect.arrayContaining([
        `Submitted the timesheet of ${name} for the week of ${WEEK}`,
        `Approved the timesheet of ${name} for the week of ${WEEK}`,
        `Sent back the timesheet of ${name} for the week of ${WEEK}: Fix Monday`,
      ]),
    )
  })
})

describe.each(testBackends().slice(0, 1))('time and deletions on $name', (backend) => {
  const t = useTestApp(backend)

  it("takes an employee's entries along when the employee is deleted, and no job's deletion touches them", async () => {
    const [first, second] = t.seed.employees
    for (const who of [first!, second!]) {
      const res = await t.call({
        method: 'POST',
        url: '/api/time-entries',
        payload: { employee_id: who.id, starts_at: NOW - 2 * HOUR, ends_at: NOW - HOUR },
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
    }
    const job = await t.call({ method: 'DELETE', url: `/api/jobs/${t.seed.jobs[0]!.id}` })
    expect(job.status, JSON.stringify(job.body)).toBe(204)
    await t.store.transaction((tx) => tx.remove('employees', first!.id))
    const left = await t.store.read(async (tx) => (await tx.time?.exportAll())?.entries ?? [])
    expect(left.map((e) => e.employee_id)).toEqual([second!.id])
  })
})

describe.each(testBackends().slice(0, 1))(
  "the time routes without the server's store",
  (backend) => {
    const t = useTestApp(backend, {
      wrapStore: (store) => ({
        ...store,
        kind: store.kind,
        transaction: (work, options) =>
          store.transaction(
            (tx) =>
              work(new Proxy(tx, { get: (o, p) => (p === 'time' ? null : Reflect.get(o, p)) })),
            options,
          ),
      }),
    })

    it('answers 409: time tracking needs the server', async () => {
      for (const url of ['/api/time/clock-in', '/api/time-entries']) {
        const res = await t.call({
          method: 'POST',
          url,
          payload:
            url === '/api/time-entries'
              ? { employee_id: t.seed.employees[0]!.id, starts_at: 1, ends_at: 2 }
              : {},
        })
        expect(res.status).toBe(409)
        expect(res.body.error.message).toBe(
          'Time tracking needs the server: the browser-only demo keeps no clock',
        )
      }
    })
  },
)
