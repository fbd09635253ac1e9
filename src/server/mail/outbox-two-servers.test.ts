// Two app servers on one PostgreSQL (issue #30): each has its own connection pool and its own
// outbox worker, both claim at once, and each of 50 messages reaches the mail server exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enqueueMail } from '../../api/mail/enqueue-mail'
import type { ApiDeps } from '../../api/shared/deps'
import { randomId } from '../../domain/shared/ids'
import { mailSettingsOf } from '../app'
import { IN_MEMORY, openDatabase, type Database } from '../db/client'
import { createSqlStore, type SqlStore } from '../db/sql-store'
import {
  createScratchPostgres,
  OPEN_TIMEOUT_MS,
  TEST_POSTGRES_URL,
} from '../testing/test-databases'
import { startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server'
import { startOutboxWorker } from './outbox-worker'
import { createSmtpTransport } from './smtp-transport'

const MESSAGES = 50

describe.skipIf(!TEST_POSTGRES_URL)('two servers on one PostgreSQL', () => {
  let smtp: TestSmtpServer
  let drop: () => Promise<void>
  const databases: Database[] = []
  const stores: SqlStore[] = []
  const mail = {
    server: '',
    from: 'office@sunrise.example',
    replyTo: null,
    publicUrl: 'https://crm.example.com',
    publicUrlIsSet: true,
  }

  beforeAll(async () => {
    smtp = await startTestSmtpServer()
    mail.server = smtp.server
    const scratch = await createScratchPostgres(TEST_POSTGRES_URL as string)
    drop = scratch.drop
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({
        dataDir: IN_MEMORY,
        databaseUrl: scratch.url,
        poolSize: 5,
      })
      databases.push(database)
      stores.push(createSqlStore(database.db, database.kind))
    }
  }, OPEN_TIMEOUT_MS)
  afterAll(async () => {
    for (const database of databases) await database.close()
    await drop?.()
    await smtp?.close()
  })

  it('delivers each of 50 messages once in total', async () => {
    const deps = {
      mail: mailSettingsOf(mail),
      clock: () => Date.now(),
      newId: randomId,
    } as unknown as ApiDeps
    const ids: string[] = []
    for (let i = 0; i < MESSAGES; i++) {
      // Half enqueued through each server.
      const store = stores[i % 2] as SqlStore
      const message = await store.transaction((tx) =>
        enqueueMail(tx, deps, {
          kind: 'reminder',
          to: `client${i}@example.com`,
          subject: `Reminder ${i}`,
          html: `<p>${i}</p>`,
          text: `${i}`,
        }),
      )
      ids.push(message.id)
    }
    // Small batches, so the two workers interleave their claims rather than one taking all.
    const workers = stores.map((store) =>
      startOutboxWorker({
        store,
        transport: createSmtpTransport(smtp.url),
        mail,
        clock: () => Date.now(),
        batchSize: 3,
        manual: true,
      }),
    )
    const handled = await Promise.all(workers.map((w) => w.drain()))
    await Promise.all(workers.map((w) => w.stop()))
    expect(handled[0]! + handled[1]!).toBe(MESSAGES)
    // Both took part (else the test would not show that they share the work).
    expect(handled.every((n) => n > 0)).toBe(true)
    const received = await smtp.waitFor(MESSAGES)
    expect(received).toHaveLength(MESSAGES)
    const messageIds = received.map((m) => m.messageId)
    expect(new Set(messageIds).size).toBe(MESSAGES)
    expect(new Set(messageIds)).toEqual(new Set(ids.map((id) => `<${id}@crm.example.com>`)))
    const statuses = await stores[0]!.read(async (tx) =>
      Promise.all(ids.map(async (id) => (await tx.outbox?.get(id))?.status)),
    )
    expect(statuses.every((s) => s === 'sent')).toBe(true)
  }, 60_000)
})
