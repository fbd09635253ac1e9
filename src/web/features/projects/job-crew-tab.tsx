// The job's crew: assign one when none is assigned (SPEC), and beyond the spec reassign or unassign
// it after a confirmation.
import { useQuery } from '@tanstack/react-query'
import { LoaderCircle, Repeat, UserMinus, UsersRound } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import type { Job } from '../../../domain/projects/job'
import {
  CREW_ASSIGNED_MESSAGE,
  CREW_REASSIGNED_MESSAGE,
  CREW_UNASSIGNED_MESSAGE,
} from '../../../domain/projects/job-status'
import type { Crew } from '../../../domain/team/crew'
import type { Employee } from '../../../domain/team/employee'
import { OnSiteBadge } from '../../components/on-site-badge'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { QueryError } from '../../components/query-error'
import { RecordPicker, type RecordPickerProps } from '../../components/record-picker'
import { Avatar } from '../../components/ui/avatar'
import { Button } from '../../components/ui/button'
import { Card, CardContent } from '../../components/ui/card'
import { EmptyState } from '../../components/ui/empty-state'
import { Label } from '../../components/ui/label'
import { Skeleton } from '../../components/ui/skeleton'
import { useCrewMemberNames } from '../../data/use-crew-member-names'
import { useRecordsById } from '../../data/use-records-by-id'
import { cn } from '../../lib/cn'
import { formatCount } from '../../lib/format'
import { toastError, toastSuccess } from '../../lib/toast'
import { Can, useCan } from '../../lib/access'
import { crewQueries, useCrewCommand, type CrewCommand } from './api'

export function JobCrewTab({ job }: { job: Job }) {
  // How many crews there are (whether one can be assigned, or another take over), not the crews.
  const count = useQuery(crewQueries.count())
  const assigned = useRecordsById<Crew>('crews', [job.assigned_crew_id])
  if (count.isPending || assigned.isPending) return <Skeleton className="h-40 w-full rounded-xl" />
  if (count.isError) return <QueryError error={count.error} onRetry={() => void count.refetch()} />
  const crewCount = count.data.total
  return job.assigned_crew_id ? (
    <AssignedCrew
      job={job}
      crew={assigned.get(job.assigned_crew_id) ?? undefined}
      hasOthers={crewCount > 1}
    />
  ) : (
    <AssignCrew job={job} hasCrews={crewCount > 0} />
  )
}

/** The crew choice: searched on the server, so every crew can be picked however many there are. */
const crewPickerProps = {
  collection: 'crews',
  getLabel: (crew: Crew) => crew.name,
  placeholder: 'Select a crew...',
  searchLabel: 'Search crews',
  emptyText: 'No crews found',
} as const satisfies Partial<RecordPickerProps<Crew>>

function useRunCrewCommand(job: Job) {
  const command = useCrewCommand()
  const run = (cmd: CrewCommand, message: string, onDone?: () => void) =>
    command.mutate(
      { jobId: job.id, command: cmd },
      {
        onSuccess: () => {
          toastSuccess(message)
          onDone?.()
        },
        onError: (error) => toastError('Error', error.message),
      },
    )
  return { run, isPending: command.isPending }
}

function AssignCrew({ job, hasCrews }: { job: Job; hasCrews: boolean }) {
  const id = useId()
  const [crewId, setCrewId] = useState('')
  const [error, setError] = useState<string | null>(null)
  const { run, isPending } = useRunCrewCommand(job)

  if (!hasCrews) {
    return (
      <EmptyState
        icon={<UsersRound />}
        title="No crews yet"
        description="Create a crew under Team, Crews to assign it to jobs."
      />
    )
  }
  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <CrewHeading title="No crew assigned" detail="Pick a crew to do this job." />
        <Can permission="crews:write">
          <form
            className="flex flex-col gap-2 sm:flex-row sm:items-end"
            onSubmit={(event) => {
              event.preventDefault()
              if (!crewId) {
                setError('Select a crew first')
                return
              }
              setError(null)
              run({ kind: 'assign', crewId }, CREW_ASSIGNED_MESSAGE)
            }}
          >
            <div className="flex flex-1 flex-col gap-2">
              <Label htmlFor={id}>Crew</Label>
              <RecordPicker<Crew>
                {...crewPickerProps}
                id={id}
                value={crewId}
                aria-invalid={!!error}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={setCrewId}
              />
            </div>
            <Button type="submit" disabled={isPending} className="h-10 md:h-9">
              {isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              Assign Crew
            </Button>
          </form>
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </Can>
      </CardContent>
    </Card>
  )
}

/** A member as the tab shows them: the name (null: gone, undefined: loading) and the role if read. */
type MemberRow = { id: string; name: string | null | undefined; role: string | undefined }

function AssignedCrew({
  job,
  crew,
  hasOthers,
}: {
  job: Job
  crew: Crew | undefined
  hasOthers: boolean
}) {
  // The employee records (role and all) are the team's data; a role without it gets the names only.
  const canSeeTeam = useCan('team:read')
  const employees = useRecordsById<Employee>('employees', canSeeTeam ? (crew?.members ?? []) : [])
  const nameOf = useCrewMemberNames(canSeeTeam ? [] : (crew?.members ?? []))
  const [dialog, setDialog] = useState<'reassign' | 'unassign' | null>(null)
  const [nextCrewId, setNextCrewId] = useState('')
  const selectId = useId()
  const { run, isPending } = useRunCrewCommand(job)
  const members = (crew?.members ?? []).map((id): MemberRow => {
    if (!canSeeTeam) return { id, name: nameOf(id), role: undefined }
    const employee = employees.get(id)
    return {
      id,
      name: employee === undefined ? undefined : (employee?.name ?? null),
      role: employee?.role,
    }
  })
  const crewName = crew?.name ?? 'This crew'

  return (
    <Card>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <CrewHeading
            isAssigned
            title={crewName}
            detail={crew ? formatCount(crew.members.length, 'member') : ''}
          >
            {crew?.on_site_now ? <OnSiteBadge /> : null}
          </CrewHeading>
          <Can permission="crews:write">
            <div className="grid grid-cols-2 gap-2 sm:flex">
              <Button
                variant="outline"
                disabled={isPending || !hasOthers}
                onClick={() => {
                  setNextCrewId('')
                  setDialog('reassign')
                }}
              >
                <Repeat aria-hidden="true" />
                Reassign
              </Button>
              <Button variant="outline" disabled={isPending} onClick={() => setDialog('unassign')}>
                <UserMinus aria-hidden="true" />
                Unassign
              </Button>
            </div>
          </Can>
        </div>
        {members.length > 0 ? (
          <ul className="grid gap-2 sm:grid-cols-2" aria-label="Crew members">
            {members.map((member) => (
              <li key={member.id} className="flex items-center gap-3 rounded-lg border p-3">
                <Avatar name={member.name ?? '?'} size="sm" />
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">
                    {member.name === undefined ? 'Loading…' : (member.name ?? 'Former employee')}
                  </p>
                  {member.role ? (
                    <p className="text-xs text-muted-foreground">{member.role}</p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">This crew has no members yet.</p>
        )}
      </CardContent>

      <ConfirmDialog
        open={dialog === 'reassign'}
        onOpenChange={(open) => setDialog(open ? 'reassign' : null)}
        title="Reassign this job?"
        description={`${crewName} will no longer be assigned. Pick the crew that takes over.`}
        confirmLabel="Reassign"
        isConfirmDisabled={!nextCrewId || isPending}
        onConfirm={() => run({ kind: 'reassign', crewId: nextCrewId }, CREW_REASSIGNED_MESSAGE)}
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor={selectId}>New crew</Label>
          <RecordPicker<Crew>
            {...crewPickerProps}
            id={selectId}
            value={nextCrewId}
            exclude={job.assigned_crew_id ? [job.assigned_crew_id] : undefined}
            onChange={setNextCrewId}
          />
        </div>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'unassign'}
        onOpenChange={(open) => setDialog(open ? 'unassign' : null)}
        title="Unassign this crew?"
        description={`${crewName} will be taken off this job. You can assign a crew again afterwards.`}
        confirmLabel="Unassign"
        isDestructive
        onConfirm={() => run({ kind: 'unassign' }, CREW_UNASSIGNED_MESSAGE)}
      />
    </Card>
  )
}

/** The crew icon beside a title and a line under it (muted until a crew is assigned), then any
 * badge. */
function CrewHeading({
  title,
  detail,
  isAssigned = false,
  children,
}: {
  title: string
  detail: string
  isAssigned?: boolean
  children?: ReactNode
}) {
  return (
    <div className="flex items-center gap-3">
      <div
        className={cn(
          'flex size-10 items-center justify-center rounded-full',
          isAssigned ? 'bg-accent text-accent-foreground' : 'bg-muted text-muted-foreground',
        )}
      >
        <UsersRound aria-hidden="true" className="size-5" />
      </div>
      <div>
        <p className={isAssigned ? 'font-semibold' : 'font-medium'}>{title}</p>
        <p className="text-sm text-muted-foreground">{detail}</p>
      </div>
      {children}
    </div>
  )
}
