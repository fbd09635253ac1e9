import { LoaderCircle } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import type { Person } from '../../../domain/crm/person'
import { createJobInput, REQUIRED_FIELDS_MESSAGE } from '../../../domain/projects/job'
import { fieldErrorsFromZod } from '../../../domain/shared/app-error'
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
import { clientPickerProps } from '../../components/client-picker'
import { RecordPickerField } from '../../components/record-picker-field'
import { Textarea } from '../../components/ui/textarea'
import { isApiError } from '../../data/api-error'
import { dateTimeFromInputs } from '../../lib/date-input'
import { formatDateTime } from '../../lib/format'
import { toastError, toastSuccess } from '../../lib/toast'
import { useCreateJob } from './api'
import { jobHref } from './job-card'

const LIST_HREF = '/projects/jobs'

export type JobFormValues = {
  title: string
  client_person_id: string
  address: string
  date: string
  time: string
  notes: string
}
const fieldNames = ['title', 'client_person_id', 'address', 'date', 'time', 'notes'] as const
type FieldName = (typeof fieldNames)[number]
const isFieldName = (key: string): key is FieldName =>
  (fieldNames as readonly string[]).includes(key)

const requiredLabels: Partial<Record<FieldName, string>> = {
  title: 'Title is required',
  client_person_id: 'Client is required',
  address: 'Address is required',
  date: 'Date is required',
}

export function JobNewPage() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const createJob = useCreateJob()
  const form = useForm<JobFormValues>({
    defaultValues: {
      title: '',
      client_person_id: searchParams.get('client') ?? '',
      address: '',
      date: '',
      time: '09:00',
      notes: '',
    },
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

  function onSubmit(values: JobFormValues) {
    // SPEC section 5: title, client, address and date are all required, with this toast.
    const missing = Object.fromEntries(
      (['title', 'client_person_id', 'address', 'date'] as const)
        .filter((key) => !values[key].trim())
        .map((key) => [key, requiredLabels[key] ?? 'Required']),
    )
    if (Object.keys(missing).length > 0) {
      showFieldErrors(missing)
      toastError('Error', REQUIRED_FIELDS_MESSAGE)
      return
    }
    const date = dateTimeFromInputs(values.date, values.time)
    if (date === null) {
      showFieldErrors({ date: 'Enter a valid date' })
      toastError('Error', 'Enter a valid date')
      return
    }
    const input = {
      title: values.title,
      client_person_id: values.client_person_id,
      address: values.address,
      date,
      notes: values.notes,
    }
    const parsed = createJobInput.safeParse(input)
    if (!parsed.success) {
      const fields = fieldErrorsFromZod(parsed.error)
      showFieldErrors(fields)
      toastError('Error', Object.values(fields)[0] ?? 'Please check the form')
      return
    }
    createJob.mutate(input, {
      onSuccess: (job) => {
        toastSuccess('Job created', `${job.title} is scheduled for ${formatDateTime(job.date)}`)
        void navigate(jobHref(job.id))
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) showFieldErrors(error.fields)
        toastError('Error', error.message)
      },
    })
  }

  const isSaving = createJob.isPending
  const describe = (name: FieldName) => (errors[name] ? `job-${name}-error` : undefined)

  return (
    <Page className="max-w-2xl">
      <BackLink to={LIST_HREF}>Back to Jobs</BackLink>
      <PageHeader title="New Job" description="Schedule work for a client." />
      <Card>
        <CardContent>
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="New job">
            <FieldGroup>
              <Field invalid={!!errors.title}>
                <FieldLabel htmlFor="job-title">Title</FieldLabel>
                <Input
                  id="job-title"
                  required
                  placeholder="Spring Cleanup"
                  aria-invalid={!!errors.title}
                  aria-describedby={describe('title')}
                  {...form.register('title')}
                />
                <FieldError id="job-title-error">{errors.title?.message}</FieldError>
              </Field>
              <RecordPickerField<JobFormValues, Person>
                form={form}
                name="client_person_id"
                id="job-client"
                label="Client"
                {...clientPickerProps}
                required
              />
              <Field invalid={!!errors.address}>
                <FieldLabel htmlFor="job-address">Address</FieldLabel>
                <Input
                  id="job-address"
                  required
                  autoComplete="street-address"
                  aria-invalid={!!errors.address}
                  aria-describedby={describe('address')}
                  {...form.register('address')}
                />
                <FieldError id="job-address-error">{errors.address?.message}</FieldError>
              </Field>
              <div className="grid gap-5 sm:grid-cols-2">
                <Field invalid={!!errors.date}>
                  <FieldLabel htmlFor="job-date">Date</FieldLabel>
                  <Input
                    id="job-date"
                    type="date"
                    required
                    aria-invalid={!!errors.date}
                    aria-describedby={describe('date')}
                    {...form.register('date')}
                  />
                  <FieldError id="job-date-error">{errors.date?.message}</FieldError>
                </Field>
                <Field invalid={!!errors.time}>
                  <FieldLabel htmlFor="job-time">Start time</FieldLabel>
                  <Input
                    id="job-time"
                    type="time"
                    aria-describedby="job-time-hint"
                    {...form.register('time')}
                  />
                  <FieldDescription id="job-time-hint">
                    Optional, 9:00 AM if left blank
                  </FieldDescription>
                </Field>
              </div>
              <Field invalid={!!errors.notes}>
                <FieldLabel htmlFor="job-notes">Notes</FieldLabel>
                <Textarea
                  id="job-notes"
                  rows={3}
                  aria-invalid={!!errors.notes}
                  aria-describedby={describe('notes')}
                  {...form.register('notes')}
                />
                <FieldError id="job-notes-error">{errors.notes?.message}</FieldError>
              </Field>
              <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
                <Button type="button" variant="outline" onClick={() => void navigate(LIST_HREF)}>
                  Cancel
                </Button>
                <Button type="submit" disabled={isSaving}>
                  {isSaving ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
                  {isSaving ? 'Saving…' : 'Create Job'}
                </Button>
              </div>
            </FieldGroup>
          </form>
        </CardContent>
      </Card>
    </Page>
  )
}
