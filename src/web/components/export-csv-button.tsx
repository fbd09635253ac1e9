// "Export CSV" on a list screen: downloads the list as the screen shows it (search, filter, tab),
// for the roles that may read the list. The server streams the file; the demo builds it in memory.
import { Download } from 'lucide-react'
import { useState } from 'react'
import { COLLECTION_PERMISSIONS } from '../../domain/access/permissions'
import type { CsvExportCollection } from '../../domain/csv/csv-columns'
import { api } from '../data/api-client'
import { localTzOffset, type ListParams } from '../data/list'
import { Can } from '../lib/access'
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
      // Loaded on use: the list screens' first load stays small (scripts/size.mjs).
      const { datedFileName, saveBlob } = await import('../lib/download')
      saveBlob(file, datedFileName(collection, new Date(), 'csv'))
    } catch (error) {
      const { toastError } = await import('../lib/toast')
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
        {/* No spinner (BusyIcon): its file would be one more for every list screen to load. */}
        <Download aria-hidden="true" />
        {isExporting ? 'Exporting…' : 'Export CSV'}
      </Button>
    </Can>
  )
}
