// Two app servers on one PostgreSQL (issue #30): each has its own connection pool and its own
// outbox worker, both claim at once, and each of 50 messages reaches the mail server exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enqueueMail } from '../../api/mail/enqueue-mail'
import type { ApiDeps } from '../../api/shared/deps'
import { randomId } from '../../domain/shared/ids'
import { mailSettingsOf } from '../app'
import type { SqlStore } from '../db/sql-store'
import { OPEN_TIMEOUT_MS, TEST_POSTGRES_URL } from '../testing/test-databases'
import { startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server'
import { openTwoStores, testMailConfig, type TwoStores } from '../testing/two-stores'
import { startOutboxWorker } from './outbox-worker'
import { createSmtpTransport } from './smtp-transport'

const MESSAGES = 50

describe.skipIf(!TEST_POSTGRES_URL)('two servers on one PostgreSQL', () => {
  let smtp: TestSmtpServer
  let two: TwoStores
  let stores: SqlStore[] = []
  let mail: ReturnType<typeof testMailConfig>

  beforeAll(async () => {
    smtp = await startTestSmtpServer()
    mail = testMailConfig(smtp.server)
    two = await openTwoStores()
    stores = two.stores
  }, OPEN_TIMEOUT_MS)
  afterAll(async () => {
    await two?.close()
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
