import { Bell } from 'lucide-react'
import { InfoPage } from './info-page'

export function NotificationsPage() {
  return (
    <InfoPage
      title="Notifications"
      subtitle="How the app lets you know what happened."
      icon={Bell}
      explanation="Confirmations and alerts appear in the app as they happen (Alt+T shows them). Email and text notifications are not set up for this workspace."
    />
  )
}
