// Billing data: invoices and payments. Query keys start with the collection name, so a change
// invalidates every list, lookup and detail of that collection by prefix.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { createInvoiceInput, Invoice } from '../../../domain/billing/invoice'
import type { InvoiceDraft } from '../../../domain/billing/invoice-draft'
import type { Payment, PaymentMethod } from '../../../domain/billing/payment'
import { api } from '../../data/api-client'
import { idempotencyHeaders, retryIdempotent, type Idempotent } from '../../data/idempotency'
import {
  invalidateCollection,
  recordSaved,
  resourceQueries,
  useCreateRecord,
} from '../../data/resource'

export const INVOICES_PAGE_SIZE = 25
export const PAYMENTS_PAGE_SIZE = 25

export type InvoiceListParams = {
  filter?: 'overdue' | 'unpaid' | undefined
  status?: 'Paid' | undefined
}

const invoices = resourceQueries('invoices')
const payments = resourceQueries('payments')

export const invoiceQueries = {
  list: (params: InvoiceListParams) =>
    invoices.pages(params, INVOICES_PAGE_SIZE, { keepPrevious: true }),

  detail: invoices.detail,

  /** All of the invoice's payments, however many: its balance is computed from them. */
  payments: (invoiceId: string) => payments.every({ invoice_id: invoiceId }),
}

/** What Create Invoice from work bills: one job (or done visit), or one accepted estimate. */
export type DraftSource = { job_id: string } | { estimate_id: string }

/**
 * The new invoice's start for a job or an accepted estimate (decision 059). Read afresh each time
 * the form opens: an invoice made meanwhile bills the job, and the API then refuses with a 409.
 */
export const invoiceDraftQuery = (source: DraftSource) =>
  queryOptions({
    queryKey: ['invoice-draft', source] as const,
    queryFn: ({ signal }) => api.get<InvoiceDraft>('/api/invoice-draft', { query: source, signal }),
    staleTime: 0,
    gcTime: 0,
    // A refusal (409, an estimate not accepted) is the answer, not a hiccup to retry.
    retry: false,
  })

/** The invoice numbered `number` (a 409 names the invoice that bills the job already). */
export const invoiceByNumberQuery = (number: string) => invoices.list({ q: number, limit: 5 })

export const paymentQueries = {
  list: () => payments.pages({}, PAYMENTS_PAGE_SIZE),
}

/** Invoices and payments change together (resource-collections.ts). */
function billingChanged(queryClient: QueryClient, invoice?: Invoice) {
  if (invoice) void recordSaved(queryClient, 'invoices', invoice)
  else void invalidateCollection(queryClient, 'invoices')
}

/** The body as sent: the spec's one amount, or line items (Create Invoice from work). */
export const useCreateInvoice = () =>
  useCreateRecord<'invoices', z.input<typeof createInvoiceInput>>('invoices', {
    handlesErrors: true,
  })

/**
 * Paid plus a Card payment of what is still due, in one transaction on the server. Retried after a
 * dropped connection with the same Idempotency-Key, so it never pays twice.
 */
export function useMarkPaid() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ invoiceId, idempotencyKey }: Idempotent<{ invoiceId: string }>) =>
      api.post<{ invoice: Invoice; payment: Payment }>(
        `/api/invoices/${invoiceId}/mark-paid`,
        undefined,
        { headers: idempotencyHeaders(idempotencyKey) },
      ),
    retry: retryIdempotent,
    meta: { handlesErrors: true },
    onSuccess: ({ invoice }) => billingChanged(queryClient, invoice),
    // Someone else may have paid it meanwhile: show what is stored now.
    onError: () => billingChanged(queryClient),
  })
}

export type RecordPaymentInput = {
  invoice_id: string
  amount: number
  method: PaymentMethod
  /** With method Check. */
  check_number?: string
  date?: number | undefined
}

/** Retried after a dropped connection with the same Idempotency-Key, so it never pays twice. */
export function useRecordPayment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ idempotencyKey, ...input }: Idempotent<RecordPaymentInput>) =>
      api.post<Payment>('/api/payments', input, { headers: idempotencyHeaders(idempotencyKey) }),
    retry: retryIdempotent,
    meta: { handlesErrors: true },
    onSuccess: () => billingChanged(queryClient),
    onError: () => billingChanged(queryClient),
  })
}
