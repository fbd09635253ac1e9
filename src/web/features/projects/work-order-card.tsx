import { Briefcase, Package } from 'lucide-react'
import { checklistProgress, type WorkOrder } from '../../../domain/projects/work-order'
import { CardLink } from '../../components/record-card'
import { CardSkeleton, TAGS_SKELETON } from '../../components/card-skeleton'
import { Skeleton } from '../../components/ui/skeleton'
import { ChecklistProgress } from './checklist-progress'

const SHOWN_MATERIALS = 4

export type WorkOrderCardProps = {
  order: WorkOrder
  /** undefined while loading, null when the job is gone */
  jobTitle: string | null | undefined
  href: string
}

export function WorkOrderCard({ order, jobTitle, href }: WorkOrderCardProps) {
  const progress = checklistProgress(order)
  const extra = order.materials.length - SHOWN_MATERIALS
  return (
    <CardLink to={href}>
      <div className="flex items-start gap-2">
        <Briefcase aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        {jobTitle === undefined ? (
          <Skeleton className="h-4 w-2/3" />
        ) : (
          <p className="min-w-0 font-semibold group-hover:text-primary">
            {jobTitle ?? 'Job removed'}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <span className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
          <Package aria-hidden="true" className="size-3.5" />
          Materials
        </span>
        {order.materials.length === 0 ? (
          <span className="text-sm text-muted-foreground">None listed</span>
        ) : (
          <ul className="flex flex-wrap gap-1.5" aria-label="Materials">
            {order.materials.slice(0, SHOWN_MATERIALS).map((material, i) => (
              <li key={`${i}-${material}`} className="rounded-md bg-secondary px-2 py-0.5 text-xs">
                {material}
              </li>
            ))}
            {extra > 0 ? (
              <li className="rounded-md px-1 py-0.5 text-xs text-muted-foreground">
                +{extra} more
              </li>
            ) : null}
          </ul>
        )}
      </div>
      <div className="mt-auto">
        <ChecklistProgress done={progress.done} total={progress.total} />
      </div>
    </CardLink>
  )
}

export function WorkOrderCardSkeleton() {
  return <CardSkeleton parts={['h-4 w-2/3', 'h-3 w-20', TAGS_SKELETON, 'h-2 w-full']} />
}
