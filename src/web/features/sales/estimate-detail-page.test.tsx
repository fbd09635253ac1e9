// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { estimateDocument } from '../../../domain/sales/estimate-document'
import type { EstimateStatus } from '../../../domain/sales/estimate-status'
import { DEFAULT_BRANDING } from '../../../domain/settings/branding'
import { buildInvoice } from '../../test/factories'
import { page, renderApp, TEST_ESTIMATOR } from '../../test/render-app'
import '../../test/setup'
import { buildEstimate, client, salesApi } from './sales-fixtures'

const JOB_ID = '7a7a7a7a-1111-4222-8333-444455556666'

function open(status: EstimateStatus, more: Parameters<typeof salesApi>[0] = () => undefined) {
  const estimate = buildEstimate({ status })
  return renderApp(
    `/sales/estimates/${estimate.id}`,
    salesApi((req) => {
      const answer = more(req)
      if (answer) return answer
      if (req.path === `/api/estimates/${estimate.id}`) return { status: 200, body: estimate }
      return undefined
    }),
  )
}

async function actions() {
  await screen.findByRole('heading', { name: 'Estimate #3f9a1c7e', level: 1 })
  return within(screen.getByText('Actions').closest('[data-slot="card"]') as HTMLElement)
}

describe('Estimate detail', () => {
  it('shows the number, the client, the line items and the totals', async () => {
    open('Open')
    expect(
      await screen.findByRole('heading', { name: 'Estimate #3f9a1c7e', level: 1 }),
    ).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: client.name })).toHaveAttribute(
      'href',
      `/crm/contacts/persons/${client.id}`,
    )
    // The print document (outside main) repeats all of it for paper.
    const main = within(screen.getByRole('main'))
    expect(main.getByRole('cell', { name: /Mulch, per yard/ })).toBeInTheDocument()
    expect(main.getByText('Tax (8%)')).toBeInTheDocument()
    expect(main.getByText('$209.50')).toBeInTheDocument()
    expect(main.getByText('$226')).toBeInTheDocument()
  })

  it("shows the figures of the PDF's document function, to the cent", async () => {
    open('Open')
    const main = within(await screen.findByRole('main'))
    await main.findByText('Rounding')
    const totals = main.getByText('Subtotal').closest('dl') as HTMLElement
    const shown = within(totals)
      .getAllByRole('definition')
      .map((dd) => dd.textContent)
    const doc = estimateDocument(buildEstimate({ status: 'Open' }), client, DEFAULT_BRANDING)
    const cents = (text: string | null) => {
      const n = Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100)
      return /^[\u2212-]/.test(text ?? '') ? -n : n
    }
    expect(shown.map(cents)).toEqual([
      doc.subtotal_cents,
      doc.tax_cents,
      doc.rounding_cents,
      doc.total_cents,
    ])
    expect(doc.subtotal_cents + doc.tax_cents + doc.rounding_cents).toBe(doc.total_cents)
  })

  it('prints the same figures, with the Rounding line', async () => {
    open('Open')
    await screen.findByRole('heading', { name: 'Estimate #3f9a1c7e', level: 1 })
    const printed = document.querySelector('[data-print-document]') as HTMLElement
    const rows = within(printed).getByText('Subtotal').closest('table') as HTMLElement
    const lines = within(rows)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent))
    const doc = estimateDocument(buildEstimate({ status: 'Open' }), client, DEFAULT_BRANDING)
    const money = (cents: number) => `$${(Math.abs(cents) / 100).toFixed(2)}`
    expect(lines).toEqual([
      ['Subtotal', money(doc.subtotal_cents)],
      ['Tax (8%)', money(doc.tax_cents)],
      ['Rounding', `${doc.rounding_cents < 0 ? '\u2212' : '+'}${money(doc.rounding_cents)}`],
      ['Total', `$${doc.total_cents / 100}`],
    ])
  })

  it('offers Download PDF', async () => {
    open('Open')
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeEnabled()
  })

  it.each([
    ['Open', ['Send to Client']],
    ['Sent', ['Mark Accepted', 'Mark Declined']],
    ['Accepted', ['Convert to Job']],
  ] as const)('offers the moves of an %s estimate', async (status, offered) => {
    open(status)
    const card = await actions()
    const all = ['Send to Client', 'Mark Accepted', 'Mark Declined', 'Convert to Job']
    for (const label of all) {
      if ((offered as readonly string[]).includes(label)) {
        expect(card.getByRole('button', { name: label })).toBeEnabled()
      } else {
        expect(card.queryByRole('button', { name: label })).not.toBeInTheDocument()
      }
    }
    expect(card.getByRole('button', { name: 'Print / Save as PDF' })).toBeInTheDocument()
  })

  // Send to Client's dialog and toasts: features/mail/send-mail-dialog.test.tsx (and the demo's).

  it("converts an accepted estimate and offers 'View Job' in the toast", async () => {
    const user = userEvent.setup()
    const { router } = open('Accepted', (req) =>
      req.method === 'POST' && req.path.endsWith('/convert')
        ? { status: 201, body: { id: JOB_ID, title: 'Job from Estimate #3f9a1c' } }
        : undefined,
    )
    const card = await actions()
    await user.click(card.getByRole('button', { name: 'Convert to Job' }))
    expect(await screen.findByText('Estimate converted to job successfully')).toBeInTheDocument()
    expect(screen.getByText('Job created')).toBeInTheDocument()
    // A plain click: Sonner's swipe handling needs pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'View Job' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/projects/jobs/${JOB_ID}`))
  })

  it.each(['Open', 'Sent'] as const)(
    'offers no Create Invoice on an estimate %s',
    async (status) => {
      open(status)
      const card = await actions()
      expect(card.queryByRole('link', { name: 'Create Invoice' })).not.toBeInTheDocument()
    },
  )

  it('offers Create Invoice on an accepted estimate, from its draft', async () => {
    const { transport } = open('Accepted')
    const card = await actions()
    expect(await card.findByRole('link', { name: 'Create Invoice' })).toHaveAttribute(
      'href',
      '/billing/invoices/new?estimate_id=3f9a1c7e-52b4-4d0e-9a61-7b2c8d4e5f60',
    )
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        path: '/api/invoices',
        query: expect.objectContaining({ estimate_id: '3f9a1c7e-52b4-4d0e-9a61-7b2c8d4e5f60' }),
      }),
    )
  })

  it('offers the invoice made from it in place of Create Invoice: an estimate is billed once', async () => {
    const invoice = buildInvoice({ number: 'INV-0007', status: 'Pending' })
    open('Accepted', (req) =>
      req.path === '/api/invoices' && req.query?.estimate_id ? page([invoice]) : undefined,
    )
    const card = await actions()
    expect(await card.findByRole('link', { name: 'View Invoice INV-0007' })).toHaveAttribute(
      'href',
      `/billing/invoices/${invoice.id}`,
    )
    expect(card.queryByRole('link', { name: 'Create Invoice' })).not.toBeInTheDocument()
  })

  it('offers no Create Invoice to an Estimator, who may not bill', async () => {
    const estimate = buildEstimate({ status: 'Accepted' })
    renderApp(
      `/sales/estimates/${estimate.id}`,
      salesApi((req) =>
        req.path === `/api/estimates/${estimate.id}` ? { status: 200, body: estimate } : undefined,
      ),
      { user: TEST_ESTIMATOR },
    )
    const card = await actions()
    expect(card.getByRole('button', { name: 'Convert to Job' })).toBeInTheDocument()
    expect(card.queryByRole('link', { name: 'Create Invoice' })).not.toBeInTheDocument()
  })

  it('links to the job once converted, instead of converting again', async () => {
    const estimate = buildEstimate({ status: 'Accepted', job_id: JOB_ID })
    renderApp(
      `/sales/estimates/${estimate.id}`,
      salesApi((req) =>
        req.path === `/api/estimates/${estimate.id}` ? { status: 200, body: estimate } : undefined,
      ),
    )
    const card = await actions()
    expect(card.queryByRole('button', { name: 'Convert to Job' })).not.toBeInTheDocument()
    expect(card.getByRole('link', { name: 'View Job' })).toHaveAttribute(
      'href',
      `/projects/jobs/${JOB_ID}`,
    )
  })

  it.each([
    ['Open', true],
    ['Sent', false],
    ['Accepted', false],
  ] as const)('offers Edit for an Open estimate only (%s: %s)', async (status, isOffered) => {
    open(status)
    const card = await actions()
    const edit = card.queryByRole('link', { name: 'Edit' })
    if (isOffered) {
      expect(edit).toHaveAttribute(
        'href',
        '/sales/estimates/3f9a1c7e-52b4-4d0e-9a61-7b2c8d4e5f60/edit',
      )
    } else {
      expect(edit).not.toBeInTheDocument()
    }
  })

  it("marks a line left out of the tax, and names the estimate's tax", async () => {
    // 5% of the taxable $100 only; not rounded: $100 + $40 + $5.
    const estimate = buildEstimate({
      line_items: [
        { desc: 'Lawn care', qty: 1, price: 100, taxable: true },
        { desc: 'Permit fee', qty: 1, price: 40, taxable: false },
      ],
      subtotal: 140,
      tax: 0.05,
      tax_name: 'GST',
      round_totals: false,
      total: 145,
    })
    renderApp(
      `/sales/estimates/${estimate.id}`,
      salesApi((req) =>
        req.path === `/api/estimates/${estimate.id}` ? { status: 200, body: estimate } : undefined,
      ),
    )
    const main = within(await screen.findByRole('main'))
    const fee = await main.findByRole('cell', { name: /Permit fee/ })
    expect(within(fee).getByText('No tax')).toBeInTheDocument()
    expect(main.getAllByText('No tax')).toHaveLength(1)
    expect(main.getByText('GST (5%)')).toBeInTheDocument()
    expect(main.getByText('$5.00')).toBeInTheDocument()
    expect(main.queryByText('Rounding')).not.toBeInTheDocument()
  })

  it('shows the notes, or says there are none', async () => {
    const estimate = buildEstimate({ notes: 'Gate code 4512\nDog in the yard' })
    const { unmount } = renderApp(
      `/sales/estimates/${estimate.id}`,
      salesApi((req) =>
        req.path === `/api/estimates/${estimate.id}` ? { status: 200, body: estimate } : undefined,
      ),
    )
    const notes = await screen.findByText(/Gate code 4512/)
    expect(notes).toHaveTextContent('Gate code 4512 Dog in the yard')
    expect(within(screen.getByRole('main')).getByText('Notes')).toBeInTheDocument()
    unmount()
    open('Open')
    await actions()
    expect(screen.getByText('No notes')).toBeInTheDocument()
  })

  it('says Estimate not found for an unknown id', async () => {
    renderApp('/sales/estimates/00000000-0000-4000-8000-000000000009', () => ({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Estimate not found' } },
    }))
    expect(await screen.findByText('Estimate not found')).toBeInTheDocument()
  })
})

describe('Client response (the client hub)', () => {
  it("shows the client's signature with its IP address and browser, and change requests", async () => {
    open('Accepted', (req) =>
      req.path.endsWith('/client-responses')
        ? {
            status: 200,
            body: {
              approval: {
                name: 'Dana Q. Client',
                approved_at: Date.UTC(2026, 0, 14, 15, 30),
                ip: '203.0.113.42',
                browser: 'Chrome on Android',
              },
              change_requests: [
                { at: Date.UTC(2026, 0, 10, 9, 0), message: 'Please drop the hedge trimming.' },
              ],
            },
          }
        : undefined,
    )
    const card = within(
      (await screen.findByText('Client response')).closest('[data-slot="card"]') as HTMLElement,
    )
    expect(card.getByText(/^Approved by Dana Q\. Client on Jan 1\d, 2026/)).toBeInTheDocument()
    expect(card.getByText('IP 203.0.113.42 · Chrome on Android')).toBeInTheDocument()
    const requests = within(card.getByRole('list', { name: 'Change requests' }))
    expect(requests.getByText('Please drop the hedge trimming.')).toBeInTheDocument()
  })

  it('shows no card when the client has not answered', async () => {
    let asked = 0
    open('Sent', (req) => {
      if (!req.path.endsWith('/client-responses')) return undefined
      asked++
      return { status: 200, body: { approval: null, change_requests: [] } }
    })
    await screen.findByRole('heading', { name: 'Estimate #3f9a1c7e', level: 1 })
    await waitFor(() => expect(asked).toBeGreaterThan(0))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByText('Client response')).not.toBeInTheDocument()
  })
})
