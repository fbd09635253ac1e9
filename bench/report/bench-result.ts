// What one bench run measured on one database, as written to bench/results/<timestamp>-<db>.json,
// and the targets of issue #7 checked against it.
import type { LoadResult } from '../load/run-load'

export type DbKind = 'pglite' | 'postgres'

export type BenchResult = {
  format: 1
  timestamp: string
  db: DbKind
  machine: {
    cpus: number
    cpuModel: string
    node: string
    loadAvgAtStart: number[]
    commit: string
  }
  options: {
    scale: number
    seconds: number
    warmupSeconds: number
    connections: number[]
    /** ROW_CACHE_ROWS given to the server; null: its default. */
    rowCacheRows?: number | null
    /** VACUUM_INTERVAL_SECONDS given to the server; null: its default. */
    vacuumIntervalSeconds?: number | null
  }
  data: { generated: boolean; generationSeconds: number; counts: Record<string, number> }
  startup: {
    firstStartWithSeedingMs: number
    existingDbMs: number[]
    existingDbMedianMs: number
    /** Server CPU time (user + system) to ready: steadier than wall time on a busy machine. */
    firstStartWithSeedingCpuMs: number
    existingDbCpuMs: number[]
  }
  memory: {
    /** VmRSS right after start on the existing database. */
    startRssMb: number
    /** VmHWM before the export case, and at the end (after the export). */
    peakRssBeforeExportMb: number
    peakRssMb: number
  }
  cases: LoadResult[]
  targets: TargetCheck[]
}

export type TargetCheck = { name: string; target: string; measured: string; ok: boolean | null }

export const PING_CASE = 'GET /ping (bare Fastify)'
export const PERSON_CASE = 'GET /api/persons/:id'

export function findCase(cases: readonly LoadResult[], name: string, connections: number) {
  return cases.find((c) => c.name === name && c.connections === connections)
}

/** GET /api/persons/:id requests per second over /ping's, at the highest concurrency of the run. */
export function personToPingRatio(
  cases: readonly LoadResult[],
): { connections: number; ratio: number } | null {
  const connections = Math.max(
    ...cases.filter((c) => c.name === PING_CASE).map((c) => c.connections),
  )
  const ping = findCase(cases, PING_CASE, connections)
  const person = findCase(cases, PERSON_CASE, connections)
  if (!ping || !person || ping.rps === 0) return null
  return { connections, ratio: person.rps / ping.rps }
}

export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`

export function checkTargets(r: Omit<BenchResult, 'targets'>): TargetCheck[] {
  const checks: TargetCheck[] = []
  for (const c of r.cases.filter((c) => c.name.startsWith('search') && c.connections === 1)) {
    const server = c.serverMs?.p95
    checks.push({
      name: `${c.name}, 1 client`,
      target:
        r.db === 'pglite'
          ? 'p95 < 10 ms server-side'
          : 'p95 server-side (10 ms is the PGlite target)',
      measured: `server p95 ${server === undefined ? 'n/a' : ms(server)}; client p95 ${ms(c.latencyMs.p95)}`,
      ok: r.db === 'pglite' && server !== undefined ? server < 10 : null,
    })
  }
  const ratio = personToPingRatio(r.cases)
  const wanted = r.db === 'pglite' ? 0.25 : 0.4
  checks.push({
    name: `/api/persons/:id vs /ping throughput${ratio ? `, ${ratio.connections} clients` : ''}`,
    target: `>= ${wanted * 100}%`,
    measured: ratio ? `${(ratio.ratio * 100).toFixed(1)}%` : 'n/a',
    ok: ratio ? ratio.ratio >= wanted : null,
  })
  checks.push({
    name: 'start on the existing database',
    target: '< 3 s to ready',
    measured: `${(r.startup.existingDbMedianMs / 1000).toFixed(2)} s (median of ${r.startup.existingDbMs.length}; CPU ${(median(r.startup.existingDbCpuMs) / 1000).toFixed(2)} s)`,
    ok: r.startup.existingDbMedianMs < 3000,
  })
  checks.push({
    name: 'first start with seeding',
    target: '< 10 s',
    measured: `${(r.startup.firstStartWithSeedingMs / 1000).toFixed(2)} s (CPU ${(r.startup.firstStartWithSeedingCpuMs / 1000).toFixed(2)} s)`,
    ok: r.startup.firstStartWithSeedingMs < 10_000,
  })
  checks.push({
    name: 'peak server RSS',
    target: '< 300 MB',
    measured: `${r.memory.peakRssMb.toFixed(0)} MB (${r.memory.peakRssBeforeExportMb.toFixed(0)} MB before the export)`,
    ok: r.memory.peakRssMb < 300,
  })
  return checks
}
