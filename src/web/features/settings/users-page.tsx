// Settings > Users & Roles: who uses this workspace and in what role. Roles are labels the team
// agrees on; there is no sign-in in this product (SPEC section 6).
import { useInfiniteQuery } from '@tanstack/react-query'
import { Trash2, UserPlus, UsersRound } from 'lucide-react'
import { useState } from 'react'
import { userRoles, type TeamUser, type UserRole } from '../../../domain/settings/team-user'
import { ConfirmItemDialog } from '../../components/confirm-item-dialog'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { QueryLoadMore } from '../../components/load-more'
import { QueryError } from '../../components/query-error'
import { Avatar } from '../../components/ui/avatar'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { EmptyState } from '../../components/ui/empty-state'
import { Select } from '../../components/ui/select'
import { MediaLinesSkeleton } from '../../components/card-skeleton'
import { formatCount } from '../../lib/format'
import { toastSuccess } from '../../lib/toast'
import { AddUserDialog } from './add-user-dialog'
import { settingsQueries, useChangeUserRole, useRemoveUser } from './api'
import { IconButton } from '../../components/icon-button'

function UserRow({ user, onRemove }: { user: TeamUser; onRemove: (user: TeamUser) => void }) {
  const changeRole = useChangeUserRole()
  const selectId = `role-${user.id}`
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3 sm:flex-nowrap sm:px-6">
      <Avatar name={user.name} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{user.name}</p>
        <p className="truncate text-xs text-muted-foreground">{user.email}</p>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          Role of {user.name}
        </label>
        <Select
          id={selectId}
          className="w-32"
          value={user.role}
          disabled={changeRole.isPending}
          onChange={(event) =>
            changeRole.mutate(
              { user, role: event.currentTarget.value as UserRole },
              {
                onSuccess: (saved) =>
                  toastSuccess('Role changed', `${saved.name} is now ${saved.role}`),
              },
            )
          }
        >
          {userRoles.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </Select>
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

export function UsersPage() {
  const query = useInfiniteQuery(settingsQueries.users())
  const removeUser = useRemoveUser()
  const [isAdding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<TeamUser | null>(null)
  const users = query.data?.items ?? []

  return (
    <Page className="max-w-4xl">
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
      {query.isPending ? (
        <Card className="gap-0 py-2" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <MediaLinesSkeleton key={i} lines={['h-4 w-40', 'h-3 w-56']} className="px-6 py-3" />
          ))}
        </Card>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : users.length === 0 ? (
        <EmptyState
          icon={<UsersRound />}
          title="No data yet"
          description="Add the people who work in this workspace and give each a role."
        />
      ) : (
        <Card className="gap-0 py-1">
          <ul aria-label="Users" className="divide-y">
            {users.map((user) => (
              <UserRow key={user.id} user={user} onRemove={setRemoving} />
            ))}
          </ul>
          <QueryLoadMore query={query} />
        </Card>
      )}
      <AddUserDialog open={isAdding} onOpenChange={setAdding} />
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
