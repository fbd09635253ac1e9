// The backup file (issue #21): one gzipped tar archive holding, in this order, the manifest (what
// made it: format and database versions), the data (every record, the accounts' password hashes
// and the audit log) and the uploaded files under media/. These rules decide which archives are
// ours and which entries they may hold; the server reads and writes the archive itself.
import { z } from 'zod'
import { AppError } from '../shared/app-error'
import { MiB } from '../tools/media-file'

export const BACKUP_FORMAT = 'groundwork-backup'
/** Raised when the archive's layout or the data document's shape changes incompatibly. */
export const BACKUP_FORMAT_VERSION = 1

export const MANIFEST_ENTRY = 'groundwork-backup.json'
export const DATA_ENTRY = 'data.json'
export const MEDIA_ENTRY_PREFIX = 'media/'

/** The manifest is a few hundred bytes. */
export const MAX_MANIFEST_BYTES = 64 * 1024
/** The data document is parsed as one JSON text: it must stay well under V8's longest string. */
export const MAX_DATA_BYTES = 384 * MiB
/** Everything the archive unpacks to, files included. */
export const MAX_BACKUP_BYTES = 8 * 1024 * MiB

export const BACKUP_CONTENT_TYPE = 'application/gzip'

/** The database's migration level: the index and tag of its last migration (drizzle/). */
export const schemaVersionSchema = z.object({
  index: z.number().int().min(0),
  tag: z.string().min(1).max(200),
})
export type SchemaVersion = z.infer<typeof schemaVersionSchema>

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  format_version: z.number().int().min(1),
  schema_version: schemaVersionSchema,
  created_at: z.string(),
  /** Rows per collection and the number of files, for a person reading the archive. */
  counts: z.record(z.string(), z.number().int().min(0)),
  files: z.number().int().min(0),
})
export type BackupManifest = z.infer<typeof backupManifestSchema>

export const NOT_A_BACKUP = 'This file is not a Groundwork backup'

/** The manifest of a backup made now. */
export function makeManifest(
  schemaVersion: SchemaVersion,
  createdAt: string,
  counts: Record<string, number>,
  files: number,
): BackupManifest {
  return {
    format: BACKUP_FORMAT,
    format_version: BACKUP_FORMAT_VERSION,
    schema_version: schemaVersion,
    created_at: createdAt,
    counts,
    files,
  }
}

/**
 * The manifest of an archive this version can restore, or an AppError that says why not: another
 * program's file, or a newer Groundwork's (format or database). An older database version is
 * fine: its rows are read through today's schemas, whose defaults fill the fields added since.
 */
export function checkManifest(raw: unknown, ours: SchemaVersion): BackupManifest {
  const isOurs =
    typeof raw === 'object' &&
    raw !== null &&
    (raw as { format?: unknown }).format === BACKUP_FORMAT
  if (!isOurs) throw new AppError('VALIDATION', NOT_A_BACKUP)
  const version = (raw as { format_version?: unknown }).format_version
  if (typeof version === 'number' && version > BACKUP_FORMAT_VERSION) {
    throw new AppError(
      'VALIDATION',
      `This backup was made by a newer version of Groundwork (backup format ${version}; this one reads format ${BACKUP_FORMAT_VERSION}): update Groundwork, then restore it`,
    )
  }
  const parsed = backupManifestSchema.safeParse(raw)
  if (!parsed.success) throw new AppError('VALIDATION', `${NOT_A_BACKUP} (its manifest is damaged)`)
  const theirs = parsed.data.schema_version
  if (theirs.index > ours.index) {
    throw new AppError(
      'VALIDATION',
      `This backup was made by a newer version of Groundwork (database ${theirs.tag}; this one is at ${ours.tag}): update Groundwork, then restore it`,
    )
  }
  if (theirs.index === ours.index && theirs.tag !== ours.tag) {
    throw new AppError(
      'VALIDATION',
      `This backup comes from another line of Groundwork (database ${theirs.tag}; this one is at ${ours.tag})`,
    )
  }
  return parsed.data
}

export type BackupEntry = { kind: 'manifest' } | { kind: 'data' } | { kind: 'file'; name: string }

/** A stored file's name inside media/: no folders, no dots in front, nothing a shell or path reads. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,150}(\.[A-Za-z0-9]{1,10})?$/

/**
 * What an archive entry is, from its name, or an AppError: absolute paths, backslashes, `..` or
 * `.` segments and any name outside the three the format has are refused, never resolved.
 */
export function entryOf(name: string): BackupEntry {
  const segments = name.split('/')
  const unsafe =
    name.includes('\\') ||
    name.includes('\0') ||
    name.startsWith('/') ||
    /^[A-Za-z]:/.test(name) ||
    segments.some((s) => s === '..' || s === '.' || s === '')
  if (unsafe) {
    throw new AppError(
      'VALIDATION',
      `The backup holds an entry with an unsafe name: ${quoted(name)}`,
    )
  }
  if (name === MANIFEST_ENTRY) return { kind: 'manifest' }
  if (name === DATA_ENTRY) return { kind: 'data' }
  const file = name.startsWith(MEDIA_ENTRY_PREFIX) ? name.slice(MEDIA_ENTRY_PREFIX.length) : null
  if (file !== null && FILE_NAME.test(file)) return { kind: 'file', name: file }
  throw new AppError('VALIDATION', `The backup holds an unknown entry: ${quoted(name)}`)
}

/** A name from a file, shown in a message: short, and without control characters. */
function quoted(name: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '?')
  return JSON.stringify(clean.length > 120 ? `${clean.slice(0, 120)}...` : clean)
}
