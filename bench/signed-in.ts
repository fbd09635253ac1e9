// `npm run bench:signed-in`: the figure of issue #28 section 3 without the 100k data set. Starts the
// real server on the sample data (PGlite in a scratch folder; PostgreSQL too with
// BENCH_DATABASE_URL), signs in, and measures at 32 clients, round after round, bare `GET /ping`
// and a signed-in `GET /api/persons/:id`; prints each round's ratio and the median.
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { benchDatabases } from './data/bench-databases'
import { median, PERSON_CASE, PING_CASE } from './report/bench-result'
import { runLoad, type LoadCase, type LoadResult } from './load/run-load'
import { buildServerBundle, startServer, waitUntilDrained } from './server/server-process'
import { BENCH_OWNER_ENV, signInCookie } from './server/owner.mjs'

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..')

const usage = `npm run bench:signed-in -- [options]
  --db <pglite|postgres|all>  which databases (default: pglite, and postgres too when BENCH_DATABASE_URL is set)
  --rounds <n>                measurements of both cases, one after the other (default 3)
  --seconds <n>               measured seconds per case and round (default 4)
  --warmup <n>                unmeasured seconds before each measurement (default 1)
  --connections <n>           concurrent clients (default 32)
  --port <n>                  port of the bench server (default 3311)`

const { values: args } = parseArgs({
  options: {
    db: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '4' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '32' },
    port: { type: 'string', default: '3311' },
    help: { type: 'boolean', default: false },
  },
})
if (args.help) {
  console.log(usage)
  process.exit(0)
}
const number = (name: string, value: string | undefined, min: number) => {
  const n = Number(value)
  if (!Number.isFinite(n) || n < min) {
    console.error(`--${name} must be a number >= ${min}\n\n${usage}`)
    process.exit(1)
  }
  return n
}
const rounds = number('rounds', args.rounds, 1)
const seconds = number('seconds', args.seconds, 0.5)
const warmup = number('warmup', args.warmup, 0)
const connections = number('connections', args.connections, 1)
const port = number('port', args.port, 1)
const { dbs, postgresUrl } = benchDatabases(args.db)

/** A scratch PostgreSQL database beside BENCH_DATABASE_URL's: `<name>_signed_in`, made empty. */
async function scratchPostgres(url: string): Promise<string> {
  const u = new URL(url)
  const name = `${decodeURIComponent(u.pathname.slice(1))}_signed_in`
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a usable database name: ${name}`)
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await admin.query(`CREATE DATABASE "${name}"`)
  } finally {
    await admin.end()
  }
  u.pathname = `/${name}`
  return u.toString()
}

type Round = { ping: LoadResult; person: LoadResult; pingCpu: number; personCpu: number }

async function benchOne(db: string, entry: string): Promise<Round[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'groundwork-bench-signed-in-'))
  const server = await startServer({
    entry,
    port,
    env: {
      ...BENCH_OWNER_ENV,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      GROUNDWORK_BENCH: '1',
      WRITE_RATE_LIMIT: '0',
      ...(db === 'postgres' ? { DATABASE_URL: await scratchPostgres(postgresUrl as string) } : {}),
    },
  })
  try {
    const cookie = await signInCookie(server.baseUrl)
    const listed = await fetch(`${server.baseUrl}/api/persons?limit=100`, { headers: { cookie } })
    const ids = ((await listed.json()) as { items: { id: string }[] }).items.map((p) => p.id)
    if (ids.length === 0) throw new Error('The sample data has no persons')
    let i = 0
    const cases: LoadCase[] = [
      {
        name: PING_CASE,
        method: 'GET',
        connections: [connections],
        next: () => ({ path: '/ping' }),
      },
      {
        name: PERSON_CASE,
        method: 'GET',
        connections: [connections],
        next: () => ({ path: `/api/persons/${ids[i++ % ids.length]}` }),
      },
    ]
    const measure = async (c: LoadCase) => {
      if (warmup > 0) {
        await runLoad(server.baseUrl, { ...c, seconds: warmup }, connections, cookie)
        await waitUntilDrained(server)
      }
      const cpuBefore = server.cpuMs()
      const result = await runLoad(server.baseUrl, { ...c, seconds }, connections, cookie)
      await waitUntilDrained(server)
      const cpu = (server.cpuMs() - cpuBefore) / Math.max(1, result.requests + connections)
      if (result.non2xx > 0) throw new Error(`${c.name}: ${JSON.stringify(result.statuses)}`)
      return { result, cpu }
    }
    const results: Round[] = []
    for (let round = 1; round <= rounds; round += 1) {
      const ping = await measure(cases[0] as LoadCase)
      const person = await measure(cases[1] as LoadCase)
      results.push({
        ping: ping.result,
        person: person.result,
        pingCpu: ping.cpu,
        personCpu: person.cpu,
      })
      console.log(
        `${db} round ${round}: /ping ${ping.result.rps.toFixed(0)}/s, signed-in /api/persons/:id ` +
          `${person.result.rps.toFixed(0)}/s (p95 ${person.result.latencyMs.p95.toFixed(1)} ms) = ` +
          `${((person.result.rps / ping.result.rps) * 100).toFixed(1)}%; server CPU per request ` +
          `${ping.cpu.toFixed(3)} / ${person.cpu.toFixed(3)} ms; load average ${loadavg()[0]?.toFixed(2)}`,
      )
    }
    return results
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

console.log('Building the server bundle ...')
const entry = await buildServerBundle(join(root, 'dist', 'bench-server'))
console.log(
  `load average at start: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
)
for (const db of dbs) {
  const results = await benchOne(db, entry)
  const ratio = median(results.map((r) => r.person.rps / r.ping.rps))
  // What each request costs the server, whatever else shares the machine: the steadier figure.
  const cpuRatio = median(results.map((r) => r.pingCpu / r.personCpu))
  console.log(
    `${db}: signed-in GET /api/persons/:id at ${connections} clients = ${(ratio * 100).toFixed(1)}% ` +
      `of bare /ping (median of ${results.length}; target >= 25%); by server CPU time per request ` +
      `${(cpuRatio * 100).toFixed(1)}%`,
  )
}
