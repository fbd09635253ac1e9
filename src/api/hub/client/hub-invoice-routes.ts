// The client's invoices in the hub (issue #31 section 2): the list, one invoice, its PDF (the same
// document the office e-mails) and "Pay online" (a Stripe Checkout Session for the balance, decision
// 046). Paying is recorded only by Stripe's verified webhook; here only the start is audited.
import { hostTimeZone } from '../../../domain/settings/read-branding'
import { AppError } from '../../../domain/shared/app-error'
import { auditEvent } from '../../access/audit'
import { invoicePdf } from '../../documents/document-pdf'
import { PAYMENTS_NOT_SET_UP } from '../../payments/payments-port'
import { invoiceCheckoutRequest } from '../../payments/start-invoice-checkout'
import { BinaryFile } from '../../shared/binary-file'
import { clientRecordOrThrow } from './client-record'
import { clientActorLabel, type HubClientRoute } from './hub-client-route'
import { hubInvoice, hubInvoiceSummaries } from './hub-invoices'

export const hubInvoiceRoutes: readonly HubClientRoute[] = [
  {
    method: 'GET',
    path: '/api/hub/invoices',
    summary: "The client's invoices: open ones first (Pending, Unpaid, Overdue), then paid",
    handle: async (_input, deps, visitor) => ({
      status: 200,
      body: {
        items: await deps.store.read((tx) => hubInvoiceSummaries(tx, visitor, deps.clock())),
      },
    }),
  },
  {
    method: 'GET',
    path: '/api/hub/invoices/:id',
    summary: "One of the client's invoices: the PDF's lines and figures, payments and balance",
    handle: async (input, deps, visitor) => ({
      status: 200,
      body: await deps.store.transaction((tx) =>
        hubInvoice(tx, visitor, input.params.id, {
          hostZone: hostTimeZone(),
          now: deps.clock(),
          paymentsOnline: deps.payments != null,
        }),
      ),
    }),
  },
  {
    method: 'GET',
    path: '/api/hub/invoices/:id/pdf',
    summary: "One of the client's invoices as a PDF document (INV-0013.pdf)",
    handle: async (input, deps, visitor) => {
      const render = deps.renderPdf
      if (!render) throw new AppError('INTERNAL', 'PDF documents are not available here')
      const pdf = await deps.store.transaction(async (tx) => {
        const invoice = await clientRecordOrThrow(tx, 'invoices', visitor, input.params.id)
        return invoicePdf(tx, invoice.id, { render, hostZone: hostTimeZone(), now: deps.clock() })
      })
      return { status: 200, body: new BinaryFile(pdf.bytes, pdf.contentType, pdf.fileName) }
    },
  },
  {
    method: 'POST',
    path: '/api/hub/invoices/:id/pay',
    summary:
      'Pay online: the Stripe Checkout address for the balance due; 409 when Stripe is not set up or nothing is due',
    handle: async (input, deps, visitor) => {
      // Whatever the id: the answer says only that paying online is off.
      const payments = deps.payments
      if (!payments) throw new AppError('INVALID_STATE', PAYMENTS_NOT_SET_UP)
      // The invoice is read first (and without a transaction), then Stripe is asked: no database
      // connection, nor PGlite's one, waits while Stripe answers.
      const { invoice, request } = await deps.store.read(async (tx) => {
        const found = await clientRecordOrThrow(tx, 'invoices', visitor, input.params.id)
        return {
          invoice: found,
          request: await invoiceCheckoutRequest(tx, deps, found.id, visitor.person.id),
        }
      })
      const session = await payments.createCheckout(request)
      // The office hears of the payment from Stripe's webhook: starting one is only audited.
      await deps.store.transaction((tx) =>
        auditEvent(
          tx,
          deps,
          { userId: null, actor: clientActorLabel(visitor), address: input.address },
          { kind: 'hub-pay', summary: `Opened online payment of invoice ${invoice.number}` },
        ),
      )
      return { status: 200, body: { url: session.url } }
    },
  },
]
