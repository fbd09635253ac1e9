// A stand-in for Stripe's API on 127.0.0.1 at a free port (issue #31: tests without the internet):
// it answers POST /v1/checkout/sessions with a session object as Stripe would, keeps what it was
// asked, and builds the webhook events a test sends, signed as Stripe signs them
// (stripe.webhooks.generateTestHeaderString).
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'
import Stripe from 'stripe'

export const TEST_STRIPE_KEY = 'sk_test_stand_in'
export const TEST_WEBHOOK_SECRET = 'whsec_stand_in_secret'

export type StandInStripe = {
  /** http://127.0.0.1:PORT: STRIPE_API_BASE. */
  url: string
  /** Every request: method, path, and the form fields of its body. */
  requests: { method: string; path: string; form: URLSearchParams }[]
  close(): Promise<void>
}

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`

export async function startStandInStripe(): Promise<StandInStripe> {
  const requests: StandInStripe['requests'] = []
  let base = ''
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const path = (request.url ?? '').split('?')[0] ?? ''
      const form = new URLSearchParams(body)
      requests.push({ method: request.method ?? '', path, form })
      response.setHeader('content-type', 'application/json')
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = newId('cs')
        const amount = Number(form.get('line_items[0][price_data][unit_amount]'))
        response.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            mode: form.get('mode'),
            url: `${base}/pay/${id}`,
            amount_total: amount,
            currency: 'usd',
            payment_status: 'unpaid',
            status: 'open',
            payment_intent: null,
            client_reference_id: form.get('client_reference_id'),
            metadata: { invoice_id: form.get('metadata[invoice_id]') },
            success_url: form.get('success_url'),
            cancel_url: form.get('cancel_url'),
          }),
        )
        return
      }
      response.statusCode = 404
      response.end(
        JSON.stringify({ error: { type: 'invalid_request_error', message: `No ${path} here` } }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: base,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A webhook call as Stripe makes it: the JSON body and its Stripe-Signature header. */
export function signedEvent(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; secret?: string } = {},
): { body: string; signature: string; id: string } {
  const id = options.id ?? newId('evt')
  const body = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  })
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? TEST_WEBHOOK_SECRET,
  })
  return { body, signature, id }
}

/** A Checkout Session as the webhook brings it. */
export function checkoutSession(
  invoiceId: string,
  amountCents: number,
  options: { paymentStatus?: string; paymentIntent?: string } = {},
): Record<string, unknown> {
  return {
    id: newId('cs'),
    object: 'checkout.session',
    mode: 'payment',
    amount_total: amountCents,
    currency: 'usd',
    payment_status: options.paymentStatus ?? 'paid',
    payment_intent: options.paymentIntent ?? newId('pi'),
    client_reference_id: invoiceId,
    metadata: { invoice_id: invoiceId },
  }
}

/** A refunded charge as charge.refunded brings it: `refundedCents` is the total given back so far. */
export function refundedCharge(
  paymentIntent: string,
  refundedCents: number,
  options: { chargeId?: string; amountCents?: number; type?: string } = {},
): Record<string, unknown> {
  return {
    id: options.chargeId ?? 'ch_test_refunded',
    object: 'charge',
    amount: options.amountCents ?? refundedCents,
    amount_refunded: refundedCents,
    currency: 'usd',
    payment_intent: paymentIntent,
    refunded: true,
    payment_method_details: { type: options.type ?? 'card' },
  }
}
