// Subtotal, Tax (8%) and Total (rounded to whole dollars), as on the form and the estimate page.
import { ESTIMATE_TAX_RATE, taxAmount } from '../../../domain/sales/estimate-totals'
import { cn } from '../../lib/cn'
import { formatDollars } from '../../lib/format'
import { formatMoneyCents } from './money-text'

export function EstimateTotalsBox({
  subtotal,
  total,
  className,
}: {
  subtotal: number
  total: number
  className?: string
}) {
  return (
    // No column gap, so the rule above Total runs unbroken; the amounts keep their distance by padding.
    <dl
      className={cn('ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-y-2 text-sm', className)}
    >
      <dt className="text-muted-foreground">Subtotal</dt>
      <dd className="pl-6 text-right tabular-nums">{formatMoneyCents(subtotal)}</dd>
      <dt className="text-muted-foreground">Tax ({Math.round(ESTIMATE_TAX_RATE * 100)}%)</dt>
      <dd className="pl-6 text-right tabular-nums">{formatMoneyCents(taxAmount(subtotal))}</dd>
      <dt className="border-t pt-2 text-base font-semibold">Total</dt>
      <dd className="border-t pt-2 pl-6 text-right text-base font-semibold tabular-nums">
        {formatDollars(total)}
      </dd>
    </dl>
  )
}
