import { LoaderCircle } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { fieldErrorsFromZod } from '../../../domain/shared/app-error'
import { createPersonInput, PERSON_REQUIRED_MESSAGE } from '../../../domain/crm/person'
import { BackLink } from '../../components/back-link'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { Button } from '../../components/ui/button'
import { Card, CardContent } from '../../components/ui/card'
import {
  Field,
  FieldDescription,
  FieldError,
  FieldGroup,
  FieldLabel,
} from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { isApiError } from '../../data/api-error'
import { toastError, toastSuccess } from '../../lib/toast'
import { useCreatePerson } from './api'
import { personHref } from './person-card'

const LIST_HREF = '/crm/contacts/persons'

export type PersonFormValues = {
  name: string
  email: string
  phone: string
  /** Comma-separated; the API splits, trims and drops blanks. */
  tags: string
  location: string
}

const fieldNames = ['name', 'email', 'phone', 'tags', 'location'] as const
type FieldName = (typeof fieldNames)[number]
const isFieldName = (key: string): key is FieldName =>
  (fieldNames as readonly string[]).includes(key)

export function PersonNewPage() {
  const navigate = useNavigate()
  const createPerson = useCreatePerson()
  const form = useForm<PersonFormValues>({
    defaultValues: { name: '', email: '', phone: '', tags: '', location: '' },
  })
  const { errors } = form.formState

  function showFieldErrors(fields: Record<string, string>) {
    let isFirst = true
    for (const [key, message] of Object.entries(fields)) {
      if (!isFieldName(key)) continue
      form.setError(key, { message }, { shouldFocus: isFirst })
      isFirst = false
    }
  }

  function onSubmit(values: PersonFormValues) {
    // SPEC section 5: name and email are required, with this exact toast; nothing is sent.
    if (!values.name.trim() || !values.email.trim()) {
      showFieldErrors({
        ...(values.name.trim() ? {} : { name: 'Name is required' }),
        ...(values.email.trim() ? {} : { email: 'Email is required' }),
      })
      toastError('Error', PERSON_REQUIRED_MESSAGE)
      return
    }
    // The same schema the API validates with, so the user hears about a bad email at once.
    const parsed = createPersonInput.safeParse(values)
    if (!parsed.success) {
      const fields = fieldErrorsFromZod(parsed.error)
      showFieldErrors(fields)
      toastError('Error', Object.values(fields)[0] ?? 'Please check the form')
      return
    }
    createPerson.mutate(values, {
      onSuccess: (person) => {
        toastSuccess('Person created', `${person.name} was added to your contacts`)
        void navigate(personHref(person.id))
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) showFieldErrors(error.fields)
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
            <FieldGroup>
              <Field invalid={!!errors.name}>
                <FieldLabel htmlFor="person-name">Name</FieldLabel>
                <Input
                  id="person-name"
                  autoComplete="name"
                  required
                  aria-invalid={!!errors.name}
                  aria-describedby={errors.name ? 'person-name-error' : undefined}
                  {...form.register('name')}
                />
                <FieldError id="person-name-error">{errors.name?.message}</FieldError>
              </Field>
              <div className="grid gap-5 sm:grid-cols-2">
                <Field invalid={!!errors.email}>
                  <FieldLabel htmlFor="person-email">Email</FieldLabel>
                  <Input
                    id="person-email"
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    required
                    aria-invalid={!!errors.email}
                    aria-describedby={errors.email ? 'person-email-error' : undefined}
                    {...form.register('email')}
                  />
                  <FieldError id="person-email-error">{errors.email?.message}</FieldError>
                </Field>
                <Field invalid={!!errors.phone}>
                  <FieldLabel htmlFor="person-phone">Phone</FieldLabel>
                  <Input
                    id="person-phone"
                    type="tel"
                    autoComplete="tel"
                    aria-invalid={!!errors.phone}
                    aria-describedby={errors.phone ? 'person-phone-error' : undefined}
                    {...form.register('phone')}
                  />
                  <FieldError id="person-phone-error">{errors.phone?.message}</FieldError>
                </Field>
              </div>
              <Field invalid={!!errors.tags}>
                <FieldLabel htmlFor="person-tags">Tags</FieldLabel>
                <Input
                  id="person-tags"
                  placeholder="Residential, Commercial"
                  aria-invalid={!!errors.tags}
                  aria-describedby={
                    errors.tags ? 'person-tags-hint person-tags-error' : 'person-tags-hint'
                  }
                  {...form.register('tags')}
                />
                <FieldDescription id="person-tags-hint">Separate tags with commas</FieldDescription>
                <FieldError id="person-tags-error">{errors.tags?.message}</FieldError>
              </Field>
              <Field invalid={!!errors.location}>
                <FieldLabel htmlFor="person-location">Location</FieldLabel>
                <Input
                  id="person-location"
                  autoComplete="street-address"
                  aria-invalid={!!errors.location}
                  aria-describedby={errors.location ? 'person-location-error' : undefined}
                  {...form.register('location')}
                />
                <FieldError id="person-location-error">{errors.location?.message}</FieldError>
              </Field>
              <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
                <Button type="button" variant="outline" onClick={() => void navigate(LIST_HREF)}>
                  Cancel
                </Button>
                <Button type="submit" disabled={isSaving}>
                  {isSaving ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
                  {isSaving ? 'Saving…' : 'Create Person'}
                </Button>
              </div>
            </FieldGroup>
          </form>
        </CardContent>
      </Card>
    </Page>
  )
}
