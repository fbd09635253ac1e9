// Plain-text tables of a bench run: the load cases, the targets, and the change since the previous run.
import type { LoadResult } from '../load/run-load'
import { findCase, type BenchResult, type TargetCheck } from './bench-result'

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n')
}

/** A figure, or '-' when there is none (a NaN read back from JSON is null). */
const fixed = (n: number | null | undefined, digits = 1) =>
  n === undefined || n === null || Number.isNaN(n) ? '-' : n.toFixed(digits)

export function caseLine(r: LoadResult): string {
  const server = r.serverMs
    ? `, server p50/p95 ${fixed(r.serverMs.p50, 2)}/${fixed(r.serverMs.p95, 2)} ms`
    : ''
  const bad =
    r.non2xx + r.errors > 0
      ? `, non-2xx ${r.non2xx}, errors ${r.errors} ${JSON.stringify(r.statuses)}`
      : ''
  const backlog =
    r.backlogMs !== undefined && r.backlogMs > 1000
      ? `, ${(r.backlogMs / 1000).toFixed(1)} s to answer the requests still queued`
      : ''
  return (
    `  ${r.name} x${r.connections}: ${fixed(r.rps, 0)} req/s, p50/p95/p99 ` +
    `${fixed(r.latencyMs.p50, 2)}/${fixed(r.latencyMs.p95, 2)}/${fixed(r.latencyMs.p99, 2)} ms${server}${bad}${backlog}`
  )
}

export function casesTable(cases: readonly LoadResult[]): string {
  return table(
    [
      'case',
      'clients',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'srv p50',
      'srv p95',
      'CPU ms/req',
      'non-2xx',
      'requests',
      'KB/resp',
    ],
    cases.map((r) => [
      r.name,
      String(r.connections),
      fixed(r.rps, 0),
      fixed(r.latencyMs.p50, 2),
      fixed(r.latencyMs.p95, 2),
      fixed(r.latencyMs.p99, 2),
      fixed(r.serverMs?.p50, 2),
      fixed(r.serverMs?.p95, 2),
      fixed(r.serverCpuMsPerRequest, 2),
      String(r.non2xx + r.errors),
      String(r.requests),
      fixed(r.bytesPerResponse / 1024, 1),
    ]),
  )
}

export function targetsTable(checks: readonly TargetCheck[]): string {
  return table(
    ['target', 'wanted', 'measured', 'ok'],
    checks.map((c) => [c.name, c.target, c.measured, c.ok === null ? '-' : c.ok ? 'yes' : 'NO']),
  )
}

const change = (before: number, after: number) =>
  before === 0 || Number.isNaN(before)
    ? ''
    : ` (${after >= before ? '+' : ''}${(((after - before) / before) * 100).toFixed(0)}%)`

export function comparisonTable(previous: BenchResult, current: BenchResult): string {
  const rows = current.cases.flatMap((now) => {
    const before = findCase(previous.cases, now.name, now.connections)
    if (!before) return []
    return [
      [
        now.name,
        String(now.connections),
        `${fixed(before.rps, 0)} -> ${fixed(now.rps, 0)}${change(before.rps, now.rps)}`,
        `${fixed(before.latencyMs.p95, 2)} -> ${fixed(now.latencyMs.p95, 2)}`,
        `${fixed(before.serverMs?.p95, 2)} -> ${fixed(now.serverMs?.p95, 2)}`,
      ],
    ]
  })
  const startup = [
    'start on existing db (ms)',
    '',
    `${fixed(previous.startup.existingDbMedianMs, 0)} -> ${fixed(current.startup.existingDbMedianMs, 0)}`,
    '',
    '',
  ]
  const seeding = [
    'first start with seeding (ms)',
    '',
    `${fixed(previous.startup.firstStartWithSeedingMs, 0)} -> ${fixed(current.startup.firstStartWithSeedingMs, 0)}`,
    '',
    '',
  ]
  const rss = [
    'peak RSS (MB)',
    '',
    `${fixed(previous.memory.peakRssMb, 0)} -> ${fixed(current.memory.peakRssMb, 0)}`,
    '',
    '',
  ]
  return table(
    ['case', 'clients', 'req/s', 'p95 ms', 'srv p95 ms'],
    [...rows, startup, seeding, rss],
  )
}
