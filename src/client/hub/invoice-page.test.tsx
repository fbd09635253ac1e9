// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import '../test/setup'
import { buildInvoice, buildMe, fail, ok, serveHub } from '../test/hub-fixtures'
import { InvoicePage } from './invoice-page'
import { paymentReturnOf } from './payment-return'

const ME = 'GET /api/hub/me'
const INVOICE = 'GET /api/hub/invoices/inv-1'
const PAY = 'POST /api/hub/invoices/inv-1/pay'

describe("the hub's invoice page", () => {
  it('shows the dates, job, lines, totals, payments (a refund as "Refund $X"), paid and due', async () => {
    serveHub({ [ME]: ok(buildMe()), [INVOICE]: ok(buildInvoice()) })
    render(<InvoicePage id="inv-1" payment={null} />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invoice INV-0013' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/Issued Mar 4, 2026 · Due Mar 18, 2026/)).toBeInTheDocument()
    expect(screen.getByText('Spring clean-up · 12 Elm St')).toBeInTheDocument()
    expect(screen.getByText('Refund $50.00')).toBeInTheDocument()
    expect(screen.getByText('$250.00')).toBeInTheDocument()
    const paid = screen.getByText('Paid', { selector: 'dt' })
    expect(paid.nextElementSibling).toHaveTextContent('$200.00')
    expect(screen.getByText('Balance due').nextElementSibling).toHaveTextContent('$300.00')
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/hub/invoices/inv-1/pdf',
    )
  })

  it('"Pay online" asks for a checkout and sends the browser to it', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    const { posts } = serveHub({
      [ME]: ok(buildMe()),
      [INVOICE]: ok(buildInvoice()),
      [PAY]: ok({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' }),
    })
    const user = userEvent.setup()
    render(<InvoicePage id="inv-1" payment={null} />)
    await user.click(await screen.findByRole('button', { name: 'Pay online' }))
    expect(posts()).toEqual([{ method: 'POST', url: '/api/hub/invoices/inv-1/pay', body: {} }])
    expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1')
    expect(screen.queryByText('How to pay')).not.toBeInTheDocument()
  })

  it("shows a refused payment's message by the button", async () => {
    serveHub({
      [ME]: ok(buildMe()),
      [INVOICE]: ok(buildInvoice()),
      [PAY]: fail(409, 'This invoice is already paid'),
    })
    const user = userEvent.setup()
    render(<InvoicePage id="inv-1" payment={null} />)
    await user.click(await screen.findByRole('button', { name: 'Pay online' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This invoice is already paid')
  })

  it("shows the business's payment instructions instead of the button without Stripe", async () => {
    serveHub({
      [ME]: ok(buildMe({ payments_online: false })),
      [INVOICE]: ok(buildInvoice({ can_pay_online: false })),
    })
    render(<InvoicePage id="inv-1" payment={null} />)
    expect(await screen.findByRole('heading', { name: 'How to pay' })).toBeInTheDocument()
    expect(screen.getByText('Pay by check to Green Acres LLC')).toBeInTheDocument()
    expect(screen.getByText('Or by bank transfer: 12-3456')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Pay online' })).not.toBeInTheDocument()
  })

  it('offers no way to pay a paid invoice', async () => {
    serveHub({
      [ME]: ok(buildMe({ payments_online: false })),
      [INVOICE]: ok(buildInvoice({ status: 'Paid', balance_cents: 0, can_pay_online: false })),
    })
    render(<InvoicePage id="inv-1" payment={null} />)
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByText('How to pay')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Pay online' })).not.toBeInTheDocument()
  })

  it('back from Stripe, says the payment is being processed and re-reads the invoice until Paid', async () => {
    const { sent } = serveHub({
      [ME]: ok(buildMe()),
      [INVOICE]: [
        ok(buildInvoice()),
        ok(buildInvoice()),
        ok(
          buildInvoice({
            status: 'Paid',
            balance_cents: 0,
            paid_cents: 50_000,
            can_pay_online: false,
          }),
        ),
      ],
    })
    render(<InvoicePage id="inv-1" payment="done" pollMs={5} />)
    expect(await screen.findByText('Thank you: your payment is being processed')).toHaveRole(
      'status',
    )
    expect(await screen.findByText('Thank you: your payment is recorded')).toBeInTheDocument()
    expect(screen.getByText('Balance due').nextElementSibling).toHaveTextContent('$0.00')
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(sent.filter((s) => s.url === '/api/hub/invoices/inv-1')).toHaveLength(3)
  })

  it('says a cancelled payment was cancelled', async () => {
    serveHub({ [ME]: ok(buildMe()), [INVOICE]: ok(buildInvoice()) })
    render(<InvoicePage id="inv-1" payment={paymentReturnOf('?payment=cancelled')} />)
    expect(await screen.findByText('The payment was cancelled')).toHaveRole('status')
    expect(paymentReturnOf('?payment=other')).toBeNull()
  })

  it('shows a network failure with a retry button that loads the page', async () => {
    serveHub({
      [ME]: ok(buildMe()),
      [INVOICE]: [{ status: 0 }, ok(buildInvoice())],
    })
    const user = userEvent.setup()
    render(<InvoicePage id="inv-1" payment={null} />)
    expect(await screen.findByRole('alert')).toHaveTextContent(/check your connection/)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invoice INV-0013' }),
    ).toBeInTheDocument()
  })

  it('says the link has expired when /api/hub/me answers 401', async () => {
    serveHub({ [ME]: fail(401, 'Signed out'), [INVOICE]: ok(buildInvoice()) })
    render(<InvoicePage id="inv-1" payment={null} />)
    expect(
      await screen.findByRole('heading', { name: 'This link has expired' }),
    ).toBeInTheDocument()
    expect(screen.queryByText(/INV-0013/)).not.toBeInTheDocument()
  })
})
