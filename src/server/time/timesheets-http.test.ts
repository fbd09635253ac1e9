// Issue #32 section 3's read side over HTTP, on PGlite and on PostgreSQL: an employee's week from
// their clocked work and their crew's job time (paused time and breaks left out), overtime after 40
// hours, the payroll CSV whose totals are the timesheet's, job costing, and who may read whose week.
import Papa from 'papaparse'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Store, StoreTx } from '../../api/shared/store'
import { dayBounds } from '../../domain/projects/today'
import type { JobActivity } from '../../domain/field/job-activity'
import { PAYROLL_CSV_HEADER, type TimeEntry } from '../../domain/time/time-api'
import { NOT_A_SUNDAY } from '../../domain/time/time-week'
import { useTestApp, type TestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

const HOUR = 3_600_000
/** NOW (Wednesday 14 January 2026, 15:30 UTC) is in the week of Sunday 11 January. */
const WEEK = '2026-01-11'
const at = (day: string, hour: number) => dayBounds(day, 'UTC').start + hour * HOUR

let ids = 0
const nextId = () => `00000000-0000-4000-9000-${String((ids += 1)).padStart(12, '0')}`

function entry(
  employeeId: string,
  start: number,
  end: number | null,
  kind: TimeEntry['kind'] = 'work',
): TimeEntry {
  return {
    id: nextId(),
    employee_id: employeeId,
    kind,
    starts_at: start,
    ends_at: end,
    source: 'clock',
    start_location: null,
    end_location: null,
    note: '',
    updated_by: null,
    created_at: start,
    updated_at: start,
    version: 1,
  }
}

const activity = (jobId: string, kind: JobActivity['kind'], atMs: number): JobActivity => ({
  id: nextId(),
  job_id: jobId,
  kind,
  at: atMs,
  user_id: null,
  employee_id: null,
  reason: kind === 'pause' ? 'Lunch' : null,
  note: null,
})

async function created(t: TestApp, url: string, payload: object): Promise<string> {
  const answer = await t.call({ method: 'POST', url, payload })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body.id as string
}

/**
 * Ann (lead, $30/h) and Ben ($25/h) in a crew with a job: started Monday 9:00, paused 12:00-13:00,
 * finished Tuesday 11:00. Ann works Sunday to Tuesday 8:00-18:00 and Wednesday 4:00-10:00, a break,
 * then 10:30 until now (15:30): 41 hours, 1 of them overtime. Ben works Monday 10:00-14:00.
 */
async function crewWeek(t: TestApp) {
  await t.store.transaction(async (tx) =>
    tx.saveBranding({ ...(await tx.getBranding()), time_zone: 'UTC' }),
  )
  const ann = await created(t, '/api/employees', {
    name: 'Ann Lead',
    role: 'Crew',
    hourly_rate: 30,
  })
  const ben = await created(t, '/api/employees', {
    name: 'Ben Member',
    role: 'Crew',
    hourly_rate: 25,
  })
  const crew = await created(t, '/api/crews', {
    name: 'Time crew',
    members: [ann, ben],
    lead_employee_id: ann,
  })
  const client = await created(t, '/api/persons', {
    name: 'Cora Client',
    email: 'cora@example.com',
  })
  const job = await created(t, '/api/jobs', {
    title: 'Hedge trimming',
    client_person_id: client,
    address: '1 Elm Road',
    date: at('2026-01-12', 9),
    assigned_crew_id: crew,
    status: 'Done',
  })
  await created(t, '/api/invoices', {
    client_person_id: client,
    job_id: job,
    amount: 1000,
    due_date: at('2026-02-01', 0),
  })
  await t.store.transaction(async (tx) => {
    for (const [kind, when] of [
      ['start', at('2026-01-12', 9)],
      ['pause', at('2026-01-12', 12)],
      ['resume', at('2026-01-12', 13)],
      ['finish', at('2026-01-13', 11)],
    ] as const) {
      await tx.jobActivity!.add(activity(job, kind, when))
    }
  })
  const entries = [
    ...['2026-01-11', '2026-01-12', '2026-01-13'].map((day) => entry(ann, at(day, 8), at(day, 18))),
    entry(ann, at('2026-01-14', 4), at('2026-01-14', 10)),
    entry(ann, at('2026-01-14', 10), at('2026-01-14', 10.5), 'break'),
    entry(ann, at('2026-01-14', 10.5), null),
    {
      ...entry(ben, at('2026-01-12', 10), at('2026-01-12', 14)),
      start_location: { lat: 51.5, lng: -0.1, accuracy: 20 },
    },
  ]
  await t.store.transaction(async (tx) => {
    for (const e of entries) await tx.time!.insertEntry(e)
  })
  return { ann, ben, crew, job }
}

const sheetOf = (t: TestApp, employeeId: string, cookies?: Record<string, string>) =>
  t.call({
    method: 'GET',
    url: `/api/timesheets/${employeeId}/${WEEK}`,
    ...(cookies ? { cookies } : {}),
  })

describe.each(testBackends())('timesheets, payroll and costing on $name', (backend) => {
  const t = useTestApp(backend)
  let crew: Awaited<ReturnType<typeof crewWeek>>
  beforeEach(async () => {
    crew = await crewWeek(t)
  })

  it('builds the week from the clock and the job time', async () => {
    const answer = await sheetOf(t, crew.ann)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const sheet = answer.body
    expect(sheet).toMatchObject({
      week_start: WEEK,
      week_end: '2026-01-17',
      time_zone: 'UTC',
      status: 'open',
      total_hours: 41,
      regular_hours: 40,
      overtime_hours: 1,
      rate: 30,
      amount_cents: 123_000,
      can: { submit: true, approve: true, edit: true },
    })
    const [, monday, tuesday, wednesday] = sheet.days
    expect(monday).toMatchObject({
      worked_hours: 10,
      other_hours: 2,
      jobs: [{ job_id: crew.job, hours: 8 }],
    })
    expect(tuesday).toMatchObject({ worked_hours: 10, other_hours: 7, jobs: [{ hours: 3 }] })
    expect(wednesday).toMatchObject({ worked_hours: 11, break_hours: 0.5, jobs: [] })
    expect(wednesday.entries).toHaveLength(3)
  })

  it('writes payroll rows whose totals are the timesheets', async () => {
    const answer = await t.call({
      method: 'GET',
      url: `/api/payroll.csv?from=${WEEK}&to=2026-01-17`,
    })
    expect(answer.status).toBe(200)
    expect(answer.response.headers['content-type']).toMatch(/^text\/csv/)
    expect(answer.response.headers['content-disposition']).toContain(
      'payroll-2026-01-11-to-2026-01-17.csv',
    )
    const rows = Papa.parse<string[]>(answer.body as string, { skipEmptyLines: true }).data
    expect(rows[0]).toEqual([...PAYROLL_CSV_HEADER])
    for (const id of [crew.ann, crew.ben]) {
      const sheet = (await sheetOf(t, id)).body
      const mine = rows.slice(1).filter((row) => row[0] === sheet.employee.name)
      const sum = (column: number) =>
        Math.round(mine.reduce((total, row) => total + Number(row[column]) * 100, 0))
      expect(sum(3)).toBe(Math.round(sheet.regular_hours * 100))
      expect(sum(4)).toBe(Math.round(sheet.overtime_hours * 100))
      expect(sum(6)).toBe(sheet.amount_cents)
    }
    const ann = rows.filter((row) => row[0] === 'Ann Lead')
    expect(ann).toContainEqual([
      'Ann Lead',
      '2026-01-12',
      'Hedge trimming',
      '8.00',
      '0.00',
      '30.00',
      '240.00',
    ])
    expect(ann).toContainEqual([
      'Ann Lead',
      '2026-01-14',
      'Not on a job',
      '10.00',
      '1.00',
      '30.00',
      '330.00',
    ])

    const part = await t.call({
      method: 'GET',
      url: '/api/payroll.csv?from=2026-01-14&to=2026-01-14',
    })
    expect(part.body.trim().split('\r\n')).toHaveLength(2)
    const tooLong = await t.call({
      method: 'GET',
      url: '/api/payroll.csv?from=2026-01-01&to=2026-04-30',
    })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.error.message).toBe('A payroll period is at most 92 days')
  })

  it('keeps only approved weeks when asked', async () => {
    const before = await t.call({
      method: 'GET',
      url: `/api/payroll.csv?from=${WEEK}&to=2026-01-17&approved=1`,
    })
    expect(before.body.trim().split('\r\n')).toHaveLength(1)
    const approved = await t.call({
      method: 'POST',
      url: `/api/timesheets/${crew.ben}/${WEEK}/approve`,
    })
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    const after = await t.call({
      method: 'GET',
      url: `/api/payroll.csv?from=${WEEK}&to=2026-01-17&approved=1`,
    })
    const lines = after.body.trim().split('\r\n').slice(1)
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.every((line: string) => line.startsWith('Ben Member,'))).toBe(true)
    const sheet = (await sheetOf(t, crew.ben)).body
    expect(sheet.status).toBe('approved')
    expect(sheet.can).toEqual({ submit: false, approve: false, edit: false })
  })

  it("costs the job from the crew's hours on it and its invoices", async () => {
    const answer = await t.call({ method: 'GET', url: `/api/jobs/${crew.job}/costing` })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    // Ann: Monday 9-12 and 13-18, Tuesday 8-11 (11 h); Ben: Monday 10-12 and 13-14 (3 h).
    expect(answer.body).toMatchObject({
      hours: 14,
      labour_cost_cents: 11 * 3000 + 3 * 2500,
      invoiced_cents: 100_000,
      margin_cents: 100_000 - 40_500,
    })
  })

  it("shows the employee detail's recorded week beside the shifts", async () => {
    const answer = await t.call({ method: 'GET', url: `/api/employees/${crew.ann}/summary` })
    expect(answer.status).toBe(200)
    expect(answer.body.worked).toEqual({ hours: 41, earnings: 1230, status: 'open' })
    expect(answer.body.week).toBeDefined()
  })

  it('lets a Crew user read themself and the crews they lead, no one else', async () => {
    const benCookies = await t.signInAs('Crew', crew.ben)
    expect((await sheetOf(t, crew.ben, benCookies)).status).toBe(200)
    const other = await sheetOf(t, crew.ann, benCookies)
    expect(other.status).toBe(404)
    expect(other.body.error.message).toBe('Employee not found')
    const list = await t.call({
      method: 'GET',
      url: `/api/timesheets?week=${WEEK}`,
      cookies: benCookies,
    })
    expect(list.body.items.map((i: { employee_id: string }) => i.employee_id)).toEqual([crew.ben])
    const own = (await sheetOf(t, crew.ben, benCookies)).body
    // Location stamps are the office's (time:manage) only.
    expect(own.days[1].entries[0].start_location).toBeNull()
    const office = (await sheetOf(t, crew.ben)).body
    expect(office.days[1].entries[0].start_location).toEqual({ lat: 51.5, lng: -0.1, accuracy: 20 })
    expect(own.rate).toBeUndefined()
    expect(own.amount_cents).toBeUndefined()
    // The employee submits their own week; approving and correcting are the office's.
    expect(own.can).toEqual({ submit: true, approve: false, edit: false })

    const annCookies = await t.signInAs('Crew', crew.ann)
    const led = await sheetOf(t, crew.ben, annCookies)
    expect(led.status).toBe(200)
    const annOwn = (await sheetOf(t, crew.ann, annCookies)).body
    expect(annOwn.can).toEqual({ submit: true, approve: false, edit: false })
    expect(
      (
        await t.call({
          method: 'GET',
          url: `/api/payroll.csv?from=${WEEK}&to=${WEEK}`,
          cookies: annCookies,
        })
      ).status,
    ).toBe(403)
    expect(
      (await t.call({ method: 'GET', url: `/api/jobs/${crew.job}/costing`, cookies: annCookies }))
        .status,
    ).toBe(403)
  })

  it('refuses a week that does not start on a Sunday', async () => {
    const answer = await t.call({ method: 'GET', url: `/api/timesheets/${crew.ann}/2026-01-12` })
    expect(answer.status).toBe(400)
    expect(answer.body.error.message).toBe(NOT_A_SUNDAY)
  })
})

/** The store as the demo's: no clock kept (tx.time null). */
const withoutTime = (store: Store): Store => {
  const wrap = (tx: StoreTx): StoreTx => ({ ...tx, time: null })
  return {
    ...store,
    transaction: (work, options) => store.transaction((tx) => work(wrap(tx)), options),
    read: (work) => store.read((tx) => work(wrap(tx))),
  }
}

describe.each(testBackends())('timesheets without a clock on $name', (backend) => {
  const t = useTestApp(backend, { wrapStore: withoutTime })
  it('answers zero hours rather than an error', async () => {
    const employee = t.seed.employees[0]!
    const sheet = await sheetOf(t, employee.id)
    expect(sheet.status, JSON.stringify(sheet.body)).toBe(200)
    expect(sheet.body).toMatchObject({ total_hours: 0, status: 'open', can: { submit: false } })
    const job = t.seed.jobs[0]!
    const costing = await t.call({ method: 'GET', url: `/api/jobs/${job.id}/costing` })
    expect(costing.status).toBe(200)
    expect(costing.body.hours).toBe(0)
  })
})
