// `npm run backup -- --out FILE` and `npm run restore -- FILE [--replace]` (issue #21): the same
// archives as Settings > Backup, on the database of DATABASE_URL or DATA_DIR's PGlite. PGlite's
// folder belongs to one process: while a server holds it, these refuse and say so.
import { existsSync } from 'node:fs'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { createReadStream } from 'node:fs'
import { parseArgs } from 'node:util'
import type { ApiDeps } from '../../api/shared/deps'
import { generateSeed } from '../../domain/seed/seed'
import { AppError } from '../../domain/shared/app-error'
import { randomId } from '../../domain/shared/ids'
import { MAX_SERVER_UPLOAD_BYTES } from '../../domain/tools/media-file'
import { ConfigError, loadConfig } from '../config'
import { openDatabase, type Database } from '../db/client'
import { DataDirLockedError } from '../db/data-dir-lock'
import { PGLITE_FOLDER } from '../db/pglite-folder'
import { createSqlStore } from '../db/sql-store'
import { createFileBlobStore, mediaFolder } from '../media/file-blob-store'
import { createBackupService } from './backup-service'
import { currentSchemaVersion } from './schema-version'
import { writeBackupArchive } from './write-backup-archive'

export const BACKUP_USAGE = 'Usage: npm run backup -- --out FILE'
export const RESTORE_USAGE = 'Usage: npm run restore -- FILE [--replace]'

type Output = { log: (line: string) => void; error: (line: string) => void }

class UsageError extends Error {}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`

async function open(dataDir: string, databaseUrl: string | undefined): Promise<Database> {
  try {
    return await openDatabase({ dataDir, databaseUrl, poolSize: 2 })
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    throw new UsageError(
      `A Groundwork server (process ${error.pid}) is running on ${dataDir}: stop it first, or download the backup from Settings > Backup while it runs.`,
    )
  }
}

function parsed(args: string[], usage: string) {
  try {
    return parseArgs({
      args,
      options: { out: { type: 'string' }, replace: { type: 'boolean', default: false } },
      allowPositionals: true,
      strict: true,
    })
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${usage}`)
  }
}

/** Runs `backup` or `restore` with their arguments; answers the process's exit code. */
export async function runBackupCommand(
  command: 'backup' | 'restore',
  args: string[],
  env: Record<string, string | undefined> = process.env,
  out: Output = { log: console.log, error: console.error },
): Promise<number> {
  let database: Database | null = null
  try {
    const config = loadConfig(env)
    const usage = command === 'backup' ? BACKUP_USAGE : RESTORE_USAGE
    const { values, positionals } = parsed(args, usage)
    const file = command === 'backup' ? values.out : positionals[0]
    const extra = command === 'backup' ? positionals.length > 0 || values.replace : values.out
    if (!file || extra || positionals.length > 1) throw new UsageError(usage)

    const { dataDir, databaseUrl } = config
    if (command === 'backup' && !databaseUrl && !existsSync(join(dataDir, PGLITE_FOLDER))) {
      throw new UsageError(
        `There is no Groundwork data in ${resolve(dataDir)} (DATA_DIR) to back up.`,
      )
    }
    database = await open(dataDir, databaseUrl)
    const tempDir = join(dataDir, 'tmp')
    await mkdir(tempDir, { recursive: true })
    const deps: ApiDeps = {
      store: createSqlStore(database.db, database.kind, { rowCacheRows: 0 }),
      blobs: createFileBlobStore({
        folder: mediaFolder(dataDir),
        maxBytes: MAX_SERVER_UPLOAD_BYTES,
      }),
      clock: Date.now,
      newId: randomId,
      seed: (now) => generateSeed(now),
    }
    const schemaVersion = currentSchemaVersion()

    if (command === 'backup') {
      // Written beside its final name and renamed once complete: a cut-off file never has that name.
      const partial = `${file}.partial`
      try {
        const written = await writeBackupArchive(deps, schemaVersion, tempDir, partial)
        await rename(partial, file)
        const records = Object.values(written.counts).reduce((a, b) => a + b, 0)
        const { size } = await stat(file)
        out.log(
          `Backup of ${database.location} written to ${file}: ${records} records, ${written.files} files, ${mib(size)}`,
        )
      } finally {
        await rm(partial, { force: true })
      }
      return 0
    }

    if (!existsSync(file)) throw new UsageError(`No such file: ${file}`)
    const service = createBackupService(deps, { schemaVersion, tempDir })
    const done = await service.restore(
      createReadStream(file),
      values.replace ? 'replace' : 'empty-database',
    )
    out.log(
      `Restored the backup of ${done.created_at} into ${database.location}: ${done.records} records, ${done.files} files`,
    )
    return 0
  } catch (error) {
    if (error instanceof UsageError || error instanceof AppError || error instanceof ConfigError) {
      out.error(error.message)
      return error instanceof AppError ? 1 : 2
    }
    out.error(`The ${command} failed: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  } finally {
    await database?.close()
  }
}
