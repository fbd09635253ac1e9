import { Banknote, CreditCard, Landmark, Receipt, Wallet, type LucideIcon } from 'lucide-react'
import type { PaymentMethod } from '../../domain/billing/payment'
import { Badge } from './ui/badge'

const ICONS: Record<PaymentMethod, LucideIcon> = {
  Card: CreditCard,
  ACH: Landmark,
  Cash: Banknote,
  Check: Receipt,
  Other: Wallet,
}

/** 'Card', 'ACH', 'Cash', 'Check #1042', 'Other' (issue #34 section 5). */
export function PaymentMethodBadge({
  method,
  checkNumber,
}: {
  method: PaymentMethod
  checkNumber?: string | undefined
}) {
  const Icon = ICONS[method] ?? Wallet
  return (
    <Badge variant={method === 'Card' ? 'info' : 'secondary'}>
      <Icon aria-hidden="true" />
      {method === 'Check' && checkNumber ? `Check #${checkNumber}` : method}
    </Badge>
  )
}
