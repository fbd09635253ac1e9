// Writes a backup archive (domain/backup/backup-format.ts) to a file: the data document is read in
// one snapshot and written to a scratch file first (tar needs each entry's size up front, and the
// snapshot ends before the slower packing), then the manifest, the data and every stored file the
// media rows name are packed and gzipped.
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, open, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import { pack as tarPack, type Pack } from 'tar-stream'
import { writeBackupData } from '../../api/backup/backup-snapshot'
import { AppError } from '../../domain/shared/app-error'
import type { ApiDeps } from '../../api/shared/deps'
import {
  DATA_ENTRY,
  MANIFEST_ENTRY,
  MEDIA_ENTRY_PREFIX,
  makeManifest,
  type SchemaVersion,
} from '../../domain/backup/backup-format'

export type BackupWritten = { counts: Record<string, number>; files: number }

const addEntry = (pack: Pack, name: string, bytes: Uint8Array) =>
  new Promise<void>((resolve, reject) => {
    pack.entry({ name, size: bytes.length, mode: 0o600 }, Buffer.from(bytes), (error) =>
      error ? reject(error) : resolve(),
    )
  })

/** A stored file's bytes; a file gone from the media folder is named, not an internal error. */
async function readStored(deps: Pick<ApiDeps, 'blobs'>, url: string): Promise<Uint8Array> {
  try {
    return await deps.blobs.read(url)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    throw new AppError(
      'INVALID_STATE',
      `The file ${url} that a media record names is missing from the media folder: put it back or delete that media record, then back up again`,
    )
  }
}

/** Writes the backup of everything `deps` holds to `outFile` (created with mode 0600). */
export async function writeBackupArchive(
  deps: Pick<ApiDeps, 'store' | 'blobs' | 'clock'>,
  schemaVersion: SchemaVersion,
  tempDir: string,
  outFile: string,
): Promise<BackupWritten> {
  const createdAt = new Date(deps.clock()).toISOString()
  const work = await mkdtemp(join(tempDir, 'groundwork-backup-data-'))
  try {
    const dataFile = join(work, DATA_ENTRY)
    const handle = await open(dataFile, 'wx', 0o600)
    let snapshot
    try {
      snapshot = await deps.store.snapshot((tx) =>
        writeBackupData(
          tx,
          createdAt,
          async (text) => {
            await handle.write(text)
          },
          deps.blobs,
        ),
      )
    } finally {
      await handle.close()
    }
    const { files, counts } = snapshot
    const manifest = makeManifest(schemaVersion, createdAt, counts, files.size)

    const pack = tarPack()
    const written = pipeline(pack, createGzip(), createWriteStream(outFile, { mode: 0o600 }))
    try {
      await addEntry(pack, MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)))
      const { size } = await stat(dataFile)
      await new Promise<void>((resolve, reject) => {
        const entry = pack.entry({ name: DATA_ENTRY, size, mode: 0o600 }, (error) =>
          error ? reject(error) : resolve(),
        )
        createReadStream(dataFile).on('error', reject).pipe(entry)
      })
      // Stored files never change once written: read after the snapshot, they are the same bytes.
      for (const [name, url] of files) {
        await addEntry(pack, `${MEDIA_ENTRY_PREFIX}${name}`, await readStored(deps, url))
      }
      pack.finalize()
    } catch (error) {
      pack.destroy(error as Error)
      throw error
    } finally {
      await written.catch(() => undefined)
    }
    await written
    return { counts, files: files.size }
  } catch (error) {
    await rm(outFile, { force: true })
    throw error
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}
