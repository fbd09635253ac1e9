// The live totals of an invoice's line items on the Create Invoice form, by the one figures rule at
// the business's rate and rounding (decision 058), less the deposit paid on the work's deposit
// invoice (decision 059): read here from its payments, as the API takes it off when saving.
import { useQuery } from '@tanstack/react-query'
import { amountPaid } from '../../../domain/billing/invoice'
import { invoiceFigures } from '../../../domain/billing/invoice-lines'
import type { NamedDocumentRates } from '../../../domain/sales/estimate-figures'
import { fromCents, toCents } from '../../../domain/shared/money'
import { DocumentTotals } from '../../components/document-totals'
import { keptRows, type LineItemRow } from '../../components/line-items-editor'
import { invoiceQueries } from './api'

/** What was paid on the deposit invoice (at most its amount); undefined while it loads or failed. */
function useDepositPaid(depositId: string | null) {
  const isNamed = depositId !== null
  const deposit = useQuery({ ...invoiceQueries.detail(depositId ?? ''), enabled: isNamed })
  const payments = useQuery({ ...invoiceQueries.payments(depositId ?? ''), enabled: isNamed })
  if (!deposit.data || !payments.data) return { number: deposit.data?.number, cents: undefined }
  const cents = Math.min(toCents(amountPaid(payments.data.items)), toCents(deposit.data.amount))
  return { number: deposit.data.number, cents }
}

export function InvoiceItemsTotals({
  rows,
  rates,
  depositInvoiceId,
}: {
  rows: readonly LineItemRow[]
  rates: NamedDocumentRates
  /** The work's deposit invoice, from the draft; null: none. */
  depositInvoiceId: string | null
}) {
  const deposit = useDepositPaid(depositInvoiceId)
  const figures = invoiceFigures({
    line_items: keptRows(rows),
    amount: 0,
    deposit_credit: fromCents(deposit.cents ?? 0),
    ...rates,
  })
  return (
    <div className="flex flex-col gap-2">
      <DocumentTotals
        figures={figures}
        total_cents={figures.amount_cents}
        taxRate={rates.tax}
        taxName={rates.tax_name}
        showRounding={rates.round_totals}
        deposit_cents={figures.deposit_cents}
      />
      {depositInvoiceId !== null ? (
        <p className="ml-auto max-w-xs text-right text-xs text-muted-foreground">
          {deposit.cents === undefined
            ? `The deposit paid${deposit.number ? ` on ${deposit.number}` : ''} is taken off when the invoice is saved.`
            : `Deposit paid on ${deposit.number}: taken off this invoice.`}
        </p>
      ) : null}
    </div>
  )
}
