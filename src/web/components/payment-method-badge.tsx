import { CreditCard, Landmark } from 'lucide-react'
import type { PaymentMethod } from '../../domain/billing/payment'
import { Badge } from './ui/badge'

export function PaymentMethodBadge({ method }: { method: PaymentMethod }) {
  return (
    <Badge variant={method === 'Card' ? 'info' : 'secondary'}>
      {method === 'Card' ? <CreditCard aria-hidden="true" /> : <Landmark aria-hidden="true" />}
      {method}
    </Badge>
  )
}
