// Billing routes beyond the generic CRUD: Mark as Paid (a payment created through the generic
// payments route is recorded by the same use case as here, billing-commands.ts), and the draft of
// Create Invoice from work (invoice-from-work.ts).
import { z } from 'zod'
import { markPaidEvent } from '../access/audit-events'
import { audited } from '../access/audited'
import { invoiceLineSchema } from '../../domain/billing/invoice-lines'
import { parseOrThrow } from '../../domain/shared/app-error'
import { idSchema } from '../../domain/shared/fields'
import { markPaidCommand } from './billing-commands'
import { invoiceDraft } from './invoice-from-work'
import { batchCreateInput, batchPreviewInput } from '../../domain/billing/batch-invoicing'
import { createBatch, previewBatch } from './batch-invoicing'
import { runIdempotent } from '../shared/idempotency'
import { resourceOrThrow } from '../records/records'
import { ctxOf, idParam, type ApiRoute } from '../shared/route-types'

export function billingRoutes(): ApiRoute[] {
  const invoices = resourceOrThrow('invoices')
  return [
    {
      method: 'POST',
      path: '/api/invoices/:id/mark-paid',
      summary:
        'Mark an invoice paid and record a Card payment of the balance, in one transaction (send an Idempotency-Key header to make a retry safe)',
      tag: 'invoices',
      access: 'billing:write',
      audit: markPaidEvent,
      responseSchema: z.object({
        invoice: invoices.schema,
        payment: resourceOrThrow('payments').schema,
      }),
      successStatus: 200,
      handle: async (input, deps) => {
        const id = idParam(input, invoices.label)
        const ctx = ctxOf(deps)
        return runIdempotent(deps, input, `POST /api/invoices/${id}/mark-paid`, async (tx) =>
          audited(tx, input, { status: 200, body: await markPaidCommand(tx, id, ctx, deps) }),
        )
      },
    },
    {
      method: 'GET',
      path: '/api/invoice-draft',
      summary:
        'What "Create Invoice" from a job (or a done visit) or an accepted estimate starts with: client, items, related job, the paid deposit to take off, the due date from the payment terms. 409 with the number of the invoice that bills the job already',
      tag: 'invoices',
      access: 'billing:write',
      querySchema: invoiceDraftQuery,
      responseSchema: invoiceDraftSchema,
      successStatus: 200,
      handle: async (input, deps) => {
        const source = parseOrThrow(invoiceDraftQuery, input.query, 'Invalid query')
        const now = deps.clock()
        const body = await deps.store.transaction((tx) => invoiceDraft(tx, source, now))
        return { status: 200, body }
      },
    },
    {
      method: 'POST',
      path: '/api/invoice-batches/preview',
      summary:
        'Invoice completed work, the preview: the done visits of a period (from, to; one client or all) that no invoice bills, as one invoice per client with one line per visit; visits without a price are listed as skipped. Changes nothing',
      tag: 'invoices',
      access: 'billing:write',
      bodySchema: batchPreviewInput,
      responseSchema: batchPlanSchema,
      successStatus: 200,
      handle: async (input, deps) => {
        const body = await deps.store.transaction((tx) => previewBatch(tx, input.body))
        return { status: 200, body }
      },
    },
    {
      method: 'POST',
      path: '/api/invoice-batches',
      summary:
        'Invoice completed work: creates one invoice per client for the visits job_ids (as the preview showed them), all or none; a visit another invoice bills is refused (409) with that invoice number, also when two people do it at once',
      tag: 'invoices',
      access: 'billing:write',
      bodySchema: batchCreateInput,
      responseSchema: z.object({ invoices: z.array(invoices.schema) }),
      successStatus: 201,
      handle: async (input, deps) => {
        const ctx = ctxOf(deps)
        const created = await deps.store.transaction((tx) => createBatch(tx, input.body, ctx))
        return { status: 201, body: { invoices: created } }
      },
    },
  ]
}

const plannedLineSchema = invoiceLineSchema

const batchPlanSchema = z.object({
  invoices: z.array(
    z.object({
      client_person_id: idSchema,
      client_name: z.string(),
      line_items: z.array(plannedLineSchema),
      job_ids: z.array(idSchema),
      subtotal_cents: z.number(),
      tax_cents: z.number(),
      rounding_cents: z.number(),
      total_cents: z.number(),
    }),
  ),
  skipped: z.array(
    z.object({ job_id: idSchema, title: z.string(), date: z.number(), reason: z.string() }),
  ),
})

const invoiceDraftQuery = z
  .object({ job_id: idSchema.optional(), estimate_id: idSchema.optional() })
  .strict()

const invoiceDraftSchema = z.object({
  client_person_id: idSchema,
  job_id: idSchema.nullable(),
  line_items: z.array(invoiceLineSchema),
  due_date: z.number(),
  deposit_invoice_id: idSchema.nullable(),
  source_label: z.string(),
})
