// The field actions' two questions (job-field-actions.tsx): Pause asks the reason, Finish an optional
// note and photos, and with checklist items open says how many and offers "Finish anyway" or "Go
// back". A file of its own, loaded when one opens: Today's first page carries no dialog code.
import { useState, type FormEvent } from 'react'
import {
  MAX_FINISH_NOTE,
  MAX_FINISH_PHOTOS,
  MAX_PAUSE_REASON,
  PAUSE_REASON_REQUIRED,
} from '../../../domain/field/job-activity'
import { Button } from '../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog'
import { Label } from '../../components/ui/label'
import { Textarea } from '../../components/ui/textarea'
import { BIG } from './field-button'

export function PauseDialog({
  open,
  pending,
  onClose,
  onPause,
}: {
  open: boolean
  pending: boolean
  onClose: () => void
  onPause: (reason: string) => void
}) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  function submit(event: FormEvent) {
    event.preventDefault()
    const trimmed = reason.trim()
    if (trimmed === '') {
      setError(PAUSE_REASON_REQUIRED)
      return
    }
    onPause(trimmed)
  }
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>Pause the job</DialogTitle>
            <DialogDescription>The timer stops until you resume.</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            <Label htmlFor="field-pause-reason">Reason</Label>
            <Textarea
              id="field-pause-reason"
              value={reason}
              maxLength={MAX_PAUSE_REASON}
              aria-invalid={error !== null}
              aria-describedby={error ? 'field-pause-reason-error' : undefined}
              onChange={(e) => {
                setReason(e.target.value)
                setError(null)
              }}
            />
            {error ? (
              <p id="field-pause-reason-error" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" className={BIG} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" className={BIG} disabled={pending}>
              Pause
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

export function FinishDialog({
  open,
  pending,
  openItems,
  onClose,
  onGoBack,
  onFinish,
}: {
  open: boolean
  pending: boolean
  /** The server's "N checklist items are still open", or null. */
  openItems: string | null
  onClose: () => void
  onGoBack: () => void
  onFinish: (note: string, anyway: boolean, files: readonly File[]) => void
}) {
  const [note, setNote] = useState('')
  const [files, setFiles] = useState<File[]>([])
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            onFinish(note.trim(), false, files)
          }}
          className="flex flex-col gap-4"
        >
          <DialogHeader>
            <DialogTitle>Finish the job</DialogTitle>
            <DialogDescription>The job is marked as Done.</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            <Label htmlFor="field-finish-note">Completion note (optional)</Label>
            <Textarea
              id="field-finish-note"
              value={note}
              maxLength={MAX_FINISH_NOTE}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="field-finish-photos">Photos (optional)</Label>
            <input
              id="field-finish-photos"
              type="file"
              accept="image/*"
              multiple
              className="min-h-11 text-sm"
              onChange={(e) => setFiles([...(e.target.files ?? [])].slice(0, MAX_FINISH_PHOTOS))}
            />
          </div>
          {openItems ? (
            <div role="alert" className="flex flex-col gap-3 rounded-md border p-3 text-sm">
              <p>{openItems}</p>
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  className={BIG}
                  disabled={pending}
                  onClick={() => onFinish(note.trim(), true, files)}
                >
                  Finish anyway
                </Button>
                <Button type="button" variant="outline" className={BIG} onClick={onGoBack}>
                  Go back
                </Button>
              </div>
            </div>
          ) : (
            <DialogFooter>
              <Button type="button" variant="outline" className={BIG} onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" className={BIG} disabled={pending}>
                Finish
              </Button>
            </DialogFooter>
          )}
        </form>
      </DialogContent>
    </Dialog>
  )
}
