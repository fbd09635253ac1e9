// The keyboard-friendly way to reschedule: pick the new date; the time of day stays.
import { useState, type FormEvent } from 'react'
import type { Job } from '../../../domain/projects/job'
import { FormDialogBody, FormDialogFrame } from '../../components/form-dialog'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { moveToDay, toDateInputValue } from '../../lib/date-input'

export function MoveJobDialog({
  job,
  isSaving,
  onClose,
  onMove,
}: {
  job: Job | null
  isSaving: boolean
  onClose: () => void
  onMove: (job: Job, date: number) => void
}) {
  return (
    <FormDialogFrame open={!!job} onOpenChange={(open) => (open ? undefined : onClose())}>
      {job ? (
        <MoveJobForm key={job.id} job={job} isSaving={isSaving} onClose={onClose} onMove={onMove} />
      ) : null}
    </FormDialogFrame>
  )
}

function MoveJobForm({
  job,
  isSaving,
  onClose,
  onMove,
}: {
  job: Job
  isSaving: boolean
  onClose: () => void
  onMove: (job: Job, date: number) => void
}) {
  const [value, setValue] = useState(toDateInputValue(job.date))
  const [error, setError] = useState<string | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    const date = moveToDay(job.date, value)
    if (date === null) {
      setError('Enter a valid date')
      return
    }
    if (date === job.date) {
      onClose()
      return
    }
    onMove(job, date)
  }

  return (
    <FormDialogBody
      title="Move to"
      description={`Reschedule “${job.title}”. It keeps its start time.`}
      submitLabel="Move Job"
      isSaving={isSaving}
      onCancel={onClose}
      onSubmit={submit}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="move-job-date">New date</Label>
        <Input
          id="move-job-date"
          type="date"
          required
          value={value}
          aria-invalid={!!error}
          aria-describedby={error ? 'move-job-date-error' : undefined}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
        {error ? (
          <p id="move-job-date-error" role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </FormDialogBody>
  )
}
