// `npm run bench:follow-ups`: the follow-up scheduler's pass over 50,000 invoices in PGlite (bulk
// inserted: 70% paid, 20% unpaid and not yet due, 8% past due with every reminder sent already, 2%
// pending), once when none is due and once when 1,000 are; the search (the SQL) timed apart from
// the sending (render, PDF, enqueue, record, History). On PostgreSQL too with BENCH_DATABASE_URL.
// Prints figures and the peak RSS: figures to read, not a timed test.
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { DEFAULT_FOLLOW_UP_SETTINGS } from '../src/domain/mail/follow-up-settings'
import { followUpCutoffs } from '../src/domain/mail/follow-up-due'
import { generateSeed } from '../src/domain/seed/seed'
import { randomId } from '../src/domain/shared/ids'
import { mailSettingsOf } from '../src/server/app'
import { IN_MEMORY, openDatabase } from '../src/server/db/client'
import { dueInvoiceReminders } from '../src/server/db/follow-ups-sql'
import { followUps, invoices } from '../src/server/db/schema'
import { createSqlStore, type SqlStore } from '../src/server/db/sql-store'
import type { Executor } from '../src/server/db/executor'
import { renderPdfWithPdfmake } from '../src/server/documents/pdfmake-renderer'
import { startFollowUpScheduler } from '../src/server/mail/follow-up-scheduler'
import { renderMail } from '../src/server/mail/render/render-mail'

const { values } = parseArgs({
  options: {
    invoices: { type: 'string', default: '50000' },
    due: { type: 'string', default: '1000' },
  },
})
const INVOICES = Number(values.invoices)
const DUE = Number(values.due)
const DAY = 86_400_000
const NOW = Date.UTC(2026, 10, 27, 15, 0)
const CHUNK = 1000

let peakRss = 0
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20)
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`
const ms = (from: number) => performance.now() - from

async function fill(store: SqlStore, db: Executor): Promise<string[]> {
  const seed = generateSeed(NOW)
  await store.transaction((tx) => tx.replaceAll(seed))
  await db.execute(sql`UPDATE invoices SET status = 'Paid'`)
  await db.execute(sql`UPDATE estimates SET status = 'Accepted'`)
  await db.execute(sql`UPDATE persons SET email = 'client@bench.example'`)
  const template = seed.invoices[0]!
  const clients = seed.persons.map((p) => p.id)
  const notYetDue: string[] = []
  let rows: (typeof invoices.$inferInsert)[] = []
  let sent: (typeof followUps.$inferInsert)[] = []
  const flush = async () => {
    if (rows.length > 0) await db.insert(invoices).values(rows)
    if (sent.length > 0) await db.insert(followUps).values(sent)
    rows = []
    sent = []
  }
  for (let i = 0; i < INVOICES; i++) {
    const share = i % 100
    const id = randomId()
    const status = share < 70 ? 'Paid' : share < 90 ? 'Unpaid' : share < 98 ? 'Overdue' : 'Pending'
    const dueDate =
      share >= 70 && share < 90 ? NOW + (1 + (i % 60)) * DAY : NOW - (30 + (i % 300)) * DAY
    if (status === 'Unpaid') notYetDue.push(id)
    rows.push({
      ...(template as unknown as typeof invoices.$inferInsert),
      id,
      number: `B-${i}`,
      client_person_id: clients[i % clients.length]!,
      job_id: null,
      status,
      due_date: dueDate,
      version: 1,
    })
    if (status === 'Overdue') {
      for (let seq = 1; seq <= 3; seq++) {
        sent.push({
          id: randomId(),
          kind: 'reminder',
          record_id: id,
          seq,
          due_key: String(seq),
          sent_at: dueDate + seq * 7 * DAY,
          outbox_id: null,
        })
      }
    }
    if (rows.length === CHUNK) await flush()
  }
  await flush()
  await db.execute(sql`ANALYZE`)
  return notYetDue
}

async function run(kind: 'pglite' | 'postgres', databaseUrl?: string) {
  const database = await openDatabase({ dataDir: IN_MEMORY, databaseUrl })
  const store = createSqlStore(database.db, database.kind)
  const db = database.db
  const filled = performance.now()
  const notYetDue = await fill(store, db)
  console.log(`${kind}: ${INVOICES} invoices inserted in ${(ms(filled) / 1000).toFixed(1)} s`)
  await store.transaction(async (tx) =>
    tx.saveBranding({ ...(await tx.getBranding()), time_zone: 'America/New_York' }),
  )
  const cut = followUpCutoffs(DEFAULT_FOLLOW_UP_SETTINGS, 'America/New_York', NOW)
  const search = async () => {
    const started = performance.now()
    let found = 0
    for (let after: string | null = null; ;) {
      const ids = await store.exclusive((x) =>
        dueInvoiceReminders(x, cut, DEFAULT_FOLLOW_UP_SETTINGS.reminder_max, { after, limit: 200 }),
      )
      found += ids.length
      if (ids.length < 200) break
      after = ids[ids.length - 1]!
    }
    return { found, ms: ms(started) }
  }
  const scheduler = startFollowUpScheduler({
    store,
    deps: {
      mail: mailSettingsOf({
        server: '127.0.0.1:2525',
        from: 'office@bench.example',
        replyTo: null,
        publicUrl: 'https://crm.bench.example',
        publicUrlIsSet: true,
      }),
      renderMail,
      renderPdf: renderPdfWithPdfmake,
      clock: () => NOW,
    },
    manual: true,
  })

  await search() // warm the plan and the caches
  const quiet = []
  for (let i = 0; i < 5; i++) quiet.push((await search()).ms)
  const quietPass = performance.now()
  const none = await scheduler.runPass()
  console.log(
    `${kind}: none due: search ${median(quiet).toFixed(1)} ms (median of 5), whole pass ${ms(quietPass).toFixed(1)} ms, sent ${none.reminder}`,
  )

  // 1,000 of the not-yet-due invoices fall due (10 days past their due date, no reminder yet).
  const due = notYetDue.slice(0, DUE)
  for (let i = 0; i < due.length; i += CHUNK) {
    await db.execute(
      sql`UPDATE invoices SET due_date = ${NOW - 10 * DAY} WHERE id IN (${sql.join(
        due.slice(i, i + CHUNK).map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    )
  }
  const busy = await search()
  const busyPass = performance.now()
  const result = await scheduler.runPass()
  const passMs = ms(busyPass)
  const sendMs = passMs - busy.ms
  console.log(
    `${kind}: ${busy.found} due: search ${busy.ms.toFixed(1)} ms; whole pass ${(passMs / 1000).toFixed(1)} s, ` +
      `sent ${result.reminder} (sending about ${(sendMs / Math.max(1, result.reminder)).toFixed(1)} ms each: render, PDF, enqueue, record, History)`,
  )
  const after = await search()
  console.log(`${kind}: after the pass: ${after.found} due, search ${after.ms.toFixed(1)} ms`)
  await scheduler.stop()
  await database.close()
  console.log(`${kind}: peak RSS ${mib(peakRss)}`)
}

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

await run('pglite')
if (process.env.BENCH_DATABASE_URL) await run('postgres', process.env.BENCH_DATABASE_URL)
clearInterval(sampler)
