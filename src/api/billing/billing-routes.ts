// Billing routes beyond the generic CRUD: Mark as Paid (a payment created through the generic
// payments route is recorded by the same use case as here, billing-commands.ts).
import { z } from 'zod'
import { markPaidEvent } from '../access/audit-events'
import { audited } from '../access/audited'
import { markPaidCommand } from './billing-commands'
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
  ]
}
