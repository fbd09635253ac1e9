// Settings > Integrations' Stripe card (Owner, server mode): the keys' state (never the keys), the
// webhook address to paste into Stripe's dashboard and when Stripe last called it.
import { CreditCard } from 'lucide-react'
import { useQuery } from '@tanstack/react-query'
import type { StripeIntegration } from '../../../domain/settings/stripe-integration'
import { ActionCard } from '../../components/action-card'
import { StatusBadgeLine } from '../../components/status-badge-line'
import { formatDateTime } from '../../lib/format'
import { stripeQueries } from './stripe-api'

export const NO_STRIPE_KEYS_EXPLAINED =
  'Online payments are off: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET on the server. Until then clients see your payment instructions (Business / Branding) and no Pay button.'

export const WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'charge.refunded',
]

function StripeRows({ state }: { state: StripeIntegration }) {
  const rows: [string, string][] = [
    ['Keys', state.configured ? 'Set' : 'Not set'],
    ['Webhook address', state.webhook_url],
    ['Events to send', WEBHOOK_EVENTS.join(', ')],
    [
      'Last webhook',
      state.last_webhook_at === null
        ? 'None received yet'
        : `${formatDateTime(state.last_webhook_at)} (${state.last_event_type ?? ''})`,
    ],
  ]
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function StripeSection() {
  const state = useQuery(stripeQueries.state())
  const data = state.data
  return (
    <ActionCard
      id="stripe"
      title="Stripe: online payments"
      description={
        <StatusBadgeLine
          isOn={data?.configured}
          icon={CreditCard}
          on="Clients can pay online"
          off="Off: no Stripe keys"
          isError={state.isError}
          errorText="Could not load the Stripe status"
        />
      }
    >
      {data ? (
        <>
          {!data.configured ? (
            <p role="status" className="text-sm">
              {NO_STRIPE_KEYS_EXPLAINED}
            </p>
          ) : null}
          {!data.public_url_is_set ? (
            <p className="text-muted-foreground text-sm">
              PUBLIC_URL is not set: the webhook address below is this server’s own, which Stripe
              cannot reach from the internet.
            </p>
          ) : null}
          <p className="text-muted-foreground text-sm">
            In Stripe’s dashboard (Developers › Webhooks), add an endpoint with this address and
            these events; its signing secret is STRIPE_WEBHOOK_SECRET.
          </p>
          <StripeRows state={data} />
        </>
      ) : null}
    </ActionCard>
  )
}
