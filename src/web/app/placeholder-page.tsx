import { Inbox } from 'lucide-react'
import { Page } from '../components/layout/page'
import { PageHeader } from '../components/layout/page-header'
import { EmptyState } from '../components/ui/empty-state'

/** Stands in for a screen that a later issue builds: its title and 'No data yet'. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Page>
      <PageHeader title={title} />
      <EmptyState icon={<Inbox />} title="No data yet" />
    </Page>
  )
}
