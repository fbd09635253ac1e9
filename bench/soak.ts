// `npm run soak`: starts the real server on 127.0.0.1 with a scratch DATA_DIR, runs a mixed
// read/write workload (searches, lists, details, dashboard, creates, versioned patches, payments,
// mark-paid) for SOAK_SECONDS (default 180), prints requests, errors and the server's RSS every
// 10 s, and exits non-zero on any unexpected error. Loopback only, bounded in time and count.
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { jsonClient, type JsonClient, type JsonReply } from '../src/server/testing/http-json'
import {
  buildServerBundle,
  freePort,
  residentMemory,
  startServer,
  stopServer,
} from '../src/server/testing/server-process'
import { BENCH_OWNER, BENCH_OWNER_ENV } from './server/owner.mjs'

const SECONDS = Number(process.env.SOAK_SECONDS ?? 180)
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 8)
/** A hard bound on the number of requests, whatever the duration. */
const MAX_REQUESTS = Number(process.env.SOAK_MAX_REQUESTS ?? 5_000_000)
const REPORT_EVERY_MS = 10_000
const DAY = 24 * 60 * 60 * 1000

type Invoice = { amountCents: number; paidCents: number; paid: boolean }

const stats = {
  requests: 0,
  reads: 0,
  writes: 0,
  expected4xx: 0,
  errors: 0,
  firstErrors: [] as string[],
}
const personIds: string[] = []
const invoices = new Map<string, Invoice>()
let sequence = 0

const pick = <T>(items: readonly T[]): T | undefined =>
  items[Math.floor(Math.random() * items.length)]

/** Counts one request; 409 (a stale version, an invoice paid meanwhile) is an expected answer. */
async function call(
  client: JsonClient,
  kind: 'read' | 'write',
  method: string,
  path: string,
  body?: unknown,
): Promise<JsonReply | null> {
  stats.requests += 1
  if (kind === 'read') stats.reads += 1
  else stats.writes += 1
  let reply: JsonReply
  try {
    reply = await client.send(method, path, body)
  } catch (error) {
    noteError(`${method} ${path}: ${String(error)}`)
    return null
  }
  if (reply.status >= 200 && reply.status < 300) return reply
  if (reply.status === 409) stats.expected4xx += 1
  else noteError(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`)
  return null
}

function noteError(line: string): void {
  stats.errors += 1
  if (stats.firstErrors.length < 20) stats.firstErrors.push(line)
}

const searches = ['a', 'er', 'son', 'Soak', 'Walker', '555', 'soak.test', 'zz-none']
const lists = ['jobs', 'work-orders', 'leads', 'estimates', 'companies', 'payments', 'media']

async function step(client: JsonClient): Promise<void> {
  const roll = Math.random()
  if (roll < 0.2) {
    const q = encodeURIComponent(pick(searches)!)
    await call(client, 'read', 'GET', `/api/persons?q=${q}&limit=25&sort=name`)
  } else if (roll < 0.3) {
    await call(client, 'read', 'GET', '/api/invoices?filter=unpaid&sort=due&limit=50&tz=-300')
  } else if (roll < 0.4) {
    await call(client, 'read', 'GET', `/api/${pick(lists)!}?limit=25`)
  } else if (roll < 0.5) {
    const id = Math.random() < 0.5 ? pick(personIds) : pick([...invoices.keys()])
    if (id)
      await call(
        client,
        'read',
        'GET',
        `/api/${personIds.includes(id) ? 'persons' : 'invoices'}/${id}`,
      )
  } else if (roll < 0.58) {
    await call(client, 'read', 'GET', '/api/dashboard?tz=-300')
  } else if (roll < 0.6) {
    await call(client, 'read', 'GET', '/api/reports/overview?tz=-300')
  } else if (roll < 0.7) {
    sequence += 1
    const reply = await call(client, 'write', 'POST', '/api/persons', {
      name: `Soak Person ${sequence}`,
      email: `soak${sequence}@soak.test`,
      phone: `555-${sequence}`,
    })
    if (reply) personIds.push(reply.body.id)
  } else if (roll < 0.78) {
    // As the edit form does: read the record, then send the change with the version it showed.
    const id = pick(personIds)
    if (!id) return
    const current = await call(client, 'read', 'GET', `/api/persons/${id}`)
    if (!current) return
    await call(client, 'write', 'PATCH', `/api/persons/${id}`, {
      location: `Street ${Math.floor(Math.random() * 1000)}`,
      version: current.body.version,
    })
  } else if (roll < 0.88) {
    const personId = pick(personIds)
    if (!personId) return
    const amountCents = 5_000 + Math.floor(Math.random() * 100_000)
    const reply = await call(client, 'write', 'POST', '/api/invoices', {
      client_person_id: personId,
      amount: amountCents / 100,
      due_date: Date.now() + 14 * DAY,
    })
    if (reply) invoices.set(reply.body.id, { amountCents, paidCents: 0, paid: false })
  } else if (roll < 0.95) {
    const open = [...invoices].filter(([, invoice]) => !invoice.paid)
    const [id, invoice] = pick(open) ?? []
    if (!id || !invoice) return
    const balance = invoice.amountCents - invoice.paidCents
    const cents = Math.max(1, Math.floor(balance / 3))
    const reply = await call(client, 'write', 'POST', '/api/payments', {
      invoice_id: id,
      method: 'ACH',
      amount: cents / 100,
    })
    if (reply) invoice.paidCents += cents
  } else {
    const open = [...invoices].filter(([, invoice]) => !invoice.paid)
    const [id, invoice] = pick(open) ?? []
    if (!id || !invoice) return
    invoice.paid = true
    await call(client, 'write', 'POST', `/api/invoices/${id}/mark-paid`)
  }
}

const mb = (bytes: number | undefined) =>
  bytes === undefined ? '?' : (bytes / 1024 / 1024).toFixed(0)

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'groundwork-soak-'))
  const bundle = await buildServerBundle()
  const port = process.env.SOAK_PORT ? Number(process.env.SOAK_PORT) : await freePort()
  // The soak measures the server, not its per-client write limit.
  const server = await startServer({
    entry: bundle.entry,
    dataDir,
    port,
    env: { WRITE_RATE_LIMIT: '0', ...BENCH_OWNER_ENV },
  })
  const client = jsonClient(server.url, { timeoutMs: 30_000 })
  await client.signIn(BENCH_OWNER)
  const startMemory = residentMemory(server.pid)
  const startRss = startMemory?.rss
  console.log(
    `soak: ${SECONDS} s, ${CONCURRENCY} clients against ${server.url} (pid ${server.pid}), ` +
      `RSS at start ${mb(startRss)} MB`,
  )

  const seedPersons = await call(client, 'read', 'GET', '/api/persons?limit=200')
  for (const person of seedPersons?.body.items ?? []) personIds.push(person.id)

  const started = Date.now()
  const deadline = started + SECONDS * 1000
  let serverGone = false
  void server.exited.then(() => {
    serverGone = true
  })
  const report = setInterval(() => {
    const memory = residentMemory(server.pid)
    const elapsed = Math.round((Date.now() - started) / 1000)
    console.log(
      `${String(elapsed).padStart(4)} s  requests ${stats.requests} (${Math.round(stats.requests / Math.max(1, elapsed))}/s)  ` +
        `errors ${stats.errors}  409s ${stats.expected4xx}  RSS ${mb(memory?.rss)} MB`,
    )
  }, REPORT_EVERY_MS)

  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < deadline && stats.requests < MAX_REQUESTS && !serverGone) {
        await step(client)
      }
    }),
  )
  clearInterval(report)
  if (serverGone) noteError(`the server process ended during the soak:\n${server.output()}`)
  const memory = residentMemory(server.pid)
  const seconds = (Date.now() - started) / 1000
  client.close()
  await stopServer(server)
  bundle.remove()
  rmSync(dataDir, { recursive: true, force: true })

  console.log('')
  console.log(`soak summary (${seconds.toFixed(0)} s, ${CONCURRENCY} clients)`)
  console.log(
    `  requests   ${stats.requests} (${stats.reads} reads, ${stats.writes} writes), ` +
      `${Math.round(stats.requests / seconds)}/s`,
  )
  console.log(`  errors     ${stats.errors} (plus ${stats.expected4xx} expected 409s)`)
  console.log(
    `  server RSS start ${mb(startRss)} MB, end ${mb(memory?.rss)} MB, peak ${mb(memory?.peak)} MB ` +
      `(${mb(startMemory?.peak)} MB of that peak was reached while starting)`,
  )
  const load = loadavg().map((n) => n.toFixed(1))
  console.log(`  machine load average ${load.join(' ')} on ${availableParallelism()} cores`)
  if (stats.errors > 0) {
    console.log(`  first errors:\n    ${stats.firstErrors.join('\n    ')}`)
    process.exitCode = 1
  }
}

main().catch((error: unknown) => {
  console.error('soak failed:', error)
  process.exitCode = 1
})
