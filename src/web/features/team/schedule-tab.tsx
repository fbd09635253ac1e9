// The Schedule tab of the employee detail: the employee's coming shifts (the current one included),
// with 'Add Shift', edit and delete.
import { useInfiniteQuery } from '@tanstack/react-query'
import { Briefcase, CalendarDays, Clock, Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import type { Job } from '../../../domain/projects/job'
import { NO_UPCOMING_SHIFTS_TEXT, type Shift } from '../../../domain/team/shift'
import { ConfirmItemDialog } from '../../components/confirm-item-dialog'
import { QueryLoadMore } from '../../components/load-more'
import { QueryError } from '../../components/query-error'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { Skeleton } from '../../components/ui/skeleton'
import { useRecordsById } from '../../data/use-records-by-id'
import { toastSuccess } from '../../lib/toast'
import { shiftQueries, useDeleteShift } from './shift-api'
import { ShiftDialog } from './shift-dialog'
import { newShiftValues, shiftValues, type ShiftFormValues } from './shift-form'
import { shiftHoursLabel, shiftTimeLabel } from './shift-time'
import { IconButton } from '../../components/icon-button'
import { useCan } from '../../lib/access'

/** The dialog's state: closed, adding (shift null), or editing one shift. */
type Editing = { shift: Shift | null; values: ShiftFormValues } | null

export function ScheduleTab({ employeeId }: { employeeId: string }) {
  const shifts = useInfiniteQuery(shiftQueries.upcoming(employeeId))
  const items = shifts.data?.items ?? []
  const jobs = useRecordsById<Job>(
    'jobs',
    items.map((s) => s.job_id),
  )
  const remove = useDeleteShift(employeeId)
  const [editing, setEditing] = useState<Editing>(null)
  const [toDelete, setToDelete] = useState<Shift | null>(null)

  const canPlan = useCan('team:write')
  const addButton = canPlan ? (
    <Button
      className="min-h-11 w-fit sm:min-h-9"
      onClick={() => setEditing({ shift: null, values: newShiftValues(Date.now()) })}
    >
      <Plus aria-hidden="true" />
      Add Shift
    </Button>
  ) : null

  return (
    <div className="flex flex-col gap-4">
      {shifts.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <Skeleton className="h-16 w-full rounded-xl" />
          <Skeleton className="h-16 w-full rounded-xl" />
        </div>
      ) : shifts.isError ? (
        <QueryError error={shifts.error} onRetry={() => void shifts.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<CalendarDays />}
          title={NO_UPCOMING_SHIFTS_TEXT}
          description={
            canPlan
              ? "Add the shifts this employee works; this week's count in Hours This Week and Earnings."
              : undefined
          }
          action={addButton}
        />
      ) : (
        <>
          {addButton ? <div className="flex justify-end">{addButton}</div> : null}
          <ul className="flex flex-col gap-2" aria-label="Upcoming shifts">
            {items.map((shift) => {
              const label = shiftTimeLabel(shift)
              const job = shift.job_id ? jobs.get(shift.job_id) : null
              return (
                <li
                  key={shift.id}
                  className="flex items-start gap-3 rounded-xl border bg-card p-4 shadow-xs"
                >
                  <Clock
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                  />
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <p className="text-sm font-medium break-words">{label}</p>
                    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                      <span>{shiftHoursLabel(shift)}</span>
                      {job ? (
                        <span className="inline-flex min-w-0 items-center gap-1.5">
                          <Briefcase aria-hidden="true" className="size-3.5 shrink-0" />
                          <span className="truncate">{job.title}</span>
                        </span>
                      ) : null}
                    </p>
                    {shift.note ? (
                      <p className="text-sm break-words whitespace-pre-wrap">{shift.note}</p>
                    ) : null}
                  </div>
                  {canPlan ? (
                    <div className="-my-1 flex shrink-0 gap-1">
                      <IconButton
                        icon={Pencil}
                        label={`Edit shift ${label}`}
                        onClick={() => setEditing({ shift, values: shiftValues(shift) })}
                      />
                      <IconButton
                        icon={Trash2}
                        label={`Delete shift ${label}`}
                        isDestructive
                        onClick={() => setToDelete(shift)}
                      />
                    </div>
                  ) : null}
                </li>
              )
            })}
          </ul>
          <QueryLoadMore query={shifts} />
        </>
      )}
      {editing ? (
        <ShiftDialog
          // A fresh form for each shift (and for each new one): its defaults are read once.
          key={editing.shift?.id ?? 'new'}
          employeeId={employeeId}
          shift={editing.shift}
          initialValues={editing.values}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      ) : null}
      <ConfirmItemDialog
        item={toDelete}
        onClose={() => setToDelete(null)}
        title="Delete this shift?"
        description={(shift) =>
          `${shiftTimeLabel(shift)} is removed from the schedule. This cannot be undone.`
        }
        confirmLabel="Delete Shift"
        onConfirm={(item) =>
          remove.mutate(item.id, { onSuccess: () => toastSuccess('Shift deleted') })
        }
      />
    </div>
  )
}
