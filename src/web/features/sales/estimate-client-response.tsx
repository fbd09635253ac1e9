// The estimate page's "Client response" card (issue #31 section 2): the client's approval in the
// client hub ("Approved by {name} on {date}", with the IP address and browser it came from) or each
// change request with its time and message. Server mode only: the demo has no hub; nothing shows
// until the client has answered.
import { useQuery } from '@tanstack/react-query'
import { MessageSquareText, PenLine } from 'lucide-react'
import type { ClientResponses } from '../../../domain/hub/estimate-response'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { isDemoMode } from '../../lib/env'
import { formatDateTime } from '../../lib/format'
import { estimateQueries } from './estimate-api'

export function EstimateClientResponseCard({ estimateId }: { estimateId: string }) {
  const responses = useQuery(estimateQueries.clientResponses(estimateId))
  if (isDemoMode || !responses.data) return null
  return <ClientResponseCard responses={responses.data} />
}

export function ClientResponseCard({ responses }: { responses: ClientResponses }) {
  const { approval, change_requests: changes } = responses
  if (!approval && changes.length === 0) return null
  return (
    <Card>
      <CardHeader>
        <CardTitle>Client response</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        {approval ? (
          <div className="flex gap-2">
            <PenLine aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <div>
              <p className="font-medium">
                Approved by {approval.name} on {formatDateTime(approval.approved_at)}
              </p>
              <p className="text-muted-foreground">
                IP {approval.ip ?? 'unknown'} &middot; {approval.browser}
              </p>
            </div>
          </div>
        ) : null}
        {changes.length > 0 ? (
          <ul className="flex flex-col gap-3" aria-label="Change requests">
            {changes.map((change) => (
              <li key={`${change.at}-${change.message}`} className="flex gap-2">
                <MessageSquareText
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                />
                <div className="min-w-0">
                  <p className="font-medium">Changes requested {formatDateTime(change.at)}</p>
                  <p className="break-words whitespace-pre-wrap">{change.message}</p>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  )
}
