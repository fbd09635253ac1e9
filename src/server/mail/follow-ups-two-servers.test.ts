// Two servers on one PostgreSQL (issue #30 "Done when"): each with its own connection pool, its own
// follow-up scheduler and its own outbox worker. Their passes run at the same time over 40 due
// invoice reminders and 10 due estimate follow-ups; each is queued once, recorded once, written
// once on the record's History, and reaches the mail server once.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateSeed } from '../../domain/seed/seed'
import { randomId } from '../../domain/shared/ids'
import { mailSettingsOf } from '../app'
import type { Database } from '../db/client'
import type { SqlStore } from '../db/sql-store'
import { renderPdfWithPdfmake } from '../documents/pdfmake-renderer'
import { NOW } from '../testing/test-app'
import { OPEN_TIMEOUT_MS, reportPostgresSkips, TEST_POSTGRES_URL } from '../testing/test-databases'
import { startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server'
import { openTwoStores, testMailConfig, type TwoStores } from '../testing/two-stores'
import { startFollowUpScheduler } from './follow-up-scheduler'
import { startOutboxWorker } from './outbox-worker'
import { renderMail } from './render/render-mail'
import { createSmtpTransport } from './smtp-transport'

reportPostgresSkips()
const INVOICES = 40
const ESTIMATES = 10
const DAY = 86_400_000

describe.skipIf(!TEST_POSTGRES_URL)('follow-ups from two servers on one PostgreSQL', () => {
  let smtp: TestSmtpServer
  let two: TwoStores
  let databases: Database[] = []
  let stores: SqlStore[] = []
  let mail: ReturnType<typeof testMailConfig>
  const invoiceIds: string[] = []
  const estimateIds: string[] = []

  beforeAll(async () => {
    smtp = await startTestSmtpServer()
    mail = testMailConfig(smtp.server)
    two = await openTwoStores()
    ;({ databases, stores } = two)
    const seed = generateSeed(NOW)
    const store = stores[0]!
    await store.transaction((tx) => tx.replaceAll(seed))
    const db = databases[0]!.db
    await db.execute(sql`UPDATE invoices SET status = 'Paid'`)
    await db.execute(sql`UPDATE estimates SET status = 'Accepted'`)
    await db.execute(sql`UPDATE persons SET email = 'client@example.com'`)
    await store.transaction(async (tx) => {
      const invoice = seed.invoices[0]!
      for (let i = 0; i < INVOICES; i++) {
        const id = randomId()
        invoiceIds.push(id)
        await tx.insert('invoices', {
          ...invoice,
          id,
          number: `AUTO-${i}`,
          status: 'Unpaid',
          due_date: NOW - 10 * DAY,
        })
      }
      const estimate = seed.estimates[0]!
      for (let i = 0; i < ESTIMATES; i++) {
        const id = randomId()
        estimateIds.push(id)
        await tx.insert('estimates', { ...estimate, id, status: 'Sent', job_id: null })
        await tx.events!.add({
          collection: 'estimates',
          record_id: id,
          kind: 'status-changed',
          text: 'Status changed to Sent',
          field: 'status',
          data: { from: 'Open', to: 'Sent' },
          at: NOW - 5 * DAY,
        })
      }
    })
  }, OPEN_TIMEOUT_MS)
  afterAll(async () => {
    await two?.close()
    await smtp?.close()
  })

  it('queues, records and delivers each due follow-up once', async () => {
    const schedulers = stores.map((store) =>
      startFollowUpScheduler({
        store,
        deps: {
          mail: mailSettingsOf(mail),
          renderMail,
          renderPdf: renderPdfWithPdfmake,
          clock: () => NOW,
        },
        // Small pages: the two passes take their candidates in small steps, side by side.
        pageSize: 4,
        manual: true,
      }),
    )
    const results = await Promise.all(schedulers.map((s) => s.runPass()))
    expect(results.map((r) => r.failed)).toEqual([0, 0])
    // Both took part (else the test would not show that they share the work), and met.
    expect(results.every((r) => r.reminder + r['estimate-follow-up'] > 0)).toBe(true)
    const reminders = results[0]!.reminder + results[1]!.reminder
    const followUps = results[0]!['estimate-follow-up'] + results[1]!['estimate-follow-up']
    expect(reminders).toBe(INVOICES)
    expect(followUps).toBe(ESTIMATES)
    // Passes after it find nothing more to send.
    const again = await Promise.all(schedulers.map((s) => s.runPass()))
    expect(again.map((r) => r.reminder + r['estimate-follow-up'])).toEqual([0, 0])
    await Promise.all(schedulers.map((s) => s.stop()))

    const messages = (await stores[0]!.read((tx) => tx.outbox!.exportAll())).filter(
      (m) => m.kind === 'reminder' || m.kind === 'estimate-follow-up',
    )
    expect(messages).toHaveLength(INVOICES + ESTIMATES)
    expect(new Set(messages.map((m) => m.about?.id))).toEqual(
      new Set([...invoiceIds, ...estimateIds]),
    )
    const rows = (await databases[0]!.db.execute(
      sql`SELECT kind, count(*)::int AS n, count(DISTINCT record_id)::int AS records FROM follow_ups GROUP BY kind ORDER BY kind`,
    )) as unknown as { rows: { kind: string; n: number; records: number }[] }
    expect(rows.rows).toEqual([
      { kind: 'estimate-follow-up', n: ESTIMATES, records: ESTIMATES },
      { kind: 'reminder', n: INVOICES, records: INVOICES },
    ])
    const history = (await databases[1]!.db.execute(
      sql`SELECT record_id, count(*)::int AS n FROM record_events
        WHERE kind IN ('reminder-sent', 'follow-up-sent') GROUP BY record_id`,
    )) as unknown as { rows: { n: number }[] }
    expect(history.rows).toHaveLength(INVOICES + ESTIMATES)
    expect(history.rows.every((r) => r.n === 1)).toBe(true)

    const workers = stores.map((store) =>
      startOutboxWorker({
        store,
        transport: createSmtpTransport(smtp.url),
        mail,
        clock: () => NOW,
        batchSize: 5,
        manual: true,
      }),
    )
    await Promise.all(workers.map((w) => w.drain()))
    await Promise.all(workers.map((w) => w.stop()))
    const received = await smtp.waitFor(INVOICES + ESTIMATES)
    expect(received).toHaveLength(INVOICES + ESTIMATES)
    expect(new Set(received.map((m) => m.messageId)).size).toBe(INVOICES + ESTIMATES)
  }, 120_000)
})
