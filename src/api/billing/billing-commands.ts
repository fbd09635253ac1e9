// Billing use cases that change more than one row, each in one transaction: Mark as Paid (the
// invoice and a payment of its balance) and a recorded payment (which may pay the invoice off). Both
// tell the office (notify-office.ts) in the same transaction.
import { markInvoicePaid } from '../../domain/billing/invoice'
import { createPaymentInput } from '../../domain/billing/payment'
import { recordPayment } from '../../domain/billing/record-payment'
import { paymentNotice } from '../../domain/notifications/payment-notice'
import { AppError, parseOrThrow } from '../../domain/shared/app-error'
import { eq } from '../../domain/shared/condition'
import type { RuleContext } from '../../domain/shared/context'
import { notifyOfficeByMail, type OfficeMailDeps } from '../notifications/office-mail'
import { getOrThrow, insertRow, saveRow } from '../records/records'
import type { Row, RowOf, StoreTx } from '../shared/store'

async function tellOffice(
  tx: StoreTx,
  deps: OfficeMailDeps,
  invoice: RowOf<'invoices'>,
  payment: Row,
): Promise<void> {
  const client = await tx.get('persons', invoice.client_person_id)
  await notifyOfficeByMail(
    tx,
    deps,
    'payment-recorded',
    paymentNotice(invoice, payment as unknown as { amount: number; method: string }, client),
    typeof client?.name === 'string' ? client.name : '',
  )
}

export async function markPaidCommand(
  tx: StoreTx,
  invoiceId: string,
  ctx: RuleContext,
  deps: OfficeMailDeps = {},
) {
  const invoice = await getOrThrow(tx, 'invoices', invoiceId, { forUpdate: true })
  const payments = await tx.findAll('payments', eq('invoice_id', invoiceId))
  const result = markInvoicePaid(invoice, payments, ctx)
  const saved = await saveRow(tx, 'invoices', result.invoice, invoice.version)
  const payment: Row = { ...result.payment, version: 1 }
  await insertRow(tx, 'payments', payment)
  await tellOffice(tx, deps, invoice, payment)
  return { invoice: saved, payment }
}

export async function recordPaymentCommand(
  tx: StoreTx,
  body: unknown,
  ctx: RuleContext,
  deps: OfficeMailDeps = {},
) {
  const input = parseOrThrow(createPaymentInput, body)
  const invoice = await tx.get('invoices', input.invoice_id, { forUpdate: true })
  if (!invoice) {
    throw new AppError('VALIDATION', 'Invoice not found for invoice_id', {
      invoice_id: 'Invoice not found for invoice_id',
    })
  }
  const payments = await tx.findAll('payments', eq('invoice_id', invoice.id))
  const result = recordPayment(invoice, payments, input, ctx)
  if (result.invoice.status !== invoice.status) {
    await saveRow(tx, 'invoices', result.invoice, invoice.version)
  }
  const payment: Row = { ...result.payment, version: 1 }
  await insertRow(tx, 'payments', payment)
  await tellOffice(tx, deps, invoice, payment)
  return payment
}
