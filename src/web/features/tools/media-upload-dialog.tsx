// Upload Media: pick (or drop) photos and videos, choose the job they belong to, add a note, and
// upload them one by one. Each file is scaled and checked here first, then by the API.
import { formatLimit } from '../../../domain/tools/media-file'
import { CircleAlert, CircleCheck, ImageUp, LoaderCircle, X } from 'lucide-react'
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { Button } from '../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog'
import { MediaDetailsFields, useMediaDetails } from './media-details-fields'
import { useUploadMedia } from '../../data/media-upload'
import { cn } from '../../lib/cn'
import { formatCount } from '../../lib/format'
import { prepareMediaUpload, uploadLimitBytes } from '../../lib/image-file'
import { toastError, toastSuccess } from '../../lib/toast'
import type { OverlayProps } from '../../components/overlay-props'

type Pending = {
  key: string
  file: File
  preview: string
  state: 'waiting' | 'uploading' | 'done' | 'failed'
  error?: string
}

export function MediaUploadDialog({
  open,
  onOpenChange,
  defaultJobId,
}: OverlayProps & {
  defaultJobId: string | undefined
}) {
  const upload = useUploadMedia()
  const [items, setItems] = useState<Pending[]>([])
  const details = useMediaDetails(defaultJobId)
  const [isDragging, setDragging] = useState(false)
  const [isUploading, setUploading] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const filesId = useId()

  // Previews are object URLs: give them back when the list changes or the dialog goes.
  const itemsRef = useRef(items)
  useLayoutEffect(() => {
    itemsRef.current = items
  })
  useEffect(() => () => itemsRef.current.forEach((i) => URL.revokeObjectURL(i.preview)), [])

  function reset() {
    items.forEach((i) => URL.revokeObjectURL(i.preview))
    setItems([])
    details.reset()
  }

  function addFiles(files: FileList | File[]) {
    const accepted = [...files].filter(
      (f) => f.type.startsWith('image/') || f.type.startsWith('video/'),
    )
    if (accepted.length < [...files].length) {
      toastError('Some files were skipped', 'Only photos and videos can be uploaded')
    }
    setItems((prev) => [
      ...prev,
      ...accepted.map((file) => ({
        key: `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`,
        file,
        preview: URL.createObjectURL(file),
        state: 'waiting' as const,
      })),
    ])
  }

  function setState(key: string, patch: Partial<Pending>) {
    setItems((prev) => prev.map((i) => (i.key === key ? { ...i, ...patch } : i)))
  }

  async function uploadAll() {
    const queue = items.filter((i) => i.state === 'waiting' || i.state === 'failed')
    if (queue.length === 0) {
      toastError('No files chosen', 'Choose at least one photo or video to upload')
      return
    }
    setUploading(true)
    let uploaded = 0
    for (const item of queue) {
      setState(item.key, { state: 'uploading', error: undefined })
      try {
        const prepared = await prepareMediaUpload(item.file, item.file.name)
        await upload.mutateAsync({
          ...prepared,
          ...details.input,
          taken_at: item.file.lastModified || Date.now(),
        })
        uploaded++
        setState(item.key, { state: 'done' })
      } catch (error) {
        const message = error instanceof Error ? error.message : 'The upload failed'
        setState(item.key, { state: 'failed', error: message })
        toastError('Upload failed', `${item.file.name}: ${message}`)
      }
    }
    setUploading(false)
    if (uploaded > 0) {
      toastSuccess('Media uploaded', `${formatCount(uploaded, 'file')} added`)
      if (uploaded === queue.length) {
        reset()
        onOpenChange(false)
      }
    }
  }

  const waiting = items.filter((i) => i.state !== 'done').length

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (isUploading) return
        if (!next) reset()
        onOpenChange(next)
      }}
    >
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Upload Media</DialogTitle>
          <DialogDescription>
            Photos are scaled down before upload. Up to {formatLimit(uploadLimitBytes)} per file.
          </DialogDescription>
        </DialogHeader>

        <div
          onDragOver={(event) => {
            event.preventDefault()
            setDragging(true)
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault()
            setDragging(false)
            addFiles(event.dataTransfer.files)
          }}
          className={cn(
            'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center transition-colors',
            isDragging ? 'border-primary bg-primary/5' : 'border-border',
          )}
        >
          <ImageUp aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="text-sm text-muted-foreground">Drop photos here, or</p>
          <Button type="button" variant="outline" onClick={() => inputRef.current?.click()}>
            Choose files
          </Button>
          <input
            ref={inputRef}
            id={filesId}
            type="file"
            multiple
            accept="image/*,video/*"
            aria-label="Media files"
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              if (event.currentTarget.files) addFiles(event.currentTarget.files)
              event.currentTarget.value = ''
            }}
          />
        </div>

        {items.length > 0 ? (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Files to upload">
            {items.map((item) => (
              <li key={item.key} className="relative overflow-hidden rounded-lg border bg-muted">
                {item.file.type.startsWith('video/') ? (
                  <video src={item.preview} muted className="aspect-square w-full object-cover" />
                ) : (
                  <img
                    src={item.preview}
                    alt={item.file.name}
                    className="aspect-square w-full object-cover"
                  />
                )}
                <span className="absolute inset-x-0 bottom-0 flex items-center gap-1 bg-black/55 px-1.5 py-1 text-[11px] text-white">
                  {item.state === 'uploading' ? (
                    <LoaderCircle
                      aria-label="Uploading"
                      className="size-3.5 shrink-0 animate-spin"
                    />
                  ) : item.state === 'done' ? (
                    <CircleCheck aria-label="Uploaded" className="size-3.5 shrink-0" />
                  ) : item.state === 'failed' ? (
                    <CircleAlert
                      aria-label={`Failed: ${item.error ?? ''}`}
                      className="size-3.5 shrink-0"
                    />
                  ) : null}
                  <span className="truncate">{item.file.name}</span>
                </span>
                {item.state === 'waiting' || item.state === 'failed' ? (
                  <button
                    type="button"
                    aria-label={`Remove ${item.file.name}`}
                    disabled={isUploading}
                    onClick={() => {
                      URL.revokeObjectURL(item.preview)
                      setItems((prev) => prev.filter((i) => i.key !== item.key))
                    }}
                    className="absolute top-1 right-1 flex size-8 cursor-pointer items-center justify-center rounded-full bg-black/55 text-white outline-none focus-visible:ring-2 focus-visible:ring-white"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}

        <MediaDetailsFields
          details={details}
          notesPlaceholder="Before photo, front yard"
          disabled={isUploading}
        />

        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            disabled={isUploading}
            onClick={() => {
              reset()
              onOpenChange(false)
            }}
          >
            Cancel
          </Button>
          <Button type="button" disabled={isUploading} onClick={() => void uploadAll()}>
            {isUploading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {isUploading ? 'Uploading…' : waiting > 1 ? `Upload ${waiting} files` : 'Upload'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
