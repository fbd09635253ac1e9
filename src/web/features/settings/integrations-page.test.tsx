// @vitest-environment jsdom
// Settings > Integrations (server mode): Stripe's state, never its keys; the webhook address to paste
// into Stripe and when it was last called; what to do when the keys are not set.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { StripeIntegration } from '../../../domain/settings/stripe-integration'
import { renderApp } from '../../test/render-app'
import '../../test/setup'
import { NO_STRIPE_KEYS_EXPLAINED } from './stripe-section'

const answer = (state: Partial<StripeIntegration>) => (req: { path: string }) =>
  req.path === '/api/integrations/stripe'
    ? {
        status: 200,
        body: {
          configured: true,
          webhook_url: 'https://crm.example.com/api/stripe/webhook',
          public_url_is_set: true,
          last_webhook_at: null,
          last_event_type: null,
          ...state,
        },
      }
    : { status: 404, body: null }

describe('Settings > Integrations', () => {
  it('shows the webhook address and the last webhook received', async () => {
    renderApp(
      '/settings/integrations',
      answer({
        last_webhook_at: new Date(2026, 10, 23, 15, 5).getTime(),
        last_event_type: 'checkout.session.completed',
      }),
    )
    const card = within(await screen.findByRole('region', { name: 'Stripe: online payments' }))
    expect(await card.findByText('Clients can pay online')).toBeInTheDocument()
    expect(card.getByText('https://crm.example.com/api/stripe/webhook')).toBeInTheDocument()
    expect(card.getByText('Nov 23, 2026, 3:05 PM (checkout.session.completed)')).toBeInTheDocument()
    expect(card.queryByText(NO_STRIPE_KEYS_EXPLAINED)).not.toBeInTheDocument()
  })

  it('says online payments are off without the keys, and that Stripe cannot reach this server', async () => {
    renderApp(
      '/settings/integrations',
      answer({
        configured: false,
        public_url_is_set: false,
        webhook_url: 'http://127.0.0.1:3000/api/stripe/webhook',
      }),
    )
    const card = within(await screen.findByRole('region', { name: 'Stripe: online payments' }))
    expect(await card.findByText('Off: no Stripe keys')).toBeInTheDocument()
    expect(card.getByRole('status')).toHaveTextContent(NO_STRIPE_KEYS_EXPLAINED)
    expect(card.getByText(/PUBLIC_URL is not set/)).toBeInTheDocument()
    expect(card.getByText('None received yet')).toBeInTheDocument()
  })
})
