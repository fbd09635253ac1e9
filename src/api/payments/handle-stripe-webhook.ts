// POST /api/stripe/webhook's use case (decision 046): the signature is checked on the bytes received,
// then a paid Checkout Session records its payment and a refunded charge its refund, each once; every
// other event (and a session still processing) is answered and ignored, so Stripe stops retrying it.
import { AppError } from '../../domain/shared/app-error'
import { toCents } from '../../domain/shared/money'
import type { ApiDeps } from '../shared/deps'
import type { StoreTx } from '../shared/store'
import { PAYMENTS_NOT_SET_UP, type ProviderEvent } from './payments-port'
import { recordProviderPayment, type ProviderMoney } from './record-provider-payment'
import { chargeSchema, checkoutSessionSchema } from './stripe-event'

export type WebhookOutcome = {
  received: true
  /** What became of it: for the logs and the tests; Stripe reads only the status. */
  result: 'recorded' | 'already-recorded' | 'ignored'
}

/**
 * Card payments complete paid; a bank debit (ACH) completes 'unpaid' (processing: not counted) and
 * is paid with checkout.session.async_payment_succeeded. Both carry the same PaymentIntent, the key.
 */
function paidSession(event: ProviderEvent): Omit<ProviderMoney, 'event_id'> | null {
  const isCompleted = event.type === 'checkout.session.completed'
  const isAsyncPaid = event.type === 'checkout.session.async_payment_succeeded'
  if (!isCompleted && !isAsyncPaid) return null
  const parsed = checkoutSessionSchema.safeParse(event.object)
  if (!parsed.success) return null
  const session = parsed.data
  const invoiceId = session.metadata?.invoice_id
  if (session.payment_status !== 'paid' || session.payment_intent === null) return null
  if (!invoiceId || session.amount_total === null || session.amount_total <= 0) return null
  if (session.currency !== null && session.currency !== 'usd') return null
  return {
    kind: 'payment',
    provider_payment_id: session.payment_intent,
    payment_intent_id: session.payment_intent,
    invoice_id: invoiceId,
    amount_cents: session.amount_total,
    method: isAsyncPaid ? 'ACH' : 'Card',
  }
}

/**
 * A refund: what the charge's refunded total adds to the refunds recorded for its payment (partial
 * refunds come one event each, with the total so far). Null when its payment was never recorded.
 */
async function refundOf(tx: StoreTx, event: ProviderEvent): Promise<ProviderMoney | null> {
  if (event.type !== 'charge.refunded') return null
  const parsed = chargeSchema.safeParse(event.object)
  if (!parsed.success) return null
  const charge = parsed.data
  const intent = charge.payment_intent
  const store = tx.providerPayments
  if (!store || intent === null) return null
  const payment = (await store.forPaymentIntent('stripe', intent)).find((r) => r.kind === 'payment')
  if (!payment || payment.invoice_id === null) return null
  // The invoice's lock before the refunds are read: two partial refunds at once take turns, and
  // the second one counts the first.
  await tx.get('invoices', payment.invoice_id, { forUpdate: true })
  const recorded = await store.forPaymentIntent('stripe', intent)
  const key = `${charge.id}:refunded:${charge.amount_refunded}`
  const again = recorded.find((r) => r.provider_payment_id === key)
  const refundedCents = recorded
    .filter((r) => r.kind === 'refund')
    .reduce((sum, r) => sum + toCents(r.amount), 0)
  // Another delivery of a refund recorded already: its own amount, and the unique key refuses it.
  const newCents = again ? toCents(again.amount) : charge.amount_refunded - refundedCents
  if (newCents <= 0) return null
  return {
    kind: 'refund',
    provider_payment_id: key,
    payment_intent_id: intent,
    invoice_id: payment.invoice_id,
    amount_cents: newCents,
    method: charge.payment_method_details?.type === 'us_bank_account' ? 'ACH' : 'Card',
    event_id: event.id,
  }
}

export async function handleStripeWebhook(
  deps: ApiDeps,
  rawBody: unknown,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const payments = deps.payments
  if (!payments) throw new AppError('INVALID_STATE', PAYMENTS_NOT_SET_UP)
  if (typeof rawBody !== 'string') {
    throw new AppError('VALIDATION', 'Send the event as Stripe does: a JSON body')
  }
  if (!signature) throw new AppError('VALIDATION', 'The Stripe-Signature header is missing')
  const event = payments.verifyWebhook(rawBody, signature)
  const ctx = { now: deps.clock(), newId: deps.newId }
  return deps.store.transaction(async (tx) => {
    await tx.providerPayments?.noteWebhook({
      provider: 'stripe',
      last_received_at: ctx.now,
      last_event_type: event.type.slice(0, 200),
    })
    const session = paidSession(event)
    const money = session ? { ...session, event_id: event.id } : await refundOf(tx, event)
    if (!money) return { received: true, result: 'ignored' }
    const outcome = await recordProviderPayment(tx, money, ctx, deps)
    return { received: true, result: outcome === 'no-invoice' ? 'ignored' : outcome }
  })
}
