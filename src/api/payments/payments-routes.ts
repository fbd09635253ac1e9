// Stripe's routes (issue #31 section 3, decision 046): the webhook Stripe calls (public: the
// signature on the raw body is its authentication) and Settings > Integrations' state (Owner).
// "Pay online" itself is the client hub's route, on start-invoice-checkout.ts.
import { z } from 'zod'
import {
  stripeIntegrationSchema,
  STRIPE_WEBHOOK_PATH,
} from '../../domain/settings/stripe-integration'
import type { ApiRoute } from '../shared/route-types'
import { handleStripeWebhook } from './handle-stripe-webhook'

export function paymentsRoutes(): ApiRoute[] {
  return [
    {
      method: 'POST',
      path: STRIPE_WEBHOOK_PATH,
      summary:
        "Stripe's webhook: a paid Checkout Session records its payment, a refunded charge its refund, once each however often they come; other events are answered and ignored (the Stripe-Signature header is checked on the raw body)",
      tag: 'payments',
      access: 'public',
      responseSchema: z.object({
        received: z.literal(true),
        result: z.enum(['recorded', 'already-recorded', 'ignored']),
      }),
      successStatus: 200,
      handle: async (input, deps) => ({
        status: 200,
        body: await handleStripeWebhook(deps, input.body, input.headers['stripe-signature']),
      }),
    },
    {
      method: 'GET',
      path: '/api/integrations/stripe',
      summary:
        "Stripe's state: whether its keys are set, when its webhook last brought an event, and the webhook address to paste into Stripe",
      tag: 'settings',
      access: 'integrations:read',
      responseSchema: stripeIntegrationSchema,
      successStatus: 200,
      handle: async (_input, deps) => {
        const last = await deps.store.read(
          async (tx) => (await tx.providerPayments?.lastWebhook('stripe')) ?? null,
        )
        return {
          status: 200,
          body: {
            configured: deps.payments != null,
            webhook_url: deps.mail?.publicLink(STRIPE_WEBHOOK_PATH) ?? STRIPE_WEBHOOK_PATH,
            public_url_is_set: deps.mail?.publicUrlIsSet ?? false,
            last_webhook_at: last?.last_received_at ?? null,
            last_event_type: last?.last_event_type ?? null,
          },
        }
      },
    },
  ]
}
