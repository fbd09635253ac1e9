import { z } from 'zod'
import { AppError } from '../shared/app-error'
import { epochMsSchema, idSchema, moneySchema, shortText, versionSchema } from '../shared/fields'
import { toCents } from '../shared/money'
import { defineResource } from '../shared/resource'

/** SPEC section 3's Card and ACH, and (issue #34 section 5) Cash, Check with its number, Other. */
export const paymentMethods = ['Card', 'ACH', 'Cash', 'Check', 'Other'] as const
export type PaymentMethod = (typeof paymentMethods)[number]

export const CHECK_NUMBER_MESSAGE = 'Enter the check number'

export const paymentSchema = z.object({
  id: idSchema,
  invoice_id: idSchema.nullable(),
  date: epochMsSchema,
  method: z.enum(paymentMethods),
  // Added by issue #34: rows stored before are Card or ACH, with no check number.
  check_number: z.string().default(''),
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
    check_number: shortText('Check number', 40).optional(),
  })
  .strict()
  .refine((input) => input.method !== 'Check' || (input.check_number ?? '') !== '', {
    message: CHECK_NUMBER_MESSAGE,
    path: ['check_number'],
  })
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
    // The number belongs to a check only.
    check_number: input.method === 'Check' ? (input.check_number ?? '') : '',
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
