import type { EstimateStatus } from '../../domain/sales/estimate-status'
import { Badge, type BadgeProps } from './ui/badge'

const variantByStatus: Record<EstimateStatus, BadgeProps['variant']> = {
  Open: 'info',
  Sent: 'warning',
  Accepted: 'success',
}

export function EstimateStatusBadge({ status }: { status: EstimateStatus }) {
  return <Badge variant={variantByStatus[status]}>{status}</Badge>
}
