// The Documents tab of a lead: upload a file (checked for type and size before it is read, and
// again by the API), download it under its own name, or delete it.
import { useQuery } from '@tanstack/react-query'
import { Download, FileText, Trash2, Upload } from 'lucide-react'
import { useRef, useState } from 'react'
import {
  checkDocumentFile,
  documentTypeOf,
  LEAD_DOCUMENT_ACCEPT,
  leadDocumentTypes,
  type LeadDocumentInfo,
} from '../../../domain/sales/lead-document'
import { AppError } from '../../../domain/shared/app-error'
import { formatFileSize } from '../../../domain/shared/data-url'
import { BusyIcon } from '../../components/busy-icon'
import { ConfirmItemDialog } from '../../components/confirm-item-dialog'
import { QueryError } from '../../components/query-error'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { Skeleton } from '../../components/ui/skeleton'
import { blobFromDataUrl, readAsDataUrl, saveBlob, withContentType } from '../../lib/download'
import { formatDate } from '../../lib/format'
import { toastError, toastSuccess } from '../../lib/toast'
import {
  fetchLeadDocument,
  leadQueries,
  useDeleteLeadDocument,
  useUploadLeadDocument,
} from './lead-api'
import { IconButton } from '../../components/icon-button'

export function LeadDocumentsTab({ leadId }: { leadId: string }) {
  const documents = useQuery(leadQueries.documents(leadId))
  const upload = useUploadLeadDocument()
  const remove = useDeleteLeadDocument()
  const inputRef = useRef<HTMLInputElement>(null)
  const [isReading, setReading] = useState(false)
  const [downloading, setDownloading] = useState<string | null>(null)
  const [toDelete, setToDelete] = useState<LeadDocumentInfo | null>(null)
  const isUploading = isReading || upload.isPending

  async function uploadFile(file: File) {
    const contentType = documentTypeOf(file)
    try {
      // The same rule the API applies, before spending time reading a file it would refuse.
      checkDocumentFile({ contentType, size: file.size })
    } catch (error) {
      toastError('Error', error instanceof AppError ? error.message : String(error))
      return
    }
    setReading(true)
    let dataUrl: string
    try {
      dataUrl = withContentType(await readAsDataUrl(file), contentType)
    } catch {
      toastError('Error', 'The file could not be read')
      return
    } finally {
      setReading(false)
    }
    upload.mutate(
      { lead_id: leadId, name: file.name, data_url: dataUrl },
      { onSuccess: (doc) => toastSuccess('Document uploaded', doc.name) },
    )
  }

  async function download(doc: LeadDocumentInfo) {
    setDownloading(doc.id)
    try {
      const full = await fetchLeadDocument(doc.id)
      saveBlob(blobFromDataUrl(full.data_url), full.name)
    } catch (error) {
      toastError('Error', error instanceof Error ? error.message : 'The download failed')
    } finally {
      setDownloading(null)
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-base font-semibold">Documents</h2>
          <p className="text-xs text-muted-foreground">
            PDF, images, text, CSV, Word or Excel, up to 1 MB each.
          </p>
        </div>
        <input
          ref={inputRef}
          type="file"
          accept={LEAD_DOCUMENT_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="lead-document-input"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            event.currentTarget.value = ''
            if (file) void uploadFile(file)
          }}
        />
        <Button
          className="min-h-11 sm:min-h-9"
          disabled={isUploading}
          onClick={() => inputRef.current?.click()}
        >
          <BusyIcon isBusy={isUploading} icon={Upload} />
          {isUploading ? 'Uploading…' : 'Upload Document'}
        </Button>
      </div>

      {documents.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <Skeleton className="h-16 w-full rounded-xl" />
        </div>
      ) : documents.isError ? (
        <QueryError error={documents.error} onRetry={() => void documents.refetch()} />
      ) : documents.data.items.length === 0 ? (
        <EmptyState icon={<FileText />} title="No documents uploaded yet" />
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Documents">
          {documents.data.items.map((doc) => (
            <li
              key={doc.id}
              className="flex items-center gap-3 rounded-xl border bg-card p-3 shadow-xs sm:p-4"
            >
              <FileText aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-medium">{doc.name}</span>
                <span className="text-xs text-muted-foreground">
                  {leadDocumentTypes[doc.content_type] ?? doc.content_type} ·{' '}
                  {formatFileSize(doc.size)} · {formatDate(doc.created_at)}
                </span>
              </div>
              <Button
                variant="outline"
                size="icon"
                className="size-11 shrink-0 sm:size-9"
                aria-label={`Download ${doc.name}`}
                disabled={downloading === doc.id}
                onClick={() => void download(doc)}
              >
                <BusyIcon isBusy={downloading === doc.id} icon={Download} />
              </Button>
              <IconButton
                icon={Trash2}
                label={`Delete ${doc.name}`}
                isDestructive
                onClick={() => setToDelete(doc)}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmItemDialog
        item={toDelete}
        onClose={() => setToDelete(null)}
        title="Delete this document?"
        description={(doc) => `${doc.name} is removed from the lead. This cannot be undone.`}
        confirmLabel="Delete Document"
        onConfirm={(item) =>
          remove.mutate(item.id, { onSuccess: () => toastSuccess('Document deleted') })
        }
      />
    </div>
  )
}
