// Settings > Integrations. The browser-only demo connects nothing and keeps SPEC's page; on the
// server, Stripe's online payments (issue #31 section 3).
import { Plug } from 'lucide-react'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { isDemoMode } from '../../lib/env'
import { InfoPage } from './info-page'
import { StripeSection } from './stripe-section'

export function IntegrationsPage() {
  if (isDemoMode) {
    return (
      <InfoPage
        title="Integrations"
        subtitle="Connect other tools to this workspace."
        icon={Plug}
        explanation="No integrations are connected. Everything in Groundwork works on its own, and all data can be exported as JSON from Settings > Demo."
      />
    )
  }
  return (
    <Page className="max-w-4xl">
      <PageHeader title="Integrations" description="Connect other tools to this workspace." />
      <StripeSection />
    </Page>
  )
}
