// A detail page's Delete button: it asks first (DeleteRecordDialog shows what the delete would do),
// then deletes, says so in a toast and leaves for the list, since the page's record is gone.
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { COLLECTION_PERMISSIONS } from '../../domain/access/permissions'
import type { CollectionName } from '../../domain/resources'
import { useCan } from '../lib/access'
import { toastSuccess } from '../lib/toast'
import { DeleteRecordDialog } from './delete-record-dialog'
import { Button } from './ui/button'

/** The part of a delete mutation (TanStack Query's useMutation) this button uses. */
export type DeleteMutation = {
  isPending: boolean
  mutate: (variables: undefined, options: { onSuccess: () => void }) => void
}

export type DeleteRecordButtonProps = {
  collection: CollectionName
  id: string
  /** The record's kind, as in 'Person': the toast reads 'Person deleted'. */
  label: string
  name: string
  remove: DeleteMutation
  /** Where to go once deleted. */
  listHref: string
  /** The toast's description; '{name} was removed' unless given. */
  deletedMessage?: string
  /** Show only the icon, named 'Delete {label}' for assistive technology. */
  isIconOnly?: boolean
}

export function DeleteRecordButton({
  collection,
  id,
  label,
  name,
  remove,
  listHref,
  deletedMessage = `${name} was removed`,
  isIconOnly = false,
}: DeleteRecordButtonProps) {
  const navigate = useNavigate()
  const [isOpen, setOpen] = useState(false)
  // Only for a role that may change this collection (the API refuses the others anyway).
  const canDelete = useCan(COLLECTION_PERMISSIONS[collection].write)
  if (!canDelete) return null
  return (
    <>
      {isIconOnly ? (
        <Button
          variant="outline"
          size="icon"
          className="size-11 text-destructive hover:text-destructive sm:size-9"
          aria-label={`Delete ${label.toLowerCase()}`}
          onClick={() => setOpen(true)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      ) : (
        <Button
          variant="outline"
          className="min-h-11 text-destructive hover:text-destructive sm:min-h-9"
          onClick={() => setOpen(true)}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      )}
      <DeleteRecordDialog
        open={isOpen}
        onOpenChange={setOpen}
        collection={collection}
        id={id}
        label={label}
        name={name}
        isDeleting={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setOpen(false)
              toastSuccess(`${label} deleted`, deletedMessage)
              void navigate(listHref, { replace: true })
            },
          })
        }
      />
    </>
  )
}
