// The payments port (api/payments/payments-port.ts) on Stripe's SDK (decision 046): Checkout
// Sessions for "Pay online", and the webhook's signature checked on the raw body. `apiBase` points
// the SDK at a stand-in API (tests: testing/stand-in-stripe.ts) instead of api.stripe.com.
import Stripe from 'stripe'
import type { PaymentsPort } from '../../api/payments/payments-port'
import { AppError } from '../../domain/shared/app-error'

export type StripeSettings = {
  /** STRIPE_SECRET_KEY: for the SDK only, never logged or shown. */
  secretKey: string
  /** STRIPE_WEBHOOK_SECRET (whsec_...): checks the webhook's signatures. */
  webhookSecret: string
  /** STRIPE_API_BASE, as http://127.0.0.1:12111: the API's address when not Stripe's own. */
  apiBase?: string
}

/**
 * Card, and US bank debits (ACH, paid days later): a filter on what Stripe finds the account and
 * the client eligible for (the SDK's API version has no fixed payment_method_types list any more).
 */
const PAYMENT_METHOD_TYPES = ['card', 'us_bank_account'] as const

function sdkAddress(apiBase: string | undefined): Stripe.StripeConfig {
  if (apiBase === undefined) return {}
  const url = new URL(apiBase)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol }
}

export function createStripePayments(settings: StripeSettings): PaymentsPort {
  const stripe = new Stripe(settings.secretKey, {
    ...sdkAddress(settings.apiBase),
    // One retry (with Stripe's idempotency key), and a client never waits long for the page.
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  })
  return {
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        allowed_payment_method_types: [...PAYMENT_METHOD_TYPES],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: request.amount_cents,
              product_data: { name: `Invoice ${request.invoice.number}` },
            },
          },
        ],
        client_reference_id: request.invoice.id,
        // The webhook finds the invoice here, on the session and on its PaymentIntent.
        metadata: { invoice_id: request.invoice.id },
        payment_intent_data: { metadata: { invoice_id: request.invoice.id } },
        ...(request.client_email ? { customer_email: request.client_email } : {}),
        success_url: request.success_url,
        cancel_url: request.cancel_url,
      })
      if (!session.url)
        throw new AppError('INTERNAL', 'Stripe answered a Checkout Session without an address')
      return { url: session.url, id: session.id }
    },
    verifyWebhook(rawBody, signatureHeader) {
      try {
        const event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          settings.webhookSecret,
        )
        return { id: event.id, type: event.type, created: event.created, object: event.data.object }
      } catch {
        throw new AppError('VALIDATION', 'The Stripe signature does not match this event')
      }
    },
  }
}
