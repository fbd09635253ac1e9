// Create Invoice: the spec's one-amount form (SPEC section 5), or (issue #34 section 3, decision
// 059) an invoice from work, started from the API's draft for `?job_id=` or `?estimate_id=`: the
// client, related job, due day and the work's line items, with live totals less a paid deposit.
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import { INVOICE_CREATED } from '../../../domain/billing/invoice'
import { REQUIRED_FIELDS_MESSAGE } from '../../../domain/projects/job'
import { DEFAULT_BILLING_SETTINGS, documentRates } from '../../../domain/settings/billing-settings'
import { DateTimeField } from '../../components/date-time-field'
import { DocumentSkeleton } from '../../components/detail-skeleton'
import { FormField } from '../../components/form-field'
import { FormPage } from '../../components/form-page'
import { JobPickerField } from '../../components/job-picker-field'
import { jobLabelWithDate } from '../../components/job-select'
import { LineItemsEditor } from '../../components/line-items-editor'
import { MoneyInput } from '../../components/money-input'
import { ClientPickerField } from '../../components/person-picker-field'
import { billingSettingsQuery } from '../../data/billing-settings'
import { submitForm } from '../../lib/submit-form'
import { toastSuccess } from '../../lib/toast'
import { invoiceDraftQuery, useCreateInvoice, type DraftSource } from './api'
import { InvoiceDraftError } from './invoice-draft-error'
import {
  draftInvoiceValues,
  forOtherClient,
  hasKeptItems,
  invoiceFieldNames,
  invoiceFormSchema,
  newInvoiceValues,
  type InvoiceFormOutput,
  type InvoiceFormValues,
} from './invoice-form-values'
import { InvoiceItemsTotals } from './invoice-items-totals'
import { invoiceHref, INVOICES_HREF } from './invoice-links'
import { useBusinessZone } from './use-business-zone'

const DESCRIPTION = 'Bill a client, for a job or on its own.'

/** What the URL asks to invoice: an estimate (`?estimate_id=`), a job (`?job_id=`) or nothing. */
function draftSourceOf(params: URLSearchParams): DraftSource | null {
  const estimateId = params.get('estimate_id')
  if (estimateId) return { estimate_id: estimateId }
  const jobId = params.get('job_id')
  return jobId ? { job_id: jobId } : null
}

export function InvoiceNewPage() {
  const [searchParams] = useSearchParams()
  const source = draftSourceOf(searchParams)
  if (source) return <DraftInvoicePage key={JSON.stringify(source)} source={source} />
  return (
    <InvoiceFormPage
      defaultValues={newInvoiceValues(searchParams.get('client'), null)}
      description={DESCRIPTION}
    />
  )
}

/** The form once the draft (and the business's zone, for its due day) has come. */
function DraftInvoicePage({ source }: { source: DraftSource }) {
  const draft = useQuery(invoiceDraftQuery(source))
  const { zone, isPending: isZonePending } = useBusinessZone()
  if (draft.isError) {
    return (
      <InvoiceDraftError error={draft.error} source={source} onRetry={() => void draft.refetch()} />
    )
  }
  if (!draft.data || isZonePending) return <DocumentSkeleton noun="invoice" />
  return (
    <InvoiceFormPage
      defaultValues={draftInvoiceValues(draft.data, zone)}
      description={`From ${draft.data.source_label}`}
    />
  )
}

function InvoiceFormPage({
  defaultValues,
  description,
}: {
  defaultValues: InvoiceFormValues
  description: string
}) {
  const navigate = useNavigate()
  const createInvoice = useCreateInvoice()
  // A new invoice is made with the business's tax rate and rounding (decision 058).
  const settings = useQuery(billingSettingsQuery()).data ?? DEFAULT_BILLING_SETTINGS
  const form = useForm<InvoiceFormValues, unknown, InvoiceFormOutput>({
    defaultValues,
    resolver: zodResolver(invoiceFormSchema),
  })
  const clientId = useWatch({ control: form.control, name: 'client_person_id' })
  const rows = useWatch({ control: form.control, name: 'line_items' })
  const depositInvoiceId = useWatch({ control: form.control, name: 'deposit_invoice_id' })
  // With a line kept, the amount is the items' total; without, the spec's Amount* is asked for.
  const hasItems = hasKeptItems(rows)

  return (
    <FormPage
      backTo={INVOICES_HREF}
      backLabel="Back to Invoices"
      title="Create Invoice"
      description={description}
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
          // Another client's jobs, deposit, estimate are not this one's (lines keep their text).
          if (id !== previousId) forOtherClient(form)
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
        {hasItems ? null : (
          <FormField form={form} name="amount" id="invoice-amount" label="Amount*">
            {(control) => <MoneyInput required placeholder="0.00" {...control} />}
          </FormField>
        )}
        <DateTimeField form={form} name="due_date" id="invoice-due" label="Due Date*" type="date" />
      </div>
      {/* Every row may go: without one the invoice is the spec's one amount. */}
      <LineItemsEditor form={form} minRows={0} />
      {hasItems ? (
        <InvoiceItemsTotals
          rows={rows}
          rates={documentRates(settings)}
          depositInvoiceId={depositInvoiceId}
        />
      ) : null}
    </FormPage>
  )
}
