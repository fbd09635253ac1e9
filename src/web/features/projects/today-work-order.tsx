// A Today card's work order (issue #33): the checklist and materials under a disclosure, the same
// editor as the job page's (every tick through the phone's outbox), so the crew works through it on
// Today, also without signal. The editor's code loads when it is first opened (the field app's
// worker keeps it for offline use); the day's work orders are asked for with the cards, so they are
// on the phone before the signal goes.
import type { QueryClient } from '@tanstack/react-query'
import { lazy } from 'react'
import { Disclosure } from '../../components/disclosure'
import { Skeleton } from '../../components/ui/skeleton'
import { jobWorkOrdersQuery } from './job-work-orders-query'

const JobWorkOrderTab = lazy(() =>
  import('./job-work-order-tab').then((m) => ({ default: m.JobWorkOrderTab })),
)

/** Asks for each job's work orders (kept on the phone with Today's cards: app/field/field-cache). */
export function prefetchWorkOrders(queryClient: QueryClient, jobIds: readonly string[]): void {
  for (const id of jobIds) void queryClient.prefetchQuery(jobWorkOrdersQuery(id))
}

export function TodayWorkOrder({ jobId, title }: { jobId: string; title: string }) {
  return (
    <Disclosure
      text={{ closed: 'Work order', open: 'Hide work order' }}
      name={{ closed: `Show the work order of ${title}`, open: `Hide the work order of ${title}` }}
      fallback={<Skeleton className="h-40 w-full rounded-xl" />}
    >
      <JobWorkOrderTab jobId={jobId} />
    </Disclosure>
  )
}
