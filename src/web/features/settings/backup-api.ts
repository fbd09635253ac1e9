// Settings > Backup (issue #21, server mode): the backup archive (GET /api/backup) and a restore from
// one (POST /api/backup/restore, the file as the body). Both are the Owner's.
import { useMutation } from '@tanstack/react-query'
import { BACKUP_CONTENT_TYPE } from '../../../domain/backup/backup-format'
import { api } from '../../data/api-client'

export type RestoreSummary = { created_at: string; records: number; files: number }

export function fetchBackup(): Promise<Blob> {
  return api.download('/api/backup')
}

export function useRestoreBackup() {
  return useMutation({
    // Sent as a gzip archive whatever type the browser guessed from the file's name.
    mutationFn: (file: File) =>
      api.upload<RestoreSummary>('/api/backup/restore', file, BACKUP_CONTENT_TYPE),
    meta: { handlesErrors: true },
  })
}
