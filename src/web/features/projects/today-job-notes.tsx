// A Today card's job notes (issue #33), for the roles that write jobs (the Foreman on a phone, the
// office): saved through the phone's outbox with the version shown, so an edit the office made
// meanwhile comes back as a conflict with both versions (the sync status) rather than being lost.
import type { Job } from '../../../domain/projects/job'
import { MAX_LONG_TEXT } from '../../../domain/shared/text-limits'
import { ChevronDown } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../components/ui/button'
import { Label } from '../../components/ui/label'
import { Textarea } from '../../components/ui/textarea'
import { newOutboxId } from '../../data/outbox/outbox-id'
import { SAVED_ON_PHONE } from '../../data/outbox/outbox-item'
import { cn } from '../../lib/cn'
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
      <Button
        variant="outline"
        className="min-h-11 justify-between"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={`${isOpen ? 'Hide' : 'Edit'} the notes of ${job.title}`}
        onClick={() => setOpen((open) => !open)}
      >
        {isOpen ? 'Hide notes' : 'Notes'}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform', isOpen && 'rotate-180')}
        />
      </Button>
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
