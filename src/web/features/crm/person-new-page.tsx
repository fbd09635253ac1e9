import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { BackLink } from '../../components/back-link'
import { FormActions } from '../../components/form-actions'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { Card, CardContent } from '../../components/ui/card'
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
    <Page className="max-w-2xl">
      <BackLink to={LIST_HREF}>Back to Persons</BackLink>
      <PageHeader title="New Person" description="Add a client or contact to your CRM." />
      <Card>
        <CardContent>
          <form
            noValidate
            // A form the schema refuses shows the spec's toast, and nothing is sent.
            onSubmit={form.handleSubmit(onSubmit, (errors) =>
              toastError('Error', personFormMessage(errors)),
            )}
            aria-label="New person"
          >
            <PersonFormFields form={form} />
            <FormActions
              submitLabel="Create Person"
              isSaving={createPerson.isPending}
              onCancel={() => void navigate(LIST_HREF)}
            />
          </form>
        </CardContent>
      </Card>
    </Page>
  )
}
