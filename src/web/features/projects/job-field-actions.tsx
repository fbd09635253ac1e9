// The job page's "Field actions" card (issue #32 section 2), reusable by Today: On my way, Start,
// Pause (asks the reason), Resume and Finish (asks an optional note; with checklist items open it
// says how many and offers "Finish anyway" or "Go back"), the timer's state and the actions so far.
// Shown to the roles with job-actions:write (a Crew user sees only their crews' jobs anyway).
import { useQuery } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import {
  MAX_FINISH_NOTE,
  MAX_FINISH_PHOTOS,
  MAX_PAUSE_REASON,
  PAUSE_REASON_REQUIRED,
  type FieldState,
  type JobActivity,
} from '../../../domain/field/job-activity'
import type { Job } from '../../../domain/projects/job'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
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
import { isApiError } from '../../data/api-error'
import { useCan } from '../../lib/access'
import { useLocationStamp } from '../../lib/use-location-stamp'
import { isDemoMode } from '../../lib/env'
import { formatDateTime, formatTime } from '../../lib/format'
import { toastError, toastSuccess } from '../../lib/toast'
import { newOutboxId } from '../../data/outbox/outbox-id'
import { SAVED_ON_PHONE } from '../../data/outbox/outbox-item'
import type { FieldCommand } from './field-command'
import { fieldStateQuery, useFieldAction, type FieldActionAnswer } from './job-field-api'

const TITLE_ID = 'job-field-actions-title'
/** Every button here is at least 44 px high: used with a thumb, on a phone. */
const BIG = 'min-h-11'

const ACTIVITY_LABELS: Record<JobActivity['kind'], string> = {
  'on-my-way': 'On my way',
  start: 'Started',
  pause: 'Paused',
  resume: 'Resumed',
  finish: 'Finished',
}

export function timerText(state: FieldState): string {
  const since = state.since === null ? '' : ` since ${formatTime(state.since)}`
  switch (state.timer) {
    case 'idle':
      return 'Not started'
    case 'running':
      return `Running${since}`
    case 'paused':
      return `Paused${since}${state.paused_reason ? `: ${state.paused_reason}` : ''}`
    case 'done':
      return state.since === null ? 'Done' : `Done at ${formatTime(state.since)}`
  }
}

/** `answer` is null when another tab of the app sent the action: what it told is not known here. */
function successText(
  command: FieldCommand,
  answer: FieldActionAnswer | null,
  job: Job,
): [string, string?] {
  switch (command.kind) {
    case 'on-my-way': {
      if (!answer) return ['On my way', 'Recorded']
      const told = [
        answer.email === 'queued' || answer.email === 'not_sent' ? 'e-mail' : null,
        answer.text === 'queued' ? 'text' : null,
      ].filter(Boolean)
      return [
        'On my way',
        told.length > 0
          ? `The client is told by ${told.join(' and ')}`
          : 'Recorded; the client is not notified',
      ]
    }
    case 'start':
      return ['Job started', 'The timer is running']
    case 'pause':
      return ['Job paused', command.reason]
    case 'resume':
      return ['Job resumed', 'The timer is running']
    case 'finish':
      return ['Job finished', `${(answer?.job ?? job).title} is Done`]
  }
}

export function JobFieldActions({ job }: { job: Job }) {
  const canAct = useCan('job-actions:write')
  if (!canAct) return null
  return <FieldActionsCard job={job} />
}

function FieldActionsCard({ job }: { job: Job }) {
  const state = useQuery(fieldStateQuery(job.id))
  const action = useFieldAction(job)
  const [dialog, setDialog] = useState<'pause' | 'finish' | null>(null)
  const [openItems, setOpenItems] = useState<string | null>(null)
  // Each photo of a Finish keeps its upload key until the dialog closes: "Finish anyway" after a
  // refused Finish (open checklist) reuses the photos it uploaded rather than adding them again.
  const photoKeys = useRef(new WeakMap<File, string>())
  // Start and Finish carry a location stamp when the user shares it (asked once, up to 5 s).
  const { stamp } = useLocationStamp()
  const [isLocating, setLocating] = useState(false)

  async function withStamp(): Promise<Awaited<ReturnType<typeof stamp>>> {
    setLocating(true)
    try {
      return await stamp()
    } finally {
      setLocating(false)
    }
  }

  function keyOf(file: File): string {
    let key = photoKeys.current.get(file)
    if (key === undefined) {
      key = newOutboxId()
      photoKeys.current.set(file, key)
    }
    return key
  }

  async function finish(note: string, anyway: boolean, files: readonly File[]) {
    const command: FieldCommand = {
      kind: 'finish',
      ...(note ? { note } : {}),
      ...(files.length > 0 ? { files: files.map((file) => ({ file, key: keyOf(file) })) } : {}),
      ...(anyway ? { finish_anyway: true } : {}),
      ...(await withStamp()),
    }
    run(command, closeFinish)
  }

  function closeFinish() {
    setDialog(null)
    setOpenItems(null)
    photoKeys.current = new WeakMap()
  }

  function run(command: FieldCommand, onDone?: () => void) {
    action.mutate(command, {
      onSuccess: (result) => {
        if (result.status === 'queued') toastSuccess(SAVED_ON_PHONE)
        else toastSuccess(...successText(command, result.answer, job))
        onDone?.()
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'OPEN_CHECKLIST') {
          setOpenItems(error.message)
          return
        }
        // A photo the browser could not read says so as before.
        if (!isApiError(error) && command.kind === 'finish' && command.files) {
          toastError('Photos not added', error.message)
          return
        }
        toastError('Not done', error.message)
      },
    })
  }

  const timer = state.data?.timer
  const pending = action.isPending || isLocating
  return (
    <Card role="region" aria-labelledby={TITLE_ID} className="gap-3">
      <CardHeader>
        <CardTitle id={TITLE_ID} className="text-base">
          Field actions
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p role="status" className="text-sm">
          {state.data
            ? timerText(state.data)
            : state.isError
              ? 'The timer could not be read'
              : 'Loading…'}
        </p>
        <div className="flex flex-wrap gap-2">
          {timer === 'idle' ? (
            <>
              <Button
                className={BIG}
                variant="outline"
                disabled={pending}
                onClick={() => run({ kind: 'on-my-way' })}
              >
                On my way
              </Button>
              <Button
                className={BIG}
                disabled={pending}
                onClick={() => void withStamp().then((part) => run({ kind: 'start', ...part }))}
              >
                Start
              </Button>
            </>
          ) : null}
          {timer === 'running' && !isDemoMode ? (
            <Button
              className={BIG}
              variant="outline"
              disabled={pending}
              onClick={() => setDialog('pause')}
            >
              Pause
            </Button>
          ) : null}
          {timer === 'paused' ? (
            <Button className={BIG} disabled={pending} onClick={() => run({ kind: 'resume' })}>
              Resume
            </Button>
          ) : null}
          {timer === 'running' || timer === 'paused' ? (
            <Button className={BIG} disabled={pending} onClick={() => setDialog('finish')}>
              Finish
            </Button>
          ) : null}
        </div>
        <ActivityList activity={state.data?.activity ?? []} />
      </CardContent>
      <PauseDialog
        open={dialog === 'pause'}
        pending={pending}
        onClose={() => setDialog(null)}
        onPause={(reason) => run({ kind: 'pause', reason }, () => setDialog(null))}
      />
      <FinishDialog
        open={dialog === 'finish'}
        pending={pending}
        openItems={openItems}
        onClose={closeFinish}
        onGoBack={() => setOpenItems(null)}
        onFinish={(note, anyway, files) => void finish(note, anyway, files)}
      />
    </Card>
  )
}

function ActivityList({ activity }: { activity: readonly JobActivity[] }) {
  if (activity.length === 0) return null
  return (
    <ol aria-label="Field activity" className="flex flex-col gap-1 text-sm text-muted-foreground">
      {activity.map((a) => (
        <li key={a.id}>
          {ACTIVITY_LABELS[a.kind]} · {formatDateTime(a.at)}
          {a.reason ? ` · ${a.reason}` : ''}
          {a.note ? ` · ${a.note}` : ''}
        </li>
      ))}
    </ol>
  )
}

function PauseDialog({
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

function FinishDialog({
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
