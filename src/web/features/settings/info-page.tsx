// Settings pages with nothing to configure in this product yet (SPEC: 'No data yet'), each saying
// why, so the page is an answer rather than a dead end.
import type { LucideIcon } from 'lucide-react'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { EmptyState } from '../../components/ui/empty-state'

export function InfoPage({
  title,
  subtitle,
  icon: Icon,
  explanation,
}: {
  title: string
  subtitle: string
  icon: LucideIcon
  explanation: string
}) {
  return (
    <Page className="max-w-4xl">
      <PageHeader title={title} description={subtitle} />
      <EmptyState icon={<Icon />} title="No data yet" description={explanation} />
    </Page>
  )
}
