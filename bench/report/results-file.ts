// bench/results/<timestamp>-<db>.json (gitignored): one file per run and database, so runs compare.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BenchResult, DbKind } from './bench-result'

export function writeResult(folder: string, result: BenchResult): string {
  mkdirSync(folder, { recursive: true })
  const path = join(folder, `${result.timestamp.replace(/[:.]/g, '-')}-${result.db}.json`)
  writeFileSync(path, `${JSON.stringify(result, null, 2)}\n`)
  return path
}

/** The newest earlier result for the same database, if any. */
export function previousResult(folder: string, db: DbKind, before: string): BenchResult | null {
  let names: string[]
  try {
    names = readdirSync(folder)
  } catch {
    return null
  }
  const candidates = names
    .filter((name) => name.endsWith(`-${db}.json`))
    .sort()
    .reverse()
  for (const name of candidates) {
    try {
      const result = JSON.parse(readFileSync(join(folder, name), 'utf8')) as BenchResult
      if (result.format === 1 && result.timestamp < before) return result
    } catch {
      // an unreadable file is skipped, not fatal
    }
  }
  return null
}
