// The destructive yes/no question about one item of a list (delete this note, remove this user):
// open while an item is chosen; answering or closing forgets the item.
import { ConfirmDialog } from './confirm-dialog'

export type ConfirmItemDialogProps<T> = {
  /** The item asked about; null when the dialog is closed. */
  item: T | null
  onClose: () => void
  onConfirm: (item: T) => void
  title: string
  description: string | ((item: T) => string)
  confirmLabel: string
}

export function ConfirmItemDialog<T>({
  item,
  onClose,
  onConfirm,
  title,
  description,
  confirmLabel,
}: ConfirmItemDialogProps<T>) {
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={title}
      description={
        typeof description === 'string' ? description : item === null ? '' : description(item)
      }
      confirmLabel={confirmLabel}
      isDestructive
      onConfirm={() => {
        if (item !== null) onConfirm(item)
        onClose()
      }}
    />
  )
}
