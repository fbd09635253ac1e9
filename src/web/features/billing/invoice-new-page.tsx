import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import { INVOICE_CREATED } from '../../../domain/billing/invoice'
import { FormPage } from '../../components/form-page'
import type { Person } from '../../../domain/crm/person'
import { type Job, REQUIRED_FIELDS_MESSAGE } from '../../../domain/projects/job'
import { clientPickerProps } from '../../components/client-picker'
import { DateTimeField } from '../../components/date-time-field'
import { FormField } from '../../components/form-field'
import { RecordPickerField } from '../../components/record-picker-field'
import { Input } from '../../components/ui/input'
import { formatDate } from '../../lib/format'
import { submitForm } from '../../lib/submit-form'
import { toastSuccess } from '../../lib/toast'
import { useCreateInvoice } from './api'
import {
  invoiceFieldNames,
  invoiceFormSchema,
  newInvoiceValues,
  type InvoiceFormOutput,
  type InvoiceFormValues,
} from './invoice-form-values'
import { invoiceHref, INVOICES_HREF } from './invoice-links'

export function InvoiceNewPage() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const createInvoice = useCreateInvoice()
  const form = useForm({
    defaultValues: newInvoiceValues(searchParams.get('client'), searchParams.get('job_id')),
    resolver: zodResolver(invoiceFormSchema),
  })
  const clientId = useWatch({ control: form.control, name: 'client_person_id' })

  return (
    <FormPage
      backTo={INVOICES_HREF}
      backLabel="Back to Invoices"
      title="Create Invoice"
      description="Bill a client, for a job or on its own."
      formLabel="New invoice"
      submitLabel="Create Invoice"
      isSaving={createInvoice.isPending}
      // SPEC section 5: client, amount and due date are required, with this toast.
      onSubmit={submitForm(
        form,
        invoiceFieldNames,
        createInvoice.mutate,
        (invoice) => {
          toastSuccess(INVOICE_CREATED.title, INVOICE_CREATED.description)
          void navigate(invoiceHref(invoice.id))
        },
        REQUIRED_FIELDS_MESSAGE,
      )}
    >
      <RecordPickerField<InvoiceFormValues, Person, InvoiceFormOutput>
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
      <RecordPickerField<InvoiceFormValues, Job, InvoiceFormOutput>
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
        <FormField form={form} name="amount" id="invoice-amount" label="Amount*">
          {(control) => (
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              required
              placeholder="0.00"
              {...control}
            />
          )}
        </FormField>
        <DateTimeField form={form} name="due_date" id="invoice-due" label="Due Date*" type="date" />
      </div>
    </FormPage>
  )
}
