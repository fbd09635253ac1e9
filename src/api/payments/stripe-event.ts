// What the webhook reads of Stripe's events (decision 046): only the fields it uses, checked, so an
// event of an unexpected shape is ignored rather than half applied.
import { z } from 'zod'

/** A Checkout Session (checkout.session.completed, checkout.session.async_payment_succeeded). */
export const checkoutSessionSchema = z.object({
  id: z.string(),
  /** 'paid' once the money is there; 'unpaid' while a bank debit (ACH) is still processing. */
  payment_status: z.string(),
  payment_intent: z.string().nullable(),
  amount_total: z.number().int().nullable(),
  currency: z.string().nullable(),
  metadata: z.object({ invoice_id: z.string().optional() }).passthrough().nullable(),
})
export type CheckoutSessionEvent = z.infer<typeof checkoutSessionSchema>

/** A Charge (charge.refunded): `amount_refunded` is what was given back so far, in cents. */
export const chargeSchema = z.object({
  id: z.string(),
  payment_intent: z.string().nullable(),
  amount_refunded: z.number().int(),
  currency: z.string().nullable(),
  payment_method_details: z.object({ type: z.string() }).nullable().optional(),
})
export type ChargeEvent = z.infer<typeof chargeSchema>
