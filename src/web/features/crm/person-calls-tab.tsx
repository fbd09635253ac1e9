// The Calls tab of a person: call them (tel: link), log how a call went, and the call history.
import { useInfiniteQuery } from '@tanstack/react-query'
import { LoaderCircle, PhoneCall, PhoneIncoming, PhoneOutgoing } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import type { Person } from '../../../domain/crm/person'
import {
  callDirections,
  callOutcomes,
  type CallDirection,
  type CallOutcome,
  type PersonCall,
} from '../../../domain/crm/person-call'
import { ConfirmItemDialog } from '../../components/confirm-item-dialog'
import { ListSkeleton } from '../../components/card-skeleton'
import { EntryCard } from '../../components/entry-card'
import { QueryLoadMore } from '../../components/load-more'
import { QueryError } from '../../components/query-error'
import { Badge, type BadgeProps } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { Label } from '../../components/ui/label'
import { Select } from '../../components/ui/select'
import { Textarea } from '../../components/ui/textarea'
import { toastSuccess } from '../../lib/toast'
import { personQueries, useCreatePersonCall, useDeletePersonCall } from './api'

const outcomeVariant: Record<CallOutcome, BadgeProps['variant']> = {
  Connected: 'success',
  Voicemail: 'info',
  'No answer': 'muted',
}

export function PersonCallsTab({ person }: { person: Person }) {
  const calls = useInfiniteQuery(personQueries.calls(person.id))
  const remove = useDeletePersonCall()
  const [toDelete, setToDelete] = useState<PersonCall | null>(null)

  return (
    <div className="flex flex-col gap-4">
      {person.phone ? (
        <Button asChild className="min-h-11 w-fit sm:min-h-9">
          <a href={`tel:${person.phone}`}>
            <PhoneCall aria-hidden="true" />
            Call {person.name}
          </a>
        </Button>
      ) : null}
      <LogCallForm personId={person.id} />
      {calls.isPending ? (
        <ListSkeleton rows={2} />
      ) : calls.isError ? (
        <QueryError error={calls.error} onRetry={() => void calls.refetch()} />
      ) : calls.data.items.length === 0 ? (
        <EmptyState icon={<PhoneCall />} title="No calls logged yet" />
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Calls">
          {calls.data.items.map((call) => {
            const Icon = call.direction === 'Inbound' ? PhoneIncoming : PhoneOutgoing
            return (
              <li key={call.id}>
                <EntryCard
                  icon={
                    <Icon
                      aria-hidden="true"
                      className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                    />
                  }
                  at={call.occurred_at}
                  deleteLabel="Delete call"
                  onDelete={() => setToDelete(call)}
                >
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="text-sm font-medium">{call.direction} call</span>
                    <Badge variant={outcomeVariant[call.outcome]}>{call.outcome}</Badge>
                  </div>
                  {call.summary ? (
                    <p className="text-sm break-words whitespace-pre-wrap">{call.summary}</p>
                  ) : null}
                </EntryCard>
              </li>
            )
          })}
        </ul>
      )}
      <QueryLoadMore query={calls} />
      <ConfirmItemDialog
        item={toDelete}
        onClose={() => setToDelete(null)}
        title="Delete this call?"
        description="It is removed from the call history. This cannot be undone."
        confirmLabel="Delete Call"
        onConfirm={(item) =>
          remove.mutate(item.id, { onSuccess: () => toastSuccess('Call deleted') })
        }
      />
    </div>
  )
}

function LogCallForm({ personId }: { personId: string }) {
  const id = useId()
  const create = useCreatePersonCall()
  const [direction, setDirection] = useState<CallDirection>('Outbound')
  const [outcome, setOutcome] = useState<CallOutcome>('Connected')
  const [summary, setSummary] = useState('')

  function submit(event: FormEvent) {
    event.preventDefault()
    create.mutate(
      { person_id: personId, direction, outcome, summary },
      {
        onSuccess: () => {
          setSummary('')
          toastSuccess('Call logged', `${direction} call, ${outcome.toLowerCase()}`)
        },
      },
    )
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Log a call"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs"
    >
      <h2 className="text-base font-semibold">Log a call</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-direction`}>Direction</Label>
          <Select
            id={`${id}-direction`}
            value={direction}
            onChange={(event) => setDirection(event.currentTarget.value as CallDirection)}
          >
            {callDirections.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-outcome`}>Outcome</Label>
          <Select
            id={`${id}-outcome`}
            value={outcome}
            onChange={(event) => setOutcome(event.currentTarget.value as CallOutcome)}
          >
            {callOutcomes.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-summary`}>Summary</Label>
        <Textarea
          id={`${id}-summary`}
          rows={2}
          maxLength={10_000}
          placeholder="What was said, what happens next"
          value={summary}
          onChange={(event) => setSummary(event.currentTarget.value)}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" className="min-h-11 sm:min-h-9" disabled={create.isPending}>
          {create.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {create.isPending ? 'Saving…' : 'Log Call'}
        </Button>
      </div>
    </form>
  )
}
