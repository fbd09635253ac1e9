// The database's migration level a backup records: the last migration of drizzle/ (its journal).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SchemaVersion } from '../../domain/backup/backup-format'
import { migrationsFolder } from '../package-root'

export function currentSchemaVersion(folder: string = migrationsFolder()): SchemaVersion {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[]
  }
  const last = journal.entries.at(-1)
  if (!last) throw new Error(`No migrations in ${folder}`)
  return { index: last.idx, tag: last.tag }
}
