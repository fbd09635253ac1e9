import { LoaderCircle } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { BackLink } from '../../components/back-link'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { Button } from '../../components/ui/button'
import { Card, CardContent } from '../../components/ui/card'
import { isApiError } from '../../data/api-error'
import { showFieldErrors } from '../../lib/form-errors'
import { toastError, toastSuccess } from '../../lib/toast'
import { useCreatePerson } from './api'
import { personHref } from './person-card'
import {
  checkPersonForm,
  personFieldNames,
  personFormValues,
  type PersonFormValues,
} from './person-form'
import { PersonFormFields } from './person-form-fields'

const LIST_HREF = '/crm/contacts/persons'

export function PersonNewPage() {
  const navigate = useNavigate()
  const createPerson = useCreatePerson()
  const form = useForm<PersonFormValues>({ defaultValues: personFormValues() })

  function onSubmit(values: PersonFormValues) {
    // Checked here first so the spec's toast shows and nothing is sent.
    const problem = checkPersonForm(values)
    if (problem) {
      showFieldErrors(form, problem.fields, personFieldNames)
      toastError('Error', problem.message)
      return
    }
    createPerson.mutate(values, {
      onSuccess: (person) => {
        toastSuccess('Person created', `${person.name} was added to your contacts`)
        void navigate(personHref(person.id))
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) {
          showFieldErrors(form, error.fields, personFieldNames)
        }
        toastError('Error', error.message)
      },
    })
  }

  const isSaving = createPerson.isPending

  return (
    <Page className="max-w-2xl">
      <BackLink to={LIST_HREF}>Back to Persons</BackLink>
      <PageHeader title="New Person" description="Add a client or contact to your CRM." />
      <Card>
        <CardContent>
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="New person">
            <PersonFormFields form={form} />
            <div className="flex flex-col-reverse gap-2 pt-6 sm:flex-row sm:justify-end">
              <Button
                type="button"
                variant="outline"
                className="min-h-11 sm:min-h-9"
                onClick={() => void navigate(LIST_HREF)}
              >
                Cancel
              </Button>
              <Button type="submit" className="min-h-11 sm:min-h-9" disabled={isSaving}>
                {isSaving ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
                {isSaving ? 'Saving…' : 'Create Person'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </Page>
  )
}
