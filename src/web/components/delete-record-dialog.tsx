// Confirming a delete: before the user says yes, it shows what the delete would do to the records
// that point at this one (the domain's referencedBy rules, counted by the API): what blocks it,
// what is cleared, and what is deleted with it.
import { useQuery } from '@tanstack/react-query'
import { Ban, CircleAlert, type LucideIcon, Info } from 'lucide-react'
import { describeDeleteImpact } from '../../domain/delete-impact'
import type { CollectionName } from '../../domain/resources'
import { deleteImpactQuery } from '../data/delete-impact'
import { ConfirmDialog } from './confirm-dialog'
import { Skeleton } from './ui/skeleton'
import type { OverlayProps } from './overlay-props'

export type DeleteRecordDialogProps = OverlayProps & {
  collection: CollectionName
  id: string
  /** The record's kind, as in 'Person'. */
  label: string
  /** What the user calls this record, as in 'Maria Garcia'. */
  name: string
  onConfirm: () => void
  isDeleting: boolean
}

export function DeleteRecordDialog({
  open,
  onOpenChange,
  collection,
  id,
  label,
  name,
  onConfirm,
  isDeleting,
}: DeleteRecordDialogProps) {
  const impact = useQuery({ ...deleteImpactQuery(collection, id), enabled: open })
  const lines = impact.data ? describeDeleteImpact(label, impact.data) : []
  const isBlocked = impact.data ? !impact.data.can_delete : false
  const what = label.toLowerCase()

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isBlocked ? `${name} cannot be deleted yet` : `Delete ${name}?`}
      description={
        impact.isPending
          ? `Checking what else refers to this ${what}…`
          : impact.isError
            ? `Could not check what else refers to this ${what}: ${impact.error.message}`
            : isBlocked
              ? `Other records still belong to this ${what}. Delete them or move them to someone else first; nothing has been changed.`
              : lines.length > 0
                ? `This cannot be undone. Deleting this ${what} also changes:`
                : `This cannot be undone. Nothing else refers to this ${what}.`
      }
      cancelLabel={isBlocked ? 'Close' : 'Cancel'}
      confirmLabel={`Delete ${label}`}
      onConfirm={isBlocked ? undefined : onConfirm}
      isDestructive
      isConfirmDisabled={!impact.data}
      isBusy={isDeleting}
      busyLabel="Deleting…"
    >
      {impact.isPending ? (
        <div className="flex flex-col gap-2" aria-hidden="true">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : lines.length > 0 ? (
        <ul className="flex flex-col gap-2 text-sm" aria-label="What the delete does">
          {lines.map((line) => {
            const Icon: LucideIcon = line.kind === 'blocks' ? Ban : Info
            return (
              <li key={line.text} className="flex items-start gap-2">
                <Icon
                  aria-hidden="true"
                  className={
                    line.kind === 'blocks'
                      ? 'mt-0.5 size-4 shrink-0 text-destructive'
                      : 'mt-0.5 size-4 shrink-0 text-muted-foreground'
                  }
                />
                <span>
                  <span className="sr-only">
                    {line.kind === 'blocks' ? 'Blocks: ' : 'Changes: '}
                  </span>
                  {line.text}
                </span>
              </li>
            )
          })}
        </ul>
      ) : null}
      {impact.isError ? (
        <p className="flex items-center gap-2 text-sm text-destructive" role="alert">
          <CircleAlert aria-hidden="true" className="size-4" />
          Try again in a moment.
        </p>
      ) : null}
    </ConfirmDialog>
  )
}
