// The payment provider as the use cases see it (decision 046): Stripe's SDK on the server
// (server/payments/stripe-payments.ts), nothing in the demo or without STRIPE_SECRET_KEY.

export type CheckoutRequest = {
  invoice: { id: string; number: string }
  /** What the client pays: the balance due, in cents. */
  amount_cents: number
  success_url: string
  cancel_url: string
  /** Filled in on Stripe's page (and its receipt goes there); null when the client has none. */
  client_email: string | null
}

export type CheckoutSession = { url: string; id: string }

/** A webhook event whose signature was checked: what the use cases read of it. */
export type ProviderEvent = { id: string; type: string; created: number; object: unknown }

export type PaymentsPort = {
  /** Opens a Checkout Session: the address to send the client to. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>
  /**
   * The event of a webhook call, from the bytes received and the signature header; an AppError
   * VALIDATION when the signature does not match (or is too old: a replay from outside).
   */
  verifyWebhook(rawBody: string, signatureHeader: string): ProviderEvent
}

export const PAYMENTS_NOT_SET_UP =
  'Online payments are not set up: the server needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET'
