// `npm run bench:recurring`: recurring jobs (issue #34) in PGlite (and PostgreSQL with
// BENCH_DATABASE_URL): making 12 months of weekly visits for 1,000 series (POST /api/jobs with
// repeat's use case, one transaction a series), the daily pass over them when nothing is due, and
// the calendar's week query (GET /api/calendar's rows) at 100,000 jobs, p50 and p95 over 200 weeks.
// Prints figures: to read, not a timed test.
import { parseArgs } from 'node:util'
import { calendarCondition } from '../src/domain/projects/calendar'
import { generateSeed } from '../src/domain/seed/seed'
import { randomId } from '../src/domain/shared/ids'
import { createRecord } from '../src/api/records/records'
import { startSeries } from '../src/api/projects/series-commands'
import { extendAllSeries } from '../src/api/projects/series-routes'
import { IN_MEMORY, openDatabase } from '../src/server/db/client'
import { createSqlStore } from '../src/server/db/sql-store'
import type { Row, RowOf } from '../src/api/shared/store'

const { values } = parseArgs({
  options: {
    series: { type: 'string', default: '1000' },
    jobs: { type: 'string', default: '100000' },
    weeks: { type: 'string', default: '200' },
  },
})
const SERIES = Number(values.series)
const JOBS = Number(values.jobs)
const WEEKS = Number(values.weeks)
const DAY = 86_400_000
const NOW = Date.UTC(2026, 10, 27, 15, 0)

let peakRss = 0
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20)
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}
const fmt = (n: number) => `${n.toFixed(1)} ms`

async function run(kind: 'pglite' | 'postgres', databaseUrl?: string) {
  const database = await openDatabase({ dataDir: IN_MEMORY, databaseUrl })
  const store = createSqlStore(database.db, database.kind)
  const seed = generateSeed(NOW)
  await store.transaction((tx) => tx.replaceAll(seed))
  await store.transaction(async (tx) =>
    tx.saveBranding({ ...(await tx.getBranding()), time_zone: 'America/Chicago' }),
  )
  const ctx = { now: NOW, newId: randomId }
  const clients = seed.persons.map((p) => p.id)

  // 1. 1,000 weekly series with no end: a year of visits each.
  const perSeries: number[] = []
  const started = performance.now()
  for (let i = 0; i < SERIES; i++) {
    const t0 = performance.now()
    await store.transaction(async (tx) => {
      const job = await createRecord(
        tx,
        'jobs',
        {
          title: `Weekly visit ${i}`,
          client_person_id: clients[i % clients.length],
          address: `${i} Elm St`,
          date: NOW + (i % 7) * DAY + ((i % 9) + 7) * 3_600_000,
        },
        ctx,
      )
      await startSeries(tx, job as RowOf<'jobs'>, { rule: 'FREQ=WEEKLY', kind: 'rule' }, ctx)
    })
    perSeries.push(performance.now() - t0)
  }
  const total = performance.now() - started
  const visits = await store.read((tx) =>
    tx.count('jobs', { op: 'neq', field: 'series_id', value: null }),
  )
  perSeries.sort((a, b) => a - b)
  console.log(
    `${kind}: ${SERIES} weekly series, 12 months ahead: ${visits} visits in ${(total / 1000).toFixed(1)} s ` +
      `(${((visits / total) * 1000).toFixed(0)} visits/s); per series p50 ${fmt(percentile(perSeries, 50))}, p95 ${fmt(percentile(perSeries, 95))}`,
  )

  // 2. The daily pass the next day: each series a week short of... one visit more at most.
  let t0 = performance.now()
  const extendedSame = await extendAllSeries({ store, clock: () => NOW, newId: randomId })
  console.log(
    `${kind}: daily pass with nothing due: ${extendedSame} series in ${fmt(performance.now() - t0)}`,
  )
  t0 = performance.now()
  const extendedWeek = await extendAllSeries({ store, clock: () => NOW + 8 * DAY, newId: randomId })
  console.log(
    `${kind}: daily pass 8 days later (one more visit each): ${extendedWeek} series in ${fmt(performance.now() - t0)}`,
  )

  // 3. Fill up to JOBS jobs, spread over two years, then the calendar's week query.
  const have = await store.read((tx) => tx.count('jobs', null))
  const template = seed.jobs[0]!
  for (let done = have; done < JOBS;) {
    const rows: Row[] = []
    for (let k = 0; k < 2000 && done < JOBS; k++, done++) {
      rows.push({
        ...template,
        id: randomId(),
        title: `Job ${done}`,
        date: NOW - 365 * DAY + Math.floor(Math.random() * 730 * DAY),
        version: 1,
      })
    }
    await store.transaction((tx) => tx.insertMany('jobs', rows))
  }
  const count = await store.read((tx) => tx.count('jobs', null))
  const times: number[] = []
  let rowsSeen = 0
  for (let w = 0; w < WEEKS; w++) {
    const from = NOW - 52 * 7 * DAY + Math.floor(Math.random() * 104) * 7 * DAY
    const q = performance.now()
    const rows = await store.transaction((tx) =>
      tx.findAll('jobs', calendarCondition({ from, to: from + 7 * DAY })),
    )
    times.push(performance.now() - q)
    rowsSeen += rows.length
  }
  times.sort((a, b) => a - b)
  console.log(
    `${kind}: calendar week at ${count} jobs (${(rowsSeen / WEEKS).toFixed(0)} jobs a week): ` +
      `p50 ${fmt(percentile(times, 50))}, p95 ${fmt(percentile(times, 95))}, max ${fmt(times.at(-1) ?? 0)} over ${WEEKS} weeks`,
  )
  await database.close()
}

await run('pglite')
if (process.env.BENCH_DATABASE_URL) await run('postgres', process.env.BENCH_DATABASE_URL)
clearInterval(sampler)
console.log(`peak RSS ${mib(peakRss)}`)
