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
import type { ApiDeps } from '../../api/shared/deps'
import { readExport } from '../../api/system/export-document'
import type { Store } from '../../api/shared/store'
import { resources } from '../../domain/resources'
import { generateSeed } from '../../domain/seed/seed'
import { MAX_SERVER_UPLOAD_BYTES } from '../../domain/tools/media-file'
import { createBackupService } from '../backup/backup-service'
import { currentSchemaVersion } from '../backup/schema-version'
import { sql } from 'drizzle-orm'
import type { Executor } from '../db/executor'
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
    mail_templates: await tx.mailTemplates?.list(),
    outbox: await tx.outbox?.exportAll(),
    record_events: await tx.events?.exportAll(),
    notification_preferences: await tx.notifications?.exportPreferences(),
    follow_ups: await tx.followUps?.exportAll(),
    hub_access: await tx.hub?.exportAccess(),
    visit_confirmations: await tx.hub?.exportConfirmations(),
    provider_payments: await tx.providerPayments?.exportAll(),
    client_hub: await tx.clientHub?.getSettings(),
    estimate_responses: await tx.estimateResponses?.exportAll(),
    job_activity: await tx.jobActivity?.exportAll(),
    time: await tx.time?.exportAll(),
  }))
}

/**
 * Tables a backup leaves out on purpose, with why: what the round trip does not compare. Every other
 * table of the database is compared row for row, so a table the backup forgets fails the test.
 */
export const TABLES_NOT_IN_A_BACKUP: Readonly<Record<string, string>> = {
  sessions: 'a restore signs everyone out: sessions belong to the server that made them',
  set_password_links: 'one-time links are not carried: the Owner makes new ones',
  sign_in_throttle: 'failed sign-in counts are about the moment, not the data',
  idempotency_keys: "retries' stored answers are kept for a day and belong to the old server",
  media_blobs: 'files travel as media/<name> entries and are compared byte for byte',
  notifications:
    "the office's unread notices are about the moment (a payment's is on its invoice's History, which a backup carries); each user's preferences travel",
  hub_links:
    "a client's hub links are live ways in: a restore ends them (the office sends new ones)",
  hub_sessions: 'a restore ends every hub session, as it does staff sessions',
  imports:
    "CSV import undo history: an import is undone in the workspace it was made in (README 'Backup and restore')",
}

/**
 * Every row of every table of the database's own schema (not what the export reads), sorted, so
 * two databases can be compared whatever order their rows came back in. Numbers as text: PGlite
 * answers a bigint as a number, node-postgres as a string.
 */
export async function databaseTables(db: Executor): Promise<Record<string, unknown[]>> {
  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows
  const tables = await rowsOf(sql`SELECT table_name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`)
  const dump: Record<string, unknown[]> = {}
  for (const { table_name } of tables) {
    const name = String(table_name)
    if (name in TABLES_NOT_IN_A_BACKUP) continue
    const rows = await rowsOf(sql`SELECT * FROM ${sql.identifier(name)}`)
    dump[name] = rows
      .map((row) =>
        JSON.stringify(row, (_key, value: unknown) =>
          typeof value === 'bigint' || typeof value === 'number' ? String(value) : value,
        ),
      )
      .sort()
  }
  return dump
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
