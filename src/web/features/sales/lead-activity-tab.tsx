// The Activity tab of a lead: its logged calls, emails, meetings and visits, newest first, ending
// with when the lead was created.
import { useInfiniteQuery } from '@tanstack/react-query'
import {
  CalendarClock,
  Mail,
  MapPinned,
  MessageSquare,
  Phone,
  Plus,
  Sparkles,
  UsersRound,
  type LucideIcon,
} from 'lucide-react'
import { useState } from 'react'
import type { Lead } from '../../../domain/sales/lead'
import type { LeadActivity, LeadActivityType } from '../../../domain/sales/lead-activity'
import { ConfirmItemDialog } from '../../components/confirm-item-dialog'
import { EntryCard } from '../../components/entry-card'
import { QueryLoadMore } from '../../components/load-more'
import { QueryError } from '../../components/query-error'
import { Button } from '../../components/ui/button'
import { Skeleton } from '../../components/ui/skeleton'
import { formatDateTime } from '../../lib/format'
import { toastSuccess } from '../../lib/toast'
import { leadQueries, useDeleteLeadActivity } from './lead-api'
import { LogActivityDialog } from './log-activity-dialog'

const iconByType: Record<LeadActivityType, LucideIcon> = {
  Call: Phone,
  Email: Mail,
  Meeting: UsersRound,
  'Site Visit': MapPinned,
  Other: MessageSquare,
}

export function LeadActivityTab({ lead }: { lead: Lead }) {
  const activities = useInfiniteQuery(leadQueries.activities(lead.id))
  const remove = useDeleteLeadActivity()
  const [isLogging, setLogging] = useState(false)
  const [toDelete, setToDelete] = useState<LeadActivity | null>(null)

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold">Activity</h2>
        <Button className="min-h-11 sm:min-h-9" onClick={() => setLogging(true)}>
          <Plus aria-hidden="true" />
          Log Activity
        </Button>
      </div>
      {activities.isError ? (
        <QueryError error={activities.error} onRetry={() => void activities.refetch()} />
      ) : null}
      <ol className="relative flex flex-col gap-3 border-l pl-6" aria-label="Activity">
        {activities.isPending ? (
          <li>
            <Skeleton className="h-16 w-full rounded-xl" />
          </li>
        ) : (
          activities.data?.items.map((activity) => {
            const Icon = iconByType[activity.type]
            return (
              <li key={activity.id} className="relative">
                <TimelineDot icon={Icon} />
                <EntryCard
                  at={activity.occurred_at}
                  deleteLabel={`Delete ${activity.type.toLowerCase()}`}
                  onDelete={() => setToDelete(activity)}
                >
                  <p className="text-sm font-medium">{activity.type}</p>
                  <p className="text-sm break-words whitespace-pre-wrap">{activity.summary}</p>
                </EntryCard>
              </li>
            )
          })
        )}
        {/* The oldest entry: shown once every activity is loaded. */}
        {activities.hasNextPage ? null : (
          <li className="relative">
            <TimelineDot icon={Sparkles} />
            <div className="flex flex-col gap-1 rounded-xl border border-dashed bg-card/60 p-4">
              <p className="text-sm font-medium">Lead created</p>
              <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <CalendarClock aria-hidden="true" className="size-3.5" />
                {formatDateTime(lead.created_at)}
              </p>
            </div>
          </li>
        )}
      </ol>
      <QueryLoadMore query={activities} />
      <LogActivityDialog leadId={lead.id} open={isLogging} onOpenChange={setLogging} />
      <ConfirmItemDialog
        item={toDelete}
        onClose={() => setToDelete(null)}
        title="Delete this activity?"
        description="It is removed from the lead's history. This cannot be undone."
        confirmLabel="Delete Activity"
        onConfirm={(item) =>
          remove.mutate(item.id, { onSuccess: () => toastSuccess('Activity deleted') })
        }
      />
    </div>
  )
}

function TimelineDot({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span
      aria-hidden="true"
      className="absolute top-4 -left-[37px] flex size-6 items-center justify-center rounded-full border bg-card text-muted-foreground"
    >
      <Icon className="size-3.5" />
    </span>
  )
}
