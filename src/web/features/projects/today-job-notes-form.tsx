// The job notes' form on a Today card (today-job-notes.tsx): loaded when it is first opened.
import type { Job } from '../../../domain/projects/job'
import { MAX_LONG_TEXT } from '../../../domain/shared/text-limits'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../components/ui/button'
import { Label } from '../../components/ui/label'
import { Textarea } from '../../components/ui/textarea'
import { newOutboxId } from '../../data/outbox/outbox-id'
import { SAVED_ON_PHONE } from '../../data/outbox/outbox-item'
import { toastError, toastSuccess } from '../../lib/toast'
import { useSaveJobNotes } from './api'

export function TodayJobNotesForm({ job }: { job: Job }) {
  const [draft, setDraft] = useState<string | null>(null)
  const save = useSaveJobNotes(job)
  const fieldId = useId()
  const text = draft ?? job.notes

  function submit(event: FormEvent) {
    event.preventDefault()
    save.mutate(
      { notes: text.trim(), key: newOutboxId() },
      {
        onSuccess: (result) => {
          // Kept on the phone: the text stays as typed until it is sent (the card's job is the
          // stored one until then).
          if (result.status === 'sent') setDraft(null)
          toastSuccess(result.status === 'queued' ? SAVED_ON_PHONE : 'Notes saved')
        },
        onError: (error) => toastError('Could not save the notes', error.message),
      },
    )
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <Label htmlFor={fieldId}>Job notes</Label>
      <Textarea
        id={fieldId}
        rows={4}
        maxLength={MAX_LONG_TEXT}
        value={text}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button type="submit" className="min-h-11 self-start" disabled={save.isPending}>
        Save notes
      </Button>
    </form>
  )
}
