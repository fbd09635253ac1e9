import { useForm } from 'react-hook-form'
import { FormPage } from '../../components/form-page'
import { useNavigate } from 'react-router'
import { toastSaveError } from '../../lib/form-errors'
import { toastError, toastSuccess } from '../../lib/toast'
import { useCreatePerson } from './api'
import { personHref } from './person-card'
import {
  newPersonResolver,
  personFieldNames,
  personFormMessage,
  personFormValues,
  type PersonFormValues,
} from './person-form'
import { PersonFormFields } from './person-form-fields'

const LIST_HREF = '/crm/contacts/persons'

export function PersonNewPage() {
  const navigate = useNavigate()
  const createPerson = useCreatePerson()
  const form = useForm<PersonFormValues>({
    defaultValues: personFormValues(),
    resolver: newPersonResolver,
  })

  function onSubmit(values: PersonFormValues) {
    createPerson.mutate(values, {
      onSuccess: (person) => {
        toastSuccess('Person created', `${person.name} was added to your contacts`)
        void navigate(personHref(person.id))
      },
      onError: toastSaveError(form, personFieldNames),
    })
  }

  return (
    <FormPage
      backTo={LIST_HREF}
      backLabel="Back to Persons"
      title="New Person"
      description="Add a client or contact to your CRM."
      formLabel="New person"
      submitLabel="Create Person"
      isSaving={createPerson.isPending}
      // A form the schema refuses shows the spec's toast, and nothing is sent.
      onSubmit={form.handleSubmit(onSubmit, (errors) =>
        toastError('Error', personFormMessage(errors)),
      )}
    >
      <PersonFormFields form={form} />
    </FormPage>
  )
}
