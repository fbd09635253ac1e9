// `npm run lighthouse [-- <base URL>]`: Lighthouse (mobile emulation, its default) on the pages a
// user opens first (LIGHTHOUSE_RUNS times each, default 3, taking each page's median run by
// Performance), printing the Performance and Accessibility scores with the main metrics, every run's
// score, and any failed accessibility audit. LIGHTHOUSE_PAGES=/a,/b measures other paths. Without a
// URL it starts the built server (`npm start`) on a scratch data directory and port 3111
// (LIGHTHOUSE_PORT), and stops it afterwards. LIGHTHOUSE_REPORT_DIR: also write each page's median
// report there as JSON (every audit, for a closer look).
// The client hub's pages (/hub, an estimate's, an invoice's; issue #31) are measured too, with a
// client's hub cookie (bench/server/hub-visit.mjs): the started server sends its mail to a mail
// catcher (e2e/mail-catcher.mjs) the hub link is read from; for a given URL, set LIGHTHOUSE_MAIL_URL
// to the HTTP side of the catcher its SMTP_URL points to. LIGHTHOUSE_HUB=0 leaves them out.
/* global fetch -- Node 20 has it */
import { spawn } from 'node:child_process'
import console from 'node:console'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import process from 'node:process'
import { setTimeout as sleep } from 'node:timers/promises'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs'
import { openHub } from './server/hub-visit.mjs'
import { BENCH_OWNER_ENV, signInCookie } from './server/owner.mjs'

const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
  '/dashboard',
  '/projects/jobs',
  '/billing/invoices',
  '/crm/contacts/persons',
  '/sales/estimates',
  // The crew's day on a phone (issue #32: >= 95 performance, 100 accessibility).
  '/today',
]
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error('LIGHTHOUSE_RUNS must be a whole number >= 1')
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_PATH
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]

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

/** The mail catcher the started server sends to (its SMTP port, and the HTTP port one reads it on). */
function startMailCatcher(port) {
  const smtpPort = Number(port) + 1
  const httpPort = Number(port) + 2
  const catcher = spawn(process.execPath, ['e2e/mail-catcher.mjs'], {
    env: { ...process.env, E2E_SMTP_PORT: String(smtpPort), E2E_SMTP_HTTP_PORT: String(httpPort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return {
    smtpUrl: `smtp://bench:bench@127.0.0.1:${smtpPort}`,
    mailUrl: `http://127.0.0.1:${httpPort}`,
    stop: () => stopProcess(catcher),
  }
}

async function startServer() {
  const port = process.env.LIGHTHOUSE_PORT ?? '3111'
  const dataDir = mkdtempSync(join(tmpdir(), 'groundwork-lighthouse-'))
  const baseUrl = `http://127.0.0.1:${port}`
  const catcher = startMailCatcher(port)
  // The default database (PGlite in DATA_DIR), whatever the shell says.
  const { DATABASE_URL: _unused, ...env } = process.env
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...env,
      ...BENCH_OWNER_ENV,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: catcher.smtpUrl,
      MAIL_FROM: 'Groundwork bench <office@groundwork.test>',
      PUBLIC_URL: baseUrl,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await waitForServer(baseUrl, server)
  } catch (error) {
    await catcher.stop()
    throw error
  }
  return {
    baseUrl,
    mailUrl: catcher.mailUrl,
    stop: async () => {
      await stopProcess(server)
      await catcher.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

const ms = (audit) =>
  audit?.numericValue === undefined ? '-' : `${Math.round(audit.numericValue)} ms`

async function audit(url, port, cookie) {
  const result = await lighthouse(url, {
    port,
    // Signed in, as a user (or, on the hub's pages, a client) opens these pages.
    extraHeaders: { Cookie: cookie },
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { categories, audits } = result.lhr
  const failedA11y = categories.accessibility.auditRefs
    .map((ref) => audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => {
      const nodes = (a.details?.items ?? [])
        .slice(0, 5)
        .map(
          (item) =>
            `\n      ${item.node?.snippet ?? ''} ${item.node?.explanation?.split('\n')[1] ?? ''}`,
        )
      return `${a.id}: ${a.title}${nodes.join('')}`
    })
  // A run whose trace lacked a metric scores 0 with no figures: say which metric and why.
  const metricErrors = result.lhr.runtimeError
    ? [result.lhr.runtimeError.message]
    : ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time']
        .map((id) => audits[id]?.errorMessage && `${id}: ${audits[id].errorMessage}`)
        .filter(Boolean)
  return {
    metricErrors,
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    fcp: ms(audits['first-contentful-paint']),
    lcp: ms(audits['largest-contentful-paint']),
    tbt: ms(audits['total-blocking-time']),
    cls: audits['cumulative-layout-shift']?.numericValue?.toFixed(3) ?? '-',
    transfer: `${Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 1024)} KB`,
    // Lighthouse's own short CPU benchmark of the machine: compare scores of runs with similar
    // indexes (the simulated 4x throttling scales what this machine really took).
    cpuIndex: Math.round(result.lhr.environment.benchmarkIndex),
    failedA11y,
    lhr: result.lhr,
  }
}

/** The run in the middle by Performance (the lower middle of an even count). */
function median(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

function writeReport(path, lhr) {
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR
  if (!reportDir) return
  mkdirSync(reportDir, { recursive: true })
  const name = path.replace(/^\//, '').replace(/\//g, '-') || 'root'
  writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(lhr, null, 1))
}

const given = process.argv[2]
const server = given ? null : await startServer()
const baseUrl = (given ?? server.baseUrl).replace(/\/$/, '')
const rows = []
let chrome = null
try {
  const cookie = await signInCookie(baseUrl)
  const targets = PAGES.map((path) => ({ path, cookie }))
  const mailUrl = server?.mailUrl ?? process.env.LIGHTHOUSE_MAIL_URL
  if (process.env.LIGHTHOUSE_HUB !== '0' && mailUrl) {
    // A client's pages, with the client's hub cookie (not the staff session). Without them the
    // staff pages are still measured, and the run fails at the end.
    try {
      const hub = await openHub(baseUrl, cookie, mailUrl)
      targets.push(...hub.pages.map((path) => ({ path, cookie: hub.cookie })))
    } catch (error) {
      console.error(`The client hub cannot be measured: ${error.message}`)
      process.exitCode = 1
    }
  } else if (process.env.LIGHTHOUSE_HUB !== '0') {
    console.log('The client hub is not measured: set LIGHTHOUSE_MAIL_URL for a given server.')
  }
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS })
  for (const { path, cookie: pageCookie } of targets) {
    const runs = []
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await audit(`${baseUrl}${path}`, chrome.port, pageCookie))
    }
    const middle = median(runs)
    writeReport(path, middle.lhr)
    rows.push({ path, ...middle, runs: runs.map((r) => r.performance).join(' / ') })
  }
} finally {
  // Also when Chromium could not start: the server must not outlive the run.
  await chrome?.kill()
  await server?.stop()
}

console.log(
  `Lighthouse ${baseUrl} (mobile emulation, simulated throttling; median of ${RUNS} run(s) per page)`,
)
console.table(
  rows.map(
    ({ path, performance, runs, accessibility, fcp, lcp, tbt, cls, transfer, cpuIndex }) => ({
      page: path,
      Performance: performance,
      runs,
      Accessibility: accessibility,
      FCP: fcp,
      LCP: lcp,
      TBT: tbt,
      CLS: cls,
      transfer,
      'CPU index': cpuIndex,
    }),
  ),
)
for (const row of rows) {
  for (const error of row.metricErrors)
    console.log(`  ${row.path} performance not measured: ${error}`)
  for (const failed of row.failedA11y) console.log(`  ${row.path} accessibility: ${failed}`)
}
