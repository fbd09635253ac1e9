// "Confirmed by the client on {date}" on the job page, when the client confirmed the visit in the
// client hub for the job's current date (issue #31 section 2). Server mode only: the demo has no hub
// and shows nothing.
import { useQuery } from '@tanstack/react-query'
import { CircleCheck } from 'lucide-react'
import { isDemoMode } from '../../lib/env'
import { formatDate } from '../../lib/format'
import { jobConfirmationQuery } from './job-confirmation-api'

export const confirmedByClientText = (confirmedAt: number): string =>
  `Confirmed by the client on ${formatDate(confirmedAt)}`

export function JobClientConfirmation({ jobId }: { jobId: string }) {
  if (isDemoMode) return null
  return <Confirmation jobId={jobId} />
}

function Confirmation({ jobId }: { jobId: string }) {
  const confirmation = useQuery(jobConfirmationQuery(jobId))
  const confirmedAt = confirmation.data?.confirmed_at ?? null
  if (confirmedAt === null) return null
  return (
    <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
      <CircleCheck aria-hidden="true" className="size-4 text-success" />
      {confirmedByClientText(confirmedAt)}
    </p>
  )
}
