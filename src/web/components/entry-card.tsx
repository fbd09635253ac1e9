// One dated entry of a record's history (a note, a call, an activity): its text, when it happened,
// and a button to delete it, named after the entry and its time so each one can be told apart.
import { Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatDateTime } from '../lib/format'
import { IconButton } from './icon-button'

export type EntryCardProps = {
  /** An icon before the text, if the kind of entry needs telling apart. */
  icon?: ReactNode
  /** Epoch milliseconds. */
  at: number
  /** What the delete button does, as in 'Delete note': it reads 'Delete note from {time}'. */
  deleteLabel: string
  onDelete: () => void
  children: ReactNode
}

export function EntryCard({ icon, at, deleteLabel, onDelete, children }: EntryCardProps) {
  const when = formatDateTime(at)
  return (
    <div className="flex items-start gap-3 rounded-xl border bg-card p-4 shadow-xs">
      {icon}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {children}
        <p className="text-xs text-muted-foreground">{when}</p>
      </div>
      <IconButton
        icon={Trash2}
        label={`${deleteLabel} from ${when}`}
        isDestructive
        className="-my-1"
        onClick={onDelete}
      />
    </div>
  )
}
