// `npm run bench`: the speed-at-scale benchmark of issue #7 (see bench/README.md). Generates or reuses
// the large data set, starts the real server on it, times start-up, loads every case with autocannon
// at 1 and 32 clients, prints the figures and writes them to bench/results/.
import { execFileSync } from 'node:child_process'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { benchDatabases } from './data/bench-databases'
import { preparePglite, preparePostgres, type PreparedData } from './data/scratch-data'
import { loadCases } from './load/cases'
import { runLoad, type LoadResult } from './load/run-load'
import {
  checkTargets,
  median,
  PERSON_CASE,
  personToPingRatio,
  type BenchResult,
  type DbKind,
} from './report/bench-result'
import { caseLine, casesTable, comparisonTable, targetsTable } from './report/print-report'
import { previousResult, writeResult } from './report/results-file'
import { buildServerBundle, startServer, waitUntilDrained } from './server/server-process'
import { BENCH_OWNER_ENV, signInCookie } from './server/owner.mjs'

const benchDir = resolve(fileURLToPath(new URL('.', import.meta.url)))
const root = resolve(benchDir, '..')

const usage = `npm run bench -- [options]
  --db <pglite|postgres|all>  which databases (default: pglite, and postgres too when BENCH_DATABASE_URL is set)
  --fresh                     generate the data set again even if a matching one is kept
  --scale <n>                 data set size as a fraction of the full one (default 1; e.g. 0.05 to try the harness)
  --seconds <n>               measured seconds per case and concurrency (default 4)
  --warmup <n>                unmeasured seconds before each measurement (default 1)
  --connections <list>        concurrent clients (default 1,32)
  --only <words>              only cases whose name contains one of these comma-separated words
  --export-requests <n>       GET /api/export requests, one client (default 1; 0 skips the case)
  --start-trials <n>          starts on the existing database to time (default 3)
  --port <n>                  port of the bench server (default 3310)
  --row-cache-rows <n>        the server's ROW_CACHE_ROWS (default: the server's own, 10000; 0 measures every read by id in the database)
  --vacuum-interval <s>       the server's VACUUM_INTERVAL_SECONDS (default: the server's own, 60; 0 never vacuums the PGlite copy)`

const { values: args } = parseArgs({
  options: {
    db: { type: 'string' },
    fresh: { type: 'boolean', default: false },
    scale: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '4' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '1,32' },
    only: { type: 'string' },
    'export-requests': { type: 'string', default: '1' },
    'start-trials': { type: 'string', default: '3' },
    port: { type: 'string', default: '3310' },
    'row-cache-rows': { type: 'string' },
    'vacuum-interval': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
})

if (args.help) {
  console.log(usage)
  process.exit(0)
}

function number(name: string, value: string | undefined, min: number): number {
  const n = Number(value)
  if (!Number.isFinite(n) || n < min) {
    console.error(`--${name} must be a number >= ${min}\n\n${usage}`)
    process.exit(1)
  }
  return n
}

const { dbs, postgresUrl } = benchDatabases(args.db)

const options = {
  scale: number('scale', args.scale, 0.0001),
  seconds: number('seconds', args.seconds, 0.5),
  warmupSeconds: number('warmup', args.warmup, 0),
  connections: (args.connections ?? '1,32').split(',').map((c) => number('connections', c, 1)),
  exportRequests: number('export-requests', args['export-requests'], 0),
  startTrials: number('start-trials', args['start-trials'], 1),
  port: number('port', args.port, 1),
  rowCacheRows:
    args['row-cache-rows'] === undefined
      ? null
      : number('row-cache-rows', args['row-cache-rows'], 0),
  vacuumIntervalSeconds:
    args['vacuum-interval'] === undefined
      ? null
      : number('vacuum-interval', args['vacuum-interval'], 0),
  only:
    args.only
      ?.split(',')
      .map((w) => w.trim().toLowerCase())
      .filter(Boolean) ?? [],
}

/** The server's environment for a bench: quiet logs, the bench probes, no write rate limit. */
const serverEnv = {
  ...BENCH_OWNER_ENV,
  LOG_LEVEL: 'warn',
  GROUNDWORK_BENCH: '1',
  // The write cases send thousands of writes a minute from one address (README: Configuration).
  WRITE_RATE_LIMIT: '0',
  ...(options.rowCacheRows === null ? {} : { ROW_CACHE_ROWS: String(options.rowCacheRows) }),
  ...(options.vacuumIntervalSeconds === null
    ? {}
    : { VACUUM_INTERVAL_SECONDS: String(options.vacuumIntervalSeconds) }),
}

const log = (line: string) => console.log(line)

function commit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root })
      .toString()
      .trim()
    const dirty =
      execFileSync('git', ['status', '--porcelain'], { cwd: root }).toString().trim() !== ''
    return dirty ? `${sha}+changes` : sha
  } catch {
    return 'unknown'
  }
}

async function benchOne(db: DbKind, entry: string): Promise<BenchResult> {
  const timestamp = new Date().toISOString()
  const loadAvgAtStart = loadavg()
  log(`\n=== ${db} ===`)
  const prepareOptions = {
    benchDir,
    fresh: args.fresh ?? false,
    scale: options.scale,
    seed: 7,
    log,
  }
  const data: PreparedData =
    db === 'pglite'
      ? await preparePglite(prepareOptions)
      : await preparePostgres(postgresUrl as string, prepareOptions)
  const envFor = (env: Record<string, string>) => ({
    ...serverEnv,
    // Media files would go to DATA_DIR/media: keep them in the scratch area on PostgreSQL too.
    DATA_DIR: join(benchDir, '.data', 'run-files'),
    ...env,
  })

  const seeding = await startServer({ entry, port: options.port, env: envFor(data.emptyEnv) })
  await seeding.stop()
  log(
    `First start with seeding (empty database): ${seeding.readyMs.toFixed(0)} ms (server CPU ${seeding.readyCpuMs.toFixed(0)} ms)`,
  )

  const existingDbMs: number[] = []
  const existingDbCpuMs: number[] = []
  let server = await startServer({ entry, port: options.port, env: envFor(data.runEnv) })
  existingDbMs.push(server.readyMs)
  existingDbCpuMs.push(server.readyCpuMs)
  while (existingDbMs.length < options.startTrials) {
    await server.stop()
    server = await startServer({ entry, port: options.port, env: envFor(data.runEnv) })
    existingDbMs.push(server.readyMs)
    existingDbCpuMs.push(server.readyCpuMs)
  }
  log(`Start on the existing database: ${existingDbMs.map((ms) => ms.toFixed(0)).join(', ')} ms`)
  const cookie = await signInCookie(server.baseUrl)
  const startRssMb = server.memory()?.rssMb ?? NaN

  const results: LoadResult[] = []
  let peakRssBeforeExportMb = NaN
  let peakRssMb = NaN
  try {
    const cases = loadCases(data.manifest, {
      seconds: options.seconds,
      connections: options.connections,
      exportRequests: options.exportRequests,
    }).filter(
      (c) =>
        options.only.length === 0 || options.only.some((w) => c.name.toLowerCase().includes(w)),
    )
    log(
      `Load (${options.seconds} s per case and concurrency after ${options.warmupSeconds} s of warm-up):`,
    )
    for (const c of cases) {
      if (c.name.includes('export')) {
        peakRssBeforeExportMb = server.memory()?.peakRssMb ?? NaN
        if (c.amount === 0) continue
      }
      for (const connections of c.connections) {
        if (options.warmupSeconds > 0 && c.amount === undefined) {
          // A read by id is measured in steady state: each sampled person read once before, as a
          // running server would have them in its row cache, however slow this machine is today.
          const warmUp =
            c.name === PERSON_CASE
              ? { ...c, amount: Math.max(data.manifest.personIds.length, connections) }
              : { ...c, seconds: options.warmupSeconds }
          await runLoad(server.baseUrl, warmUp, connections, cookie)
          await waitUntilDrained(server)
        }
        const cpuBefore = server.cpuMs()
        const measured = await runLoad(server.baseUrl, c, connections, cookie)
        const backlogMs = await waitUntilDrained(server)
        // Requests still in flight at the end (one per connection) were answered while draining.
        const sent = measured.requests + (c.amount === undefined ? connections : 0)
        const result = {
          ...measured,
          backlogMs,
          serverCpuMsPerRequest: sent > 0 ? (server.cpuMs() - cpuBefore) / sent : NaN,
          rssAfterMb: server.memory()?.rssMb ?? NaN,
        }
        results.push(result)
        log(caseLine(result))
      }
    }
  } finally {
    if (Number.isNaN(peakRssBeforeExportMb))
      peakRssBeforeExportMb = server.memory()?.peakRssMb ?? NaN
    peakRssMb = server.memory()?.peakRssMb ?? NaN
    await server.stop()
  }

  const partial: Omit<BenchResult, 'targets'> = {
    format: 1,
    timestamp,
    db,
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      node: process.version,
      loadAvgAtStart,
      commit: commit(),
    },
    options: {
      scale: options.scale,
      seconds: options.seconds,
      warmupSeconds: options.warmupSeconds,
      connections: options.connections,
      rowCacheRows: options.rowCacheRows,
      vacuumIntervalSeconds: options.vacuumIntervalSeconds,
    },
    data: {
      generated: data.generated,
      generationSeconds: data.manifest.generationSeconds,
      counts: data.manifest.counts,
    },
    startup: {
      firstStartWithSeedingMs: seeding.readyMs,
      firstStartWithSeedingCpuMs: seeding.readyCpuMs,
      existingDbMs,
      existingDbMedianMs: median(existingDbMs),
      existingDbCpuMs,
    },
    memory: { startRssMb, peakRssBeforeExportMb, peakRssMb },
    cases: results,
  }
  return { ...partial, targets: checkTargets(partial) }
}

function report(result: BenchResult, resultsDir: string) {
  log(
    `\n--- ${result.db}: ${Object.entries(result.data.counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')} ---`,
  )
  log(
    `data set: ${result.data.generated ? 'generated' : 'reused'} (generation took ${result.data.generationSeconds.toFixed(1)} s); ` +
      `machine: ${result.machine.cpus} CPUs, load average at start ${result.machine.loadAvgAtStart.map((n) => n.toFixed(2)).join(' ')}`,
  )
  log(casesTable(result.cases))
  const ratio = personToPingRatio(result.cases)
  if (ratio) {
    log(
      `\nsigned-in /api/persons/:id at ${ratio.connections} clients = ${(ratio.ratio * 100).toFixed(1)}% of bare /ping throughput`,
    )
  }
  log(`\nTargets (issue #7):\n${targetsTable(result.targets)}`)
  const previous = previousResult(resultsDir, result.db, result.timestamp)
  const path = writeResult(resultsDir, result)
  if (previous)
    log(
      `\nCompared with ${previous.timestamp} (${previous.machine.commit}):\n${comparisonTable(previous, result)}`,
    )
  log(`\nWritten to ${path}`)
}

const resultsDir = join(benchDir, 'results')
const t0 = performance.now()
log('Building the server bundle ...')
const entry = await buildServerBundle(join(root, 'dist', 'bench-server'))
const all: BenchResult[] = []
for (const db of dbs) all.push(await benchOne(db, entry))
for (const result of all) report(result, resultsDir)
log(
  `\nBench finished in ${((performance.now() - t0) / 1000).toFixed(0)} s. The machine is shared: compare runs, not single figures.`,
)
