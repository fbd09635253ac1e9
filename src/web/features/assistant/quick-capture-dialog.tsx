// Quick Capture (the phone's camera tab, or the open-quick-capture event): pick a job, take or
// choose a photo, and it is attached to that job. No job: the spec's destructive toast.
import { Paperclip, RotateCcw } from 'lucide-react'
import { useState } from 'react'
import { BlobPreview } from '../../components/blob-preview'
import { BusyIcon } from '../../components/busy-icon'
import { CameraCapture } from '../../components/camera-capture'
import type { Job } from '../../../domain/projects/job'
import { JobSelectField } from '../../components/job-select'
import { useCaptureUpload } from '../../components/use-capture-upload'
import { Button } from '../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog'
import { useRecordsById } from '../../data/use-records-by-id'
import { toastError, toastSuccess } from '../../lib/toast'
import type { OverlayProps } from '../../components/overlay-props'

export const SELECT_JOB_TOAST = {
  title: 'Select a job',
  description: 'Please select a job to attach this photo',
} as const

export function QuickCaptureDialog({ open, onOpenChange }: OverlayProps) {
  const capture = useCaptureUpload()
  const [jobId, setJobId] = useState('')
  const jobs = useRecordsById<Job>('jobs', [jobId])
  const [photo, setPhoto] = useState<{ blob: Blob; name?: string } | null>(null)
  const isBusy = capture.isBusy

  function close() {
    setJobId('')
    setPhoto(null)
    onOpenChange(false)
  }

  async function attach() {
    if (!jobId) {
      toastError(SELECT_JOB_TOAST.title, SELECT_JOB_TOAST.description)
      return
    }
    if (!photo) {
      toastError('Add a photo', 'Take or choose a photo to attach')
      return
    }
    if (!(await capture.save(photo.blob, photo.name, { job_id: jobId }))) return
    // The picker left the chosen job in the lookup cache.
    const job = jobs.get(jobId)
    toastSuccess('Photo attached', job ? `Added to ${job.title}` : 'Added to the job')
    close()
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !isBusy && close())}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Quick Capture</DialogTitle>
          <DialogDescription>Take a photo and attach it to a job.</DialogDescription>
        </DialogHeader>
        <JobSelectField
          label="Job"
          placeholder="Select a job…"
          value={jobId}
          onChange={setJobId}
          disabled={isBusy}
        />
        {photo ? (
          <div className="flex flex-col gap-2">
            <BlobPreview
              blob={photo.blob}
              alt="Photo to attach"
              className="aspect-[4/3] w-full rounded-xl border"
            />
            <Button
              variant="outline"
              className="min-h-11 w-fit sm:min-h-9"
              disabled={isBusy}
              onClick={() => setPhoto(null)}
            >
              <RotateCcw aria-hidden="true" />
              Retake
            </Button>
          </div>
        ) : (
          <CameraCapture
            mode="photo"
            onCapture={(blob, name) => setPhoto({ blob, ...(name ? { name } : {}) })}
            cancelButton="while-live"
          />
        )}
        <DialogFooter>
          <Button
            variant="outline"
            className="min-h-11 sm:min-h-9"
            disabled={isBusy}
            onClick={close}
          >
            Cancel
          </Button>
          <Button className="min-h-11 sm:min-h-9" disabled={isBusy} onClick={() => void attach()}>
            <BusyIcon isBusy={isBusy} icon={Paperclip} />
            {isBusy ? 'Attaching…' : 'Attach Photo'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
