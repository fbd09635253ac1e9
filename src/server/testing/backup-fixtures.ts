// Test helpers for backups: an empty database with its own media folder and backup service (where a
// backup is restored), counts of everything stored, and archives taken apart and put back together
// (the hostile-file tests change one entry at a time).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { gunzipSync, gzipSync } from 'node:zlib'
import { extract as tarExtract, pack as tarPack } from 'tar-stream'
import type { BackupService } from '../../api/backup/backup-service'
import type { ApiDeps } from '../../api/deps'
import { readExport } from '../../api/export-document'
import type { Store } from '../../api/store'
import { resources } from '../../domain/resources'
import { generateSeed } from '../../domain/seed/seed'
import { MAX_SERVER_UPLOAD_BYTES } from '../../domain/tools/media-file'
import { createBackupService } from '../backup/backup-service'
import { currentSchemaVersion } from '../backup/schema-version'
import type { Database } from '../db/client'
import { createSqlStore } from '../db/sql-store'
import { createFileBlobStore } from '../media/file-blob-store'
import type { TestBackend } from './test-databases'

export type BackupTarget = {
  database: Database
  store: Store
  deps: ApiDeps
  service: BackupService
  mediaDir: string
  tempDir: string
  close: () => Promise<void>
}

/** A new, empty database (migrated) with its own media and scratch folders. */
export async function openBackupTarget(
  backend: TestBackend,
  options: { maxTotalBytes?: number } = {},
): Promise<BackupTarget> {
  const database = await backend.open()
  const store = createSqlStore(database.db, database.kind)
  const mediaDir = mkdtempSync(join(tmpdir(), 'groundwork-restore-media-'))
  const tempDir = mkdtempSync(join(tmpdir(), 'groundwork-restore-tmp-'))
  const deps: ApiDeps = {
    store,
    blobs: createFileBlobStore({ folder: mediaDir, maxBytes: MAX_SERVER_UPLOAD_BYTES }),
    clock: () => Date.UTC(2026, 0, 20),
    newId: () => crypto.randomUUID(),
    seed: generateSeed,
  }
  const service = createBackupService(deps, {
    schemaVersion: currentSchemaVersion(),
    tempDir,
    ...options,
  })
  deps.backups = service
  return {
    database,
    store,
    deps,
    service,
    mediaDir,
    tempDir,
    close: async () => {
      await database.close()
      rmSync(mediaDir, { recursive: true, force: true })
      rmSync(tempDir, { recursive: true, force: true })
    },
  }
}

/** Rows of every collection, password hashes and audit entries: what a refused restore must leave at 0. */
export async function storedCounts(store: Store): Promise<Record<string, number>> {
  return store.transaction(async (tx) => {
    const counts: Record<string, number> = {}
    for (const def of resources) counts[def.name] = await tx.count(def.name, null)
    counts.credentials = (await tx.auth?.countPasswords()) ?? 0
    counts.audit_log = (await tx.audit?.exportAll())?.length ?? 0
    return counts
  })
}

export const filesIn = (folder: string): string[] => readdirSync(folder).sort()

/**
 * Everything a backup restores, as one value: the export, password hashes, the audit log and who
 * created and changed the records.
 */
export async function everything(store: Store) {
  return store.transaction(async (tx) => ({
    ...(await readExport(tx)),
    credentials: await tx.auth?.exportCredentials(),
    audit_log: await tx.audit?.exportAll(),
    record_stamps: await tx.stamps?.exportAll(),
  }))
}

export type ArchiveEntry = { name: string; body: Buffer; type?: 'file' | 'directory' | 'symlink' }

export async function unpackArchive(archive: Buffer): Promise<ArchiveEntry[]> {
  const extract = tarExtract()
  const entries: ArchiveEntry[] = []
  const done = new Promise<void>((resolve, reject) => {
    extract.on('entry', (header, stream, next) => {
      const chunks: Buffer[] = []
      stream.on('data', (c) => chunks.push(c as Buffer))
      stream.on('end', () => {
        entries.push({ name: header.name, body: Buffer.concat(chunks) })
        next()
      })
    })
    extract.on('finish', resolve)
    extract.on('error', reject)
  })
  extract.end(gunzipSync(archive))
  await done
  return entries
}

export async function packArchive(entries: readonly ArchiveEntry[]): Promise<Buffer> {
  const pack = tarPack()
  const chunks: Buffer[] = []
  pack.on('data', (c) => chunks.push(c as Buffer))
  const ended = new Promise<void>((resolve) => pack.on('end', () => resolve()))
  for (const entry of entries) {
    const type = entry.type ?? 'file'
    if (type === 'file') pack.entry({ name: entry.name, size: entry.body.length }, entry.body)
    else if (type === 'symlink') pack.entry({ name: entry.name, type, linkname: '/etc/passwd' })
    else pack.entry({ name: entry.name, type })
  }
  pack.finalize()
  await ended
  return gzipSync(Buffer.concat(chunks))
}

export const streamOf = (bytes: Buffer): Readable => Readable.from([bytes])
