// `npm run bench:outbox-replay` (issue #33): 100 checklist ticks queued on the "phone" while offline,
// then replayed through the app's own outbox (src/web/data/outbox, on fake-indexeddb in Node, over
// HTTP with the bench Owner's cookie) to the built server (scripts/start.mjs, scratch DATA_DIR,
// sample data). Prints the replay's total and per-item time, checks the server's work order (every
// item ticked, each edit applied once), then queues the same 100 again under the same ids and
// replays them: the server answers them from its idempotency store and nothing changes.
import 'fake-indexeddb/auto'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { isDeepStrictEqual } from 'node:util'
import { setTransport } from '../src/web/data/api-client'
import { httpTransport } from '../src/web/data/http-transport'
import type { OutboxDraft, OutboxItem } from '../src/web/data/outbox/outbox-item'
import { clearDeviceData, enqueue, listOutbox } from '../src/web/data/outbox/outbox-store'
import { replayOutbox } from '../src/web/data/outbox/replay-outbox'
import { sendOutboxItem } from '../src/web/data/outbox/send-outbox-item'
import { BENCH_OWNER_ENV, signInCookie } from './server/owner.mjs'

const ITEMS = 100
const PORT = process.env.OUTBOX_REPLAY_PORT ?? '3321'
const baseUrl = `http://127.0.0.1:${PORT}`
/** The whole bench, server start included: it stops the server and fails after this. */
const BENCH_TIMEOUT_MS = 3 * 60_000

type WorkOrder = {
  id: string
  job_id: string
  checklist: { label: string; done: boolean }[]
  version: number
}

async function waitForServer(server: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`)
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  throw new Error(`no answer from ${baseUrl} after 60 s`)
}

async function startServer(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'groundwork-outbox-replay-'))
  // The default database (PGlite in DATA_DIR), whatever the shell says.
  const { DATABASE_URL: _unused, ...env } = process.env
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...env, ...BENCH_OWNER_ENV, PORT, HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitForServer(server)
  } catch (error) {
    await stop()
    throw error
  }
  return stop
}

/**
 * The phone's fetch in Node: the app asks for `/api/...` on its own origin; here that origin is the
 * server's, and the session cookie goes along as the browser would send it.
 */
function fetchAsThePhone(cookie: string): typeof fetch {
  const nodeFetch = globalThis.fetch
  return (input, init) =>
    nodeFetch(new URL(String(input), baseUrl), {
      ...init,
      headers: { ...(init?.headers as Record<string, string>), cookie },
    })
}

/** A direct call of the API (setting up and checking), not through the outbox. */
async function call<T>(cookie: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`)
  return JSON.parse(text) as T
}

const ticks = (order: WorkOrder, ids: readonly string[], actedAt: number): OutboxDraft[] =>
  order.checklist.map((item, index) => ({
    id: ids[index]!,
    method: 'POST',
    path: `/api/work-orders/${order.id}/edit`,
    body: { kind: 'check', index, done: true, label: item.label },
    acted_at: actedAt + index * 1000,
    label: `Tick ${item.label}`,
    job_id: order.job_id,
    refresh: [['work-orders']],
  }))

/** Queues the drafts as the screens do while offline: written to the outbox, not replayed. */
async function queue(drafts: readonly OutboxDraft[]): Promise<number> {
  const started = performance.now()
  for (const draft of drafts) await enqueue(draft)
  return performance.now() - started
}

/** Replays the outbox to its end; the time it took and the server's answer to each item. */
type Replay = {
  ms: number
  /** Of `ms`, the time spent waiting for the server's answers. */
  sendMs: number
  answers: Map<string, unknown>
  left: OutboxItem[]
}

async function replay(): Promise<Replay> {
  const answers = new Map<string, unknown>()
  let sendMs = 0
  const send = async (item: OutboxItem) => {
    const sentAt = performance.now()
    const answer = await sendOutboxItem(item)
    sendMs += performance.now() - sentAt
    answers.set(item.id, answer)
    return answer
  }
  const started = performance.now()
  await replayOutbox(send)
  const ms = performance.now() - started
  return { ms, sendMs, answers, left: await listOutbox() }
}

function describeReplay(what: string, result: Replay): void {
  const { ms, sendMs, answers, left } = result
  console.log(
    `  ${what}: ${(ms / 1000).toFixed(2)} s for ${answers.size} items (${(ms / Math.max(1, answers.size)).toFixed(1)} ms per item; HTTP ${(sendMs / 1000).toFixed(2)} s, the outbox's own reads and writes ${((ms - sendMs) / 1000).toFixed(2)} s); ${left.length} left in the outbox`,
  )
  for (const item of left.slice(0, 5))
    console.log(`    left: ${item.label} (${item.state}: ${item.error})`)
}

const timer = setTimeout(() => {
  console.error(`bench:outbox-replay took over ${BENCH_TIMEOUT_MS / 1000} s: stopping`)
  void (stopServer?.() ?? Promise.resolve()).finally(() => process.exit(1))
}, BENCH_TIMEOUT_MS)

let stopServer: (() => Promise<void>) | null = null
const load = loadavg()[0]!
let failed = false
try {
  stopServer = await startServer()
  const cookie = await signInCookie(baseUrl)
  const jobs = await call<{ items: { id: string; title?: string }[] }>(
    cookie,
    'GET',
    '/api/jobs?limit=1',
  )
  const job = jobs.items[0]
  if (!job) throw new Error('The sample data has no job')
  const checklist = Array.from({ length: ITEMS }, (_, i) => ({
    label: `Step ${String(i + 1).padStart(3, '0')}`,
    done: false,
  }))
  const order = await call<WorkOrder>(cookie, 'POST', '/api/work-orders', {
    job_id: job.id,
    checklist,
  })

  setTransport(httpTransport)
  globalThis.fetch = fetchAsThePhone(cookie)
  await clearDeviceData()
  const ids = order.checklist.map(() => crypto.randomUUID())
  const drafts = ticks(order, ids, Date.now() - ITEMS * 1000)

  console.log(
    `Outbox replay: ${ITEMS} checklist ticks (POST /api/work-orders/:id/edit) queued offline, then replayed in order (load average ${load.toFixed(1)})`,
  )
  const queuedMs = await queue(drafts)
  console.log(
    `  queued: ${(await listOutbox()).length} items in IndexedDB (fake-indexeddb) in ${queuedMs.toFixed(0)} ms`,
  )
  const first = await replay()
  describeReplay('first replay', first)

  const after = await call<WorkOrder>(cookie, 'GET', `/api/work-orders/${order.id}`)
  const ticked = after.checklist.filter((c) => c.done).length
  const applied = after.version - order.version
  const once = ticked === ITEMS && applied === ITEMS && after.checklist.length === ITEMS
  failed ||= !once || first.left.length > 0
  console.log(
    `  server: ${ticked}/${after.checklist.length} ticked, version ${order.version} -> ${after.version} (${applied} edits applied): ${once ? 'each exactly once' : 'NOT each exactly once'}`,
  )

  // The same changes again under the same keys, as a phone whose answers were lost would send them.
  await queue(drafts)
  const second = await replay()
  describeReplay('same 100 replayed again (same ids)', second)
  const again = await call<WorkOrder>(cookie, 'GET', `/api/work-orders/${order.id}`)
  const sameAnswers = ids.every((id) =>
    isDeepStrictEqual(second.answers.get(id), first.answers.get(id)),
  )
  // The stored answers come back from a jsonb column, keys in its order rather than the route's.
  const storedOrder = ids.filter(
    (id) => JSON.stringify(second.answers.get(id)) !== JSON.stringify(first.answers.get(id)),
  ).length
  const unchanged =
    again.version === after.version && JSON.stringify(again) === JSON.stringify(after)
  failed ||= !sameAnswers || !unchanged || second.left.length > 0
  console.log(
    `  server: version ${after.version} -> ${again.version}, work order ${unchanged ? 'unchanged' : 'CHANGED'}; each answer ${sameAnswers ? "equal to the first replay's" : "DIFFERENT from the first replay's"} (${storedOrder}/${ITEMS} with the idempotency store's jsonb key order)`,
  )
} finally {
  await stopServer?.()
  clearTimeout(timer)
}
if (failed) process.exitCode = 1
