// A job's "Repeats" card (issue #34): for a visit of a series, what the series is and the visit's
// commands (push back, skip, end the series; this and following is in Edit Job); for a one-off job,
// "Make it repeat". Shown to the roles that write jobs.
import { useQuery } from '@tanstack/react-query'
import { CalendarClock, Repeat } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { Job } from '../../../domain/projects/job'
import { describeRule } from '../../../domain/projects/recurrence-rule'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { FormDialog } from '../../components/form-dialog'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { Input } from '../../components/ui/input'
import { Skeleton } from '../../components/ui/skeleton'
import { toastError, toastSuccess } from '../../lib/toast'
import { RepeatFields } from './repeat-fields'
import {
  browserTimeZone,
  NO_REPEAT,
  repeatBody,
  repeatProblem,
  type RepeatChoice,
} from './repeat-choice'
import { seriesQuery, useSeriesCommand } from './series-api'

const LIST_HREF = '/projects/jobs'

export function JobSeriesCard({ job }: { job: Job }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Repeat aria-hidden="true" className="size-4" />
          Repeats
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {job.series_id ? (
          <SeriesVisit job={job} seriesId={job.series_id} />
        ) : (
          <MakeRepeat job={job} />
        )}
      </CardContent>
    </Card>
  )
}

function SeriesVisit({ job, seriesId }: { job: Job; seriesId: string }) {
  const series = useQuery(seriesQuery(seriesId))
  const command = useSeriesCommand()
  const navigate = useNavigate()
  const [dialog, setDialog] = useState<'push' | 'skip' | 'end' | null>(null)
  const [days, setDays] = useState(7)
  const [withFollowing, setWithFollowing] = useState(false)
  const isScheduled = job.status === 'Scheduled'
  const isEnded = series.data?.ended_at != null
  const close = () => setDialog(null)

  if (series.isPending) return <Skeleton className="h-5 w-64" />
  const text = series.data
    ? describeRule(series.data.rule, series.data.time_zone, series.data.kind === 'after-done')
    : 'Part of a recurring series'

  return (
    <>
      <p className="text-sm">
        {text}
        {isEnded ? <span className="text-muted-foreground"> (ended)</span> : null}
      </p>
      {!isEnded ? (
        <div className="flex flex-wrap gap-2 *:grow sm:*:grow-0">
          <Button
            variant="outline"
            className="h-11 md:h-9"
            disabled={!isScheduled}
            onClick={() => setDialog('push')}
          >
            <CalendarClock aria-hidden="true" />
            Push back
          </Button>
          <Button
            variant="outline"
            className="h-11 md:h-9"
            disabled={!isScheduled}
            onClick={() => setDialog('skip')}
          >
            Skip this visit
          </Button>
          <Button variant="outline" className="h-11 md:h-9" onClick={() => setDialog('end')}>
            End series
          </Button>
        </div>
      ) : null}
      {!isScheduled && !isEnded ? (
        <p className="text-xs text-muted-foreground">
          Only a scheduled visit can be pushed back or skipped.
        </p>
      ) : null}

      <FormDialog
        open={dialog === 'push'}
        onOpenChange={(open) => setDialog(open ? 'push' : null)}
        title="Push back"
        description="Move this visit later, at the same time of day."
        formLabel="Push back"
        submitLabel="Push back"
        isSaving={command.isPending}
        onSubmit={(event) => {
          event.preventDefault()
          if (!Number.isInteger(days) || days < 1 || days > 365) {
            toastError('Error', 'Days must be a whole number from 1 to 365')
            return
          }
          command.mutate(
            { kind: 'push-back', job, days, following: withFollowing },
            {
              onSuccess: () => {
                toastSuccess(
                  'Visit moved',
                  withFollowing
                    ? `This visit and the following ones moved ${days} days later`
                    : `This visit moved ${days} days later`,
                )
                close()
              },
              onError: (error) => toastError('Error', error.message),
            },
          )
        }}
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor="push-back-days" className="text-sm font-medium">
            Days later
          </label>
          <Input
            id="push-back-days"
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            className="w-28"
            value={Number.isNaN(days) ? '' : days}
            onChange={(event) => setDays(event.currentTarget.valueAsNumber)}
          />
        </div>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={withFollowing}
            onChange={(event) => setWithFollowing(event.currentTarget.checked)}
          />
          Also the following visits
        </label>
      </FormDialog>

      <ConfirmDialog
        open={dialog === 'skip'}
        onOpenChange={(open) => setDialog(open ? 'skip' : null)}
        title="Skip this visit?"
        description="The visit is removed and the series never makes it again. The other visits stay."
        confirmLabel="Skip visit"
        isDestructive
        isBusy={command.isPending}
        busyLabel="Skipping…"
        onConfirm={() =>
          command.mutate(
            { kind: 'skip', job },
            {
              onSuccess: () => {
                toastSuccess('Visit skipped', `${job.title} was removed from the series`)
                void navigate(LIST_HREF)
              },
              onError: (error) => {
                toastError('Error', error.message)
                close()
              },
            },
          )
        }
      />

      <ConfirmDialog
        open={dialog === 'end'}
        onOpenChange={(open) => setDialog(open ? 'end' : null)}
        title="End this series?"
        description="Its future visits that have not started are removed; started and done visits are kept."
        confirmLabel="End series"
        isDestructive
        isBusy={command.isPending}
        busyLabel="Ending…"
        onConfirm={() =>
          command.mutate(
            { kind: 'end', seriesId: job.series_id ?? '' },
            {
              onSuccess: () => {
                toastSuccess('Series ended', 'Future visits not started were removed')
                if (isScheduled && job.date >= Date.now()) void navigate(LIST_HREF)
                else close()
              },
              onError: (error) => {
                toastError('Error', error.message)
                close()
              },
            },
          )
        }
      />
    </>
  )
}

function MakeRepeat({ job }: { job: Job }) {
  const [isOpen, setIsOpen] = useState(false)
  const [choice, setChoice] = useState<RepeatChoice>({ ...NO_REPEAT, frequency: 'WEEKLY' })
  const [error, setError] = useState<string | null>(null)
  const command = useSeriesCommand()
  return (
    <>
      <p className="text-sm text-muted-foreground">This job does not repeat.</p>
      <div>
        <Button variant="outline" className="h-11 md:h-9" onClick={() => setIsOpen(true)}>
          <Repeat aria-hidden="true" />
          Make it repeat
        </Button>
      </div>
      <FormDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title="Make it repeat"
        description="This job becomes the first visit; the next ones are made from it."
        formLabel="Make it repeat"
        submitLabel="Save"
        isSaving={command.isPending}
        onSubmit={(event) => {
          event.preventDefault()
          const problem =
            choice.frequency === 'none' ? 'Choose how often it repeats' : repeatProblem(choice)
          setError(problem)
          if (problem) {
            toastError('Error', problem)
            return
          }
          const body = repeatBody(choice, job.date, browserTimeZone())
          if (!body) return
          command.mutate(
            { kind: 'repeat', job, ...body },
            {
              onSuccess: () => {
                toastSuccess('Job repeats', `${job.title} is now the first visit of a series`)
                setIsOpen(false)
              },
              onError: (failure) => toastError('Error', failure.message),
            },
          )
        }}
      >
        <RepeatFields
          id="make-repeat"
          value={choice}
          onChange={(next) => {
            setChoice(next)
            setError(null)
          }}
          date={job.date}
          error={error}
        />
      </FormDialog>
    </>
  )
}
