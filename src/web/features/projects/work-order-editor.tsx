// Ticks checklist items and edits materials of one work order; every change is stored at once, or
// kept on the phone while offline (issue #33) and shown on top of the stored list until it is sent.
import { useQuery } from '@tanstack/react-query'
import { CheckCircle2, ListChecks, LoaderCircle, Package, Plus, Trash2 } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { checklistProgress, type WorkOrder } from '../../../domain/projects/work-order'
import {
  applyWorkOrderEdit,
  withExpectedEntry,
  type WorkOrderEdit,
} from '../../../domain/projects/work-order-edit'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { SAVED_ON_PHONE } from '../../data/outbox/outbox-item'
import { useOutbox } from '../../data/outbox/use-outbox'
import { newOutboxId } from '../../data/outbox/outbox-id'
import { toastError, toastSuccess } from '../../lib/toast'
import { useEditWorkOrder, workOrderEditPath, workOrderQueries } from './api'
import { ChecklistProgress } from './checklist-progress'
import { IconButton } from '../../components/icon-button'
import { useCan } from '../../lib/access'

export function WorkOrderEditor({ order: initial }: { order: WorkOrder }) {
  // The detail query holds the latest stored version; the list item only seeds it.
  const { data: stored = initial } = useQuery({
    ...workOrderQueries.detail(initial.id),
    initialData: initial,
  })
  const edit = useEditWorkOrder(stored)
  // Edits show at once (a tick must not wait for the server) until the stored version includes
  // them; a refused edit drops out again. Set in the event handler, so a checkbox never flickers.
  const [pending, setPending] = useState<Pending[]>([])
  const outbox = useOutbox()
  // Changes waiting on the phone for the connection, in the order they were made; one being sent
  // from this screen is in `pending` already.
  const path = workOrderEditPath(stored.id)
  const queued: Pending[] = outbox.items
    .filter((i) => i.path === path && i.state === 'pending' && !pending.some((p) => p.key === i.id))
    .map((i) => ({ key: i.id, edit: i.body as WorkOrderEdit, until: Number.POSITIVE_INFINITY }))
  const order = {
    ...stored,
    ...[...queued, ...pending.filter((p) => p.until > stored.version)].reduce(applyPending, stored),
  }
  const progress = checklistProgress(order)
  // A role that only reads jobs (an Estimator) sees the work order without its controls.
  const canEdit = useCan('work-orders:write')

  function run(change: WorkOrderEdit, onDone?: () => void) {
    const key = newOutboxId()
    setPending((list) => [
      ...list.filter((p) => p.until > stored.version),
      { key, edit: change, until: Number.POSITIVE_INFINITY },
    ])
    edit.mutate(
      { edit: withExpectedEntry(order, change), key },
      {
        onSuccess: (result) => {
          if (result.status === 'queued') {
            // The outbox shows it from now on, until it is sent.
            setPending((list) => list.filter((p) => p.key !== key))
            toastSuccess(SAVED_ON_PHONE)
          } else {
            const until = result.saved?.version ?? stored.version + 1
            setPending((list) => list.map((p) => (p.key === key ? { ...p, until } : p)))
          }
          onDone?.()
        },
        onError: (error) => {
          setPending((list) => list.filter((p) => p.key !== key))
          toastError('Could not save the work order', error.message)
        },
      },
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={`checklist-${order.id}`} className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-3">
          <h3 id={`checklist-${order.id}`} className="flex items-center gap-2 font-semibold">
            <ListChecks aria-hidden="true" className="size-4 text-muted-foreground" />
            Checklist
          </h3>
          <span className="flex items-center gap-2 text-sm text-muted-foreground">
            {edit.isPending ? (
              <LoaderCircle aria-label="Saving" className="size-4 animate-spin" />
            ) : null}
            {progress.total > 0 && progress.done === progress.total ? (
              <Badge variant="success">
                <CheckCircle2 aria-hidden="true" />
                Complete
              </Badge>
            ) : null}
          </span>
        </div>
        <ChecklistProgress done={progress.done} total={progress.total} />
        {order.checklist.length === 0 ? (
          <p className="text-sm text-muted-foreground">No checklist items yet.</p>
        ) : (
          <ul className="flex flex-col divide-y rounded-lg border">
            {order.checklist.map((item, index) => (
              <li key={`${index}-${item.label}`} className="flex items-center gap-2 pr-1 pl-3">
                <label className="flex min-h-11 flex-1 cursor-pointer items-center gap-3 text-sm">
                  <input
                    type="checkbox"
                    className="size-4.5 shrink-0 cursor-pointer accent-primary"
                    checked={item.done}
                    disabled={!canEdit}
                    onChange={(event) =>
                      run({ kind: 'check', index, done: event.currentTarget.checked })
                    }
                  />
                  <span className={item.done ? 'text-muted-foreground line-through' : undefined}>
                    {item.label}
                  </span>
                </label>
                {canEdit ? (
                  <IconButton
                    icon={Trash2}
                    label={`Remove ${item.label}`}
                    onClick={() => run({ kind: 'remove-item', index })}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {canEdit ? (
          <AddEntryForm
            label="New checklist item"
            buttonLabel="Add Item"
            placeholder="e.g. Walk the site with the client"
            isSaving={edit.isPending}
            onAdd={(text, done) => run({ kind: 'add-item', label: text }, done)}
          />
        ) : null}
      </section>

      <section aria-labelledby={`materials-${order.id}`} className="flex flex-col gap-3">
        <h3 id={`materials-${order.id}`} className="flex items-center gap-2 font-semibold">
          <Package aria-hidden="true" className="size-4 text-muted-foreground" />
          Materials
        </h3>
        {order.materials.length === 0 ? (
          <p className="text-sm text-muted-foreground">No materials listed yet.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {order.materials.map((material, index) => (
              <li
                key={`${index}-${material}`}
                className="flex items-center gap-1 rounded-md border bg-secondary/60 py-0.5 pr-0.5 pl-2.5 text-sm"
              >
                {material}
                {canEdit ? (
                  <button
                    type="button"
                    aria-label={`Remove ${material}`}
                    onClick={() => run({ kind: 'remove-material', index })}
                    className="inline-flex size-9 cursor-pointer items-center justify-center rounded text-muted-foreground hover:bg-background hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                  >
                    <Trash2 aria-hidden="true" className="size-3.5" />
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {canEdit ? (
          <AddEntryForm
            label="New material"
            buttonLabel="Add Material"
            placeholder="e.g. Hardwood mulch"
            isSaving={edit.isPending}
            onAdd={(text, done) => run({ kind: 'add-material', name: text }, done)}
          />
        ) : null}
      </section>
    </div>
  )
}

/** A change shown before the stored version has it; `key` is its outbox id (Idempotency-Key). */
type Pending = { key: string; edit: WorkOrderEdit; until: number }

function applyPending(
  order: Pick<WorkOrder, 'materials' | 'checklist'>,
  { edit }: Pending,
): Pick<WorkOrder, 'materials' | 'checklist'> {
  try {
    return applyWorkOrderEdit(order, edit)
  } catch {
    return order // the server will refuse it too
  }
}

function AddEntryForm({
  label,
  buttonLabel,
  placeholder,
  isSaving,
  onAdd,
}: {
  label: string
  buttonLabel: string
  placeholder: string
  isSaving: boolean
  onAdd: (text: string, onDone: () => void) => void
}) {
  const id = useId()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!text.trim()) {
      setError(`Enter a ${label.replace('New ', '').toLowerCase()} first`)
      return
    }
    setError(null)
    onAdd(text, () => setText(''))
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-1.5" noValidate>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          placeholder={placeholder}
          maxLength={200}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Button type="submit" variant="outline" disabled={isSaving} className="h-10 md:h-9">
          <Plus aria-hidden="true" />
          {buttonLabel}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  )
}
