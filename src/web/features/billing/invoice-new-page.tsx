import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import { INVOICE_CREATED } from '../../../domain/billing/invoice'
import { MoneyInput } from '../../components/money-input'
import { FormPage } from '../../components/form-page'
import { REQUIRED_FIELDS_MESSAGE } from '../../../domain/projects/job'
import { DateTimeField } from '../../components/date-time-field'
import { FormField } from '../../components/form-field'
import { JobPickerField } from '../../components/job-picker-field'
import { jobLabelWithDate } from '../../components/job-select'
import { ClientPickerField } from '../../components/person-picker-field'
import { submitForm } from '../../lib/submit-form'
import { toastSuccess } from '../../lib/toast'
import { useCreateInvoice } from './api'
import { invoiceFieldNames, invoiceFormSchema, newInvoiceValues } from './invoice-form-values'
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
      <ClientPickerField
        form={form}
        name="client_person_id"
        id="invoice-client"
        label="Client*"
        required
        onPicked={(id, _client, previousId) => {
          // Another client's job cannot be this invoice's job.
          if (id !== previousId) form.setValue('job_id', '')
        }}
      />
      <JobPickerField
        form={form}
        name="job_id"
        id="invoice-job"
        label="Related Job"
        // Only the chosen client's jobs.
        params={{ client_person_id: clientId }}
        disabled={!clientId}
        getLabel={jobLabelWithDate}
        placeholder="No linked job"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField form={form} name="amount" id="invoice-amount" label="Amount*">
          {(control) => <MoneyInput required placeholder="0.00" {...control} />}
        </FormField>
        <DateTimeField form={form} name="due_date" id="invoice-due" label="Due Date*" type="date" />
      </div>
    </FormPage>
  )
}
