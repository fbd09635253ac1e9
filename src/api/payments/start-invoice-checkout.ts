// "Pay online" (issue #31 section 3): a Stripe Checkout Session for what is still due on one of the
// client's own invoices, returning to the invoice's hub page. Nothing is recorded here: a payment is
// recorded only from the verified webhook (record-provider-payment.ts).
import { balanceDue } from '../../domain/billing/invoice'
import { AppError } from '../../domain/shared/app-error'
import { eq } from '../../domain/shared/condition'
import { toCents } from '../../domain/shared/money'
import type { ApiDeps } from '../shared/deps'
import type { StoreTx } from '../shared/store'
import { PAYMENTS_NOT_SET_UP, type CheckoutRequest, type CheckoutSession } from './payments-port'

/**
 * What to ask the provider for: refused for another client's invoice (404, as for a missing one:
 * a client learns nothing of others' ids), a Paid one, or one with nothing due.
 */
export async function invoiceCheckoutRequest(
  tx: StoreTx,
  deps: Pick<ApiDeps, 'mail'>,
  invoiceId: string,
  clientPersonId: string,
): Promise<CheckoutRequest> {
  const invoice = await tx.get('invoices', invoiceId)
  if (!invoice || invoice.client_person_id !== clientPersonId) {
    throw new AppError('NOT_FOUND', 'Invoice not found')
  }
  if (invoice.status === 'Paid') throw new AppError('INVALID_STATE', 'This invoice is already paid')
  const payments = await tx.findAll('payments', eq('invoice_id', invoice.id))
  const amountCents = toCents(balanceDue(invoice, payments))
  if (amountCents <= 0) throw new AppError('INVALID_STATE', 'Nothing is due on this invoice')
  const client = await tx.get('persons', clientPersonId)
  const email = typeof client?.email === 'string' && client.email !== '' ? client.email : null
  const back = (query: string) =>
    deps.mail?.publicLink(`/hub/invoices/${invoice.id}?payment=${query}`) ??
    `/hub/invoices/${invoice.id}?payment=${query}`
  return {
    invoice: { id: invoice.id, number: invoice.number },
    amount_cents: amountCents,
    success_url: back('done'),
    cancel_url: back('cancelled'),
    client_email: email,
  }
}

/**
 * The Checkout address for the balance due. Reads through `tx` and then calls the provider: pass a
 * read without a transaction (`deps.store.read`), so no database connection waits on Stripe.
 */
export async function startInvoiceCheckout(
  tx: StoreTx,
  deps: Pick<ApiDeps, 'mail' | 'payments'>,
  invoiceId: string,
  clientPersonId: string,
): Promise<CheckoutSession> {
  const payments = deps.payments
  if (!payments) throw new AppError('INVALID_STATE', PAYMENTS_NOT_SET_UP)
  const request = await invoiceCheckoutRequest(tx, deps, invoiceId, clientPersonId)
  return payments.createCheckout(request)
}
