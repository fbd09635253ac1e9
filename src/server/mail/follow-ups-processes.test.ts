// Two real server processes on one PostgreSQL with a mail server (SMTP_URL): both start at once, and
// each runs its scheduler's first pass as it starts, over the same 30 due invoice reminders. Each
// reminder is queued once and reaches the mail server once (issue #30 "Done when"). Runs with
// TEST_DATABASE_URL (PostgreSQL) only.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_FOLLOW_UP_SETTINGS } from '../../domain/mail/follow-up-settings'
import { generateSeed } from '../../domain/seed/seed'
import { randomId } from '../../domain/shared/ids'
import { IN_MEMORY, openDatabase, type Database } from '../db/client'
import { createSqlStore } from '../db/sql-store'
import {
  buildServerBundle,
  freePort,
  startServer,
  stopServer,
  type ServerBundle,
  type ServerProcess,
} from '../testing/server-process'
import {
  createScratchPostgres,
  reportPostgresSkips,
  TEST_POSTGRES_URL,
} from '../testing/test-databases'
import { startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server'

reportPostgresSkips()
const INVOICES = 30
const DAY = 86_400_000
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.skipIf(!TEST_POSTGRES_URL)('follow-ups from two server processes', () => {
  let bundle: ServerBundle | undefined
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>> | undefined
  let smtp: TestSmtpServer | undefined
  let database: Database | undefined
  const servers: ServerProcess[] = []
  const dataDirs: string[] = []

  beforeAll(async () => {
    bundle = await buildServerBundle()
    smtp = await startTestSmtpServer()
    scratch = await createScratchPostgres(TEST_POSTGRES_URL as string)
    // The data before the servers start: 30 unpaid invoices 30 days past due, nothing else open.
    database = await openDatabase({ dataDir: IN_MEMORY, databaseUrl: scratch.url, poolSize: 2 })
    const store = createSqlStore(database.db, database.kind)
    const now = Date.now()
    const seed = generateSeed(now)
    await store.transaction(async (tx) => {
      await tx.replaceAll(seed)
      // Any hour of the day: the pass at start finds them due whatever the time is.
      await tx.followUps!.saveSettings({ ...DEFAULT_FOLLOW_UP_SETTINGS, send_hour: 0 })
    })
    await database.db.execute(sql`UPDATE invoices SET status = 'Paid'`)
    await database.db.execute(sql`UPDATE estimates SET status = 'Accepted'`)
    await database.db.execute(sql`UPDATE jobs SET status = 'Done'`)
    await database.db.execute(sql`UPDATE persons SET email = 'client@example.com'`)
    await store.transaction(async (tx) => {
      for (let i = 0; i < INVOICES; i++) {
        await tx.insert('invoices', {
          ...seed.invoices[0]!,
          id: randomId(),
          number: `AUTO-${i}`,
          status: 'Unpaid',
          due_date: now - 30 * DAY,
        })
      }
    })
  }, 240_000)

  afterAll(async () => {
    for (const server of servers) await stopServer(server)
    await database?.close()
    await scratch?.drop()
    await smtp?.close()
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
    bundle?.remove()
  })

  it('queues and delivers each due reminder once', async () => {
    const start = async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'groundwork-follow-ups-'))
      dataDirs.push(dataDir)
      return startServer({
        entry: bundle!.entry,
        port: await freePort(),
        env: {
          DATABASE_URL: scratch!.url,
          DATA_DIR: dataDir,
          SMTP_URL: smtp!.url,
          MAIL_FROM: 'office@sunrise.example',
          PUBLIC_URL: 'https://crm.example.com',
        },
      })
    }
    servers.push(...(await Promise.all([start(), start()])))
    const received = await smtp!.waitFor(INVOICES, 60_000)
    // Time for a second copy to show up, were there one.
    await pause(2000)
    expect(received).toHaveLength(INVOICES)
    expect(smtp!.received).toHaveLength(INVOICES)
    expect(new Set(smtp!.received.map((m) => m.subject)).size).toBe(INVOICES)
    const rows = (await database!.db.execute(
      sql`SELECT (SELECT count(*)::int FROM follow_ups) AS follow_ups,
        (SELECT count(*)::int FROM outbox_messages WHERE kind = 'reminder') AS messages,
        (SELECT count(*)::int FROM record_events WHERE kind = 'reminder-sent') AS history`,
    )) as unknown as { rows: { follow_ups: number; messages: number; history: number }[] }
    expect(rows.rows[0]).toEqual({ follow_ups: INVOICES, messages: INVOICES, history: INVOICES })
  }, 120_000)
})
