// A Today card's work order (issue #33): the checklist and materials under a disclosure, the same
// editor as the job page's (every tick through the phone's outbox), so the crew works through it on
// Today, also without signal. Loaded after Today's first render, and it asks for the day's work
// orders at once, so they are on the phone before the signal goes.
import type { QueryClient } from '@tanstack/react-query'
import { ChevronDown } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '../../components/ui/button'
import { cn } from '../../lib/cn'
import { jobQueries } from './api'
import { JobWorkOrderTab } from './job-work-order-tab'

/** Asks for each job's work orders (kept on the phone with Today's cards: app/field/field-cache). */
export function prefetchWorkOrders(queryClient: QueryClient, jobIds: readonly string[]): void {
  for (const id of jobIds) void queryClient.prefetchQuery(jobQueries.workOrders(id))
}

export function TodayWorkOrder({ jobId, title }: { jobId: string; title: string }) {
  const [isOpen, setOpen] = useState(false)
  const panelId = useId()
  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="outline"
        className="min-h-11 justify-between"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={`${isOpen ? 'Hide' : 'Show'} the work order of ${title}`}
        onClick={() => setOpen((open) => !open)}
      >
        {isOpen ? 'Hide work order' : 'Work order'}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform', isOpen && 'rotate-180')}
        />
      </Button>
      <div id={panelId} hidden={!isOpen}>
        {isOpen ? <JobWorkOrderTab jobId={jobId} /> : null}
      </div>
    </div>
  )
}
