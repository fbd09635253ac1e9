// Settings > Integrations, Stripe (issue #31 section 3, server mode): whether its keys are set, when
// its webhook last brought an event, and the address to paste into Stripe.
import { queryOptions } from '@tanstack/react-query'
import type { StripeIntegration } from '../../../domain/settings/stripe-integration'
import { api } from '../../data/api-client'

export const stripeQueries = {
  state: () =>
    queryOptions({
      queryKey: ['integrations', 'stripe'] as const,
      queryFn: ({ signal }) => api.get<StripeIntegration>('/api/integrations/stripe', { signal }),
    }),
}
