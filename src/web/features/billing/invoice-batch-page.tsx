// "Invoice completed work" (issue #34 section 4, decision 059): a period and one client or all; the
// preview lists one invoice per client with one line per done visit not invoiced yet (and the visits
// without a price, skipped); "Create N invoices" makes them all or none.
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { Eye, FileText } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import type { BatchPlan, PlannedInvoice } from '../../../domain/billing/batch-invoicing'
import { lineCents } from '../../../domain/sales/estimate-figures'
import { fromCents } from '../../../domain/shared/money'
import { BackLink } from '../../components/back-link'
import { DateTimeField } from '../../components/date-time-field'
import { DocumentTotals } from '../../components/document-totals'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { PersonPickerField } from '../../components/person-picker-field'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { EmptyState } from '../../components/ui/empty-state'
import { billingSettingsQuery } from '../../data/billing-settings'
import { formatCount, formatDate } from '../../lib/format'
import { jobHref } from '../../lib/job-links'
import { formatMoneyCents } from '../../lib/money-text'
import { submitForm } from '../../lib/submit-form'
import { toastError, toastSuccess } from '../../lib/toast'
import { useCreateBatch, usePreviewBatch } from './batch-api'
import {
  batchPeriodDefaults,
  batchPeriodFields,
  batchPeriodSchema,
  batchPreviewBody,
} from './batch-period'
import { INVOICES_HREF } from './invoice-links'
import { useBusinessZone } from './use-business-zone'

/** 'Create 1 invoice', 'Create 3 invoices' */
export const createBatchLabel = (count: number) => `Create ${formatCount(count, 'invoice')}`

export function InvoiceBatchPage() {
  const navigate = useNavigate()
  const { zone } = useBusinessZone()
  const [now] = useState(() => Date.now())
  const form = useForm({
    defaultValues: batchPeriodDefaults(now, zone),
    resolver: zodResolver(batchPeriodSchema),
  })
  const preview = usePreviewBatch()
  const create = useCreateBatch()
  const plan = preview.data

  function createAll(shown: BatchPlan) {
    create.mutate(
      shown.invoices.flatMap((invoice) => invoice.job_ids),
      {
        onSuccess: ({ invoices }) => {
          toastSuccess(
            `${formatCount(invoices.length, 'invoice')} created`,
            invoices.map((invoice) => invoice.number).join(', '),
          )
          void navigate(INVOICES_HREF)
        },
        // Someone may have invoiced a visit meanwhile: the preview is read again.
        onError: (error) => {
          toastError('Error', error.message)
          preview.reset()
        },
      },
    )
  }

  return (
    <Page>
      <BackLink to={INVOICES_HREF}>Back to Invoices</BackLink>
      <PageHeader
        title="Invoice completed work"
        description={`Done visits not invoiced yet, one invoice per client. Days in ${zone}.`}
      />
      <form
        aria-label="Period"
        noValidate
        className="grid gap-5 rounded-xl border bg-card p-4 shadow-xs sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end md:p-6"
        onSubmit={submitForm(
          form,
          batchPeriodFields,
          (values, handlers) => preview.mutate(batchPreviewBody(values, zone), handlers),
          () => undefined,
        )}
      >
        <DateTimeField form={form} name="from" id="batch-from" label="From" type="date" />
        <DateTimeField form={form} name="to" id="batch-to" label="To" type="date" />
        <PersonPickerField
          form={form}
          name="client_person_id"
          id="batch-client"
          label="Client"
          placeholder="All clients"
          searchLabel="Search clients"
        />
        <Button type="submit" disabled={preview.isPending} className="min-h-11">
          <Eye aria-hidden />
          Preview
        </Button>
      </form>
      {plan && <BatchPreview plan={plan} isCreating={create.isPending} onCreate={createAll} />}
    </Page>
  )
}

function BatchPreview({
  plan,
  isCreating,
  onCreate,
}: {
  plan: BatchPlan
  isCreating: boolean
  onCreate: (plan: BatchPlan) => void
}) {
  const settings = useQuery(billingSettingsQuery())
  const rate = (settings.data?.tax_percent ?? 8) / 100
  const roundTotals = settings.data?.round_totals ?? true
  const taxName = settings.data?.tax_name
  return (
    <section aria-label="Preview" className="flex flex-col gap-4">
      {plan.invoices.length === 0 ? (
        <EmptyState
          icon={<FileText />}
          title="Nothing to invoice"
          description="No done visit of this period is waiting for an invoice."
        />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {formatCount(plan.invoices.length, 'invoice')} for{' '}
              {formatCount(
                plan.invoices.reduce((n, invoice) => n + invoice.job_ids.length, 0),
                'visit',
              )}
            </p>
            <Button
              type="button"
              className="min-h-11"
              disabled={isCreating}
              onClick={() => onCreate(plan)}
            >
              {createBatchLabel(plan.invoices.length)}
            </Button>
          </div>
          <ul className="flex flex-col gap-4" aria-label="Invoices to create">
            {plan.invoices.map((invoice) => (
              <li key={invoice.client_person_id}>
                <PlannedInvoiceCard
                  invoice={invoice}
                  rate={rate}
                  taxName={taxName}
                  roundTotals={roundTotals}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {plan.skipped.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>Skipped</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-2 text-sm" aria-label="Skipped visits">
              {plan.skipped.map((visit) => (
                <li key={visit.job_id}>
                  <Link to={jobHref(visit.job_id)} className="font-medium hover:underline">
                    {visit.title}
                  </Link>{' '}
                  <span className="text-muted-foreground">
                    ({formatDate(visit.date)}): {visit.reason}
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </section>
  )
}

function PlannedInvoiceCard({
  invoice,
  rate,
  taxName,
  roundTotals,
}: {
  invoice: PlannedInvoice
  rate: number
  taxName: string | undefined
  roundTotals: boolean
}) {
  return (
    <Card aria-label={invoice.client_name}>
      <CardHeader>
        <CardTitle>{invoice.client_name}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <table className="w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">Visit</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {invoice.line_items.map((line, index) => (
              <tr key={`${line.job_id}-${index}`}>
                <td className="py-2 pr-4">
                  {line.job_id ? (
                    <Link to={jobHref(line.job_id)} className="hover:underline">
                      {line.desc}
                    </Link>
                  ) : (
                    line.desc
                  )}
                  {!line.taxable && (
                    <span className="ml-2 text-xs text-muted-foreground">No tax</span>
                  )}
                </td>
                <td className="py-2 text-right tabular-nums">
                  {formatMoneyCents(fromCents(lineCents(line)))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <DocumentTotals
          figures={invoice}
          total_cents={invoice.total_cents}
          taxRate={invoice.tax_cents > 0 || rate > 0 ? rate : null}
          taxName={taxName}
          showRounding={roundTotals}
        />
      </CardContent>
    </Card>
  )
}
