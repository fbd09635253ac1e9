// Edit Person: the same fields and checks as New Person, saved with the version the user saw, so an
// edit made meanwhile by someone else is not silently overwritten.
import { useForm } from 'react-hook-form'
import type { Person } from '../../../domain/crm/person'
import { FormDialogBody, FreshFormDialog } from '../../components/form-dialog'
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
import type { OverlayProps } from '../../components/overlay-props'

export type PersonEditDialogProps = OverlayProps & {
  person: Person
}

export function PersonEditDialog({ person, ...dialog }: PersonEditDialogProps) {
  return (
    <FreshFormDialog {...dialog} className="sm:max-w-xl">
      {(close) => <PersonEditForm person={person} onDone={close} />}
    </FreshFormDialog>
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
