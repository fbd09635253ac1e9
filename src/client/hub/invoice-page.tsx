// /hub/invoices/:id (issue #31 section 2): the invoice as its PDF shows it, its payments (refunds
// as "Refund $X"), what is paid and due, and how to pay: "Pay online" (Stripe Checkout) when the
// business takes card payments, else the business's payment instructions. Back from Stripe
// (?payment=done) the page re-reads the invoice for a while: the webhook records the payment.
import { useEffect, useState } from 'react'
import type { HubCheckout, HubInvoice, HubMe } from '../../domain/hub/hub-api'
import { hubGet, hubPost } from '../lib/hub-fetch'
import { day, money } from '../lib/hub-format'
import { Button } from '../ui/controls'
import { DocumentLines, DocumentTotals } from './document-lines'
import { DownloadPdf } from './download-pdf'
import { HubPage, type HubPageProps } from './hub-page'
import type { PaymentReturn } from './payment-return'

/** How long, and how often, the page re-reads an invoice just paid on Stripe. */
export const PAYMENT_WAIT_MS = 30_000
export const PAYMENT_POLL_MS = 3_000

const invoiceUrl = (id: string) => `/api/hub/invoices/${encodeURIComponent(id)}`

export function InvoicePage({
  id,
  payment,
  pollMs = PAYMENT_POLL_MS,
}: {
  id: string
  payment: PaymentReturn
  pollMs?: number
}) {
  return (
    <HubPage load={() => hubGet<HubInvoice>(invoiceUrl(id))} titleOf={(i) => i.number} isDetail>
      {(props) => <InvoiceView {...props} payment={payment} pollMs={pollMs} />}
    </HubPage>
  )
}

function InvoiceView({
  me,
  data: invoice,
  setData,
  expire,
  payment,
  pollMs,
}: HubPageProps<HubInvoice> & { payment: PaymentReturn; pollMs: number }) {
  const zone = me.business.time_zone
  const [payProblem, setPayProblem] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  // The balance when the page opened: a smaller one means the payment was recorded.
  const [firstBalance] = useState(invoice.balance_cents)
  const isRecorded = invoice.status === 'Paid' || invoice.balance_cents < firstBalance

  useEffect(() => {
    if (payment !== 'done' || invoice.status === 'Paid') return
    let isStopped = false
    let timer: ReturnType<typeof setTimeout>
    const startedAt = Date.now()
    const reread = async () => {
      const answer = await hubGet<HubInvoice>(invoiceUrl(invoice.id))
      if (isStopped) return
      if (!answer.ok && answer.status === 401) return expire()
      if (answer.ok) {
        setData(answer.body)
        const isDone = answer.body.status === 'Paid' || answer.body.balance_cents < firstBalance
        if (isDone) return
      }
      if (Date.now() - startedAt + pollMs <= PAYMENT_WAIT_MS) timer = setTimeout(reread, pollMs)
    }
    timer = setTimeout(reread, pollMs)
    return () => {
      isStopped = true
      clearTimeout(timer)
    }
    // Once, when the page opens back from Stripe.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  async function payOnline() {
    setPayProblem(null)
    setIsBusy(true)
    const answer = await hubPost<HubCheckout>(`${invoiceUrl(invoice.id)}/pay`)
    if (answer.ok) return window.location.assign(answer.body.url)
    setIsBusy(false)
    if (answer.status === 401) return expire()
    setPayProblem(answer.message)
  }

  const said =
    payment === 'done'
      ? isRecorded
        ? 'Thank you: your payment is recorded'
        : 'Thank you: your payment is being processed'
      : payment === 'cancelled'
        ? 'The payment was cancelled'
        : ''

  return (
    <article aria-labelledby="invoice-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 id="invoice-title" className="text-2xl font-semibold">
          Invoice {invoice.number}
        </h1>
        <p className="text-muted-foreground">
          Issued {day(invoice.issued_at, zone)} · Due {day(invoice.due_date, zone)} ·{' '}
          <span className="font-medium text-foreground">{invoice.status}</span>
        </p>
        {invoice.job && (
          <p>
            {invoice.job.title}
            {invoice.job.address && ` · ${invoice.job.address}`}
          </p>
        )}
      </div>

      <p role="status" aria-live="polite" className="empty:hidden font-medium">
        {said}
      </p>

      <section aria-label="Lines and totals" className="flex flex-col gap-4">
        <DocumentLines lines={invoice.lines} />
        <DocumentTotals
          figures={invoice}
          extra={[
            { label: 'Paid', cents: invoice.paid_cents },
            { label: 'Balance due', cents: invoice.balance_cents, isStrong: true },
          ]}
        />
      </section>

      <Payments invoice={invoice} timeZone={zone} />

      {invoice.balance_cents > 0 && (
        <HowToPay
          invoice={invoice}
          me={me}
          isBusy={isBusy}
          problem={payProblem}
          onPay={() => void payOnline()}
        />
      )}

      <DownloadPdf href={invoice.pdf_url} />
    </article>
  )
}

function Payments({ invoice, timeZone }: { invoice: HubInvoice; timeZone: string }) {
  return (
    <section aria-labelledby="payments-title" className="flex flex-col gap-2">
      <h2 id="payments-title" className="text-lg font-semibold">
        Payments
      </h2>
      {invoice.payments.length === 0 ? (
        <p className="text-muted-foreground">No payments yet.</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-lg border bg-card">
          {invoice.payments.map((line, index) => (
            <li key={index} className="flex flex-wrap justify-between gap-2 px-4 py-3">
              <span>
                {day(line.date, timeZone)} · {line.method}
              </span>
              <span className="font-medium">
                {line.amount_cents < 0
                  ? `Refund ${money(-line.amount_cents)}`
                  : money(line.amount_cents)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function HowToPay({
  invoice,
  me,
  isBusy,
  problem,
  onPay,
}: {
  invoice: HubInvoice
  me: HubMe
  isBusy: boolean
  problem: string | null
  onPay: () => void
}) {
  if (invoice.can_pay_online) {
    return (
      <div className="flex flex-col gap-2">
        <Button
          type="button"
          className="h-12 w-full text-base sm:w-auto"
          disabled={isBusy}
          onClick={onPay}
        >
          {isBusy ? 'Opening the payment page…' : 'Pay online'}
        </Button>
        {problem && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        )}
      </div>
    )
  }
  const lines = (me.business.payment_instructions ?? []).filter((line) => line.trim() !== '')
  if (me.payments_online || lines.length === 0) return null
  return (
    <section aria-labelledby="how-to-pay-title" className="flex flex-col gap-1">
      <h2 id="how-to-pay-title" className="text-lg font-semibold">
        How to pay
      </h2>
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </section>
  )
}
