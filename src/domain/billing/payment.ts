import { z } from 'zod'
import { AppError } from '../shared/app-error'
import { epochMsSchema, idSchema, moneySchema, versionSchema } from '../shared/fields'
import { toCents } from '../shared/money'
import { defineResource } from '../shared/resource'

export const paymentMethods = ['Card', 'ACH'] as const
export type PaymentMethod = (typeof paymentMethods)[number]

export const paymentSchema = z.object({
  id: idSchema,
  invoice_id: idSchema.nullable(),
  date: epochMsSchema,
  method: z.enum(paymentMethods),
  amount: z.number(),
  version: versionSchema,
})
export type Payment = z.infer<typeof paymentSchema>

export const createPaymentInput = z
  .object({
    invoice_id: idSchema,
    date: epochMsSchema.optional(),
    method: z.enum(paymentMethods, {
      message: `Method must be one of: ${paymentMethods.join(', ')}`,
    }),
    amount: moneySchema.refine((n) => n > 0, 'Amount must be more than 0'),
  })
  .strict()
export type CreatePaymentInput = z.output<typeof createPaymentInput>

/** Payments are records of money received: they are not edited, only added. */
export const patchPaymentInput = z.object({}).strict()

/** A payment may not exceed what is still due on its invoice. */
export function checkPaymentFits(amount: number, balance: number): void {
  if (toCents(amount) > toCents(balance)) {
    throw new AppError(
      'INVALID_STATE',
      `The payment of $${amount.toFixed(2)} is more than the $${balance.toFixed(2)} still due`,
      { amount: 'More than the balance due' },
    )
  }
}

export const paymentResource = defineResource({
  name: 'payments',
  label: 'Payment',
  schema: paymentSchema,
  createInput: createPaymentInput,
  patchInput: patchPaymentInput,
  build: (input, { now, newId }) => ({
    id: newId(),
    invoice_id: input.invoice_id,
    date: input.date ?? now,
    method: input.method,
    amount: input.amount,
  }),
  applyPatch: () => {
    throw new AppError('INVALID_STATE', 'Payments cannot be edited')
  },
  list: {
    search: [],
    filters: {},
    fields: { invoice_id: 'uuid', method: 'text' },
    sorts: {
      newest: { field: 'date', direction: 'desc', kind: 'number' },
      amount: { field: 'amount', direction: 'desc', kind: 'number' },
    },
    defaultSort: 'newest',
  },
  referencedBy: [],
})
