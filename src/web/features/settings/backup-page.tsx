// Settings > Backup (issue #21, server mode, Owner): download everything as one archive, or restore
// one into a workspace without business data. The demo has no such page: it keeps Export Demo JSON.
import { ArchiveRestore, Download } from 'lucide-react'
import { useRef, useState } from 'react'
import { ActionCard } from '../../components/action-card'
import { BusyIcon } from '../../components/busy-icon'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { Button } from '../../components/ui/button'
import { datedFileName, saveBlob } from '../../lib/download'
import { toastError, toastSuccess } from '../../lib/toast'
import { fetchBackup, restoredLine, useRestoreBackup, type RestoreSummary } from './backup-api'

export { restoredLine }

export const BACKUP_DOWNLOADED = {
  title: 'Backup downloaded',
  description: 'Keep it somewhere safe: it holds every record and the password hashes',
}

export function BackupPage() {
  const [isDownloading, setDownloading] = useState(false)
  const [restored, setRestored] = useState<RestoreSummary | null>(null)
  const restore = useRestoreBackup()
  const inputRef = useRef<HTMLInputElement>(null)

  async function download() {
    setDownloading(true)
    try {
      const file = await fetchBackup()
      saveBlob(file, datedFileName('groundwork-backup', new Date(), 'tar.gz'))
      toastSuccess(BACKUP_DOWNLOADED.title, BACKUP_DOWNLOADED.description)
    } catch (error) {
      toastError('Error', error instanceof Error ? error.message : 'The backup failed')
    } finally {
      setDownloading(false)
    }
  }

  function restoreFrom(file: File) {
    restore.mutate(file, {
      onSuccess: (summary) => setRestored(summary),
      onError: (error) => toastError('Error', error.message),
    })
  }

  return (
    <Page className="max-w-3xl">
      <PageHeader
        title="Backup"
        description="Everything in one file: records, users, the audit log and uploaded files."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ActionCard
          id="backup-download"
          title="Download backup"
          description="One .tar.gz file with every record, the users with their password hashes, the audit log and every uploaded photo and video, as they are at this moment."
        >
          <Button
            className="min-h-11 w-full sm:min-h-9"
            onClick={() => void download()}
            disabled={isDownloading}
          >
            <BusyIcon isBusy={isDownloading} icon={Download} />
            {isDownloading ? 'Preparing backup…' : 'Download backup'}
          </Button>
        </ActionCard>
        <ActionCard
          id="backup-restore"
          title="Restore"
          description="Into a workspace without business data only (a new install). The backup's users and passwords replace the accounts here: sign in with one of them afterwards."
        >
          <input
            ref={inputRef}
            type="file"
            accept=".gz,.tgz,application/gzip"
            className="sr-only"
            tabIndex={-1}
            aria-label="Backup file"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0]
              event.currentTarget.value = ''
              if (file) restoreFrom(file)
            }}
          />
          <Button
            variant="outline"
            className="min-h-11 w-full sm:min-h-9"
            onClick={() => inputRef.current?.click()}
            disabled={restore.isPending}
          >
            <BusyIcon isBusy={restore.isPending} icon={ArchiveRestore} />
            {restore.isPending ? 'Restoring…' : 'Restore from a backup file'}
          </Button>
          {restored ? (
            <div role="status" className="flex flex-col gap-2 text-sm">
              <p>{restoredLine(restored)}</p>
              <Button variant="link" className="h-auto justify-start p-0" asChild>
                <a href="/dashboard">Open the restored workspace</a>
              </Button>
            </div>
          ) : null}
        </ActionCard>
      </div>
    </Page>
  )
}
