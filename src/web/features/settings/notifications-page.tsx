// Settings > Notifications. The browser-only demo sends nothing and keeps SPEC's page; on the
// server each part of e-mail (issue #30) is a section of its own, mounted here with one line.
import { Bell } from 'lucide-react'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { isDemoMode } from '../../lib/env'
import { FollowUpsSection } from './follow-ups-section'
import { InfoPage } from './info-page'
import { MailServerSection } from './mail-server-section'
import { MailTemplatesSection } from './mail-templates-section'
import { OutboxSection } from './outbox-section'

export function NotificationsPage() {
  if (isDemoMode) {
    return (
      <InfoPage
        title="Notifications"
        subtitle="How the app lets you know what happened."
        icon={Bell}
        explanation="Confirmations and alerts appear in the app as they happen (Alt+T shows them). Email and text notifications are not set up for this workspace."
      />
    )
  }
  return (
    <Page className="max-w-6xl">
      <PageHeader
        title="Notifications"
        description="The e-mail the app sends, and how it goes out."
      />
      <div className="flex flex-col gap-6">
        <MailServerSection />
        <OutboxSection />
        <FollowUpsSection />
        <MailTemplatesSection />
      </div>
    </Page>
  )
}
