import { LoaderCircle } from 'lucide-react'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import { createInvoiceInput, INVOICE_CREATED } from '../../../domain/billing/invoice'
import type { Person } from '../../../domain/crm/person'
import { type Job, REQUIRED_FIELDS_MESSAGE } from '../../../domain/projects/job'
import { fieldErrorsFromZod } from '../../../domain/shared/app-error'
import { BackLink } from '../../components/back-link'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { Button } from '../../components/ui/button'
import { Card, CardContent } from '../../components/ui/card'
import { Field, FieldError, FieldGroup, FieldLabel } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { clientPickerProps } from '../../components/client-picker'
import { RecordPickerField } from '../../components/record-picker-field'
import { isApiError } from '../../data/api-error'
import { endOfDateInput } from '../../lib/date-input'
import { formatDate } from '../../lib/format'
import { toastError, toastSuccess } from '../../lib/toast'
import { useCreateInvoice } from './api'
import { invoiceHref, INVOICES_HREF } from './invoice-links'

export type InvoiceFormValues = {
  client_person_id: string
  job_id: string
  amount: string
  due_date: string
}
const fieldNames = ['client_person_id', 'job_id', 'amount', 'due_date'] as const
type FieldName = (typeof fieldNames)[number]
const isFieldName = (key: string): key is FieldName =>
  (fieldNames as readonly string[]).includes(key)

export function InvoiceNewPage() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const createInvoice = useCreateInvoice()
  const form = useForm<InvoiceFormValues>({
    defaultValues: {
      client_person_id: searchParams.get('client') ?? '',
      job_id: searchParams.get('job_id') ?? '',
      amount: '',
      due_date: '',
    },
  })
  const { errors } = form.formState
  const clientId = useWatch({ control: form.control, name: 'client_person_id' })

  function showFieldErrors(fields: Record<string, string>) {
    let isFirst = true
    for (const [key, message] of Object.entries(fields)) {
      if (!isFieldName(key)) continue
      form.setError(key, { message }, { shouldFocus: isFirst })
      isFirst = false
    }
  }

  function onSubmit(values: InvoiceFormValues) {
    // SPEC section 5: client, amount and due date are required, with this toast.
    const missing: Record<string, string> = {}
    if (!values.client_person_id) missing.client_person_id = 'Client is required'
    if (!values.amount.trim()) missing.amount = 'Amount is required'
    if (!values.due_date) missing.due_date = 'Due date is required'
    if (Object.keys(missing).length > 0) {
      showFieldErrors(missing)
      toastError('Error', REQUIRED_FIELDS_MESSAGE)
      return
    }
    const input = {
      client_person_id: values.client_person_id,
      job_id: values.job_id || null,
      amount: Number(values.amount),
      due_date: endOfDateInput(values.due_date) ?? Number.NaN,
    }
    const parsed = createInvoiceInput.safeParse(input)
    if (!parsed.success) {
      const fields = fieldErrorsFromZod(parsed.error)
      showFieldErrors(fields)
      toastError('Error', Object.values(fields)[0] ?? 'Please check the form')
      return
    }
    createInvoice.mutate(parsed.data, {
      onSuccess: (invoice) => {
        toastSuccess(INVOICE_CREATED.title, INVOICE_CREATED.description)
        void navigate(invoiceHref(invoice.id))
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) showFieldErrors(error.fields)
        toastError('Error', error.message)
      },
    })
  }

  const isSaving = createInvoice.isPending
  const describe = (name: FieldName) => (errors[name] ? `invoice-${name}-error` : undefined)

  return (
    <Page className="max-w-2xl">
      <BackLink to={INVOICES_HREF}>Back to Invoices</BackLink>
      <PageHeader title="Create Invoice" description="Bill a client, for a job or on its own." />
      <Card>
        <CardContent>
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="New invoice">
            <FieldGroup>
              <RecordPickerField<InvoiceFormValues, Person>
                form={form}
                name="client_person_id"
                id="invoice-client"
                label="Client*"
                {...clientPickerProps}
                required
                onPicked={(id, _client, previousId) => {
                  // Another client's job cannot be this invoice's job.
                  if (id !== previousId) form.setValue('job_id', '')
                }}
              />
              <RecordPickerField<InvoiceFormValues, Job>
                form={form}
                name="job_id"
                id="invoice-job"
                label="Related Job"
                collection="jobs"
                // Only the chosen client's jobs, the most recent first.
                params={{ client_person_id: clientId }}
                sort="recent"
                disabled={!clientId}
                getLabel={(job) => `${job.title} (${formatDate(job.date)})`}
                placeholder="No linked job"
                noneLabel="No linked job"
                searchLabel="Search jobs"
              />
              <div className="grid gap-5 sm:grid-cols-2">
                <Field invalid={!!errors.amount}>
                  <FieldLabel htmlFor="invoice-amount">Amount*</FieldLabel>
                  <Input
                    id="invoice-amount"
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.01}
                    required
                    placeholder="0.00"
                    aria-invalid={!!errors.amount}
                    aria-describedby={describe('amount')}
                    {...form.register('amount')}
                  />
                  <FieldError id="invoice-amount-error">{errors.amount?.message}</FieldError>
                </Field>
                <Field invalid={!!errors.due_date}>
                  <FieldLabel htmlFor="invoice-due">Due Date*</FieldLabel>
                  <Input
                    id="invoice-due"
                    type="date"
                    required
                    aria-invalid={!!errors.due_date}
                    aria-describedby={describe('due_date')}
                    {...form.register('due_date')}
                  />
                  <FieldError id="invoice-due_date-error">{errors.due_date?.message}</FieldError>
                </Field>
              </div>
              <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => void navigate(INVOICES_HREF)}
                >
                  Cancel
                </Button>
                <Button type="submit" disabled={isSaving}>
                  {isSaving ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
                  {isSaving ? 'Saving…' : 'Create Invoice'}
                </Button>
              </div>
            </FieldGroup>
          </form>
        </CardContent>
      </Card>
    </Page>
  )
}
