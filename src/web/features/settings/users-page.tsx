// Settings > Users & Roles: who uses this workspace and in what role. In server mode each user is an
// account that signs in (issue #20): the list says whether they have signed in, the Owner sends each
// an invite (a one-time sign-in link, e-mailed when a mail server is set up), changes their role
// and deactivates them. The browser-only demo has no sign-in (SPEC section 6): there roles are
// labels the team agrees on.
import { useInfiniteQuery } from '@tanstack/react-query'
import { Pencil, Send, Trash2, UserCheck, UserPlus, UsersRound, UserX } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { userRoles, type TeamUser, type UserRole } from '../../../domain/settings/team-user'
import type { Employee } from '../../../domain/team/employee'
import { BusyIcon } from '../../components/busy-icon'
import { CardRowsSkeleton } from '../../components/card-skeleton'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { ConfirmItemDialog } from '../../components/confirm-item-dialog'
import { IconButton } from '../../components/icon-button'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { QueryLoadMore } from '../../components/load-more'
import { QueryStates } from '../../components/query-states'
import { Avatar } from '../../components/ui/avatar'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { EmptyState } from '../../components/ui/empty-state'
import { Select } from '../../components/ui/select'
import { isApiError } from '../../data/api-error'
import { lookupName, useRecordsById } from '../../data/use-records-by-id'
import { useAccess } from '../../lib/access'
import { cn } from '../../lib/cn'
import { isDemoMode } from '../../lib/env'
import { formatCount, formatDate, formatTime } from '../../lib/format'
import { toastError, toastSuccess } from '../../lib/toast'
import { AddUserDialog } from './add-user-dialog'
import {
  settingsQueries,
  useChangeUserRole,
  useSendInvite,
  useRemoveUser,
  useSetUserActive,
} from './api'
import { inviteToast } from './invite-outcome'
import { SignInLinkDialog, type ShownSignInLink } from './sign-in-link-dialog'
import { UserEmployeeDialog, type EmployeeChoice } from './user-employee-dialog'
import { userStatus, type UserStatus } from './user-status'

function RoleSelect({
  user,
  onNeedsEmployee,
  className,
}: {
  user: TeamUser
  /** Crew chosen for a user without an employee record: ask for it before saving. */
  onNeedsEmployee: (choice: EmployeeChoice) => void
  className?: string
}) {
  const changeRole = useChangeUserRole()
  return (
    <Select
      id={`role-${user.id}`}
      className={className}
      value={user.role}
      disabled={changeRole.isPending}
      onChange={(event) => {
        const role = event.currentTarget.value as UserRole
        if (role === 'Crew' && user.employee_id === null) {
          onNeedsEmployee({ user, role })
          return
        }
        changeRole.mutate(
          { user, role },
          {
            onSuccess: (saved) =>
              toastSuccess('Role changed', `${saved.name} is now ${saved.role}`),
            // A Crew user needs an employee record: the API names the field that is missing.
            onError: (error) =>
              toastError(
                'Error',
                (isApiError(error) && error.fields?.employee_id) || error.message,
              ),
          },
        )
      }}
    >
      {userRoles.map((role) => (
        <option key={role} value={role}>
          {role}
        </option>
      ))}
    </Select>
  )
}

/** The demo's row: a role label and Remove (no accounts, no sign-in). */
function DemoUserRow({
  user,
  onNeedsEmployee,
  onRemove,
}: {
  user: TeamUser
  onNeedsEmployee: (choice: EmployeeChoice) => void
  onRemove: (user: TeamUser) => void
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3 sm:flex-nowrap sm:px-6">
      <Avatar name={user.name} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{user.name}</p>
        <p className="truncate text-xs text-muted-foreground">{user.email}</p>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={`role-${user.id}`} className="sr-only">
          Role of {user.name}
        </label>
        <RoleSelect user={user} onNeedsEmployee={onNeedsEmployee} className="w-32" />
        <IconButton
          icon={Trash2}
          label={`Remove ${user.name}`}
          isDestructive
          onClick={() => onRemove(user)}
        />
      </div>
    </li>
  )
}

const statusVariant = {
  Active: 'success',
  'Not signed in yet': 'warning',
  Deactivated: 'muted',
} as const

function StatusBadge({ status }: { status: UserStatus }) {
  return <Badge variant={statusVariant[status]}>{status}</Badge>
}

// Phones: each row a small card of labelled details. Large screens: one grid, the column headings
// above it, the details' own labels left to screen readers.
const COLUMNS =
  'lg:grid lg:grid-cols-[minmax(0,1.5fr)_8rem_8.5rem_minmax(0,1.2fr)_minmax(0,1fr)_7rem] lg:items-center lg:gap-4'

function Detail({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="text-xs text-muted-foreground lg:sr-only">{label}</span>
      <div className="min-w-0 text-sm">{children}</div>
    </div>
  )
}

type AccountRowProps = {
  user: TeamUser
  employeeName: string | null | undefined
  isMe: boolean
  isIssuingLink: boolean
  onIssueLink: (user: TeamUser) => void
  onChooseEmployee: (choice: EmployeeChoice) => void
  onToggleActive: (user: TeamUser) => void
  onRemove: (user: TeamUser) => void
}

/** Server mode's row: an account with its role, employee record, last sign-in and status. */
function AccountRow({
  user,
  employeeName,
  isMe,
  isIssuingLink,
  onIssueLink,
  onChooseEmployee,
  onToggleActive,
  onRemove,
}: AccountRowProps) {
  const status = userStatus(user)
  return (
    <li
      className={cn(
        // Phones: the user with Remove beside it, the details, then the two actions side by side.
        'grid grid-cols-[minmax(0,1fr)_auto] gap-x-2 gap-y-3 px-4 py-4 sm:px-6 lg:py-3',
        COLUMNS,
      )}
    >
      <div className="col-start-1 row-start-1 flex min-w-0 items-center gap-3">
        <Avatar name={user.name} className={cn(!user.active && 'opacity-60')} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">
            {user.name}
            {isMe ? <span className="font-normal text-muted-foreground"> (you)</span> : null}
          </p>
          <p className="truncate text-xs text-muted-foreground" title={user.email}>
            {user.email}
          </p>
        </div>
      </div>
      <div className="col-span-2 grid grid-cols-2 gap-x-4 gap-y-3 lg:contents">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`role-${user.id}`} className="text-xs text-muted-foreground lg:sr-only">
            Role<span className="sr-only"> of {user.name}</span>
          </label>
          <RoleSelect user={user} onNeedsEmployee={onChooseEmployee} className="w-full" />
        </div>
        <Detail label="Status">
          <StatusBadge status={status} />
        </Detail>
        <Detail label="Employee">
          <div className="flex min-w-0 items-center gap-1">
            {employeeName === undefined ? (
              <span className="text-muted-foreground">…</span>
            ) : (
              <span className={cn('truncate', !employeeName && 'text-muted-foreground')}>
                {employeeName ?? (user.employee_id ? 'Former employee' : 'None')}
              </span>
            )}
            <IconButton
              icon={Pencil}
              label={`Change employee record of ${user.name}`}
              title="Change employee record"
              className="-my-3 sm:-my-2 sm:size-8 [&_svg]:size-3.5"
              onClick={() => onChooseEmployee({ user })}
            />
          </div>
        </Detail>
        <Detail label="Last sign-in">
          {user.last_sign_in_at === null ? (
            <span className="text-muted-foreground">Never</span>
          ) : (
            <span className="flex flex-col">
              <span>{formatDate(user.last_sign_in_at)}</span>
              <span className="text-xs text-muted-foreground">
                {formatTime(user.last_sign_in_at)}
              </span>
            </span>
          )}
        </Detail>
      </div>
      <div className="contents lg:flex lg:items-center lg:justify-end">
        <div className="col-span-2 grid grid-cols-2 gap-2 lg:flex lg:gap-0">
          {user.active ? (
            <Button
              variant="outline"
              size="sm"
              className="min-h-11 sm:min-h-9 lg:size-9 lg:border-0 lg:bg-transparent lg:shadow-none lg:hover:bg-accent"
              aria-label={`Send invite to ${user.name}`}
              title="Send invite"
              disabled={isIssuingLink}
              onClick={() => onIssueLink(user)}
            >
              <BusyIcon isBusy={isIssuingLink} icon={Send} />
              <span className="lg:sr-only">Send invite</span>
            </Button>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            className="min-h-11 sm:min-h-9 lg:size-9 lg:border-0 lg:bg-transparent lg:shadow-none lg:hover:bg-accent"
            aria-label={`${user.active ? 'Deactivate' : 'Reactivate'} ${user.name}`}
            title={user.active ? 'Deactivate' : 'Reactivate'}
            onClick={() => onToggleActive(user)}
          >
            {user.active ? <UserX aria-hidden="true" /> : <UserCheck aria-hidden="true" />}
            <span className="lg:sr-only">{user.active ? 'Deactivate' : 'Reactivate'}</span>
          </Button>
        </div>
        <IconButton
          icon={Trash2}
          label={`Remove ${user.name}`}
          title="Remove"
          isDestructive
          className="col-start-2 row-start-1 lg:col-auto lg:row-auto"
          onClick={() => onRemove(user)}
        />
      </div>
    </li>
  )
}

function ColumnHeadings() {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'hidden border-b px-6 pt-2 pb-3 text-xs font-medium text-muted-foreground',
        COLUMNS,
      )}
    >
      <span>User</span>
      <span>Role</span>
      <span>Status</span>
      <span>Employee</span>
      <span>Last sign-in</span>
      <span className="sr-only">Actions</span>
    </div>
  )
}

/** Deactivating signs the user out everywhere; reactivating lets them sign in again. */
function ActiveConfirmDialog({ user, onClose }: { user: TeamUser | null; onClose: () => void }) {
  const setActive = useSetUserActive()
  // Kept while the dialog closes, so its text does not change under the closing animation.
  const [shown, setShown] = useState(user)
  if (user && user !== shown) setShown(user)
  const isDeactivating = shown?.active ?? true
  const name = shown?.name ?? ''
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={isDeactivating ? `Deactivate ${name}?` : `Reactivate ${name}?`}
      description={
        isDeactivating
          ? `${name} will be signed out everywhere at once and can no longer sign in. Their records stay, and you can reactivate them later.`
          : `${name} can sign in again with their password (or a new sign-in link).`
      }
      confirmLabel={isDeactivating ? 'Deactivate' : 'Reactivate'}
      busyLabel={isDeactivating ? 'Deactivating...' : 'Reactivating...'}
      isDestructive={isDeactivating}
      isBusy={setActive.isPending}
      onConfirm={() => {
        if (!user) return
        setActive.mutate(
          { user, active: !user.active },
          {
            onSuccess: (saved) =>
              saved.active
                ? toastSuccess('User reactivated', `${saved.name} can sign in again`)
                : toastSuccess('User deactivated', `${saved.name} was signed out everywhere`),
            onSettled: onClose,
          },
        )
      }}
    />
  )
}

export function UsersPage() {
  const query = useInfiniteQuery(settingsQueries.users())
  const removeUser = useRemoveUser()
  const createLink = useSendInvite()
  const { actor } = useAccess()
  const [isAdding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<TeamUser | null>(null)
  const [toggling, setToggling] = useState<TeamUser | null>(null)
  const [shownLink, setShownLink] = useState<ShownSignInLink | null>(null)
  const [employeeChoice, setEmployeeChoice] = useState<EmployeeChoice | null>(null)
  const users = query.data?.items ?? []
  const employees = useRecordsById<Employee>(
    'employees',
    users.map((user) => user.employee_id),
  )

  // An invite: a new sign-in link, e-mailed when a mail server is set up, and shown to copy.
  const issueLink = (user: TeamUser) =>
    createLink.mutate(user, {
      onSuccess: ({ mail, ...link }) => {
        const toast = inviteToast(user.email, mail)
        if (toast.isSent) toastSuccess(toast.title, toast.description)
        else toastError(toast.title, toast.description)
        setShownLink({ user, link, mail })
      },
    })

  return (
    <Page className={isDemoMode ? 'max-w-4xl' : undefined}>
      <PageHeader
        title="Users & Roles"
        description={
          query.data ? formatCount(query.data.total, 'user') : 'The people who use this workspace'
        }
        actions={
          <Button className="min-h-11 sm:min-h-9" onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" />
            Add User
          </Button>
        }
      />
      <QueryStates
        query={query}
        isEmpty={users.length === 0}
        loading={<CardRowsSkeleton rows={3} lines={['h-4 w-40', 'h-3 w-56']} />}
        empty={
          <EmptyState
            icon={<UsersRound />}
            title="No data yet"
            description="Add the people who work in this workspace and give each a role."
          />
        }
      >
        <Card className="gap-0 py-1">
          {isDemoMode ? null : <ColumnHeadings />}
          <ul aria-label="Users" className="divide-y">
            {users.map((user) =>
              isDemoMode ? (
                <DemoUserRow
                  key={user.id}
                  user={user}
                  onNeedsEmployee={setEmployeeChoice}
                  onRemove={setRemoving}
                />
              ) : (
                <AccountRow
                  key={user.id}
                  user={user}
                  employeeName={lookupName(employees, user.employee_id)}
                  isMe={user.email === actor.email}
                  isIssuingLink={createLink.isPending && createLink.variables.id === user.id}
                  onIssueLink={issueLink}
                  onChooseEmployee={setEmployeeChoice}
                  onToggleActive={setToggling}
                  onRemove={setRemoving}
                />
              ),
            )}
          </ul>
          <QueryLoadMore query={query} />
        </Card>
      </QueryStates>
      <AddUserDialog
        open={isAdding}
        onOpenChange={setAdding}
        onAdded={isDemoMode ? undefined : issueLink}
      />
      <SignInLinkDialog shown={shownLink} onClose={() => setShownLink(null)} />
      <ActiveConfirmDialog user={toggling} onClose={() => setToggling(null)} />
      <UserEmployeeDialog choice={employeeChoice} onClose={() => setEmployeeChoice(null)} />
      <ConfirmItemDialog
        item={removing}
        onClose={() => setRemoving(null)}
        title="Remove user"
        description={(user) => `Remove ${user.name} from this workspace?`}
        confirmLabel="Remove"
        onConfirm={(user) =>
          removeUser.mutate(user, {
            onSuccess: () => toastSuccess('User removed', `${user.name} no longer has access`),
          })
        }
      />
    </Page>
  )
}
