// The job's work order: the editor, or a button to create one.
import { useQuery } from '@tanstack/react-query'
import { ClipboardList, Plus } from 'lucide-react'
import { BusyIcon } from '../../components/busy-icon'
import { QueryError } from '../../components/query-error'
import { Button } from '../../components/ui/button'
import { Card, CardContent } from '../../components/ui/card'
import { EmptyState } from '../../components/ui/empty-state'
import { Skeleton } from '../../components/ui/skeleton'
import { toastError, toastSuccess } from '../../lib/toast'
import { jobQueries, useCreateWorkOrder } from './api'
import { WorkOrderEditor } from './work-order-editor'
import { useAccess } from '../../lib/access'

export function JobWorkOrderTab({ jobId }: { jobId: string }) {
  const orders = useQuery(jobQueries.workOrders(jobId))
  const create = useCreateWorkOrder()
  // Creating one is for those who plan every job's work (not a Crew user, who works on theirs).
  const canCreate = useAccess().canAll('work-orders:write')
  if (orders.isPending) return <Skeleton className="h-64 w-full rounded-xl" />
  if (orders.isError) {
    return <QueryError error={orders.error} onRetry={() => void orders.refetch()} />
  }
  if (orders.data.items.length === 0) {
    return (
      <EmptyState
        icon={<ClipboardList />}
        title="No work order yet"
        description="Create one to track the materials and the checklist of this job."
        action={
          canCreate ? (
            <Button
              disabled={create.isPending}
              onClick={() =>
                create.mutate(
                  { job_id: jobId, materials: [], checklist: [] },
                  {
                    onSuccess: () => toastSuccess('Work order created'),
                    onError: (error) => toastError('Error', error.message),
                  },
                )
              }
            >
              <BusyIcon isBusy={create.isPending} icon={Plus} />
              Create Work Order
            </Button>
          ) : undefined
        }
      />
    )
  }
  return (
    <div className="flex flex-col gap-4">
      {orders.data.items.map((order) => (
        <Card key={order.id}>
          <CardContent>
            <WorkOrderEditor order={order} />
          </CardContent>
        </Card>
      ))}
    </div>
  )
}
