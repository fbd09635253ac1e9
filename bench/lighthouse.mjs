// `npm run lighthouse [-- <base URL>]`: Lighthouse (mobile emulation, its default) on the dashboard
// and the jobs list, printing the Performance and Accessibility scores with the main metrics and any
// failed accessibility audit. Without a URL it starts the built server (`npm start`) on a scratch
// data directory and port 3111 (LIGHTHOUSE_PORT), and stops it afterwards. LIGHTHOUSE_REPORT_DIR:
// also write each page's whole Lighthouse report there as JSON (every audit, for a closer look).
/* global fetch, URL -- Node 20 has them */
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

const PAGES = ['/dashboard', '/projects/jobs']
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_PATH
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]

async function waitForServer(baseUrl, server) {
  for (let i = 0; i < 600; i += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`)
    try {
      const res = await fetch(`${baseUrl}/api/settings/branding`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  throw new Error(`no answer from ${baseUrl} after 60 s`)
}

async function startServer() {
  const port = process.env.LIGHTHOUSE_PORT ?? '3111'
  const dataDir = mkdtempSync(join(tmpdir(), 'groundwork-lighthouse-'))
  // The default database (PGlite in DATA_DIR), whatever the shell says.
  const { DATABASE_URL: _unused, ...env } = process.env
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const baseUrl = `http://127.0.0.1:${port}`
  await waitForServer(baseUrl, server)
  return {
    baseUrl,
    stop: async () => {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

const ms = (audit) =>
  audit?.numericValue === undefined ? '-' : `${Math.round(audit.numericValue)} ms`

async function audit(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { categories, audits } = result.lhr
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true })
    const name = new URL(url).pathname.replace(/^\//, '').replace(/\//g, '-') || 'root'
    writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(result.lhr, null, 1))
  }
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
  }
}

const given = process.argv[2]
const server = given ? null : await startServer()
const baseUrl = (given ?? server.baseUrl).replace(/\/$/, '')
const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS })
const rows = []
try {
  for (const path of PAGES) rows.push({ path, ...(await audit(`${baseUrl}${path}`, chrome.port)) })
} finally {
  await chrome.kill()
  await server?.stop()
}

console.log(`Lighthouse ${baseUrl} (mobile emulation, simulated throttling)`)
console.table(
  rows.map(({ path, performance, accessibility, fcp, lcp, tbt, cls, transfer, cpuIndex }) => ({
    page: path,
    Performance: performance,
    Accessibility: accessibility,
    FCP: fcp,
    LCP: lcp,
    TBT: tbt,
    CLS: cls,
    transfer,
    'CPU index': cpuIndex,
  })),
)
for (const row of rows) {
  for (const error of row.metricErrors)
    console.log(`  ${row.path} performance not measured: ${error}`)
  for (const failed of row.failedA11y) console.log(`  ${row.path} accessibility: ${failed}`)
}
