import { Plug } from 'lucide-react'
import { InfoPage } from './info-page'

export function IntegrationsPage() {
  return (
    <InfoPage
      title="Integrations"
      subtitle="Connect other tools to this workspace."
      icon={Plug}
      explanation="No integrations are connected. Everything in Groundwork works on its own, and all data can be exported as JSON from Settings > Demo."
    />
  )
}
