// Settings > Audit Log (server mode, Owner only; issue #20): who signed in (or tried), changed a
// user, deleted, marked paid, recorded a payment or reset the data, and when, newest first.
import { useInfiniteQuery } from '@tanstack/react-query'
import { ScrollText } from 'lucide-react'
import { useState } from 'react'
import { AUDIT_KINDS, type AuditKind } from '../../../domain/access/audit'
import type { TeamUser } from '../../../domain/settings/team-user'
import { CardRowsSkeleton } from '../../components/card-skeleton'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { QueryLoadMore } from '../../components/load-more'
import { QueryStates } from '../../components/query-states'
import { RecordPicker } from '../../components/record-picker'
import { Badge } from '../../components/ui/badge'
import { Card } from '../../components/ui/card'
import { EmptyState } from '../../components/ui/empty-state'
import { Select } from '../../components/ui/select'
import { formatDateTime } from '../../lib/format'
import { auditLogQuery } from './audit-log-api'

/** How each kind reads in the filter and on a row. */
export const AUDIT_KIND_LABELS: Readonly<Record<AuditKind, string>> = {
  setup: 'Setup',
  'sign-in': 'Sign-in',
  'sign-in-failed': 'Failed sign-in',
  'password-set': 'Password set',
  'password-changed': 'Password changed',
  'password-reset-asked': 'Password reset asked',
  'user-added': 'User added',
  'user-removed': 'User removed',
  'role-change': 'Role changed',
  'user-deactivated': 'User deactivated',
  'user-reactivated': 'User reactivated',
  'sign-in-link': 'Sign-in link',
  delete: 'Deleted',
  'mark-paid': 'Marked paid',
  payment: 'Payment',
  reset: 'Reset',
  backup: 'Backup',
  restore: 'Restore',
  import: 'CSV import',
  'import-undo': 'Import undone',
  'hub-link': 'Hub link sent',
  'hub-revoke': 'Hub access revoked',
  'hub-approve': 'Estimate approved by client',
  'hub-changes': 'Changes asked by client',
  'hub-pay': 'Online payment started by client',
  'hub-confirm': 'Visit confirmed by client',
  'hub-request': 'Work requested by client',
  'time-entry': 'Time corrected',
  timesheet: 'Timesheet',
}

export function AuditLogPage() {
  const [userId, setUserId] = useState('')
  const [kind, setKind] = useState<AuditKind | ''>('')
  const query = useInfiniteQuery(auditLogQuery({ userId, kind }))
  const entries = query.data ?? []

  return (
    <Page className="max-w-4xl">
      <PageHeader
        title="Audit Log"
        description="Sign-ins, user changes, deletes, payments and resets, newest first"
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="flex min-w-0 flex-col gap-1.5 sm:w-64">
          <label htmlFor="audit-user" className="text-sm font-medium">
            User
          </label>
          <RecordPicker<TeamUser>
            id="audit-user"
            collection="users"
            value={userId}
            onChange={(id) => setUserId(id)}
            getLabel={(user) => user.name}
            placeholder="Everyone"
            searchLabel="Search users"
            noneLabel="Everyone"
            sort="name"
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5 sm:w-56">
          <label htmlFor="audit-kind" className="text-sm font-medium">
            Kind
          </label>
          <Select
            id="audit-kind"
            value={kind}
            onChange={(event) => setKind(event.currentTarget.value as AuditKind | '')}
          >
            <option value="">Every kind</option>
            {AUDIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {AUDIT_KIND_LABELS[k]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <QueryStates
        query={query}
        isEmpty={entries.length === 0}
        loading={<CardRowsSkeleton rows={4} lines={['h-4 w-64', 'h-3 w-40']} />}
        empty={
          <EmptyState
            icon={<ScrollText />}
            title="Nothing recorded"
            description="Nothing matches these filters yet."
          />
        }
      >
        <Card className="gap-0 py-1">
          <ul aria-label="Audit log" className="divide-y">
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-1 px-4 py-3 sm:px-6">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant={entry.kind === 'sign-in-failed' ? 'destructive' : 'secondary'}>
                    {AUDIT_KIND_LABELS[entry.kind]}
                  </Badge>
                  <p className="min-w-0 flex-1 text-sm break-words">{entry.summary}</p>
                </div>
                <p className="text-xs break-words text-muted-foreground">
                  <time dateTime={new Date(entry.at).toISOString()}>
                    {formatDateTime(entry.at)}
                  </time>
                  {' · '}
                  {entry.actor}
                  {entry.address ? ` · ${entry.address}` : ''}
                </p>
              </li>
            ))}
          </ul>
          <QueryLoadMore query={query} />
        </Card>
      </QueryStates>
    </Page>
  )
}
