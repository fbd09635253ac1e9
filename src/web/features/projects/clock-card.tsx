// Today's clock card (issue #32 section 3, server mode only): my state and hours today with Clock in,
// Start break, End break and Clock out; the "Share my location" setting; and for the lead of a
// crew, the crew's members (clock-crew-list.tsx). Errors and skipped members show as toasts.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { ClockBody, ClockPerson } from '../../../domain/time/time-api'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { formatHours } from '../../lib/format'
import { SAVED_ON_PHONE } from '../../data/outbox/outbox-item'
import { toastError, toastSuccess } from '../../lib/toast'
import { SHARE_LOCATION_LABEL, useLocationStamp } from '../../lib/use-location-stamp'
import { clockQuery, useClockAction, type ClockAction } from './clock-api'
import { ClockCrewList } from './clock-crew-list'
import { clockStateText, clockToast } from './clock-text'

const TITLE_ID = 'clock-card-title'
const BIG = 'min-h-11'

export function ClockCard({ crewId }: { crewId?: string | undefined }) {
  const clock = useQuery(clockQuery(crewId))
  const action = useClockAction()
  const location = useLocationStamp()
  const [isLocating, setLocating] = useState(false)
  const pending = action.isPending || isLocating

  async function run(kind: ClockAction, employeeIds?: string[]) {
    setLocating(true)
    let part: Pick<ClockBody, 'location'>
    try {
      part = await location.stamp()
    } finally {
      setLocating(false)
    }
    const body: ClockBody = { ...(employeeIds ? { employee_ids: employeeIds } : {}), ...part }
    action.mutate(
      { action: kind, body },
      {
        onSuccess: (result) => {
          if (result.status === 'queued') return toastSuccess(SAVED_ON_PHONE)
          const { answer } = result
          // Sent by another tab of the app: what it changed is not known here.
          if (!answer) return toastSuccess('Saved')
          const [title, description] = clockToast(kind, answer, employeeIds !== undefined)
          if (answer.changed.length === 0) toastError(title, description)
          else toastSuccess(title, description)
        },
        onError: (error) => toastError('Not done', error.message),
      },
    )
  }

  const answer = clock.data
  if (clock.isPending) return <Skeleton className="h-36 rounded-xl" />
  if (clock.isError) {
    return (
      <p role="alert" className="text-sm text-muted-foreground">
        The clock could not be read: {clock.error.message}
      </p>
    )
  }
  // Nobody to clock: a user with no employee record who leads no crew.
  if (!answer?.me && !answer?.crew) return null
  return (
    <Card role="region" aria-labelledby={TITLE_ID} className="gap-3">
      <CardHeader>
        <CardTitle className="text-base">
          <h2 id={TITLE_ID}>Time clock</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {answer.me ? (
          <MyClock me={answer.me} isPending={pending} onAction={(kind) => void run(kind)} />
        ) : null}
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
          <input
            type="checkbox"
            className="size-4.5 shrink-0 cursor-pointer accent-primary"
            checked={location.isSharing}
            onChange={(event) => location.setSharing(event.target.checked)}
          />
          {SHARE_LOCATION_LABEL}
        </label>
        {answer.crew ? (
          <ClockCrewList
            crew={answer.crew}
            isPending={pending}
            onClockIn={(ids) => void run('clock-in', ids)}
            onClockOut={(member) => void run('clock-out', [member.employee_id])}
          />
        ) : null}
      </CardContent>
    </Card>
  )
}

function MyClock({
  me,
  isPending,
  onAction,
}: {
  me: ClockPerson
  isPending: boolean
  onAction: (kind: ClockAction) => void
}) {
  const button = (kind: ClockAction, label: string, variant: 'default' | 'outline' = 'default') => (
    <Button
      key={kind}
      className={BIG}
      variant={variant}
      disabled={isPending}
      onClick={() => onAction(kind)}
    >
      {label}
    </Button>
  )
  return (
    <div className="flex flex-col gap-3">
      <div>
        <p role="status" className="font-medium">
          {clockStateText(me)}
        </p>
        <p className="text-sm text-muted-foreground">Today: {formatHours(me.today_hours)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {me.state === 'out' ? button('clock-in', 'Clock in') : null}
        {me.state === 'in' ? button('break-start', 'Start break', 'outline') : null}
        {me.state === 'break' ? button('break-end', 'End break') : null}
        {me.state === 'out' ? null : button('clock-out', 'Clock out', 'outline')}
      </div>
    </div>
  )
}
