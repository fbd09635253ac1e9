import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { ClipboardList, ExternalLink, Plus } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import type { Job } from '../../../domain/projects/job'
import { LinkButton } from '../../components/link-button'
import { VirtualList } from '../../components/virtual-list'
import { useInfiniteList } from '../../data/use-infinite-list'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { QueryError } from '../../components/query-error'
import { QueryStates } from '../../components/query-states'
import { Button } from '../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog'
import { EmptyState } from '../../components/ui/empty-state'
import { Skeleton } from '../../components/ui/skeleton'
import { isNotFound } from '../../data/api-error'
import { useRecordsById } from '../../data/use-records-by-id'
import { formatCount } from '../../lib/format'
import { workOrderQueries } from './api'
import { jobHref } from '../../lib/job-links'
import { WorkOrderCard, WorkOrderCardSkeleton } from './work-order-card'
import { WorkOrderEditor } from './work-order-editor'
import { WorkOrderNewDialog } from './work-order-new-dialog'
import { useAccess } from '../../lib/access'

export function WorkOrdersPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const openId = searchParams.get('open')
  const [isCreating, setCreating] = useState(false)
  const canCreate = useAccess().canAll('work-orders:write')
  const query = useInfiniteQuery(workOrderQueries.list())
  const list = useInfiniteList(query)
  const { items: orders, total } = list
  const jobs = useRecordsById<Job>(
    'jobs',
    orders.map((o) => o.job_id),
  )

  function setOpen(id: string | null) {
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (id) next.set('open', id)
        else next.delete('open')
        return next
      },
      { preventScrollReset: true },
    )
  }

  return (
    <Page>
      <PageHeader
        title="Work Orders"
        description={
          total !== undefined ? (
            <span aria-live="polite">{formatCount(total, 'work order')}</span>
          ) : (
            <Skeleton className="h-4 w-24" />
          )
        }
        actions={
          canCreate ? (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              New Work Order
            </Button>
          ) : null
        }
      />

      <QueryStates
        query={query}
        isPending={list.isPending}
        isEmpty={orders.length === 0}
        keepRowsOnError
        loading={
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <WorkOrderCardSkeleton key={i} />
            ))}
          </div>
        }
        empty={
          <EmptyState
            icon={<ClipboardList />}
            title="No work orders yet"
            description="Create one for a job to track its materials and checklist."
          />
        }
      >
        <VirtualList
          label="Work orders"
          items={orders}
          total={total}
          getKey={(order) => order.id}
          renderItem={(order) => {
            const job = jobs.get(order.job_id)
            return (
              <WorkOrderCard
                order={order}
                jobTitle={job === undefined ? undefined : (job?.title ?? null)}
                href={`?open=${order.id}`}
              />
            )
          }}
          columns={{ base: 1, sm: 2, xl: 3 }}
          estimateRowHeight={150}
          paging={list}
        />
      </QueryStates>

      <WorkOrderNewDialog
        open={isCreating}
        onOpenChange={setCreating}
        onCreated={(order) => {
          setCreating(false)
          setOpen(order.id)
        }}
      />
      <WorkOrderDialog id={openId} onClose={() => setOpen(null)} />
    </Page>
  )
}

function WorkOrderDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const order = useQuery({ ...workOrderQueries.detail(id ?? ''), enabled: !!id })
  const jobs = useRecordsById<Job>('jobs', [order.data?.job_id])
  const job = order.data ? jobs.get(order.data.job_id) : undefined
  return (
    <Dialog open={!!id} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Work Order</DialogTitle>
          <DialogDescription>
            {job ? job.title : order.isError ? 'Not available' : 'Loading…'}
          </DialogDescription>
        </DialogHeader>
        {order.isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : order.isError ? (
          isNotFound(order.error) ? (
            <EmptyState icon={<ClipboardList />} title="Work order not found" />
          ) : (
            <QueryError error={order.error} onRetry={() => void order.refetch()} />
          )
        ) : (
          <>
            <WorkOrderEditor order={order.data} />
            {job ? (
              <LinkButton
                to={jobHref(job.id)}
                icon={ExternalLink}
                variant="outline"
                className="w-fit"
              >
                Open job
              </LinkButton>
            ) : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
