// Inbox: client messages beside the open one on wide screens; on phones the open message takes the
// screen with a way back. ?filter=unread (the dashboard's unread tile) shows unread ones only.
import { ArrowLeft, MailOpen } from 'lucide-react'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { cn } from '../../lib/cn'
import { MessageListPanel } from './message-list-panel'
import { MessageReader } from './message-reader'
import { messageCountLine, useMessageList } from './use-message-list'

export function InboxPage() {
  const state = useMessageList()
  const opened = state.opened
  return (
    <Page className="max-w-7xl">
      <PageHeader title="Inbox" description={messageCountLine(state)} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className={cn(opened && 'hidden lg:block')}>
          <MessageListPanel state={state} searchId="inbox-search" />
        </div>
        <section
          aria-label="Open message"
          className={cn(
            'rounded-xl border bg-card p-5 shadow-xs lg:sticky lg:top-6 lg:self-start',
            !opened && 'hidden lg:block',
          )}
        >
          {opened ? (
            <div className="flex flex-col gap-4">
              <Button
                variant="ghost"
                className="-ml-2 w-fit min-h-11 lg:hidden"
                onClick={() => state.open(null)}
              >
                <ArrowLeft aria-hidden="true" />
                Back to Inbox
              </Button>
              <MessageReader message={opened} person={state.personOf(opened.person_id)} />
            </div>
          ) : (
            <EmptyState
              className="border-0 bg-transparent"
              icon={<MailOpen />}
              title="Select a message to read it"
            />
          )}
        </section>
      </div>
    </Page>
  )
}
