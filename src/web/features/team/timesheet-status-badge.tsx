// A timesheet's status as a badge: Open, Submitted, Approved.
import type { TimesheetStatus } from '../../../domain/time/time-api'
import { Badge } from '../../components/ui/badge'

const LOOK: Record<TimesheetStatus, { label: string; variant: 'muted' | 'info' | 'success' }> = {
  open: { label: 'Open', variant: 'muted' },
  submitted: { label: 'Submitted', variant: 'info' },
  approved: { label: 'Approved', variant: 'success' },
}

export function TimesheetStatusBadge({ status }: { status: TimesheetStatus }) {
  const { label, variant } = LOOK[status]
  return <Badge variant={variant}>{label}</Badge>
}

export function OvertimeBadge() {
  return <Badge variant="warning">Overtime</Badge>
}
