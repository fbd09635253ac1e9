import { jobStatusLabel, type JobStatus } from '../../domain/projects/job-status'
import { Badge, type BadgeProps } from './ui/badge'

const variantByStatus: Record<JobStatus, BadgeProps['variant']> = {
  Scheduled: 'info',
  'In-Progress': 'warning',
  Done: 'success',
}

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return <Badge variant={variantByStatus[status]}>{jobStatusLabel(status)}</Badge>
}
