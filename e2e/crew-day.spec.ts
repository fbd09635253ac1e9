// The crew's day on a phone (issue #32's "Done when"), server mode only (the demo has no sign-in
// and keeps no time): the lead of a crew, as a Crew user at 390x844, opens Today, clocks in the
// crew, says On my way (the client's e-mail arrives at the test SMTP server), starts, pauses,
// resumes and finishes a job with open checklist items (the warning shows), and clocks the crew
// out. Then the Owner corrects one of the lead's entries (audited, with what it was), approves the
// week (locked), exports the payroll CSV (its totals match the screen) and finds Hours This Week
// and Earnings on the employee page equal to hours x rate.
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { waitForMail } from './mail'
import { openPhone, setPasswordAndSignIn } from './phone-user'

type Row = Record<string, unknown> & { id: string }
type Entry = {
  id: string
  kind: string
  starts_at: number
  ends_at: number | null
  version: number
}
type Sheet = {
  week_start: string
  time_zone: string
  status: string
  total_hours: number
  amount_cents?: number
  days: { date: string; entries: Entry[] }[]
}

const MINUTE = 60_000

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path)
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200)
  return (await response.json()) as T
}

async function send<T>(
  request: APIRequestContext,
  method: 'post' | 'patch' | 'put',
  path: string,
  data: unknown,
  status: number,
): Promise<T> {
  const response = await request[method](path, { data })
  expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(
    status,
  )
  return (await response.json()) as T
}

/** The Sunday of a YYYY-MM-DD day's week (a calendar day: no time zone involved). */
function sundayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - date.getUTCDay())
  return date.toISOString().slice(0, 10)
}

const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** The hour and minute of an instant in a time zone, 0..23 and 0..59. */
function zonedClock(at: number, zone: string): { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at))
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? NaN)
  return { hour: part('hour') % 24, minute: part('minute') }
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** '9:05 PM', as the audit log writes a time. */
function twelveHour(minutes: number): string {
  const hour = Math.floor(minutes / 60)
  const minute = String(minutes % 60).padStart(2, '0')
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`
}

/** A CSV text's rows (quoted fields with commas, doubled quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += c
  }
  if (field !== '' || row.length > 0) rows.push([...row, field])
  return rows.filter((r) => r.some((f) => f !== ''))
}

/** The value of a labelled figure (a dt and its first dd) in a definition list. */
const figure = (scope: Page | Locator, label: string): Locator =>
  scope
    .locator('dl > div')
    .filter({ has: scope.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .first()

const numberIn = (text: string): number => Number(text.replace(/[^0-9.-]/g, ''))

test.describe("The crew's day on a phone (server)", () => {
  test.skip(
    () => test.info().project.name !== 'server',
    'the demo has no sign-in and keeps no time (SPEC section 6)',
  )

  test('the lead clocks in the crew, works a job, and the office corrects, approves and pays the week', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000)
    const owner = page.request
    const tag = Date.now().toString(36)

    // A crew of at least two, its lead member A.
    const crews = (await json<{ items: Row[] }>(owner, '/api/crews?limit=100')).items
    const crew = crews.find((c) => (c.members as string[]).length >= 2)
    if (!crew) throw new Error('the sample data has no crew with two members')
    const memberIds = crew.members as string[]
    const leadId = memberIds[0]!
    await send(
      owner,
      'patch',
      `/api/crews/${crew.id}`,
      { lead_employee_id: leadId, version: crew.version },
      200,
    )
    const lead = await json<Row & { name: string; hourly_rate: number }>(
      owner,
      `/api/employees/${leadId}`,
    )
    const members = await Promise.all(
      memberIds.map((id) => json<Row & { name: string }>(owner, `/api/employees/${id}`)),
    )

    // A client with an e-mail address, a job for them and the crew today, its work order with two
    // open checklist items, and On my way's e-mail turned on.
    const clientEmail = `client-${tag}@example.test`
    const client = await send<Row>(
      owner,
      'post',
      '/api/persons',
      { name: `Casey Client ${tag}`, email: clientEmail },
      201,
    )
    const title = `Hedge trim ${tag}`
    const job = await send<Row>(
      owner,
      'post',
      '/api/jobs',
      {
        title,
        client_person_id: client.id,
        address: '12 Birch Lane, Springfield',
        date: Date.now(),
        assigned_crew_id: crew.id,
      },
      201,
    )
    expect(job.assigned_crew_id).toBe(crew.id)
    await send(
      owner,
      'post',
      '/api/work-orders',
      {
        job_id: job.id,
        checklist: [
          { label: 'Trim the front hedge', done: false },
          { label: 'Haul the clippings', done: false },
        ],
      },
      201,
    )
    const followUps = await json<Record<string, unknown>>(owner, '/api/settings/follow-ups')
    await send(
      owner,
      'put',
      '/api/settings/follow-ups',
      { ...followUps, on_my_way_enabled: true },
      200,
    )

    // A Crew user linked to the lead.
    const user = await send<Row>(
      owner,
      'post',
      '/api/users',
      {
        name: `Lee Lead ${tag}`,
        email: `lee-${tag}@groundwork.test`,
        role: 'Crew',
        employee_id: leadId,
      },
      201,
    )
    const phone = await openPhone(browser)
    try {
      const crewPage = await phone.newPage()
      const phoneErrors: string[] = []
      crewPage.on('pageerror', (error) => phoneErrors.push(error.message))
      await setPasswordAndSignIn(owner, crewPage, user.id, 'lee-password-1')
      await expect(crewPage).toHaveURL(/\/today$/, { timeout: 15_000 })
      await expect(crewPage.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible()

      // Clock in the crew: every member shows Clocked in.
      const clock = crewPage.getByRole('region', { name: 'Time clock' })
      await expect(
        clock.getByRole('heading', { name: `Crew: ${crew.name as string}` }),
      ).toBeVisible()
      await clock.getByRole('button', { name: 'Clock in crew' }).click()
      const memberRows = clock.getByRole('list', { name: 'Crew members' }).getByRole('listitem')
      await expect(memberRows).toHaveCount(members.length)
      for (const member of members) {
        await expect(memberRows.filter({ hasText: member.name })).toContainText('Clocked in since')
      }
      await expect(clock.getByRole('button', { name: 'Clock in crew' })).toHaveCount(0)
      await expect(clock.getByRole('status')).toContainText('Clocked in since')

      // The job's card: On my way tells the client by e-mail.
      const card = crewPage
        .getByRole('article')
        .filter({ has: crewPage.getByRole('heading', { name: title }) })
      await expect(card).toHaveCount(1)
      await expect(card).toContainText('Checklist: 0 of 2 done')
      const actions = card.getByRole('region', { name: 'Field actions' })
      const timer = actions.getByRole('status')
      await expect(timer).toHaveText('Not started')
      const since = Date.now() - MINUTE
      await actions.getByRole('button', { name: 'On my way' }).click()
      await expect(
        crewPage.locator('[data-sonner-toast]').filter({ hasText: 'On my way' }),
      ).toContainText('The client is told by e-mail')
      const mail = await waitForMail(clientEmail, { subject: /is on the way/, since })
      expect(mail.subject).toContain(crew.name as string)
      expect(mail.text).toContain('12 Birch Lane, Springfield')

      // Start, Pause with a reason, Resume.
      await actions.getByRole('button', { name: 'Start' }).click()
      await expect(timer).toContainText('Running since')
      await expect(card).toContainText('In Progress')
      await actions.getByRole('button', { name: 'Pause' }).click()
      const pause = crewPage.getByRole('dialog', { name: 'Pause the job' })
      await pause.getByLabel('Reason').fill('Waiting for the gate code')
      await pause.getByRole('button', { name: 'Pause' }).click()
      await expect(pause).toBeHidden()
      await expect(timer).toContainText('Paused since')
      await expect(timer).toContainText('Waiting for the gate code')
      await actions.getByRole('button', { name: 'Resume' }).click()
      await expect(timer).toContainText('Running since')

      // Finish: the open checklist is named, and the job finishes anyway.
      await actions.getByRole('button', { name: 'Finish' }).click()
      const finish = crewPage.getByRole('dialog', { name: 'Finish the job' })
      await finish.getByLabel('Completion note (optional)').fill('Gate was locked for a while')
      await finish.getByRole('button', { name: 'Finish', exact: true }).click()
      await expect(finish.getByRole('alert')).toContainText('2 checklist items are still open')
      await finish.getByRole('button', { name: 'Finish anyway' }).click()
      await expect(finish).toBeHidden()
      await expect(timer).toContainText('Done')
      await expect(card).toContainText('Done')
      await expect(actions.getByRole('button')).toHaveCount(0)
      await expect
        .poll(async () => (await json<Row>(owner, `/api/jobs/${job.id}`)).status)
        .toBe('Done')

      // Clock out: the lead's own clock, then each other member's.
      await clock.getByRole('button', { name: 'Clock out', exact: true }).click()
      await expect(clock.getByRole('status')).toHaveText('Clocked out')
      for (const member of members.slice(1)) {
        await clock.getByRole('button', { name: `Clock out ${member.name}` }).click()
        await expect(memberRows.filter({ hasText: member.name })).toContainText('Clocked out')
      }
      for (const member of members) {
        await expect(memberRows.filter({ hasText: member.name })).toContainText('Clocked out')
      }
      await expect(clock.getByRole('button', { name: /^Clock out/ })).toHaveCount(0)
      expect(phoneErrors).toEqual([])
    } finally {
      await phone.close()
    }

    try {
      // The Owner's week of the lead, in the business's time zone.
      const today = await json<{ time_zone: string; day: { date: string } }>(owner, '/api/today')
      const zone = today.time_zone
      const week = sundayOf(today.day.date)
      const sheetPath = `/api/timesheets/${leadId}/${week}`
      const before = await json<Sheet>(owner, sheetPath)
      expect(before.week_start).toBe(week)
      const works = before.days.flatMap((d) => d.entries).filter((e) => e.kind === 'work')
      expect(works).toHaveLength(1)
      const entry = works[0]!
      expect(entry.ends_at).not.toBeNull()

      await page.goto(`/timesheets/${leadId}?week=${week}`)
      await expect(page.getByRole('heading', { name: lead.name, level: 1 })).toBeVisible()

      // Edit the entry: its start 2 hours earlier, or less when that would leave its day.
      const start = zonedClock(entry.starts_at, zone)
      const startMinutes = start.hour * 60 + start.minute
      const end = zonedClock(entry.ends_at!, zone)
      const endMinutes = end.hour * 60 + end.minute
      const move = startMinutes >= 121 ? 120 : startMinutes >= 6 ? 5 : 0
      const newStart = startMinutes - move
      await page.getByRole('button', { name: /^Edit Work / }).click()
      const edit = page.getByRole('dialog', { name: 'Edit entry' })
      await expect(edit.getByLabel('Start')).toHaveValue(hhmm(startMinutes))
      await expect(edit.getByLabel('End')).toHaveValue(hhmm(endMinutes))
      await edit.getByLabel('Start').fill(hhmm(newStart))
      // Near local midnight the start cannot move: the end moves 5 minutes later instead.
      if (move === 0) await edit.getByLabel('End').fill(hhmm(endMinutes + 5))
      await edit.getByLabel('Note (optional)').fill('Started at the yard')
      await edit.getByRole('button', { name: 'Save entry' }).click()
      await expect(edit).toBeHidden()
      await expect(
        page.locator('[data-sonner-toast]').filter({ hasText: 'Entry updated' }),
      ).toBeVisible()
      await expect(page.getByText('· corrected')).toBeVisible()
      const expectedStart = entry.starts_at - (entry.starts_at % MINUTE) - move * MINUTE
      await expect
        .poll(async () => {
          const sheet = await json<Sheet>(owner, sheetPath)
          return sheet.days.flatMap((d) => d.entries).find((e) => e.id === entry.id)?.starts_at
        })
        .toBe(expectedStart)

      // The audit log has it, with what it was.
      const audit = await json<{ items: { kind: string; summary: string }[] }>(
        owner,
        '/api/audit-log?kind=time-entry&limit=10',
      )
      const changed = audit.items.find((item) =>
        item.summary.startsWith(`Changed a time entry of ${lead.name} from work, `),
      )
      expect(changed, JSON.stringify(audit.items)).toBeDefined()
      const [was, now] = changed!.summary.split(' to ') as [string, string]
      expect(was).toContain(twelveHour(startMinutes))
      expect(now).toContain(twelveHour(newStart))
      expect(now).toContain('note "Started at the yard"')

      // Approve: the week is locked.
      await page.getByRole('button', { name: 'Approve' }).click()
      await expect(
        page.locator('[data-sonner-toast]').filter({ hasText: 'Week approved' }),
      ).toBeVisible()
      await expect(page.getByText('Approved', { exact: true })).toBeVisible()
      await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Add entry' })).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0)
      const approved = await json<Sheet>(owner, sheetPath)
      expect(approved.status).toBe('approved')
      const kept = approved.days.flatMap((d) => d.entries).find((e) => e.id === entry.id)!
      const locked = await owner.patch(`/api/time-entries/${entry.id}`, {
        data: { note: 'after approval', version: kept.version },
      })
      expect(locked.status()).toBeGreaterThanOrEqual(400)
      expect(locked.status()).toBeLessThan(500)
      expect(await locked.text()).toContain('approved')

      // The screen's totals.
      const worked = numberIn((await figure(page, 'Worked').textContent()) ?? '')
      const amount = numberIn((await figure(page, 'Amount').textContent()) ?? '')
      expect(worked).toBe(approved.total_hours)
      expect(worked).toBeGreaterThan(0)
      expect(Math.round(amount * 100)).toBe(approved.amount_cents)

      // Payroll CSV of the week: the lead's regular + overtime hours and amounts match the screen.
      const csvResponse = await owner.get(`/api/payroll.csv?from=${week}&to=${addDays(week, 6)}`)
      expect(csvResponse.status()).toBe(200)
      const [header, ...lines] = parseCsv(await csvResponse.text())
      expect(header).toEqual([
        'Employee',
        'Date',
        'Job',
        'Regular hours',
        'Overtime hours',
        'Rate',
        'Amount at base rate',
      ])
      const leadLines = lines.filter((line) => line[0] === lead.name)
      expect(leadLines.length).toBeGreaterThan(0)
      // The job ran for seconds (under a hundredth of an hour): its time is the lead's day clock's.
      for (const line of leadLines) expect([title, 'Not on a job']).toContain(line[2])
      const csvHours = leadLines.reduce((sum, l) => sum + Number(l[3]) + Number(l[4]), 0)
      const csvCents = leadLines.reduce((sum, l) => sum + Math.round(Number(l[6]) * 100), 0)
      expect(Math.round(csvHours * 100)).toBe(Math.round(worked * 100))
      expect(csvCents).toBe(Math.round(amount * 100))
      for (const line of leadLines) expect(Number(line[5])).toBe(lead.hourly_rate)

      // The employee page: Hours This Week and Earnings are the week's, hours x rate.
      await page.goto(`/team/employees/${leadId}`)
      await expect(page.getByRole('heading', { name: lead.name, level: 1 })).toBeVisible()
      const hoursTile = figure(page, 'Hours This Week')
      await expect(hoursTile).toHaveText(String(worked))
      const earnings = numberIn((await figure(page, 'Earnings').textContent()) ?? '')
      expect(Math.round(earnings * 100)).toBe(Math.round(amount * 100))
      // Hours are shown to the hundredth: hours x rate within half a hundredth of an hour.
      expect(Math.abs(earnings - worked * lead.hourly_rate)).toBeLessThanOrEqual(
        lead.hourly_rate * 0.005 + 0.005,
      )
      await expect(page.getByText('Approved', { exact: true })).toBeVisible()
      // The week's only work is the corrected entry: its span, to the hundredth, and x rate.
      const spanMs = kept.ends_at! - kept.starts_at
      expect(kept.starts_at).toBe(expectedStart)
      expect(Math.abs(worked - spanMs / 3_600_000)).toBeLessThanOrEqual(0.02)
      expect(Math.round(earnings * 100)).toBe(
        Math.round((Math.round(lead.hourly_rate * 100) * spanMs) / 3_600_000),
      )
    } finally {
      // Accounts outlive the reset before each test.
      await owner.delete(`/api/users/${user.id}`)
    }
  })
})
