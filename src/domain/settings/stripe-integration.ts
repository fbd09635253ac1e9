// Settings > Integrations' Stripe card (issue #31 section 3): whether the keys are set, when the
// webhook last brought an event, and the address to paste into Stripe's dashboard.
import { z } from 'zod'
import { epochMsSchema } from '../shared/fields'

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook'

export const stripeIntegrationSchema = z.object({
  /** STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are both set (never their values). */
  configured: z.boolean(),
  /** PUBLIC_URL + /api/stripe/webhook. */
  webhook_url: z.string(),
  /** Whether PUBLIC_URL is set: without it the address is the server's own and Stripe cannot reach it. */
  public_url_is_set: z.boolean(),
  last_webhook_at: epochMsSchema.nullable(),
  last_event_type: z.string().nullable(),
})
export type StripeIntegration = z.infer<typeof stripeIntegrationSchema>
