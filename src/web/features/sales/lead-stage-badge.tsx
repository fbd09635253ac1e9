import type { LeadStage } from '../../../domain/sales/lead'
import { Badge, type BadgeProps } from '../../components/ui/badge'

const variantByStage: Record<LeadStage, BadgeProps['variant']> = {
  New: 'info',
  Contacted: 'secondary',
  Quoted: 'warning',
  Won: 'success',
  Lost: 'muted',
}

export function LeadStageBadge({ stage }: { stage: LeadStage }) {
  return <Badge variant={variantByStage[stage]}>{stage}</Badge>
}
