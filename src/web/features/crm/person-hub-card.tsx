// A person's "Client hub" card (issue #31 section 1): how many hub links they were sent, their last
// visit, "Send hub link" and "Revoke access" (after a confirm). Server mode, for the office (Owner,
// Office); the browser-only demo has no hub and says so.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { useCan } from '../../lib/access'
import { isDemoMode } from '../../lib/env'
import { formatDateTime } from '../../lib/format'
import { toastMailOutcome } from '../../lib/send-toasts'
import { toastError, toastSuccess } from '../../lib/toast'
import { personHubQuery, useRevokeHubAccess, useSendHubLink } from './person-hub-api'

export const HUB_DEMO_TEXT = 'Client hub: available when the app runs on a server'
export const SEND_HUB_LINK = 'Send hub link'
export const REVOKE_HUB_ACCESS = 'Revoke access'

type Props = { personId: string; email: string }

export function PersonHubCard({ personId, email }: Props) {
  const canSee = useCan('hub:read')
  if (!canSee) return null
  if (isDemoMode) {
    return (
      <Card>
        <CardContent>
          <p className="text-sm text-muted-foreground">{HUB_DEMO_TEXT}</p>
        </CardContent>
      </Card>
    )
  }
  return <HubCard personId={personId} email={email} />
}

function HubCard({ personId, email }: Props) {
  const status = useQuery(personHubQuery(personId))
  const canChange = useCan('hub:write')
  const send = useSendHubLink(personId)
  const revoke = useRevokeHubAccess(personId)
  const [confirming, setConfirming] = useState(false)
  const sendLink = () =>
    send.mutate(undefined, {
      onSuccess: ({ message }) => toastMailOutcome(message, email, 'Hub link sent'),
      onError: (error) => toastError('Could not send the hub link', error.message),
    })
  const revokeAccess = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false)
        toastSuccess('Hub access revoked', 'Every link and hub session of this client has ended.')
      },
      onError: (error) => {
        setConfirming(false)
        toastError('Could not revoke access', error.message)
      },
    })
  return (
    <Card>
      <CardHeader>
        <CardTitle>Client hub</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {status.isPending ? (
          <Skeleton className="h-11 w-full" />
        ) : status.isError ? (
          <p className="text-sm">Could not load this client’s hub access.</p>
        ) : (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Links sent</dt>
              <dd>{status.data.links_sent}</dd>
              <dt className="text-muted-foreground">Last visit</dt>
              <dd>
                {status.data.last_visit_at === null
                  ? 'Never'
                  : formatDateTime(status.data.last_visit_at)}
              </dd>
            </dl>
            {status.data.revoked ? (
              <p className="text-sm">
                Access revoked: no link is sent until you send one with “{SEND_HUB_LINK}”.
              </p>
            ) : null}
            {canChange ? (
              <div className="flex flex-wrap gap-2">
                <Button
                  className="min-h-11 sm:min-h-9"
                  disabled={send.isPending}
                  onClick={sendLink}
                >
                  {SEND_HUB_LINK}
                </Button>
                <Button
                  variant="outline"
                  className="min-h-11 sm:min-h-9"
                  disabled={status.data.revoked && status.data.links_sent === 0}
                  onClick={() => setConfirming(true)}
                >
                  {REVOKE_HUB_ACCESS}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Revoke hub access?"
        description="Every hub link and hub session of this client ends now, and their e-mails carry no hub link until you send one."
        confirmLabel={REVOKE_HUB_ACCESS}
        busyLabel="Revoking…"
        isBusy={revoke.isPending}
        isDestructive
        onConfirm={revokeAccess}
      />
    </Card>
  )
}
