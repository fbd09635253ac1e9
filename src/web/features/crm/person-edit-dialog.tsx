// Edit Person: the same fields and checks as New Person, saved with the version the user saw, so an
// edit made meanwhile by someone else is not silently overwritten.
import { useForm } from 'react-hook-form'
import type { Person } from '../../../domain/crm/person'
import { FormActions } from '../../components/form-actions'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog'
import { toastSaveError } from '../../lib/form-errors'
import { toastError, toastSuccess } from '../../lib/toast'
import { useUpdatePerson } from './api'
import {
  editPersonResolver,
  personFieldNames,
  personFormMessage,
  personFormValues,
  type PersonFormValues,
} from './person-form'
import { PersonFormFields } from './person-form-fields'

export type PersonEditDialogProps = {
  person: Person
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function PersonEditDialog({ person, open, onOpenChange }: PersonEditDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit Person</DialogTitle>
          <DialogDescription>Change {person.name}&apos;s contact details.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the saved values. */}
        {open ? <PersonEditForm person={person} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function PersonEditForm({ person, onDone }: { person: Person; onDone: () => void }) {
  const update = useUpdatePerson(person.id)
  const form = useForm<PersonFormValues>({
    defaultValues: personFormValues(person),
    resolver: editPersonResolver,
  })

  function onSubmit(values: PersonFormValues) {
    update.mutate(
      { ...values, version: person.version },
      {
        onSuccess: (saved) => {
          toastSuccess('Person updated', `${saved.name} was saved`)
          onDone()
        },
        onError: toastSaveError(form, personFieldNames),
      },
    )
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit, (errors) =>
        toastError('Error', personFormMessage(errors)),
      )}
      aria-label="Edit person"
    >
      <PersonFormFields form={form} />
      <FormActions submitLabel="Save Changes" isSaving={update.isPending} onCancel={onDone} />
    </form>
  )
}
