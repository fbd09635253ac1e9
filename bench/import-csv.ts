// `npm run bench:import`: a 10,000-row Jobber-style client list imported as the app does it, timed
// in its two halves: the browser's (decode, parse, guess the columns, map the rows) and the server's
// (POST /api/imports/persons through Fastify: checked again, duplicates looked up, every row written
// in one transaction). On in-memory PGlite; on PostgreSQL with BENCH_DATABASE_URL (a scratch
// database: the sample data is written into it). Prints figures; asserts nothing.
import console from 'node:console'
import process from 'node:process'
import { performance } from 'node:perf_hooks'
import { startSession } from '../src/api/auth/sessions'
import { decodeCsvBytes } from '../src/domain/csv/csv-decode'
import { parseCsvText } from '../src/domain/csv/csv-parse'
import { guessMapping } from '../src/domain/imports/import-fields'
import { mapRows } from '../src/domain/imports/map-rows'
import { generateSeed } from '../src/domain/seed/seed'
import { createApp } from '../src/server/app'
import { SESSION_COOKIE } from '../src/server/auth/session-cookie'
import { IN_MEMORY, openDatabase } from '../src/server/db/client'
import { createSqlStore } from '../src/server/db/sql-store'
import { fastPasswords } from '../src/server/testing/fast-passwords'
import { sampleOwnerOf } from '../src/server/testing/sample-owner'

const ROWS = 10_000
const HEADER =
  'First name,Last name,Company name,E-mail,Main phone #,Mobile phone #,Billing street 1,Billing city,Billing province,Billing ZIP,Tags'
const FIRST = ['Ada', 'Ben', 'Cleo', 'Dev', 'Ema', 'Finn', 'Gus', 'Hana', 'Ivo', 'José']
const LAST = ['Lopez', 'Nguyen', 'Smith', 'Okafor', 'Müller', 'Rossi', 'Kim', 'Brown']

/** Row i of the file; every 50th repeats the e-mail of the row before (a duplicate within the file). */
function line(i: number): string {
  const n = i % 50 === 49 ? i - 1 : i
  const first = FIRST[i % FIRST.length] ?? ''
  const last = LAST[i % LAST.length] ?? ''
  const phone = `(512) ${String(200 + (i % 700)).padStart(3, '0')}-${String(i).padStart(4, '0')}`
  const company = i % 7 === 0 ? `"${last} & Sons, LLC"` : ''
  return [
    first,
    last,
    company,
    `client${n}@example.com`,
    phone,
    '',
    `${100 + i} Elm St`,
    'Austin',
    'TX',
    '78701',
    'Residential, Imported',
  ].join(',')
}

const file = new TextEncoder().encode(
  [HEADER, ...Array.from({ length: ROWS }, (_, i) => line(i))].join('\r\n'),
)
const databaseUrl = process.env.BENCH_DATABASE_URL
const now = Date.now()

const database = await openDatabase({ dataDir: IN_MEMORY, ...(databaseUrl ? { databaseUrl } : {}) })
const store = createSqlStore(database.db, database.kind)
const seed = generateSeed(now)
await store.seedIfEmpty(() => seed)
const app = await createApp({
  store,
  clock: () => Date.now(),
  logger: false,
  passwords: fastPasswords,
})
const token = await store.transaction((tx) => startSession(tx, sampleOwnerOf(seed).id, now))

const t0 = performance.now()
const { text } = decodeCsvBytes(file)
const parsed = parseCsvText(text)
const mapping = guessMapping('persons', parsed.headers)
const rows = mapRows(parsed.rows, mapping)
const payload = JSON.stringify({
  file_name: 'jobber-clients.csv',
  on_duplicate: 'skip',
  rows,
  dry_run: process.env.DRY === '1',
})
const t1 = performance.now()
const res = await app.inject({
  method: 'POST',
  url: '/api/imports/persons',
  cookies: { [SESSION_COOKIE]: token },
  headers: { 'content-type': 'application/json' },
  payload,
})
const t2 = performance.now()
const body = JSON.parse(res.body) as { created: number; updated: number; skipped: number }
if (res.statusCode !== 200)
  throw new Error(`import answered ${res.statusCode}: ${res.body.slice(0, 300)}`)

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
console.log(
  `CSV import of ${ROWS.toLocaleString('en-US')} rows on ${database.kind} (${(file.length / 1024).toFixed(0)} KB file, ${(payload.length / 1024).toFixed(0)} KB request)`,
)
console.log(`  browser side (decode, parse, map):  ${s(t1 - t0)}`)
console.log(`  server side (POST, one transaction): ${s(t2 - t1)}`)
console.log(`  total:                               ${s(t2 - t0)}`)
console.log(`  created ${body.created}, updated ${body.updated}, skipped ${body.skipped}`)
await app.close()
await database.close()
