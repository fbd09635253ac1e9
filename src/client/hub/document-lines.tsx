// An estimate's or invoice's lines and figures as the PDF prints them: stacked cards on a phone, a
// table from the sm breakpoint up; then subtotal, "Tax (8%)", Rounding when not 0, and the total.
import type { DocumentLine } from '../../domain/sales/estimate-document'
import { money, taxLabel } from '../lib/hub-format'

export function DocumentLines({ lines }: { lines: DocumentLine[] }) {
  if (lines.length === 0) return <p className="text-muted-foreground">No lines.</p>
  return (
    <>
      <ul className="flex flex-col gap-3 sm:hidden" aria-label="Lines">
        {lines.map((line, index) => (
          <li key={index} className="rounded-lg border bg-card p-4">
            <p className="font-medium">{line.desc}</p>
            <dl className="mt-2 grid grid-cols-2 gap-1 text-sm">
              <dt className="text-muted-foreground">Quantity</dt>
              <dd className="text-right">{line.qty}</dd>
              <dt className="text-muted-foreground">Price</dt>
              <dd className="text-right">{money(line.price_cents)}</dd>
              <dt className="font-medium">Amount</dt>
              <dd className="text-right font-medium">{money(line.amount_cents)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <table className="hidden w-full border-collapse text-left sm:table">
        <caption className="sr-only">Lines</caption>
        <thead>
          <tr className="border-b text-sm text-muted-foreground">
            <th scope="col" className="py-2 pr-4 font-medium">
              Description
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Qty
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Price
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index} className="border-b">
              <td className="py-2 pr-4">{line.desc}</td>
              <td className="py-2 pr-4 text-right">{line.qty}</td>
              <td className="py-2 pr-4 text-right">{money(line.price_cents)}</td>
              <td className="py-2 text-right">{money(line.amount_cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}

export type Figures = {
  subtotal_cents: number
  tax_cents: number
  tax_rate: number
  rounding_cents: number
  total_cents: number
}

/** The figures under the lines; `extra` rows (paid, balance due) follow the total. */
export function DocumentTotals({
  figures,
  extra = [],
}: {
  figures: Figures
  extra?: { label: string; cents: number; isStrong?: boolean }[]
}) {
  const rows = [
    { label: 'Subtotal', cents: figures.subtotal_cents },
    { label: taxLabel(figures.tax_rate), cents: figures.tax_cents },
    ...(figures.rounding_cents !== 0 ? [{ label: 'Rounding', cents: figures.rounding_cents }] : []),
    { label: 'Total', cents: figures.total_cents, isStrong: true },
    ...extra,
  ]
  return (
    <dl className="ml-auto grid w-full max-w-xs grid-cols-2 gap-x-4 gap-y-1">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className={row.isStrong ? 'font-semibold' : 'text-muted-foreground'}>{row.label}</dt>
          <dd className={`text-right ${row.isStrong ? 'font-semibold' : ''}`}>
            {money(row.cents)}
          </dd>
        </div>
      ))}
    </dl>
  )
}
