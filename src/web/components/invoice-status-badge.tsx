import type { InvoiceStatus } from '../../domain/billing/invoice-status'
import { Badge, type BadgeProps } from './ui/badge'

const variantByStatus: Record<InvoiceStatus, BadgeProps['variant']> = {
  Pending: 'info',
  Unpaid: 'warning',
  Overdue: 'destructive',
  Paid: 'success',
}

/** Pass the effective status (effectiveInvoiceStatus), so an unpaid invoice past due shows Overdue. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge variant={variantByStatus[status]}>{status}</Badge>
}
