import { Badge, type BadgeProps } from '../../components/ui/badge'

const variantByAvailability: Record<string, BadgeProps['variant']> = {
  Available: 'success',
  'On Job': 'info',
  Off: 'muted',
}

/** Availability is free text; the usual values get their own colour. */
export function AvailabilityBadge({ availability }: { availability: string }) {
  return (
    <Badge variant={variantByAvailability[availability] ?? 'secondary'}>
      {availability || 'Unknown'}
    </Badge>
  )
}

export function formatHourlyRate(rate: number): string {
  return `$${Number.isInteger(rate) ? rate : rate.toFixed(2)}/hr`
}
