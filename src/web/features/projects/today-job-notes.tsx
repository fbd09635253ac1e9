// A Today card's job notes (issue #33), for the roles that write jobs (the Foreman on a phone, the
// office): saved through the phone's outbox with the version shown, so an edit the office made
// meanwhile comes back as a conflict with both versions (the sync status) rather than being lost.
import type { Job } from '../../../domain/projects/job'
import { MAX_LONG_TEXT } from '../../../domain/shared/text-limits'
import { useId, useState, type FormEvent } from 'react'
import { DisclosureButton } from '../../components/disclosure-button'
import { Button } from '../../components/ui/button'
import { Label } from '../../components/ui/label'
import { Textarea } from '../../components/ui/textarea'
import { newOutboxId } from '../../data/outbox/outbox-id'
import { SAVED_ON_PHONE } from '../../data/outbox/outbox-item'
import { toastError, toastSuccess } from '../../lib/toast'
import { useSaveJobNotes } from './api'

export function TodayJobNotes({ job }: { job: Job }) {
  const [isOpen, setOpen] = useState(false)
  const [draft, setDraft] = useState<string | null>(null)
  const save = useSaveJobNotes(job)
  const panelId = useId()
  const fieldId = useId()
  const text = draft ?? job.notes

  function submit(event: FormEvent) {
    event.preventDefault()
    save.mutate(
      { notes: text.trim(), key: newOutboxId() },
      {
        onSuccess: (result) => {
          setDraft(null)
          toastSuccess(result.status === 'queued' ? SAVED_ON_PHONE : 'Notes saved')
        },
        onError: (error) => toastError('Could not save the notes', error.message),
      },
    )
  }

  return (
    <div className="flex flex-col gap-3">
      <DisclosureButton
        isOpen={isOpen}
        onToggle={() => setOpen((open) => !open)}
        controls={panelId}
        text={{ closed: 'Notes', open: 'Hide notes' }}
        name={{ closed: `Edit the notes of ${job.title}`, open: `Hide the notes of ${job.title}` }}
      />
      <form id={panelId} hidden={!isOpen} onSubmit={submit} className="flex flex-col gap-2">
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
    </div>
  )
}
