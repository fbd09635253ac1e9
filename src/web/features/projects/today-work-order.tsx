// A Today card's work order (issue #33): the checklist and materials under a disclosure, the same
// editor as the job page's (every tick through the phone's outbox), so the crew works through it on
// Today, also without signal. Loaded after Today's first render, and it asks for the day's work
// orders at once, so they are on the phone before the signal goes.
import type { QueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { DisclosureButton } from '../../components/disclosure-button'
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
      <DisclosureButton
        isOpen={isOpen}
        onToggle={() => setOpen((open) => !open)}
        controls={panelId}
        text={{ closed: 'Work order', open: 'Hide work order' }}
        name={{
          closed: `Show the work order of ${title}`,
          open: `Hide the work order of ${title}`,
        }}
      />
      <div id={panelId} hidden={!isOpen}>
        {isOpen ? <JobWorkOrderTab jobId={jobId} /> : null}
      </div>
    </div>
  )
}
