// `node bench/search-latency.mjs [base URL]`: how long after the last keystroke the persons list
// shows the first matching row, and the client picker of the new job page its first matching
// option, in Chromium, over ~20 searches each typed like a person types (the search debounce
// included: that is what the user waits for). Prints each search and p50/p95 of both.
// Without a URL it starts the built server (`npm start`) on port 3111 (SEARCH_BENCH_PORT) over a
// copy of the benchmark's 100k data set (bench/.data/pglite-v*, made by `npm run bench`) when one
// exists, else over a fresh seeded database.
/* global fetch, URL, window, document, performance, requestAnimationFrame, URLSearchParams -- Node 20 and page globals */
import { spawn } from 'node:child_process'
import console from 'node:console'
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import process from 'node:process'
import { setTimeout as sleep } from 'node:timers/promises'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs'
import { BENCH_OWNER, BENCH_OWNER_ENV } from './server/owner.mjs'

const QUERIES = [
  'mar',
  'john',
  'ann',
  'lee',
  'sam',
  'kim',
  'rob',
  'tay',
  'chr',
  'dav',
  'jes',
  'mic',
  'ash',
  'bro',
  'gar',
  'wil',
  'and',
  'tho',
  'jac',
  'eli',
]
/** Three letters of a surname, as someone looking for a client types them in the picker. */
const SURNAMES = [
  'gar',
  'rob',
  'tho',
  'wil',
  'and',
  'joh',
  'hen',
  'ram',
  'gon',
  'mit',
  'rod',
  'nel',
  'per',
  'tur',
  'ste',
  'har',
  'mor',
  'cla',
  'pat',
  'ngu',
]
/** Milliseconds between keystrokes: about 60 words a minute. */
const KEY_DELAY_MS = 120

function benchDataSet() {
  const dir = join('bench', '.data')
  if (!existsSync(dir)) return null
  const versions = readdirSync(dir).filter((name) => /^pglite-v\d+$/.test(name))
  const latest = versions.sort((a, b) => Number(a.slice(8)) - Number(b.slice(8))).at(-1)
  return latest && existsSync(join(dir, latest, 'pglite')) ? join(dir, latest) : null
}

async function startServer() {
  const port = process.env.SEARCH_BENCH_PORT ?? '3111'
  const dataDir = mkdtempSync(join(tmpdir(), 'groundwork-search-'))
  const source = benchDataSet()
  if (source) {
    console.log(`Copying ${source} (the 100k data set) ...`)
    cpSync(join(source, 'pglite'), join(dataDir, 'pglite'), { recursive: true })
  } else {
    console.log('No bench data set (run `npm run bench` once): using the seed data.')
  }
  const { DATABASE_URL: _unused, ...env } = process.env
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...env,
      ...BENCH_OWNER_ENV,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const baseUrl = `http://127.0.0.1:${port}`
  for (let i = 0; ; i += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`)
    if (i > 1200) throw new Error(`no answer from ${baseUrl} after 120 s`)
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  return {
    baseUrl,
    dataSet: source ? 'bench 100k data set' : 'seed data',
    stop: async () => {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * In the page: resolves with ms from the last keydown to the first frame showing a match of q: a
 * row of the persons list once its address and rows are of q, or (picker) an option of the open
 * record picker once its request for q has been answered and it shows no spinner, so an earlier,
 * shorter search's options that happen to match do not count.
 */
function waitForMatch({ q, picker }) {
  return new Promise((resolve, reject) => {
    const deadline = performance.now() + 10_000
    const isOfQ = (list) =>
      picker
        ? !document.querySelector('[aria-label="Searching"]') &&
          performance.getEntriesByType('resource').some((entry) => {
            const url = new URL(entry.name)
            return url.pathname === '/api/persons' && url.searchParams.get('q') === q
          })
        : new URLSearchParams(window.location.search).get('q') === q &&
          list.getAttribute('data-stale') !== 'true'
    const check = () => {
      const list = document.querySelector(
        picker ? '[cmdk-list]' : '[role="list"][aria-label="Persons"]',
      )
      const found =
        list &&
        isOfQ(list) &&
        [...list.querySelectorAll(picker ? '[role="option"]' : '[role="listitem"]')].some((item) =>
          item.textContent.toLowerCase().includes(q),
        )
      if (found) resolve(performance.now() - window.__lastKeyAt)
      else if (performance.now() > deadline) reject(new Error(`no match for ${q} in 10 s`))
      else requestAnimationFrame(check)
    }
    check()
  })
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/** How long the API took to answer each search (request sent to last byte), by q. */
function apiTimesOf(page, path) {
  const apiMs = new Map()
  page.on('requestfinished', (request) => {
    const url = new URL(request.url())
    const q = url.searchParams.get('q')
    if (url.pathname === path && q) apiMs.set(q, request.timing().responseEnd)
  })
  return apiMs
}

async function newPage(browser) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  // Signed in: the page's context keeps the session cookie.
  const signIn = await page.request.post(`${baseUrl}/api/auth/sign-in/email`, { data: BENCH_OWNER })
  if (!signIn.ok()) throw new Error(`Sign-in failed: ${signIn.status()}`)
  await page.addInitScript(() => {
    window.addEventListener('keydown', (event) => (window.__lastKeyAt = event.timeStamp), true)
  })
  return page
}

/**
 * Types each query into `search` like a person and times it; `clear` empties the search and waits
 * until the screen shows the unsearched list again.
 */
async function timeSearches(page, { queries, search, clear, picker }) {
  const run = { timings: [], apiTimings: [] }
  const apiMs = apiTimesOf(page, '/api/persons')
  for (const q of queries) {
    await clear()
    await page.evaluate(() => performance.clearResourceTimings())
    await search.click()
    const found = page.evaluate(waitForMatch, { q, picker })
    await search.pressSequentially(q, { delay: KEY_DELAY_MS })
    const ms = await found
    await page.waitForTimeout(50) // let requestfinished arrive
    const api = apiMs.get(q) ?? NaN
    run.timings.push(ms)
    run.apiTimings.push(api)
    console.log(
      `  q=${q.padEnd(5)} ${ms.toFixed(0).padStart(5)} ms  (API ${api.toFixed(0).padStart(5)} ms)`,
    )
  }
  await page.close()
  return run
}

/** The persons list: type in its search box, wait for the first matching row. */
async function measurePersonsList(browser, baseUrl) {
  const page = await newPage(browser)
  await page.goto(`${baseUrl}/crm/contacts/persons`)
  const search = page.getByLabel('Search persons')
  await page.getByRole('list', { name: 'Persons' }).getByRole('listitem').first().waitFor()
  console.log('Persons list search:')
  return timeSearches(page, {
    queries: QUERIES,
    search,
    picker: false,
    clear: async () => {
      await search.fill('')
      await page.waitForFunction(() => !new URLSearchParams(window.location.search).has('q'))
    },
  })
}

/** The client picker of the new job page: open it, type a surname's first letters, wait for an option. */
async function measureClientPicker(browser, baseUrl) {
  const page = await newPage(browser)
  await page.goto(`${baseUrl}/projects/jobs/new`)
  await page.getByRole('combobox', { name: 'Client', exact: true }).click()
  const search = page.getByPlaceholder('Search clients')
  console.log('Client picker search (new job page):')
  return timeSearches(page, {
    queries: SURNAMES,
    search,
    picker: true,
    clear: async () => {
      await search.fill('')
      // The first client under 'Select a client...': the unsearched list is back.
      await page.getByRole('option').nth(1).waitFor()
    },
  })
}

function printSummary(title, { timings, apiTimings }) {
  const sorted = [...timings].sort((a, b) => a - b)
  const apiSorted = apiTimings.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b)
  const pageSorted = timings
    .map((ms, i) => ms - apiTimings[i])
    .filter((v) => !Number.isNaN(v))
    .sort((a, b) => a - b)
  console.log(`\n${title}`)
  console.log(
    `  p50 ${percentile(sorted, 50).toFixed(0)} ms   p95 ${percentile(sorted, 95).toFixed(0)} ms   max ${sorted.at(-1).toFixed(0)} ms`,
  )
  if (apiSorted.length) {
    console.log(
      `  API answer: p50 ${percentile(apiSorted, 50).toFixed(0)} ms   p95 ${percentile(apiSorted, 95).toFixed(0)} ms` +
        `   page's own share (debounce + render): p50 ${percentile(pageSorted, 50).toFixed(0)} ms   p95 ${percentile(pageSorted, 95).toFixed(0)} ms`,
    )
  }
}

const given = process.argv[2]
const server = given ? null : await startServer()
const baseUrl = (given ?? server.baseUrl).replace(/\/$/, '')
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] })
let list
let picker
try {
  list = await measurePersonsList(browser, baseUrl)
  picker = await measureClientPicker(browser, baseUrl)
} finally {
  await browser.close()
  await server?.stop()
}

const setting = `${KEY_DELAY_MS} ms between keys, debounce included`
const dataSet = server?.dataSet ?? baseUrl
printSummary(
  `Persons search, last keystroke to first matching row (${dataSet}, ${list.timings.length} searches, ${setting}):`,
  list,
)
printSummary(
  `Client picker search, last keystroke to first matching option (${dataSet}, ${picker.timings.length} searches, ${setting}):`,
  picker,
)
