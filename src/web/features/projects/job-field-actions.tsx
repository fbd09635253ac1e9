// The job page's "Field actions" card (issue #32 section 2), reusable by Today: On my way, Start,
// Pause (asks the reason), Resume and Finish (asks an optional note; with checklist items open it
// says how many and offers "Finish anyway" or "Go back"), the timer's state and the actions so far.
// Shown to the roles with job-actions:write (a Crew user sees only their crews' jobs anyway).
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useRef, useState } from 'react'
import type { FieldState, JobActivity } from '../../../domain/field/job-activity'
import type { Job } from '../../../domain/projects/job'
import { Button } from '../../components/ui/button'
import { BIG } from './field-button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
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
const PauseDialog = lazy(() =>
  import('./job-field-dialogs').then((m) => ({ default: m.PauseDialog })),
)
const FinishDialog = lazy(() =>
  import('./job-field-dialogs').then((m) => ({ default: m.FinishDialog })),
)

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
  const [dialog, setDialogState] = useState<'pause' | 'finish' | null>(null)
  const [hasOpened, setOpened] = useState({ pause: false, finish: false })
  function setDialog(next: 'pause' | 'finish' | null) {
    if (next) setOpened((opened) => ({ ...opened, [next]: true }))
    setDialogState(next)
  }
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
      {/* Loaded on the first open; kept mounted after, so a dialog closes as it should. */}
      {dialog === 'pause' || hasOpened.pause ? (
        <Suspense fallback={null}>
          <PauseDialog
            open={dialog === 'pause'}
            pending={pending}
            onClose={() => setDialog(null)}
            onPause={(reason) => run({ kind: 'pause', reason }, () => setDialog(null))}
          />
        </Suspense>
      ) : null}
      {dialog === 'finish' || hasOpened.finish ? (
        <Suspense fallback={null}>
          <FinishDialog
            open={dialog === 'finish'}
            pending={pending}
            openItems={openItems}
            onClose={closeFinish}
            onGoBack={() => setOpenItems(null)}
            onFinish={(note, anyway, files) => void finish(note, anyway, files)}
          />
        </Suspense>
      ) : null}
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
