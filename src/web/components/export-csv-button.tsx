// "Export CSV" on a list screen: downloads the list as the screen shows it (search, filter, tab),
// for the roles that may read the list. The server streams the file; the demo builds it in memory.
import { Download } from 'lucide-react'
import { useState } from 'react'
import { COLLECTION_PERMISSIONS } from '../../domain/access/permissions'
import type { CsvExportCollection } from '../../domain/csv/csv-columns'
import { api } from '../data/api-client'
import { localTzOffset, type ListParams } from '../data/list'
import { Can } from '../lib/access'
import { datedFileName, saveBlob } from '../lib/download'
import { toastError } from '../lib/toast'
import { BusyIcon } from './busy-icon'
import { Button } from './ui/button'

export type ExportCsvProps = {
  collection: CsvExportCollection
  /** The list's own query parameters (q, filter, status, sort): the file holds what the list holds. */
  params: ListParams
}

export function ExportCsvButton({ collection, params }: ExportCsvProps) {
  const [isExporting, setExporting] = useState(false)

  async function exportCsv() {
    setExporting(true)
    try {
      const file = await api.download(`/api/${collection}/export.csv`, {
        query: { ...params, tz: localTzOffset() },
      })
      saveBlob(file, datedFileName(collection, new Date(), 'csv'))
    } catch (error) {
      toastError('Error', error instanceof Error ? error.message : 'The export failed')
    } finally {
      setExporting(false)
    }
  }

  return (
    <Can permission={COLLECTION_PERMISSIONS[collection].read}>
      <Button
        variant="outline"
        className="min-h-11 sm:min-h-9"
        onClick={() => void exportCsv()}
        disabled={isExporting}
      >
        <BusyIcon isBusy={isExporting} icon={Download} />
        Export CSV
      </Button>
    </Can>
  )
}
