// Automatic follow-ups (issue #30 section 4) on PGlite and PostgreSQL, with a fixed clock in New
// York across the end of summer time (Nov 1, 2026): invoice reminders 1..3 on their days at 9:00
// and no more; none for Paid or Pending invoices, after payment, or for a client marked for none;
// one estimate follow-up; a visit reminder the day before at send_hour; the off switches; the
// History lines; and the settings routes' validation and roles.
import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import type { StoreTx } from '../../api/shared/store'
import {
  DEFAULT_FOLLOW_UP_SETTINGS,
  type FollowUpSettings,
} from '../../domain/mail/follow-up-settings'
import { mailSettingsOf } from '../app'
import type { MailConfig } from '../config'
import { renderPdfWithPdfmake } from '../documents/pdfmake-renderer'
import { NOW, useTestApp, type TestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'
import { startFollowUpScheduler, type PassResult } from './follow-up-scheduler'
import { renderMail } from './render/render-mail'

const NY = 'America/New_York'
const at = (iso: string) => Date.parse(iso)
const CLIENT_EMAIL = 'client@example.com'

const mail: Omit<MailConfig, 'smtpUrl'> = {
  server: '127.0.0.1:2525',
  from: '"Sunrise Landscaping" <office@sunrise.example>',
  replyTo: null,
  publicUrl: 'https://crm.example.com',
  publicUrlIsSet: true,
}

/** Every seeded record quiet (paid, accepted, done), the zone New York: a test adds its own. */
async function quietWorkspace(t: TestApp) {
  await t.database.db.execute(sql`UPDATE invoices SET status = 'Paid'`)
  await t.database.db.execute(sql`UPDATE estimates SET status = 'Accepted'`)
  await t.database.db.execute(sql`UPDATE jobs SET status = 'Done'`)
  await t.store.transaction(async (tx) =>
    tx.saveBranding({ ...(await tx.getBranding()), time_zone: NY }),
  )
}

async function change(t: TestApp, collection: string, id: string, fields: Record<string, unknown>) {
  await t.store.transaction(async (tx) => {
    const row = await tx.get(collection, id)
    await tx.update(collection, { ...row!, ...fields })
  })
}

async function saveSettings(t: TestApp, settings: Partial<FollowUpSettings>) {
  await t.store.transaction((tx) =>
    tx.followUps!.saveSettings({ ...DEFAULT_FOLLOW_UP_SETTINGS, ...settings }),
  )
}

const outboxOf = (t: TestApp) =>
  t.store.read(async (tx) => (await tx.outbox!.exportAll()).filter((m) => m.kind !== 'test'))

const historyOf = (tx: StoreTx, collection: 'invoices' | 'estimates' | 'jobs', id: string) =>
  tx.events!.listOf(collection, id, { limit: 50, cursor: null, onlyFields: null })

const sentCount = (r: PassResult) => r.reminder + r['estimate-follow-up'] + r['visit-reminder']

describe.each(testBackends())('automatic follow-ups on $name', (backend) => {
  let now = NOW
  const t = useTestApp(backend, { mail })
  // The settings outlive a reset of the records (as the templates do): each test starts at the defaults.
  beforeEach(() => saveSettings(t, {}))
  const scheduler = () =>
    startFollowUpScheduler({
      store: t.store,
      deps: {
        mail: mailSettingsOf(mail),
        renderMail,
        renderPdf: renderPdfWithPdfmake,
        clock: () => now,
      },
      manual: true,
      onError: (error) => {
        throw error
      },
    })
  const passAt = async (iso: string) => {
    now = at(iso)
    const s = scheduler()
    const result = await s.runPass()
    await s.stop()
    expect(result.failed).toBe(0)
    return result
  }

  /** A seeded invoice, Unpaid, due Nov 20 2026 at noon in New York, its client with an address. */
  async function unpaidInvoice(index = 0, status = 'Unpaid') {
    await quietWorkspace(t)
    const invoice = t.seed.invoices[index]!
    await change(t, 'invoices', invoice.id, { status, due_date: at('2026-11-20T17:00:00Z') })
    await change(t, 'persons', invoice.client_person_id, { email: CLIENT_EMAIL })
    return invoice
  }

  it('sends reminders 1, 2 and 3 on their days at 9:00 New York time, then no more', async () => {
    const invoice = await unpaidInvoice()
    // Nov 23 (3 days after the due date), 8:59 EST: not yet.
    expect(sentCount(await passAt('2026-11-23T13:59:00Z'))).toBe(0)
    expect((await passAt('2026-11-23T14:00:00Z')).reminder).toBe(1)
    expect((await passAt('2026-11-23T18:00:00Z')).reminder).toBe(0)
    // 7 days after the first was sent, at 9:00 again.
    expect((await passAt('2026-11-30T13:59:00Z')).reminder).toBe(0)
    expect((await passAt('2026-11-30T14:00:00Z')).reminder).toBe(1)
    expect((await passAt('2026-12-07T14:30:00Z')).reminder).toBe(1)
    expect((await passAt('2026-12-14T14:30:00Z')).reminder).toBe(0)
    expect((await passAt('2027-01-30T14:30:00Z')).reminder).toBe(0)

    const messages = await outboxOf(t)
    expect(messages).toHaveLength(3)
    for (const m of messages) {
      expect(m).toMatchObject({ kind: 'reminder', to: CLIENT_EMAIL, status: 'queued' })
      expect(m.about).toEqual({ collection: 'invoices', id: invoice.id })
      expect(m.created_by).toBeNull()
      expect(m.attachments.map((a) => a.content_type)).toEqual(['application/pdf'])
      // Each carries a hub link of its own on PUBLIC_URL (issue #31), kept out of backups.
      expect(m.text).toMatch(/https:\/\/crm\.example\.com\/hub\/[a-z2-7]{32}/)
      expect(m.secret).toBe(true)
    }
    expect(messages.map((m) => m.dedupe_key).sort()).toEqual(
      [1, 2, 3].map((n) => `auto:reminder:${invoice.id}:${n}`),
    )
    const history = await t.store.read((tx) => historyOf(tx, 'invoices', invoice.id))
    const lines = history.items.filter((e) => e.kind === 'reminder-sent')
    expect(lines.map((e) => e.text)).toEqual([
      'Reminder 3 of 3 sent Dec 7',
      'Reminder 2 of 3 sent Nov 30',
      'Reminder 1 of 3 sent Nov 23',
    ])
    expect(lines.every((e) => e.actor_id === null)).toBe(true)
  })

  it('sends none for Paid or Pending invoices, and stops once an invoice is paid', async () => {
    await unpaidInvoice(0, 'Paid')
    const pending = t.seed.invoices[1]!
    await change(t, 'invoices', pending.id, {
      status: 'Pending',
      due_date: at('2026-11-20T17:00:00Z'),
    })
    expect(sentCount(await passAt('2026-11-25T15:00:00Z'))).toBe(0)

    const invoice = t.seed.invoices[2]!
    await change(t, 'invoices', invoice.id, {
      status: 'Overdue',
      due_date: at('2026-11-20T17:00:00Z'),
    })
    await change(t, 'persons', invoice.client_person_id, { email: CLIENT_EMAIL })
    expect((await passAt('2026-11-25T15:00:00Z')).reminder).toBe(1)
    await change(t, 'invoices', invoice.id, { status: 'Paid' })
    expect((await passAt('2026-12-10T15:00:00Z')).reminder).toBe(0)
    expect(await outboxOf(t)).toHaveLength(1)
  })

  it('sends nothing to a client marked for no automatic e-mail, or without an address', async () => {
    const invoice = await unpaidInvoice()
    const marked = await t.call({
      method: 'PUT',
      url: `/api/persons/${invoice.client_person_id}/mail-settings`,
      payload: { no_automatic_reminders: true },
    })
    expect(marked.status, JSON.stringify(marked.body)).toBe(200)
    expect(sentCount(await passAt('2026-11-25T15:00:00Z'))).toBe(0)
    await t.call({
      method: 'PUT',
      url: `/api/persons/${invoice.client_person_id}/mail-settings`,
      payload: { no_automatic_reminders: false },
    })
    await change(t, 'persons', invoice.client_person_id, { email: '' })
    expect(sentCount(await passAt('2026-11-25T15:00:00Z'))).toBe(0)
    await change(t, 'persons', invoice.client_person_id, { email: CLIENT_EMAIL })
    expect((await passAt('2026-11-25T15:00:00Z')).reminder).toBe(1)
  })

  it('follows up a Sent estimate once, 3 days after it was sent, while it is still Sent', async () => {
    await quietWorkspace(t)
    const [estimate, accepted] = t.seed.estimates
    for (const e of [estimate!, accepted!]) {
      await change(t, 'estimates', e.id, { status: 'Sent' })
      await change(t, 'persons', e.client_person_id, { email: CLIENT_EMAIL })
      await t.store.transaction((tx) =>
        tx.events!.add({
          collection: 'estimates',
          record_id: e.id,
          kind: 'status-changed',
          text: 'Status changed to Sent',
          field: 'status',
          data: { from: 'Open', to: 'Sent' },
          at: at('2026-12-01T20:00:00Z'),
        }),
      )
    }
    await change(t, 'estimates', accepted!.id, { status: 'Accepted' })
    expect(sentCount(await passAt('2026-12-04T13:59:00Z'))).toBe(0)
    expect((await passAt('2026-12-04T14:00:00Z'))['estimate-follow-up']).toBe(1)
    expect(sentCount(await passAt('2026-12-20T14:00:00Z'))).toBe(0)
    const messages = await outboxOf(t)
    expect(messages.map((m) => [m.kind, m.about?.id])).toEqual([
      ['estimate-follow-up', estimate!.id],
    ])
    expect(messages[0]!.attachments).toHaveLength(1)
    const history = await t.store.read((tx) => historyOf(tx, 'estimates', estimate!.id))
    expect(history.items[0]).toMatchObject({ kind: 'follow-up-sent', text: 'Follow-up sent Dec 4' })
  })

  it('reminds of a visit the day before at send_hour, once per date, only when turned on', async () => {
    await quietWorkspace(t)
    const job = t.seed.jobs[0]!
    await change(t, 'jobs', job.id, { status: 'Scheduled', date: at('2026-12-08T15:00:00Z') })
    await change(t, 'persons', job.client_person_id, { email: CLIENT_EMAIL })
    await saveSettings(t, { invoice_reminders_enabled: false, estimate_follow_up_enabled: false })
    expect(sentCount(await passAt('2026-12-07T22:30:00Z'))).toBe(0)

    await saveSettings(t, { visit_reminders_enabled: true, send_hour: 17 })
    // Dec 7, 16:59 EST: not yet; 17:00: due.
    expect(sentCount(await passAt('2026-12-07T21:59:00Z'))).toBe(0)
    expect((await passAt('2026-12-07T22:00:00Z'))['visit-reminder']).toBe(1)
    expect((await passAt('2026-12-07T23:00:00Z'))['visit-reminder']).toBe(0)
    // On the day itself: none (it went the day before).
    expect((await passAt('2026-12-08T13:00:00Z'))['visit-reminder']).toBe(0)
    // Moved to Dec 10: a reminder for the new date.
    await change(t, 'jobs', job.id, { date: at('2026-12-10T15:00:00Z') })
    expect((await passAt('2026-12-09T22:05:00Z'))['visit-reminder']).toBe(1)

    const messages = await outboxOf(t)
    expect(messages.map((m) => m.kind)).toEqual(['visit-reminder', 'visit-reminder'])
    expect(messages[0]!.subject).toBe('Visit on Tuesday, Dec 8 at 10:00 AM')
    expect(messages[0]!.attachments).toEqual([])
    expect(messages[0]!.html).toMatch(/https:\/\/crm\.example\.com\/hub\/[a-z2-7]{32}/)
    const history = await t.store.read((tx) => historyOf(tx, 'jobs', job.id))
    expect(
      history.items.filter((e) => e.kind === 'visit-reminder-sent').map((e) => e.text),
    ).toEqual(['Visit reminder sent Dec 9', 'Visit reminder sent Dec 7'])
  })

  it('sends nothing while no sender address is set up (it would never go out)', async () => {
    await unpaidInvoice()
    await t.store.transaction(async (tx) =>
      tx.saveBranding({ ...(await tx.getBranding()), business_email: '' }),
    )
    now = at('2026-11-25T15:00:00Z')
    const s = startFollowUpScheduler({
      store: t.store,
      deps: {
        mail: mailSettingsOf({ ...mail, from: null }),
        renderMail,
        renderPdf: renderPdfWithPdfmake,
        clock: () => now,
      },
      manual: true,
    })
    expect(sentCount(await s.runPass())).toBe(0)
    await s.stop()
    expect(await outboxOf(t)).toEqual([])
    // With the business e-mail set, the sender is the business: the reminder goes.
    await t.store.transaction(async (tx) =>
      tx.saveBranding({ ...(await tx.getBranding()), business_email: 'office@sunrise.example' }),
    )
    const again = startFollowUpScheduler({
      store: t.store,
      deps: {
        mail: mailSettingsOf({ ...mail, from: null }),
        renderMail,
        renderPdf: renderPdfWithPdfmake,
        clock: () => now,
      },
      manual: true,
    })
    expect((await again.runPass()).reminder).toBe(1)
    await again.stop()
  })

  it('sends nothing with every kind turned off', async () => {
    await unpaidInvoice()
    await saveSettings(t, {
      invoice_reminders_enabled: false,
      estimate_follow_up_enabled: false,
      visit_reminders_enabled: false,
    })
    expect(sentCount(await passAt('2026-12-01T15:00:00Z'))).toBe(0)
    expect(await outboxOf(t)).toEqual([])
  })

  it('settings routes: read by the Office, changed by the Owner, bad input refused by field', async () => {
    const read = await t.call({ method: 'GET', url: '/api/settings/follow-ups' })
    expect(read.status).toBe(200)
    expect(read.body).toEqual(DEFAULT_FOLLOW_UP_SETTINGS)

    const bad = await t.call({
      method: 'PUT',
      url: '/api/settings/follow-ups',
      payload: { ...DEFAULT_FOLLOW_UP_SETTINGS, send_hour: 24, reminder_first_days: 0 },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error.code).toBe('VALIDATION')
    expect(bad.body.error.fields).toMatchObject({
      send_hour: 'The hour must be a whole number from 0 to 23',
      reminder_first_days: 'The first reminder must be at least 1 day',
    })
    const partial = await t.call({
      method: 'PUT',
      url: '/api/settings/follow-ups',
      payload: { send_hour: 8 },
    })
    expect(partial.status).toBe(400)

    const changed = {
      ...DEFAULT_FOLLOW_UP_SETTINGS,
      reminder_max: 5,
      visit_reminders_enabled: true,
    }
    const put = await t.call({ method: 'PUT', url: '/api/settings/follow-ups', payload: changed })
    expect(put.status).toBe(200)
    expect((await t.call({ method: 'GET', url: '/api/settings/follow-ups' })).body).toEqual(changed)

    const office = await t.signInAs('Office')
    expect(
      (await t.call({ method: 'GET', url: '/api/settings/follow-ups', cookies: office })).status,
    ).toBe(200)
    const officePut = await t.call({
      method: 'PUT',
      url: '/api/settings/follow-ups',
      payload: changed,
      cookies: office,
    })
    expect(officePut.status).toBe(403)
    const crew = await t.signInAs('Crew')
    expect(
      (await t.call({ method: 'GET', url: '/api/settings/follow-ups', cookies: crew })).status,
    ).toBe(403)
  })

  it("a client's mail settings: read and changed with billing's roles, 404 and 400 as they should", async () => {
    const person = t.seed.persons[0]!
    const url = `/api/persons/${person.id}/mail-settings`
    expect((await t.call({ method: 'GET', url })).body).toEqual({
      no_automatic_reminders: false,
      no_texts: false,
    })
    const office = await t.signInAs('Office')
    const put = await t.call({
      method: 'PUT',
      url,
      payload: { no_automatic_reminders: true },
      cookies: office,
    })
    expect(put.status).toBe(200)
    // "No texts" (issue #32) is kept when a change leaves it out.
    expect((await t.call({ method: 'GET', url })).body).toEqual({
      no_automatic_reminders: true,
      no_texts: false,
    })
    const bad = await t.call({ method: 'PUT', url, payload: { no_automatic_reminders: 'yes' } })
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toHaveProperty('no_automatic_reminders')
    const missing = await t.call({
      method: 'GET',
      url: '/api/persons/00000000-0000-4000-8000-000000000000/mail-settings',
    })
    expect(missing.status).toBe(404)
    const estimator = await t.signInAs('Estimator')
    expect((await t.call({ method: 'GET', url, cookies: estimator })).status).toBe(403)
  })
})
