// The server's backups (api/backup/backup-service.ts): archives written to and read from scratch
// files under DATA_DIR/tmp, so neither a large workspace nor a large upload is held in memory, and a
// download starts only once the whole archive is known to be good.
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { FileDownload, type BackupService, type RestoreMode } from '../../api/backup/backup-service'
import { filesNamedBy } from '../../api/backup/backup-snapshot'
import { restoreBackup } from '../../api/backup/restore-backup'
import type { ApiDeps } from '../../api/shared/deps'
import { BACKUP_CONTENT_TYPE, type SchemaVersion } from '../../domain/backup/backup-format'
import { AppError } from '../../domain/shared/app-error'
import { readBackupArchive } from './read-backup-archive'
import { writeBackupArchive } from './write-backup-archive'

/** Scratch files and folders under the temp folder (a killed server's are removed at start). */
export const BACKUP_SCRATCH_PREFIX = 'groundwork-backup-'

export type BackupServiceOptions = {
  schemaVersion: SchemaVersion
  /** Scratch files (DATA_DIR/tmp on the server). */
  tempDir: string
  /** All entries of an archive unpacked together; the format's cap by default (tests lower it). */
  maxTotalBytes?: number
}

/** `groundwork-backup-2026-01-14-1530.tar.gz` */
export const backupFileName = (now: number): string =>
  `groundwork-backup-${new Date(now).toISOString().slice(0, 16).replace('T', '-').replace(':', '')}.tar.gz`

export function createBackupService(
  deps: Omit<ApiDeps, 'backups'>,
  options: BackupServiceOptions,
): BackupService {
  return {
    async create() {
      const file = join(options.tempDir, `${BACKUP_SCRATCH_PREFIX}${randomUUID()}.tar.gz`)
      await writeBackupArchive(deps, options.schemaVersion, options.tempDir, file)
      return new FileDownload(file, backupFileName(deps.clock()), BACKUP_CONTENT_TYPE, () =>
        rm(file, { force: true }),
      )
    },
    async restore(body: unknown, mode: RestoreMode) {
      if (!(body instanceof Readable)) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          `Send the backup file itself as the body, with Content-Type ${BACKUP_CONTENT_TYPE}`,
        )
      }
      const stagingDir = await mkdtemp(join(options.tempDir, `${BACKUP_SCRATCH_PREFIX}restore-`))
      try {
        const read = await readBackupArchive(body, {
          schemaVersion: options.schemaVersion,
          stagingDir,
          maxFileBytes: deps.blobs.maxBytes,
          ...(options.maxTotalBytes ? { maxTotalBytes: options.maxTotalBytes } : {}),
          filesOf: (data) => filesNamedBy(data.media, deps.blobs),
        })
        const done = await restoreBackup(deps, read.data, read.files, read.staged, mode)
        return { created_at: read.manifest.created_at, ...done }
      } finally {
        await rm(stagingDir, { recursive: true, force: true })
      }
    },
  }
}
