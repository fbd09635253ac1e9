// "Download PDF" on an estimate's or invoice's page: the document the server (or, in the demo, the
// browser) draws from the same figures as the page; an error toast when it cannot be made.
import { FileDown } from 'lucide-react'
import { useState } from 'react'
import type { Permission } from '../../domain/access/permissions'
import { api } from '../data/api-client'
import { Can } from '../lib/access'
import { Button } from './ui/button'

export type DownloadPdfProps = {
  /** '/api/estimates/{id}/pdf' or '/api/invoices/{id}/pdf' */
  path: string
  fileName: string
  permission: Permission
}

export function DownloadPdfButton({ path, fileName, permission }: DownloadPdfProps) {
  const [isBusy, setBusy] = useState(false)

  async function download() {
    setBusy(true)
    try {
      const file = await api.download(path)
      const { saveBlob } = await import('../lib/download')
      saveBlob(file, fileName)
    } catch (error) {
      const { toastError } = await import('../lib/toast')
      toastError('Error', error instanceof Error ? error.message : 'The PDF could not be made')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Can permission={permission}>
      <Button
        variant="outline"
        className="min-h-11 sm:min-h-9"
        onClick={() => void download()}
        disabled={isBusy}
      >
        <FileDown aria-hidden="true" />
        {isBusy ? 'Preparing PDF…' : 'Download PDF'}
      </Button>
    </Can>
  )
}
