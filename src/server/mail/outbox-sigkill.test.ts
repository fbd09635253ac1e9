// SIGKILL during delivery loses nothing (issue #30, "Done when"): the real server, as a child
// process, hands an estimate's e-mail to a mail server that takes the data and never answers; the
// server is killed there, mid-delivery. Started again on the same database with a mail server that
// accepts, it delivers the message once its claim (OUTBOX_LEASE_SECONDS, short here) has run out:
// the outbox row ends sent, and exactly one message reached the accepting server.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jsonClient, type Json } from '../testing/http-json'
import {
  buildServerBundle,
  freePort,
  killHard,
  startServer,
  type ServerBundle,
  type ServerProcess,
} from '../testing/server-process'
import { createScratchPostgres, TEST_POSTGRES_URL } from '../testing/test-databases'
import { TEST_OWNER, TEST_OWNER_ENV } from '../testing/test-owner'
import { startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server'
import { waitFor } from '../testing/unreaped-process'

const LEASE_SECONDS = 3
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Backend = {
  name: string
  /** Where the servers keep their data (PGlite's DATA_DIR, or a scratch PostgreSQL). */
  open: (dataDir: string) => Promise<{ env: Record<string, string>; close: () => Promise<void> }>
}

const pglite: Backend = {
  name: 'PGlite',
  open: (dataDir) =>
    Promise.resolve({ env: { DATA_DIR: dataDir, DATABASE_URL: '' }, close: async () => {} }),
}

const postgres: Backend = {
  name: 'PostgreSQL',
  open: async (dataDir) => {
    const scratch = await createScratchPostgres(TEST_POSTGRES_URL as string)
    return { env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url }, close: scratch.drop }
  },
}

let bundle: ServerBundle | undefined
// One bundle of the server for both databases.
beforeAll(async () => {
  bundle = await buildServerBundle()
})
afterAll(() => bundle?.remove())

describe.each(TEST_POSTGRES_URL ? [pglite, postgres] : [pglite])(
  'SIGKILL during delivery on $name',
  (backend) => {
    let smtp: TestSmtpServer | undefined
    let server: ServerProcess | undefined
    let closeDatabase: (() => Promise<void>) | undefined
    const dataDir = mkdtempSync(join(tmpdir(), 'groundwork-mail-kill-'))

    beforeAll(async () => {
      smtp = await startTestSmtpServer({ mode: 'hang' })
    })

    afterAll(async () => {
      if (server) await killHard(server)
      await smtp?.close()
      await closeDatabase?.()
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('delivers the message once after a restart, and loses nothing', async () => {
      const database = await backend.open(dataDir)
      closeDatabase = database.close
      const env = {
        ...TEST_OWNER_ENV,
        // No sample data: its unpaid invoices would get automatic reminders at the start, and the
        // first e-mail the mail server holds must be the estimate's.
        SAMPLE_DATA: '0',
        ...database.env,
        SMTP_URL: smtp!.url,
        MAIL_FROM: 'Sunrise Landscaping <office@sunrise.example>',
        PUBLIC_URL: 'https://crm.example.com',
        OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
      }
      // A fresh port for each start: the killed server's may still be held by a closing connection.
      const start = async () =>
        startServer({ entry: bundle!.entry, port: await freePort(), env: { ...env } })
      server = await start()

      const client = jsonClient(server.url)
      await client.signIn(TEST_OWNER)
      const person = await client.send('POST', '/api/persons', {
        name: 'Maria Lopez',
        email: 'maria@example.com',
      })
      expect(person.status).toBe(201)
      const created = await client.send('POST', '/api/estimates', {
        client_person_id: (person.body as Json).id,
        line_items: [{ desc: 'Spring clean-up', qty: 1, price: 480 }],
      })
      expect(created.status).toBe(201)
      const estimate = created.body as { id: string }
      const sent = await client.send('POST', `/api/estimates/${estimate.id}/send`, {
        to: 'client@example.com',
      })
      expect(sent.status).toBe(200)
      expect(sent.body.message).toMatchObject({ status: 'queued' })
      const messageId = sent.body.message.id as string

      // The server has claimed the message and handed its data over; the mail server holds it.
      await waitFor(() => smtp!.attempts() === 1, 'the mail server to get the data', 20_000)
      const heldAt = Date.now()
      const during = await client.send('GET', '/api/outbox?limit=10')
      expect(during.body.items.find((m: { id: string }) => m.id === messageId)).toMatchObject({
        status: 'sending',
        attempts: 1,
      })
      client.close()
      await killHard(server)
      server = undefined
      expect(smtp!.received).toHaveLength(0)

      smtp!.mode = 'accept'
      // The claim was taken before the data arrived, so it has run out by then: the restarted
      // server's first look finds the message due (else it would wait for its next poll).
      await sleep(heldAt + LEASE_SECONDS * 1000 + 200 - Date.now())
      server = await start()
      const [received] = await smtp!.waitFor(1, 30_000)
      expect(received?.to).toMatchObject({ text: 'client@example.com' })
      expect(received?.messageId).toBe(`<${messageId}@crm.example.com>`)
      expect(received?.attachments[0]?.contentType).toBe('application/pdf')

      const after = jsonClient(server.url)
      await after.signIn(TEST_OWNER)
      await waitFor(
        async () => {
          const list = await after.send('GET', '/api/outbox?limit=10')
          return list.body.items.find((m: { id: string }) => m.id === messageId)?.status === 'sent'
        },
        'the outbox row to be recorded as sent',
        10_000,
      )
      const outbox = await after.send('GET', '/api/outbox?limit=10')
      const rows = outbox.body.items.filter((m: { kind: string }) => m.kind === 'estimate')
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ id: messageId, status: 'sent', attempts: 2 })
      const record = await after.send('GET', `/api/estimates/${estimate.id}`)
      expect(record.body.status).toBe('Sent')
      expect(smtp!.received).toHaveLength(1)
      expect(smtp!.attempts()).toBe(2)
      after.close()
    }, 180_000)
  },
)
