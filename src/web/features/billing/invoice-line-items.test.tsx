// @vitest-environment jsdom
// The invoice page and its print view with line items (issue #34, decision 058); an invoice without
// items (SPEC section 3's one amount) shows its amount only, as before.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Invoice } from '../../../domain/billing/invoice'
import type { ApiRequest } from '../../data/api-request'
import { buildInvoice as buildClientInvoice, buildPerson } from '../../test/factories'
import { page, renderApp } from '../../test/render-app'
import '../../test/setup'

vi.setConfig({ testTimeout: 20_000 })

const client = buildPerson({ name: 'Maria Lopez', email: 'maria@example.com' })
const VISIT_ID = '7a7a7a7a-1111-4222-8333-444455556666'

// Taxable $100.50 (a visit) and an untaxed 2 x $17.50: subtotal $135.50, 8% of $100.50 = $8.04,
// $143.54 rounded to $144 (+$0.46).
const LINES: Invoice['line_items'] = [
  { desc: 'Spring cleanup visit', qty: 1, price: 100.5, taxable: true, job_id: VISIT_ID },
  { desc: 'Dump fee', qty: 2, price: 17.5, taxable: false, job_id: null },
]

function buildInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return buildClientInvoice({ client_person_id: client.id, ...overrides })
}

/** The print document, rendered once the payments (its balance) are in. */
async function printedDocument() {
  const element = await waitFor(() => {
    const found = document.querySelector('[data-invoice-print]')
    if (!(found instanceof HTMLElement)) throw new Error('No print document yet')
    return found
  })
  return within(element)
}

function open(invoice: Invoice) {
  return renderApp(`/billing/invoices/${invoice.id}`, (req: ApiRequest) => {
    if (req.path === `/api/invoices/${invoice.id}`) return { status: 200, body: invoice }
    if (req.path === `/api/persons/${client.id}`) return { status: 200, body: client }
    if (req.path === '/api/payments') return page([])
    return { status: 404, body: null }
  })
}

async function lineItemsCard() {
  await screen.findByRole('heading', { name: `Invoice INV-0007` })
  const main = within(screen.getByRole('main'))
  return within(main.getByText('Line items').closest('[data-slot="card"]') as HTMLElement)
}

/** The totals as [label, amount] pairs, as shown. */
function totals(card: ReturnType<typeof within>) {
  const list = card.getByText('Subtotal').closest('dl') as HTMLElement
  const terms = within(list).getAllByRole('term')
  const amounts = within(list).getAllByRole('definition')
  return terms.map((dt, i) => [dt.textContent, amounts[i]?.textContent])
}

describe('Invoice detail: line items', () => {
  it('lists the items, marks the untaxed one, links the visit, and adds them up', async () => {
    open(buildInvoice({ line_items: LINES, amount: 144 }))
    const card = await lineItemsCard()
    const visit = card.getByRole('cell', { name: /Spring cleanup visit/ })
    const fee = card.getByRole('cell', { name: /Dump fee/ })
    expect(within(visit).getByRole('link', { name: 'Spring cleanup visit' })).toHaveAttribute(
      'href',
      `/projects/jobs/${VISIT_ID}`,
    )
    expect(within(fee).queryByRole('link')).not.toBeInTheDocument()
    expect(within(fee).getByText('No tax')).toBeInTheDocument()
    expect(within(visit).queryByText('No tax')).not.toBeInTheDocument()
    expect(card.getAllByText('No tax')).toHaveLength(1)
    expect(fee.closest('tr')).toHaveTextContent('$35.00')
    expect(totals(card)).toEqual([
      ['Subtotal', '$135.50'],
      ['Tax (8%)', '$8.04'],
      ['Rounding', '+$0.46'],
      ['Total', '$144'],
    ])
  })

  it("names the invoice's tax, leaves out rounding it was made without, and takes off a deposit", async () => {
    // 5% of $100.50 = $5.025 -> $5.03; $140.53 less the $20 paid on the deposit invoice.
    open(
      buildInvoice({
        line_items: LINES,
        tax: 0.05,
        tax_name: 'GST',
        round_totals: false,
        deposit_credit: 20,
        amount: 120.53,
      }),
    )
    const card = await lineItemsCard()
    expect(totals(card)).toEqual([
      ['Subtotal', '$135.50'],
      ['GST (5%)', '$5.03'],
      ['Deposit paid', '\u2212$20.00'],
      ['Total', '$120.53'],
    ])
  })

  it('prints the items and the same totals, then the balance', async () => {
    open(buildInvoice({ line_items: LINES, amount: 144 }))
    const printed = await printedDocument()
    const rows = (table: HTMLElement) =>
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent))
    const items = printed.getByText('Spring cleanup visit').closest('table') as HTMLElement
    expect(rows(items).slice(1)).toEqual([
      ['Spring cleanup visit', '1', '$100.50', '$100.50'],
      ['Dump fee (no tax)', '2', '$17.50', '$35.00'],
    ])
    expect(rows(printed.getByText('Subtotal').closest('table') as HTMLElement)).toEqual([
      ['Subtotal', '$135.50'],
      ['Tax (8%)', '$8.04'],
      ['Rounding', '+$0.46'],
      ['Total', '$144'],
      ['Paid', '$0.00'],
      ['Balance due', '$144.00'],
    ])
  })

  it('shows an invoice without items as its amount only: no Line items card', async () => {
    open(buildInvoice({ amount: 1000 }))
    await screen.findByRole('heading', { name: 'Invoice INV-0007' })
    const main = within(screen.getByRole('main'))
    expect(main.getAllByText('$1,000.00')[0]).toBeInTheDocument()
    expect(main.queryByText('Line items')).not.toBeInTheDocument()
    expect(main.queryByText('Subtotal')).not.toBeInTheDocument()
    expect((await printedDocument()).getByText('Services')).toBeInTheDocument()
  })
})
