// Messages (the phone's Messages tab): client messages with search and an unread filter; a message
// opens in a dialog and is marked read. Team Chat is one tap away.
import { Users } from 'lucide-react'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog'
import { LinkButton } from '../../components/link-button'
import { MessageListPanel } from './message-list-panel'
import { MessageReader } from './message-reader'
import { messageCountLine, useMessageList } from './use-message-list'

export function MessagesPage() {
  const state = useMessageList()
  return (
    <Page>
      <PageHeader
        title="Messages"
        description={messageCountLine(state)}
        actions={
          <LinkButton to="/messages/team" icon={Users} variant="outline">
            Team Chat
          </LinkButton>
        }
      />
      <MessageListPanel state={state} searchId="messages-search" />
      <Dialog open={state.opened !== null} onOpenChange={(open) => !open && state.open(null)}>
        <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
          <DialogTitle className="sr-only">{state.opened?.subject ?? 'Message'}</DialogTitle>
          <DialogDescription className="sr-only">
            The full message and ways to reply
          </DialogDescription>
          {state.opened ? (
            <MessageReader message={state.opened} person={state.personOf(state.opened.person_id)} />
          ) : null}
        </DialogContent>
      </Dialog>
    </Page>
  )
}
