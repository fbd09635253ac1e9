// `npm run bench:mail`: 1,000 queued messages (each with a 50 KB PDF-sized attachment) delivered by
// the outbox worker to an SMTP server on 127.0.0.1 (smtp-server, as in the tests), on PGlite, and on
// PostgreSQL too with BENCH_DATABASE_URL. Prints messages per second and the peak RSS: figures to
// read, not a timed test.
import { parseArgs } from 'node:util'
import { enqueueMail } from '../src/api/mail/enqueue-mail'
import type { ApiDeps } from '../src/api/shared/deps'
import { randomId } from '../src/domain/shared/ids'
import { mailSettingsOf } from '../src/server/app'
import { IN_MEMORY, openDatabase } from '../src/server/db/client'
import { createSqlStore } from '../src/server/db/sql-store'
import { startOutboxWorker } from '../src/server/mail/outbox-worker'
import { createSmtpTransport } from '../src/server/mail/smtp-transport'
import { startTestSmtpServer } from '../src/server/testing/test-smtp-server'

const { values } = parseArgs({ options: { messages: { type: 'string', default: '1000' } } })
const COUNT = Number(values.messages)
const ATTACHMENT = new Uint8Array(50 * 1024).fill(37)

let peakRss = 0
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20)

async function run(kind: 'pglite' | 'postgres', databaseUrl?: string) {
  const smtp = await startTestSmtpServer()
  const database = await openDatabase({ dataDir: IN_MEMORY, databaseUrl })
  const store = createSqlStore(database.db, database.kind)
  const mail = {
    server: smtp.server,
    from: 'office@bench.example',
    replyTo: null,
    publicUrl: 'https://crm.bench.example',
    publicUrlIsSet: true,
  }
  const deps = {
    mail: mailSettingsOf(mail),
    clock: Date.now,
    newId: randomId,
  } as unknown as ApiDeps
  for (let i = 0; i < COUNT; i += 100) {
    await store.transaction(async (tx) => {
      for (let j = i; j < Math.min(i + 100, COUNT); j++) {
        await enqueueMail(tx, deps, {
          kind: 'invoice',
          to: `client${j}@bench.example`,
          subject: `Invoice ${j}`,
          html: `<p>Invoice ${j} is attached.</p>`,
          text: `Invoice ${j} is attached.`,
          attachments: [
            { filename: `INV-${j}.pdf`, content_type: 'application/pdf', content: ATTACHMENT },
          ],
        })
      }
    })
  }
  peakRss = process.memoryUsage().rss
  const worker = startOutboxWorker({
    store,
    transport: createSmtpTransport(smtp.url, { maxConnections: 5 }),
    mail,
    clock: Date.now,
    batchSize: 20,
    manual: true,
  })
  const started = performance.now()
  const handled = await worker.drain()
  const seconds = (performance.now() - started) / 1000
  await smtp.waitFor(COUNT)
  await worker.stop()
  await smtp.close()
  await database.close()
  console.log(
    `${kind}: ${handled} messages in ${seconds.toFixed(1)} s = ${(handled / seconds).toFixed(0)} messages/s, peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MiB`,
  )
}

await run('pglite')
if (process.env.BENCH_DATABASE_URL) await run('postgres', process.env.BENCH_DATABASE_URL)
clearInterval(sampler)
