// The field app without signal (issue #33's "Done when"), server mode only (the demo has no
// sign-in, no outbox replay and keeps no time): the lead of a crew, as a Crew user at 390x844, opens
// Today online and clocks the crew in, goes offline, reloads (the service worker opens the app, its
// answers come from IndexedDB), ticks two checklist items, finishes the job with a photo and clocks
// out, each kept on the phone ("Waiting to sync (N)"). The server restarts while the phone is
// offline and the office edits the job's notes meanwhile; back online, every change arrives once,
// dated when the lead acted (not when it arrived), and the office sees it through its API.
// A server of the test's own (own port and data directory) so it can be restarted mid-test.
// The second test: a Foreman edits a job's notes offline while the office edits them too; back
// online the conflict is listed with both versions, and "Keep mine" sends the phone's on the
// office's version. Not covered: an offline Finish with open checklist items is queued without
// "Finish anyway" (the warning comes from the server's 409, and the refused Finish is listed under
// "Not synced"), so the checklist of the first test is complete once the lead's two ticks arrive.
import type { APIRequestContext, Page } from '@playwright/test'
import { OWNER, OWNER_ENV } from './accounts'
import { startExtraServer, type ExtraServer } from './extra-server'
import { expect, test } from './fixtures'
import { openPhone, setPasswordAndSignIn } from './phone-user'
import { pngFile } from './tools-files'

type Row = Record<string, unknown> & { id: string; version: number }
type Activity = {
  kind: string
  at: number
  received_at?: number | null
  note: string | null
}
type Entry = {
  employee_id: string
  kind: string
  starts_at: number
  ends_at: number | null
  received_at?: number | null
  end_received_at?: number | null
}
type Media = { id: string; job_id: string | null }

const PORT = Number(process.env.E2E_SERVER_PORT ?? 3100) + 47
const DAY = 24 * 60 * 60_000
/** The device cache (TanStack Query in IndexedDB) is written at most once a second. */
const PERSIST_THROTTLE_MS = 1_500

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path)
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200)
  return (await response.json()) as T
}

async function send<T>(
  request: APIRequestContext,
  method: 'post' | 'patch',
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

/** The toast a change made offline shows. */
const savedOnPhone = (page: Page) =>
  page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'Saved on this phone: it will sync when you are back online' })

test.describe('The field app offline (server)', () => {
  test.skip(
    () => test.info().project.name !== 'server',
    'the demo has no sign-in and no outbox replay (SPEC section 6)',
  )
  test.describe.configure({ mode: 'serial' })

  let server: ExtraServer | undefined
  let owner: APIRequestContext | undefined

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000)
    server = await startExtraServer({
      port: PORT,
      dataDir: `.e2e-data/field-offline-${PORT}`,
      env: { ...OWNER_ENV },
    })
    owner = await playwright.request.newContext({ baseURL: server.origin })
    await send(
      owner,
      'post',
      '/api/auth/sign-in/email',
      { email: OWNER.email, password: OWNER.password },
      200,
    )
  })

  test.afterAll(async () => {
    await owner?.dispose()
    await server?.stop()
  })

  test('changes made offline reach the server once, with their times, across a restart', async ({
    browser,
  }) => {
    test.setTimeout(150_000)
    const office = owner!
    const tag = Date.now().toString(36)

    // A crew, its lead (an employee), and a Crew user who is that employee.
    const crews = (await json<{ items: Row[] }>(office, '/api/crews?limit=100')).items
    const crew = crews.find((c) => (c.members as string[]).length >= 1)
    if (!crew) throw new Error('the sample data has no crew with members')
    const leadId = (crew.members as string[])[0]!
    await send(
      office,
      'patch',
      `/api/crews/${crew.id}`,
      { lead_employee_id: leadId, version: crew.version },
      200,
    )
    const user = await send<Row>(
      office,
      'post',
      '/api/users',
      {
        name: `Lou Lead ${tag}`,
        email: `lou-${tag}@groundwork.test`,
        role: 'Crew',
        employee_id: leadId,
      },
      201,
    )

    // A client's job today for the crew, its work order with three checklist items.
    const client = await send<Row>(
      office,
      'post',
      '/api/persons',
      { name: `Flo Client ${tag}`, email: `flo-${tag}@example.test` },
      201,
    )
    const title = `Bed edging ${tag}`
    const job = await send<Row>(
      office,
      'post',
      '/api/jobs',
      {
        title,
        client_person_id: client.id,
        address: '4 Elm Row, Springfield',
        date: Date.now(),
        assigned_crew_id: crew.id,
      },
      201,
    )
    // The first is done already: the two the lead ticks offline complete the list, so the offline
    // Finish is accepted (an offline Finish cannot say "Finish anyway": see the report of issue #33).
    const items = ['Walk the site', 'Edge the front beds', 'Blow off the paths']
    const order = await send<Row>(
      office,
      'post',
      '/api/work-orders',
      { job_id: job.id, checklist: items.map((label, i) => ({ label, done: i === 0 })) },
      201,
    )

    const phone = await openPhone(browser, server!.origin)
    try {
      const lead = await phone.newPage()
      const phoneErrors: string[] = []
      lead.on('pageerror', (error) => phoneErrors.push(error.message))
      await setPasswordAndSignIn(office, lead, user.id, 'lou-password-1')
      await expect(lead).toHaveURL(/\/today$/, { timeout: 15_000 })

      // Online: the field app on a full load, its worker ready; the crew clocked in, the job started.
      await lead.goto('/today')
      await expect(lead.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible()
      await lead.evaluate(async () => {
        await navigator.serviceWorker.ready
      })
      const clock = lead.getByRole('region', { name: 'Time clock' })
      await clock.getByRole('button', { name: 'Clock in crew' }).click()
      await expect(clock.getByRole('status')).toContainText('Clocked in since')
      const card = lead
        .getByRole('article')
        .filter({ has: lead.getByRole('heading', { name: title }) })
      await expect(card).toContainText('Checklist: 1 of 3 done')
      const actions = card.getByRole('region', { name: 'Field actions' })
      await actions.getByRole('button', { name: 'Start' }).click()
      await expect(actions.getByRole('status')).toContainText('Running since')
      await expect
        .poll(async () => (await json<Row>(office, `/api/jobs/${job.id}`)).status)
        .toBe('In-Progress')
      // The work order is on the phone already (Today asks for the day's work orders).
      await lead.waitForTimeout(PERSIST_THROTTLE_MS)

      // Offline: a reload opens the app from the worker's cache, the cards from IndexedDB.
      const offlineFrom = Date.now()
      await phone.setOffline(true)
      await lead.reload()
      await expect(lead.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible()
      await expect(card).toContainText('Checklist: 1 of 3 done')
      await expect(actions.getByRole('status')).toContainText('Running since')
      const waiting = lead.getByText(/^Waiting to sync \(\d+\)$/)

      // The two open checklist items ticked.
      await card.getByRole('button', { name: `Show the work order of ${title}` }).click()
      for (const [n, label] of items.slice(1).entries()) {
        const box = card.getByRole('checkbox', { name: label })
        await box.check()
        await expect(box).toBeChecked()
        await expect(waiting).toHaveText(`Waiting to sync (${n + 1})`)
      }
      await expect(savedOnPhone(lead).first()).toBeVisible()
      await expect(card.getByText('3/3 done')).toBeVisible()

      // Finish with a photo.
      await actions.getByRole('button', { name: 'Finish' }).click()
      const finish = lead.getByRole('dialog', { name: 'Finish the job' })
      await finish.getByLabel('Completion note (optional)').fill('Edged all beds')
      await finish.getByLabel('Photos (optional)').setInputFiles(pngFile('edged-beds.png'))
      await finish.getByRole('button', { name: 'Finish', exact: true }).click()
      await expect(finish).toBeHidden()
      await expect(waiting).toHaveText('Waiting to sync (3)')

      // Clock out (the clock card shows a queued action only in the count: decision 054).
      await clock.getByRole('button', { name: 'Clock out', exact: true }).click()
      await expect(waiting).toHaveText('Waiting to sync (4)')
      await lead.screenshot({ path: test.info().outputPath('today-offline.png'), fullPage: true })

      // Meanwhile the office edits the job's notes, and the server restarts.
      const current = await json<Row>(office, `/api/jobs/${job.id}`)
      const officeNotes = `Gate code changed to 4471 (${tag})`
      await send(
        office,
        'patch',
        `/api/jobs/${job.id}`,
        { notes: officeNotes, version: current.version },
        200,
      )
      const offlineUntil = Date.now()
      await server!.restart()
      const restartedAt = Date.now()

      // Online again: the outbox empties on its own, nothing is left unsynced.
      await phone.setOffline(false)
      await expect(waiting).toHaveCount(0, { timeout: 30_000 })
      await expect(lead.getByRole('heading', { name: 'Not synced' })).toHaveCount(0)
      await expect(card).toContainText('Checklist: 3 of 3 done')
      await expect(actions.getByRole('status')).toContainText('Done')
      await lead.screenshot({ path: test.info().outputPath('today-synced.png'), fullPage: true })
      expect(phoneErrors).toEqual([])

      // The office's view: each change once, dated when the lead acted, received after the restart.
      const stored = await json<Row>(office, `/api/work-orders/${order.id}`)
      expect((stored.checklist as { done: boolean }[]).map((i) => i.done)).toEqual([
        true,
        true,
        true,
      ])
      expect(stored.version).toBe(order.version + 2)

      const media = (
        await json<{ items: Media[] }>(office, `/api/media?job_id=${job.id}&limit=100`)
      ).items
      expect(media).toHaveLength(1)

      const state = await json<{ timer: string; activity: Activity[] }>(
        office,
        `/api/jobs/${job.id}/field-state`,
      )
      expect(state.timer).toBe('done')
      const finishes = state.activity.filter((a) => a.kind === 'finish')
      expect(finishes).toHaveLength(1)
      const finished = finishes[0]!
      expect(finished.at).toBeGreaterThanOrEqual(offlineFrom)
      expect(finished.at).toBeLessThanOrEqual(offlineUntil)
      expect(finished.received_at).toBeGreaterThanOrEqual(restartedAt)
      expect(finished.note).toBe('Edged all beds')
      expect(state.activity.filter((a) => a.kind === 'start')).toHaveLength(1)

      const entries = (
        await json<{ items: Entry[] }>(
          office,
          `/api/time-entries?employee_id=${leadId}&from=${offlineFrom - DAY}&to=${Date.now() + 60_000}`,
        )
      ).items
      expect(entries).toHaveLength(1)
      const entry = entries[0]!
      expect(entry.kind).toBe('work')
      expect(entry.starts_at).toBeLessThan(offlineFrom)
      expect(entry.ends_at).not.toBeNull()
      expect(entry.ends_at!).toBeGreaterThanOrEqual(offlineFrom)
      expect(entry.ends_at!).toBeLessThanOrEqual(offlineUntil)
      // The clock-out arrived after the restart; the clock-in before going offline.
      expect(entry.end_received_at).toBeGreaterThanOrEqual(restartedAt)
      expect(entry.received_at).toBeLessThan(offlineFrom)

      const after = await json<Row>(office, `/api/jobs/${job.id}`)
      expect(after.status).toBe('Done')
      expect(after.notes).toBe(officeNotes)
    } finally {
      await phone.close()
    }
  })
  test("a notes edit made offline meets the office's: both versions shown, the phone's kept", async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    const office = owner!
    const tag = Date.now().toString(36)
    const crews = (await json<{ items: Row[] }>(office, '/api/crews?limit=100')).items
    const crew = crews[0]
    if (!crew) throw new Error('the sample data has no crew')
    const user = await send<Row>(
      office,
      'post',
      '/api/users',
      { name: `Fern Foreman ${tag}`, email: `fern-${tag}@groundwork.test`, role: 'Foreman' },
      201,
    )
    const client = await send<Row>(
      office,
      'post',
      '/api/persons',
      { name: `Gus Client ${tag}`, email: `gus-${tag}@example.test` },
      201,
    )
    const title = `Hedge trim ${tag}`
    const job = await send<Row>(
      office,
      'post',
      '/api/jobs',
      {
        title,
        client_person_id: client.id,
        address: '9 Birch Lane, Springfield',
        date: Date.now(),
        assigned_crew_id: crew.id,
        notes: 'Start at the back gate',
      },
      201,
    )

    const phone = await openPhone(browser, server!.origin)
    try {
      const foreman = await phone.newPage()
      await setPasswordAndSignIn(office, foreman, user.id, 'fern-password-1')
      await expect(foreman).toHaveURL(/\/today$/, { timeout: 15_000 })
      await foreman.goto('/today')
      await foreman.evaluate(async () => {
        await navigator.serviceWorker.ready
      })
      const card = foreman
        .getByRole('article')
        .filter({ has: foreman.getByRole('heading', { name: title }) })
      await expect(card.getByRole('button', { name: `Edit the notes of ${title}` })).toBeVisible()
      await foreman.waitForTimeout(PERSIST_THROTTLE_MS)

      await phone.setOffline(true)
      await foreman.reload()
      await card.getByRole('button', { name: `Edit the notes of ${title}` }).click()
      const phoneNotes = `Back gate locked: use the side path (${tag})`
      await card.getByLabel('Job notes').fill(phoneNotes)
      await card.getByRole('button', { name: 'Save notes' }).click()
      await expect(savedOnPhone(foreman).first()).toBeVisible()
      await expect(foreman.getByText('Waiting to sync (1)')).toBeVisible()
      // The text stays as typed while it waits.
      await expect(card.getByLabel('Job notes')).toHaveValue(phoneNotes)

      // The office changes the same notes meanwhile.
      const current = await json<Row>(office, `/api/jobs/${job.id}`)
      const officeNotes = `Client asks to start at 10 (${tag})`
      await send(
        office,
        'patch',
        `/api/jobs/${job.id}`,
        { notes: officeNotes, version: current.version },
        200,
      )

      // Online: refused as a conflict, listed with both versions, never dropped.
      await phone.setOffline(false)
      const unsynced = foreman.getByRole('region', { name: 'Not synced' })
      await expect(unsynced).toBeVisible({ timeout: 30_000 })
      const item = unsynced.getByRole('listitem').filter({ hasText: `Notes of ${title}` })
      await expect(item).toContainText('Changed by the office meanwhile')
      await expect(item).toContainText(phoneNotes)
      await expect(item).toContainText(officeNotes)
      await item.scrollIntoViewIfNeeded()
      await foreman.screenshot({ path: test.info().outputPath('notes-conflict.png') })
      expect((await json<Row>(office, `/api/jobs/${job.id}`)).notes).toBe(officeNotes)

      // "Keep mine": the phone's notes on the office's version.
      await item.getByRole('button', { name: 'Keep mine' }).click()
      await expect(unsynced).toHaveCount(0, { timeout: 30_000 })
      await expect
        .poll(async () => (await json<Row>(office, `/api/jobs/${job.id}`)).notes)
        .toBe(phoneNotes)
    } finally {
      await phone.close()
    }
  })
})
