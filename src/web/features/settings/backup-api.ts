// Settings > Backup (issue #21, server mode): the backup archive (GET /api/backup) and a restore from
// one (POST /api/backup/restore, the file as the body). Both are the Owner's.
import { useMutation } from '@tanstack/react-query'
import { BACKUP_CONTENT_TYPE } from '../../../domain/backup/backup-format'
import { api } from '../../data/api-client'
import { formatCount } from '../../lib/format'
import { toastSuccess } from '../../lib/toast'

export type RestoreSummary = { created_at: string; records: number; files: number }

export function fetchBackup(): Promise<Blob> {
  return api.download('/api/backup')
}

export function restoredLine(summary: RestoreSummary): string {
  const when = new Date(summary.created_at).toLocaleString()
  return `Restored the backup of ${when}: ${formatCount(summary.records, 'record')} and ${formatCount(summary.files, 'file')}.`
}

export function useRestoreBackup() {
  return useMutation({
    // Sent as a gzip archive whatever type the browser guessed from the file's name.
    mutationFn: (file: File) =>
      api.upload<RestoreSummary>('/api/backup/restore', file, BACKUP_CONTENT_TYPE),
    // Here, not in the page: the backup's accounts replace the restorer's, so a request of the
    // page may end the session and leave for the sign-in page before the answer arrives; the
    // toast still says the restore is done there.
    onSuccess: (summary) => toastSuccess('Backup restored', restoredLine(summary)),
    meta: { handlesErrors: true },
  })
}
