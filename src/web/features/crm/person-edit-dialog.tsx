// Edit Person: the same fields and checks as New Person, saved with the version the user saw, so an
// edit made meanwhile by someone else is not silently overwritten.
import { useForm } from 'react-hook-form'
import type { Person } from '../../../domain/crm/person'
import { FormDialogBody, FormDialogFrame } from '../../components/form-dialog'
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
    <FormDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-xl"
    >
      {/* Mounted only while open, so each opening starts from the saved values. */}
      {open ? <PersonEditForm person={person} onDone={() => onOpenChange(false)} /> : null}
    </FormDialogFrame>
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
    <FormDialogBody
      title="Edit Person"
      description={`Change ${person.name}'s contact details.`}
      formLabel="Edit person"
      submitLabel="Save Changes"
      savingLabel="Saving…"
      isSaving={update.isPending}
      onCancel={onDone}
      onSubmit={form.handleSubmit(onSubmit, (errors) =>
        toastError('Error', personFormMessage(errors)),
      )}
    >
      <PersonFormFields form={form} />
    </FormDialogBody>
  )
}
