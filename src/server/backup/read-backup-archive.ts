// Reads a backup archive from a stream and checks all of it before anything is restored: the
// manifest first (ours? not newer?), then the data document (every row through its schema, every
// reference resolved), then the files, each of which a media row must name, at most once, within
// the size caps. Entry names are checked, never used as paths: files go to a scratch folder under
// the name the data gave them. Any fault is an AppError saying what is wrong; a damaged or cut-off
// file (gzip or tar not ending where it should) is one too.
import { createWriteStream } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'
import { extract as tarExtract, type Header } from 'tar-stream'
import type { BackupFiles } from '../../api/backup/restore-backup'
import { checkBackupData, type BackupData } from '../../domain/backup/backup-data'
import {
  checkManifest,
  entryOf,
  MAX_BACKUP_BYTES,
  MAX_DATA_BYTES,
  MAX_MANIFEST_BYTES,
  MEDIA_ENTRY_PREFIX,
  NOT_A_BACKUP,
  type BackupManifest,
  type SchemaVersion,
} from '../../domain/backup/backup-format'
import { AppError } from '../../domain/shared/app-error'

export type ReadBackupOptions = {
  schemaVersion: SchemaVersion
  /** An empty folder of our own for the files until they are restored. */
  stagingDir: string
  /** The blob store's cap per file. */
  maxFileBytes: number
  /** All entries unpacked together (MAX_BACKUP_BYTES by default). */
  maxTotalBytes?: number
  /** The stored files the data's media rows name: name in the backup -> URL. */
  filesOf: (data: BackupData) => Map<string, string>
}

export type BackupRead = {
  manifest: BackupManifest
  data: BackupData
  files: Map<string, string>
  staged: BackupFiles
}

const DAMAGED =
  'The backup file is damaged or incomplete (it ends too early or its contents do not add up): make a new backup and try again'

const invalid = (message: string) => new AppError('VALIDATION', message)

const mib = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`

/** Reads one entry's bytes, counting them against its own cap as they come (not the header's word). */
async function bytesOf(entry: AsyncIterable<unknown>, cap: number, what: string): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of entry) {
    size += (chunk as Buffer).length
    if (size > cap) throw invalid(`${what} is larger than ${mib(cap)}`)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

function parseJson(bytes: Buffer, what: string): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'))
  } catch {
    throw invalid(`${what} is not valid JSON: ${DAMAGED}`)
  }
}

export async function readBackupArchive(
  input: Readable,
  options: ReadBackupOptions,
): Promise<BackupRead> {
  const maxTotal = options.maxTotalBytes ?? MAX_BACKUP_BYTES
  const extract = tarExtract()
  const gunzip = createGunzip()
  // Not part of the pipeline: a refusal stops reading but leaves the source open, so that an HTTP
  // request is drained and answered with the reason rather than cut off.
  input.on('error', (error) => gunzip.destroy(error))
  input.pipe(gunzip)
  const feeding = pipeline(gunzip, extract).catch((error: unknown) => error)

  let manifest: BackupManifest | null = null
  let data: BackupData | null = null
  let files = new Map<string, string>()
  const staged = new Set<string>()
  let total = 0
  try {
    for await (const entry of extract) {
      const header: Header = entry.header
      const name = header.name
      const what = `The entry ${JSON.stringify(name.slice(0, 120))}`
      const kind = entryOf(name)
      if (header.type !== 'file') throw invalid(`${what} is not a file`)
      const size = header.size ?? 0
      total += size
      if (total > maxTotal) throw invalid(`The backup unpacks to more than ${mib(maxTotal)}`)
      if (kind.kind === 'manifest') {
        if (manifest) throw invalid(`The backup holds its manifest twice`)
        if (size > MAX_MANIFEST_BYTES) throw invalid(NOT_A_BACKUP)
        const raw = parseJson(await bytesOf(entry, MAX_MANIFEST_BYTES, what), 'The manifest')
        manifest = checkManifest(raw, options.schemaVersion)
        continue
      }
      if (!manifest) throw invalid(NOT_A_BACKUP)
      if (kind.kind === 'data') {
        if (data) throw invalid('The backup holds its data twice')
        if (size > MAX_DATA_BYTES)
          throw invalid(`The backup's data is larger than ${mib(MAX_DATA_BYTES)}`)
        data = checkBackupData(parseJson(await bytesOf(entry, MAX_DATA_BYTES, what), 'The data'))
        files = options.filesOf(data)
        continue
      }
      if (!data) throw invalid(`The backup's files come before its data: ${DAMAGED}`)
      const entryName = `${MEDIA_ENTRY_PREFIX}${kind.name}`
      if (staged.has(kind.name)) throw invalid(`The backup holds ${entryName} twice`)
      if (!files.has(kind.name))
        throw invalid(`The backup holds ${entryName}, which no media record names`)
      if (size > options.maxFileBytes) {
        throw invalid(
          `The file ${entryName} is larger than ${mib(options.maxFileBytes)}, the most a file may be`,
        )
      }
      const bytes = await bytesOf(entry, options.maxFileBytes, `The file ${entryName}`)
      await pipeline(
        Readable.from([bytes]),
        createWriteStream(join(options.stagingDir, kind.name), { flags: 'wx' }),
      )
      staged.add(kind.name)
    }
  } catch (error) {
    input.unpipe(gunzip)
    input.resume()
    extract.destroy()
    await feeding
    if (error instanceof AppError) throw error
    throw invalid(DAMAGED)
  }
  const failed = await feeding
  if (failed) throw invalid(DAMAGED)
  if (!manifest) throw invalid(NOT_A_BACKUP)
  if (!data) throw invalid(`The backup holds no data: ${DAMAGED}`)
  const missing = [...files.keys()].find((name) => !staged.has(name))
  if (missing !== undefined) {
    throw invalid(
      `The backup lacks the file ${MEDIA_ENTRY_PREFIX}${missing}, which a media record names: ${DAMAGED}`,
    )
  }
  const stagingDir = options.stagingDir
  return {
    manifest,
    data,
    files,
    staged: { read: (name) => readFile(join(stagingDir, name)) },
  }
}
