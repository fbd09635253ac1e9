// Records money Stripe took or gave back (decisions 046 and 047), in the webhook's transaction:
// once per Stripe payment (the provider_payments unique key), as an ordinary payment row (a refund's
// of the negative amount), with the invoice's status after it, its History line (the payment row's,
// record-history.ts) and the office's notice, as a payment the office records.
import { applyProviderPayment } from '../../domain/billing/provider-payment'
import type { PaymentMethod } from '../../domain/billing/payment'
import type { ProviderPaymentKind } from '../../domain/billing/provider-payment'
import { paymentNotice } from '../../domain/notifications/payment-notice'
import { eq } from '../../domain/shared/condition'
import type { RuleContext } from '../../domain/shared/context'
import { idSchema } from '../../domain/shared/fields'
import { formatMoney, fromCents } from '../../domain/shared/money'
import { notifyOfficeByMail, type OfficeMailDeps } from '../notifications/office-mail'
import { insertRow, saveRow } from '../records/records'
import type { Row, StoreTx } from '../shared/store'

export type ProviderMoney = {
  kind: ProviderPaymentKind
  /** Unique per payment and per refund: what makes a second delivery write nothing. */
  provider_payment_id: string
  payment_intent_id: string
  invoice_id: string
  amount_cents: number
  method: PaymentMethod
  event_id: string
}

export type Recorded = 'recorded' | 'already-recorded' | 'no-invoice'

/**
 * A payment for an invoice deleted while the client was on Stripe's page: the money is taken, so it
 * is kept as a payment of no invoice (the Payments list shows it) and the office is told to refund it.
 */
async function keepWithoutInvoice(
  tx: StoreTx,
  money: ProviderMoney,
  ctx: RuleContext,
  deps: OfficeMailDeps,
): Promise<Recorded> {
  const amount = fromCents(money.amount_cents)
  const payment: Row = {
    id: ctx.newId(),
    invoice_id: null,
    date: ctx.now,
    method: money.method,
    amount,
    version: 1,
  }
  const claimed = await tx.providerPayments?.claim({
    id: ctx.newId(),
    provider: 'stripe',
    provider_payment_id: money.provider_payment_id,
    payment_intent_id: money.payment_intent_id,
    payment_id: payment.id,
    invoice_id: null,
    kind: money.kind,
    amount,
    event_id: money.event_id,
    created_at: ctx.now,
  })
  if (!claimed) return 'already-recorded'
  await insertRow(tx, 'payments', payment)
  await notifyOfficeByMail(tx, deps, 'payment-recorded', {
    title: `Payment of ${formatMoney(amount)} recorded`,
    body: `For an invoice that no longer exists, by ${money.method}: refund it in Stripe (${money.payment_intent_id})`,
    link: '/billing/payments',
  })
  return 'recorded'
}

export async function recordProviderPayment(
  tx: StoreTx,
  money: ProviderMoney,
  ctx: RuleContext,
  deps: OfficeMailDeps,
): Promise<Recorded> {
  const store = tx.providerPayments
  if (!store) return 'no-invoice'
  // The invoice's lock first: two deliveries of the same event (or a payment and its refund) at two
  // servers take their turns here, and the second sees the first's rows.
  const invoice = idSchema.safeParse(money.invoice_id).success
    ? await tx.get('invoices', money.invoice_id, { forUpdate: true })
    : null
  if (!invoice)
    return money.kind === 'payment' ? keepWithoutInvoice(tx, money, ctx, deps) : 'no-invoice'
  const payments = await tx.findAll('payments', eq('invoice_id', invoice.id))
  const amount = fromCents(money.amount_cents)
  const result = applyProviderPayment(invoice, payments, { ...money, amount }, ctx)
  const claimed = await store.claim({
    id: ctx.newId(),
    provider: 'stripe',
    provider_payment_id: money.provider_payment_id,
    payment_intent_id: money.payment_intent_id,
    payment_id: result.payment.id,
    invoice_id: invoice.id,
    kind: money.kind,
    amount,
    event_id: money.event_id,
    created_at: ctx.now,
  })
  if (!claimed) return 'already-recorded'
  const payment: Row = { ...result.payment, version: 1 }
  await insertRow(tx, 'payments', payment)
  if (result.status !== invoice.status) {
    const { version, ...rest } = invoice
    await saveRow(tx, 'invoices', { ...rest, status: result.status }, version)
  }
  const client = await tx.get('persons', invoice.client_person_id)
  await notifyOfficeByMail(
    tx,
    deps,
    'payment-recorded',
    paymentNotice(invoice, result.payment, client),
    typeof client?.name === 'string' ? client.name : '',
  )
  return 'recorded'
}
