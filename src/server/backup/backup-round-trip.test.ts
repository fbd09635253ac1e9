// Issue #21: a backup made by GET /api/backup and restored into a new, empty database (PGlite,
// PostgreSQL, and from PGlite into PostgreSQL) gives back every record, password hash, audit entry
// and stored file's bytes; the download is read in one snapshot.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DEFAULT_FOLLOW_UP_SETTINGS } from '../../domain/mail/follow-up-settings'
import { randomId } from '../../domain/shared/ids'
import { enqueueText } from '../../api/mail/enqueue-text'
import { MEDIA_FILES_PREFIX } from '../media/file-blob-store'
import {
  databaseTables,
  everything,
  filesIn,
  openBackupTarget,
  storedCounts,
  streamOf,
  unpackArchive,
} from '../testing/backup-fixtures'
import { useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

const mediaDir = mkdtempSync(join(tmpdir(), 'groundwork-backup-source-'))
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }))

const png = (fill: number) =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(200, fill),
  ])
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`

const backends = testBackends()
const targets = [
  ...backends.map((b) => ({ from: b, to: b })),
  ...(backends.length > 1 ? [{ from: backends[0]!, to: backends[1]! }] : []),
]

describe.each(targets)('backup and restore from $from.name into $to.name', ({ from, to }) => {
  const t = useTestApp(from, { mediaDir })

  it('restores every record, account, audit entry and file as it was', async () => {
    const uploads: { url: string; thumb_url: string }[] = []
    for (const fill of [1, 2]) {
      const res = await t.call({
        method: 'POST',
        url: '/api/media',
        payload: { data_url: dataUrl(png(fill)), thumb_data_url: dataUrl(png(fill + 10)) },
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      uploads.push(res.body)
    }
    await t.store.transaction(async (tx) => {
      const owner = (await tx.findAll('users', { op: 'and', conditions: [] }))[0]!
      await tx.auth?.setPasswordHash(owner.id, 'scrypt$32768$8$1$c2FsdA$aGFzaA', 1)
    })
    // An audited change: the log has something to carry; a change by a user: a stamp to carry.
    const note = t.seed.notes[0]!
    expect((await t.call({ method: 'DELETE', url: `/api/notes/${note.id}` })).status).toBe(204)
    const job = t.seed.jobs[0]!
    const changed = await t.call({
      method: 'PATCH',
      url: `/api/jobs/${job.id}`,
      payload: { notes: 'Back gate', version: job.version },
    })
    expect(changed.status).toBe(200)
    // An edited e-mail template (issue #30): the backup carries it.
    const edited = await t.call({
      method: 'PATCH',
      url: '/api/mail-templates/reminder',
      payload: { subject: 'Invoice {invoice_number} is due', message: 'Hi {client_name}' },
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    // The outbox's history travels too (mail/outbox-backup.test.ts: what it leaves out).
    const mail = {
      method: 'POST',
      url: '/api/mail/test',
      payload: { to: 'ann@example.com' },
    } as const
    expect((await t.call(mail)).status).toBe(201)
    // A History to carry (a status change and a payment), and a user's notification choice.
    const invoice = t.seed.invoices.find((i) => i.status === 'Unpaid')!
    expect(
      (await t.call({ method: 'POST', url: `/api/invoices/${invoice.id}/mark-paid` })).status,
    ).toBe(200)
    const prefs = await t.call({
      method: 'PUT',
      url: '/api/account/notification-preferences',
      payload: { items: [{ kind: 'hub-action', in_app: false, email: true }] },
    })
    expect(prefs.status).toBe(200)
    // The automatic follow-ups' settings, a client's "no automatic reminders" and a sent one.
    const followUpSettings = await t.call({
      method: 'PUT',
      url: '/api/settings/follow-ups',
      payload: { ...DEFAULT_FOLLOW_UP_SETTINGS, reminder_max: 5, send_hour: 8 },
    })
    expect(followUpSettings.status, JSON.stringify(followUpSettings.body)).toBe(200)
    const optOut = await t.call({
      method: 'PUT',
      url: `/api/persons/${invoice.client_person_id}/mail-settings`,
      payload: { no_automatic_reminders: true },
    })
    expect(optOut.status).toBe(200)
    // The client hub's settings (issue #31): the public request form turned off.
    const clientHub = await t.call({
      method: 'PUT',
      url: '/api/settings/client-hub',
      payload: { request_form_enabled: false },
    })
    expect(clientHub.status, JSON.stringify(clientHub.body)).toBe(200)
    await t.store.transaction(async (tx) => {
      const sent = { kind: 'reminder' as const, record_id: invoice.id, due_key: '1', seq: 1 }
      await tx.followUps?.record({ id: randomId(), ...sent, sent_at: 1, outbox_id: null })
    })
    // A client's hub revoke (issue #31): it must survive a restore; hub links and sessions do not.
    const revoke = await t.call({
      method: 'POST',
      url: `/api/persons/${invoice.client_person_id}/hub-revoke`,
    })
    expect(revoke.status).toBe(200)
    // What Stripe's webhook recorded (decision 046): a payment's key, and the webhook's last call.
    await t.store.transaction(async (tx) => {
      await tx.providerPayments?.claim({
        id: randomId(),
        provider: 'stripe',
        provider_payment_id: 'pi_test_backup',
        payment_intent_id: 'pi_test_backup',
        payment_id: null,
        invoice_id: invoice.id,
        kind: 'payment',
        amount: 12.5,
        event_id: 'evt_test_backup',
        created_at: 2,
      })
      await tx.providerPayments?.noteWebhook({
        provider: 'stripe',
        last_received_at: 3,
        last_event_type: 'checkout.session.completed',
      })
    })
    // A client's change request to an estimate in the hub (issue #31 section 2).
    const estimate = t.seed.estimates[0]!
    await t.store.transaction(async (tx) => {
      await tx.estimateResponses?.add({
        id: randomId(),
        estimate_id: estimate.id,
        person_id: estimate.client_person_id,
        kind: 'changes',
        name: null,
        message: 'Less mulch, please',
        estimate_version: estimate.version,
        at: 4,
        ip: '203.0.113.5',
        user_agent: 'Mozilla/5.0 (iPhone) Safari/604.1',
      })
    })
    // A visit the client confirmed in the hub.
    const visit = t.seed.jobs[0]!
    await t.store.transaction(async (tx) => {
      await tx.hub?.confirmVisit({
        job_id: visit.id,
        person_id: visit.client_person_id,
        confirmed_at: 4,
        job_date: visit.date,
      })
    })
    // A Start with its location stamp, and a text in the outbox (issue #32): both travel.
    await t.store.transaction(async (tx) => {
      await tx.jobActivity?.add({
        id: randomId(),
        job_id: visit.id,
        kind: 'start',
        at: 5,
        user_id: null,
        employee_id: null,
        reason: null,
        note: null,
        location: { lat: 30.2672, lng: -97.7431, accuracy: 12 },
      })
      await enqueueText(
        tx,
        { clock: () => 6, sms: null },
        {
          kind: 'on-my-way',
          to: '+15551230000',
          body: 'The crew is on the way.',
          about: { collection: 'jobs', id: visit.id },
        },
      )
    })
    // An employee's clock entries with a location stamp, and their week approved (issue #32).
    const clockedIn = await t.call({
      method: 'POST',
      url: '/api/time/clock-in',
      payload: {
        employee_ids: [t.seed.employees[0]!.id],
        location: { lat: 1, lng: 2, accuracy: 3 },
      },
    })
    expect(clockedIn.status, JSON.stringify(clockedIn.body)).toBe(200)
    const approved = await t.call({
      method: 'POST',
      url: `/api/timesheets/${t.seed.employees[1]!.id}/2026-01-11/approve`,
    })
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    const before = await everything(t.store)
    expect(before.time?.entries).toHaveLength(1)
    expect(before.time?.timesheets).toHaveLength(1)
    expect(before.job_activity?.[0]?.location).toEqual({
      lat: 30.2672,
      lng: -97.7431,
      accuracy: 12,
    })
    expect(before.outbox?.find((m) => m.kind === 'on-my-way')?.channel).toBe('sms')
    expect(before.estimate_responses).toHaveLength(1)
    expect(before.visit_confirmations).toHaveLength(1)
    expect(before.hub_access).toEqual([
      { person_id: invoice.client_person_id, revoked_at: expect.any(Number), last_visit_at: null },
    ])
    expect(before.provider_payments?.payments).toHaveLength(1)
    expect(before.provider_payments?.webhooks).toHaveLength(1)
    expect(before.follow_ups?.sent).toHaveLength(1)
    expect(before.follow_ups?.clients).toHaveLength(1)
    expect(before.record_events).toHaveLength(2)
    expect(before.notification_preferences).toHaveLength(1)
    expect(before.client_hub).toEqual({ request_form_enabled: false })
    const tablesBefore = await databaseTables(t.database.db)
    expect(Object.keys(tablesBefore)).toEqual(
      expect.arrayContaining([
        'persons',
        'users',
        'audit_log',
        'record_stamps',
        'record_events',
        'notification_preferences',
        'follow_up_settings',
        'client_mail_settings',
        'follow_ups',
        'hub_access',
        'visit_confirmations',
        'provider_payments',
        'provider_webhooks',
        'client_hub_settings',
        'estimate_responses',
        'job_activity',
        'time_entries',
        'timesheets',
        'plan',
      ]),
    )
    // The test e-mail, and the office's notice of the payment the mark-paid recorded.
    const kinds = (tablesBefore.outbox_messages ?? []).map((row) => JSON.parse(String(row)).kind)
    expect(kinds.sort()).toEqual(['office-notice', 'on-my-way', 'test'])

    const res = await t.call({ method: 'GET', url: '/api/backup' })
    expect(res.status, res.response.body.slice(0, 300)).toBe(200)
    expect(res.response.headers['content-type']).toBe('application/gzip')
    expect(res.response.headers['content-disposition']).toMatch(
      /^attachment; filename="groundwork-backup-\d{4}-\d\d-\d\d-\d{4}\.tar\.gz"$/,
    )
    const archive = res.response.rawPayload
    const names = (await unpackArchive(archive)).map((e) => e.name)
    expect(names.slice(0, 2)).toEqual(['groundwork-backup.json', 'data.json'])
    expect(names.slice(2).sort()).toEqual(
      uploads
        .flatMap((u) => [u.url, u.thumb_url])
        .map((u) => `media/${u.slice(MEDIA_FILES_PREFIX.length)}`)
        .sort(),
    )

    const target = await openBackupTarget(to)
    try {
      const summary = await target.service.restore(streamOf(archive), 'empty-database')
      expect(summary.files).toBe(4)
      const after = await everything(target.store)
      expect(after).toEqual(before)
      // The database's own tables, not only what the export code reads: a table the backup
      // forgets (and the export with it) shows here.
      const tablesAfter = await databaseTables(target.database.db)
      expect(Object.keys(tablesAfter)).toEqual(Object.keys(tablesBefore))
      for (const [table, rows] of Object.entries(tablesBefore))
        expect(tablesAfter[table], `table ${table}`).toEqual(rows)
      expect(after.audit_log?.some((e) => e.kind === 'delete')).toBe(true)
      expect(after.credentials).toHaveLength(1)
      expect(after.mail_templates).toEqual([
        expect.objectContaining({ kind: 'reminder', subject: 'Invoice {invoice_number} is due' }),
      ])
      expect(after.record_stamps).toContainEqual(
        expect.objectContaining({ collection: 'jobs', record_id: job.id }),
      )
      for (const upload of uploads) {
        for (const url of [upload.url, upload.thumb_url]) {
          const name = url.slice(MEDIA_FILES_PREFIX.length)
          expect(readFileSync(join(target.mediaDir, name))).toEqual(
            readFileSync(join(mediaDir, name)),
          )
        }
      }
      expect(filesIn(target.tempDir)).toEqual([])

      // The restored database backs up again, to the same data.
      const again = await target.service.create()
      const data = (await unpackArchive(readFileSync(again.path)))[1]!.body
      await again.dispose()
      const original = (await unpackArchive(archive))[1]!.body
      const { exported_at: _a, ...restored } = JSON.parse(data.toString()) as Record<
        string,
        unknown
      >
      const { exported_at: _b, ...made } = JSON.parse(original.toString()) as Record<
        string,
        unknown
      >
      expect(restored).toEqual(made)
    } finally {
      await target.close()
    }
  }, 120_000)

  it('refuses a non-empty database unless told to replace it', async () => {
    const before = await everything(t.store)
    const tablesBefore = await databaseTables(t.database.db)
    expect(Object.keys(tablesBefore)).toEqual(
      expect.arrayContaining(['persons', 'users', 'audit_log', 'record_stamps', 'plan']),
    )
    const archive = (await t.call({ method: 'GET', url: '/api/backup' })).response.rawPayload
    const target = await openBackupTarget(to)
    try {
      await target.service.restore(streamOf(archive), 'empty-database')
      const counts = await storedCounts(target.store)
      await expect(target.service.restore(streamOf(archive), 'empty-database')).rejects.toThrow(
        /The database is not empty \(20 persons.*add --replace/,
      )
      expect(await storedCounts(target.store)).toEqual(counts)
      await target.service.restore(streamOf(archive), 'replace')
      expect(await everything(target.store)).toEqual(before)
    } finally {
      await target.close()
    }
  }, 120_000)

  it('answers the audit log with who downloaded a backup', async () => {
    await t.call({ method: 'GET', url: '/api/backup' })
    const log = await t.call({ method: 'GET', url: '/api/audit-log?kind=backup' })
    expect(log.body.items[0]).toMatchObject({ kind: 'backup', summary: 'Downloaded a backup' })
  })

  it('names a stored file that has gone missing instead of failing without a reason', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/media',
      payload: { data_url: dataUrl(png(9)) },
    })
    expect(res.status).toBe(201)
    rmSync(join(mediaDir, res.body.url.slice(MEDIA_FILES_PREFIX.length)))
    const backup = await t.call({ method: 'GET', url: '/api/backup' })
    expect(backup.status).toBe(409)
    expect(backup.body.error.message).toBe(
      `The file ${res.body.url} that a media record names is missing from the media folder: put it back or delete that media record, then back up again`,
    )
  })
})
