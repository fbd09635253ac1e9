// `npm run bench:today-offline` (issue #33): Today opened with the network off, from what the phone
// keeps (the service worker's precache and the query cache persisted in IndexedDB). Starts the built
// server on a scratch DATA_DIR with the sample data and the bench Owner, opens /today once online in
// Chromium at 390x844, waits for the worker and for the cache to be written, then goes offline and
// reloads TODAY_OFFLINE_RUNS times (default 20), timing each load from navigation start to the
// first job card (`article`) in the page and to the frame that paints it; then one load at 4x CPU
// throttling (CDP), as a phone's figure. Prints median, p95 and max in ms and asserts nothing.
/* global fetch, window, document, navigator, performance, requestAnimationFrame, MessageChannel, MutationObserver -- Node 20 and page globals */
import { setTimeout, clearTimeout } from 'node:timers'
import { spawn } from 'node:child_process'
import console from 'node:console'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import process from 'node:process'
import { setTimeout as sleep } from 'node:timers/promises'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs'
import { BENCH_OWNER_ENV, signInCookie } from './server/owner.mjs'

const RUNS = Number(process.env.TODAY_OFFLINE_RUNS ?? 20)
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error('TODAY_OFFLINE_RUNS must be a whole number >= 1')
const PORT = process.env.TODAY_OFFLINE_PORT ?? '3320'
/** The persister writes at most once a second (decision 056): this leaves it time to. */
const PERSIST_WAIT_MS = 1500
const LOAD_TIMEOUT_MS = 15_000
/** The whole bench, server start included: it stops everything and fails after this. */
const BENCH_TIMEOUT_MS = 5 * 60_000

async function waitForServer(baseUrl, server) {
  for (let i = 0; i < 600; i += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`)
    try {
      const res = await fetch(`${baseUrl}/api/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  throw new Error(`no answer from ${baseUrl} after 60 s`)
}

async function stopProcess(child) {
  if (child.exitCode !== null) return
  child.kill('SIGTERM')
  await new Promise((resolve) => child.once('exit', resolve))
}

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'groundwork-today-offline-'))
  const baseUrl = `http://127.0.0.1:${PORT}`
  // The default database (PGlite in DATA_DIR), whatever the shell says.
  const { DATABASE_URL: _unused, ...env } = process.env
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...env, ...BENCH_OWNER_ENV, PORT, HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = async () => {
    await stopProcess(server)
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitForServer(baseUrl, server)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseUrl, stop }
}

/**
 * In every page before its own scripts: the time (ms since navigation start, performance.now()) at
 * which the first visible `article` is in the document, and the time just after the next frame.
 */
function markFirstCard() {
  const found = () => {
    const card = document.querySelector('article')
    if (!card || !card.checkVisibility()) return false
    const inDom = performance.now()
    // The frame that shows it: its animation-frame callback, then a task after that frame's paint.
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        const cards = document.querySelectorAll('article').length
        window.__firstCard = { inDom, frame: performance.now(), cards }
      }
      channel.port2.postMessage(null)
    })
    return true
  }
  const observer = new MutationObserver(() => {
    if (found()) observer.disconnect()
  })
  observer.observe(document, { childList: true, subtree: true })
}

/** One load of /today: its timings, and how it was answered (by the worker, with no network). */
async function reloadAndTime(page) {
  await page.reload({ waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS })
  await page.waitForFunction(() => window.__firstCard !== undefined, null, {
    timeout: LOAD_TIMEOUT_MS,
  })
  return page.evaluate(() => ({
    ...window.__firstCard,
    fromWorker: navigator.serviceWorker.controller !== null,
    online: navigator.onLine,
  }))
}

const sorted = (values) => [...values].sort((a, b) => a - b)
/** Nearest rank: the value at or below which `p` percent of the runs are. */
const percentile = (values, p) => {
  const s = sorted(values)
  return s[Math.max(0, Math.ceil((p / 100) * s.length) - 1)]
}
const ms = (value) => `${Math.round(value)} ms`

async function measure(baseUrl, browser) {
  const cookie = await signInCookie(baseUrl)
  const [name, value] = [
    cookie.slice(0, cookie.indexOf('=')),
    cookie.slice(cookie.indexOf('=') + 1),
  ]
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  await context.addCookies([{ name, value, url: baseUrl, httpOnly: true, sameSite: 'Lax' }])
  await context.addInitScript(markFirstCard)
  const page = await context.newPage()

  // Online, once: the worker installs and precaches the app, the day's answers are persisted.
  await page.goto(`${baseUrl}/today`, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS })
  await page.waitForFunction(() => window.__firstCard !== undefined, null, {
    timeout: LOAD_TIMEOUT_MS,
  })
  const onlineCards = await page.evaluate(() => window.__firstCard.cards)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await sleep(PERSIST_WAIT_MS)

  await context.setOffline(true)
  const runs = []
  for (let run = 0; run < RUNS; run += 1) runs.push(await reloadAndTime(page))

  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const throttled = await reloadAndTime(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await context.close()
  return { onlineCards, runs, throttled }
}

const timer = setTimeout(() => {
  console.error(`bench:today-offline took over ${BENCH_TIMEOUT_MS / 1000} s: stopping`)
  process.exitCode = 1
  void shutdown().finally(() => process.exit(1))
}, BENCH_TIMEOUT_MS)

let server = null
let browser = null
async function shutdown() {
  // Also when Chromium could not start: the server must not outlive the run.
  await browser?.close().catch(() => undefined)
  await server?.stop()
  browser = null
  server = null
}

let result
const load = loadavg()[0]
try {
  server = await startServer()
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] })
  result = await measure(server.baseUrl, browser)
} finally {
  await shutdown()
  clearTimeout(timer)
}

const { onlineCards, runs, throttled } = result
const notOffline = runs.filter((r) => !r.fromWorker || r.online).length
console.log(
  `Today opened offline from the device cache (${runs.length} reloads, 390x844, Chromium, load average ${load.toFixed(1)})`,
)
console.log(`  job cards online: ${onlineCards}; offline: ${runs.map((r) => r.cards).join(' ')}`)
console.table({
  'first card in the page': {
    median: ms(
      percentile(
        runs.map((r) => r.inDom),
        50,
      ),
    ),
    p95: ms(
      percentile(
        runs.map((r) => r.inDom),
        95,
      ),
    ),
    max: ms(Math.max(...runs.map((r) => r.inDom))),
    '4x CPU throttling': ms(throttled.inDom),
  },
  'frame that shows it': {
    median: ms(
      percentile(
        runs.map((r) => r.frame),
        50,
      ),
    ),
    p95: ms(
      percentile(
        runs.map((r) => r.frame),
        95,
      ),
    ),
    max: ms(Math.max(...runs.map((r) => r.frame))),
    '4x CPU throttling': ms(throttled.frame),
  },
})
console.log(
  `  each run (frame that shows the first card): ${runs.map((r) => Math.round(r.frame)).join(' ')} ms`,
)
if (notOffline > 0) {
  console.log(
    `  NOT OFFLINE: ${notOffline} load(s) not answered by the worker with the network off`,
  )
  process.exitCode = 1
}
