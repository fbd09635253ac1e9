// Subtotal, Tax (8%), Rounding, a deposit already paid, and Total of an estimate or an invoice, as
// on the forms, the detail pages and the PDF (decisions 040, 058): the lines add up to the total.
// The figures come from the one domain rule (estimateFigures); this only shows them.
import type { EstimateFigures } from '../../domain/sales/estimate-figures'
import { formatSignedCents, namedTaxLabel } from '../../domain/sales/estimate-figures'
import { fromCents } from '../../domain/shared/money'
import { cn } from '../lib/cn'
import { formatDollars } from '../lib/format'
import { formatMoneyCents } from '../lib/money-text'

export type DocumentTotalsProps = {
  figures: Pick<EstimateFigures, 'subtotal_cents' | 'tax_cents' | 'rounding_cents'>
  /** The total shown: the figures' total (less a deposit, on a final invoice). */
  total_cents: number
  /** The rate the document was made with (0.08 shows 'Tax (8%)'); null: no tax line. */
  taxRate: number | null
  /** The tax's name the document was made with ('GST (5%)'); the default or none: 'Tax (8%)'. */
  taxName?: string | null
  /** Whether the document rounds its total (the Rounding line shows). */
  showRounding: boolean
  /** A deposit already paid, taken off (a final invoice). */
  deposit_cents?: number
  className?: string
}

export function DocumentTotals({
  figures,
  total_cents,
  taxRate,
  taxName,
  showRounding,
  deposit_cents = 0,
  className,
}: DocumentTotalsProps) {
  return (
    // No column gap, so the rule above Total runs unbroken; the amounts keep their distance by padding.
    <dl
      className={cn('ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-y-2 text-sm', className)}
    >
      <dt className="text-muted-foreground">Subtotal</dt>
      <dd className="pl-6 text-right tabular-nums">
        {formatMoneyCents(fromCents(figures.subtotal_cents))}
      </dd>
      {taxRate !== null && (
        <>
          <dt className="text-muted-foreground">{namedTaxLabel(taxRate, taxName)}</dt>
          <dd className="pl-6 text-right tabular-nums">
            {formatMoneyCents(fromCents(figures.tax_cents))}
          </dd>
        </>
      )}
      {(showRounding || figures.rounding_cents !== 0) && (
        <>
          <dt className="text-muted-foreground">Rounding</dt>
          <dd className="pl-6 text-right tabular-nums">
            {formatSignedCents(figures.rounding_cents)}
          </dd>
        </>
      )}
      {deposit_cents > 0 && (
        <>
          <dt className="text-muted-foreground">Deposit paid</dt>
          <dd className="pl-6 text-right tabular-nums">{formatSignedCents(-deposit_cents)}</dd>
        </>
      )}
      <dt className="border-t pt-2 text-base font-semibold">Total</dt>
      <dd className="border-t pt-2 pl-6 text-right text-base font-semibold tabular-nums">
        {formatDollars(fromCents(total_cents))}
      </dd>
    </dl>
  )
}
