// One employee's week (issue #32 section 3), a part the timesheet page shows and the employee page
// can embed: status and the send-back note, totals (regular, overtime over 40 flagged, scheduled
// beside; rate and amount at the base rate when the role sees pay), Submit / Approve / Send back as
// the answer's `can` allows, the days (timesheet-days.tsx) and the office's entry corrections.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { TimeEntry, TimesheetAnswer } from '../../../domain/time/time-api'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { QueryError } from '../../components/query-error'
import { Button } from '../../components/ui/button'
import { Card, CardContent } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { formatDateTime, formatDollars, formatHours } from '../../lib/format'
import { toastError, toastSuccess } from '../../lib/toast'
import { SendBackDialog } from './send-back-dialog'
import { TimeEntryDialog } from './time-entry-dialog'
import { newTimeEntryValues, timeEntryValues } from './time-entry-form'
import {
  timesheetQueries,
  useDeleteTimeEntry,
  useTimesheetDecision,
  type TimesheetDecision,
} from './timesheet-api'
import { TimesheetDayList, TimesheetTable } from './timesheet-days'
import { OvertimeBadge, TimesheetStatusBadge } from './timesheet-status-badge'

export type TimesheetViewProps = { employeeId: string; week: string }

const DECIDED: Record<TimesheetDecision, string> = {
  submit: 'Week submitted',
  approve: 'Week approved',
  'send-back': 'Week sent back',
}

type EntryDialog = { entry: TimeEntry | null; key: number } | null

export function TimesheetView({ employeeId, week }: TimesheetViewProps) {
  const sheet = useQuery(timesheetQueries.detail(employeeId, week))
  if (sheet.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading the timesheet">
        <Skeleton className="h-32 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    )
  }
  if (sheet.isError) return <QueryError error={sheet.error} onRetry={() => void sheet.refetch()} />
  return <TimesheetWeek sheet={sheet.data} employeeId={employeeId} week={week} />
}

function TimesheetWeek({
  sheet,
  employeeId,
  week,
}: {
  sheet: TimesheetAnswer
  employeeId: string
  week: string
}) {
  const decision = useTimesheetDecision(employeeId, week)
  const remove = useDeleteTimeEntry()
  const [entryDialog, setEntryDialog] = useState<EntryDialog>(null)
  const [deleting, setDeleting] = useState<TimeEntry | null>(null)
  const [isSendingBack, setSendingBack] = useState(false)

  function decide(kind: TimesheetDecision, note?: string) {
    decision.mutate(
      { decision: kind, ...(note === undefined ? {} : { note }) },
      {
        onSuccess: () => {
          toastSuccess(DECIDED[kind], sheet.employee.name)
          setSendingBack(false)
        },
        onError: (error) => toastError('Not done', error.message),
      },
    )
  }

  return (
    <div className="flex flex-col gap-4">
      <TimesheetSummary sheet={sheet} />
      <div className="flex flex-wrap gap-2">
        {sheet.can.submit ? (
          <Button
            className="min-h-11"
            disabled={decision.isPending}
            onClick={() => decide('submit')}
          >
            Submit
          </Button>
        ) : null}
        {sheet.can.approve ? (
          <>
            <Button
              className="min-h-11"
              disabled={decision.isPending}
              onClick={() => decide('approve')}
            >
              Approve
            </Button>
            <Button
              variant="outline"
              className="min-h-11"
              disabled={decision.isPending}
              onClick={() => setSendingBack(true)}
            >
              Send back
            </Button>
          </>
        ) : null}
        {sheet.can.edit ? (
          <Button
            variant="outline"
            className="min-h-11"
            onClick={() => setEntryDialog({ entry: null, key: Date.now() })}
          >
            Add entry
          </Button>
        ) : null}
      </div>
      <TimesheetTable sheet={sheet} />
      <TimesheetDayList
        sheet={sheet}
        actions={
          sheet.can.edit
            ? {
                onEdit: (entry) => setEntryDialog({ entry, key: Date.now() }),
                onDelete: setDeleting,
              }
            : null
        }
      />
      {entryDialog ? (
        <TimeEntryDialog
          key={entryDialog.key}
          open
          onOpenChange={(open) => (open ? undefined : setEntryDialog(null))}
          employeeId={employeeId}
          entry={entryDialog.entry}
          timeZone={sheet.time_zone}
          initialValues={
            entryDialog.entry
              ? timeEntryValues(entryDialog.entry, sheet.time_zone)
              : newTimeEntryValues(sheet.week_start)
          }
        />
      ) : null}
      <SendBackDialog
        open={isSendingBack}
        onOpenChange={setSendingBack}
        isSaving={decision.isPending}
        onSendBack={(note) => decide('send-back', note)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this entry?"
        description="The time is taken off the week; the audit log keeps what it was."
        confirmLabel="Delete"
        isDestructive
        isBusy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toastSuccess('Entry deleted')
              setDeleting(null)
            },
            onError: (error) => toastError('Not deleted', error.message),
          })
        }}
      />
    </div>
  )
}

function TimesheetSummary({ sheet }: { sheet: TimesheetAnswer }) {
  const hasOvertime = sheet.overtime_hours > 0
  return (
    <Card className="gap-3 py-4">
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <TimesheetStatusBadge status={sheet.status} />
          {hasOvertime ? <OvertimeBadge /> : null}
          <span className="text-sm text-muted-foreground">
            {sheet.status === 'submitted' && sheet.submitted_at !== null
              ? `Submitted ${formatDateTime(sheet.submitted_at)}`
              : sheet.status === 'approved' && sheet.decided_at !== null
                ? `Approved ${formatDateTime(sheet.decided_at)}`
                : null}
          </span>
        </div>
        {sheet.status === 'open' && sheet.note ? (
          <p role="note" className="rounded-md border border-warning/40 bg-warning/10 p-2 text-sm">
            Sent back: {sheet.note}
          </p>
        ) : null}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          <Figure label="Worked" value={formatHours(sheet.total_hours)} />
          <Figure label="Scheduled" value={formatHours(sheet.scheduled_hours)} />
          <Figure label="Regular" value={formatHours(sheet.regular_hours)} />
          <Figure
            label="Overtime"
            value={formatHours(sheet.overtime_hours)}
            isFlagged={hasOvertime}
          />
          {sheet.rate !== undefined ? (
            <Figure label="Rate" value={`${formatDollars(sheet.rate)}/h`} />
          ) : null}
          {sheet.amount_cents !== undefined ? (
            <Figure
              label="Amount"
              value={`${formatDollars(sheet.amount_cents / 100)} at base rate`}
            />
          ) : null}
        </dl>
      </CardContent>
    </Card>
  )
}

function Figure({
  label,
  value,
  isFlagged = false,
}: {
  label: string
  value: string
  isFlagged?: boolean
}) {
  return (
    <div className="flex flex-col">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={isFlagged ? 'font-semibold text-destructive' : 'font-semibold'}>{value}</dd>
    </div>
  )
}
