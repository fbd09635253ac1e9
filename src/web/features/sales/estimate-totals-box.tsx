// Subtotal, Tax (8%), Rounding and Total (rounded to whole dollars), as on the form, the estimate
// page and the PDF (decision 040): the rounding line makes the shown lines add up to the total.
import { estimateFigures, formatSignedCents } from '../../../domain/sales/estimate-figures'
import { ESTIMATE_TAX_RATE } from '../../../domain/sales/estimate-totals'
import { fromCents } from '../../../domain/shared/money'
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
  const figures = estimateFigures({ subtotal, total })
  return (
    // No column gap, so the rule above Total runs unbroken; the amounts keep their distance by padding.
    <dl
      className={cn('ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-y-2 text-sm', className)}
    >
      <dt className="text-muted-foreground">Subtotal</dt>
      <dd className="pl-6 text-right tabular-nums">
        {formatMoneyCents(fromCents(figures.subtotal_cents))}
      </dd>
      <dt className="text-muted-foreground">Tax ({Math.round(ESTIMATE_TAX_RATE * 100)}%)</dt>
      <dd className="pl-6 text-right tabular-nums">
        {formatMoneyCents(fromCents(figures.tax_cents))}
      </dd>
      <dt className="text-muted-foreground">Rounding</dt>
      <dd className="pl-6 text-right tabular-nums">{formatSignedCents(figures.rounding_cents)}</dd>
      <dt className="border-t pt-2 text-base font-semibold">Total</dt>
      <dd className="border-t pt-2 pl-6 text-right text-base font-semibold tabular-nums">
        {formatDollars(total)}
      </dd>
    </dl>
  )
}
