// Billing data: invoices and payments. Query keys start with the collection name, so a change
// invalidates every list, lookup and detail of that collection by prefix.
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import type { CreateInvoiceInput, Invoice } from '../../../domain/billing/invoice'
import type { Payment, PaymentMethod } from '../../../domain/billing/payment'
import { api } from '../../data/api-client'
import { idempotencyHeaders, retryIdempotent, type Idempotent } from '../../data/idempotency'
import { detailKey, fetchList, fetchOne, infiniteListKey, listKey } from '../../data/list'

export const INVOICES_PAGE_SIZE = 25
export const PAYMENTS_PAGE_SIZE = 25
const ALL = 200

export type InvoiceListParams = {
  filter?: 'overdue' | 'unpaid' | undefined
  status?: 'Paid' | undefined
}

export const invoiceQueries = {
  list: (params: InvoiceListParams) =>
    infiniteQueryOptions({
      queryKey: infiniteListKey('invoices', params),
      queryFn: ({ pageParam, signal }) =>
        fetchList<Invoice>(
          'invoices',
          { ...params, limit: INVOICES_PAGE_SIZE, cursor: pageParam },
          signal,
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
      placeholderData: keepPreviousData,
    }),

  detail: (id: string) =>
    queryOptions({
      queryKey: detailKey('invoices', id),
      queryFn: ({ signal }) => fetchOne<Invoice>('invoices', id, signal),
    }),

  payments: (invoiceId: string) => {
    const params = { invoice_id: invoiceId, limit: ALL }
    return queryOptions({
      queryKey: listKey('payments', params),
      queryFn: ({ signal }) => fetchList<Payment>('payments', params, signal),
    })
  },

  /** Invoices a payment can go to: every one not Paid, the soonest due first. */
  unpaid: () => {
    const params = { filter: 'unpaid', sort: 'due', limit: ALL }
    return queryOptions({
      queryKey: listKey('invoices', params),
      queryFn: ({ signal }) => fetchList<Invoice>('invoices', params, signal),
    })
  },
}

export const paymentQueries = {
  list: () =>
    infiniteQueryOptions({
      queryKey: infiniteListKey('payments', {}),
      queryFn: ({ pageParam, signal }) =>
        fetchList<Payment>('payments', { limit: PAYMENTS_PAGE_SIZE, cursor: pageParam }, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    }),
}

function billingChanged(queryClient: QueryClient, invoice?: Invoice) {
  if (invoice) queryClient.setQueryData(detailKey('invoices', invoice.id), invoice)
  void queryClient.invalidateQueries({
    queryKey: ['invoices'],
    predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== invoice?.id,
  })
  void queryClient.invalidateQueries({ queryKey: ['payments'] })
}

export function useCreateInvoice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreateInvoiceInput) => api.post<Invoice>('/api/invoices', input),
    meta: { handlesErrors: true },
    onSuccess: (invoice) => billingChanged(queryClient, invoice),
  })
}

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
