// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Invoice } from '../../../domain/billing/invoice'
import type { Payment } from '../../../domain/billing/payment'
import type { ApiRequest } from '../../data/api-request'
import { endOfDateInput } from '../../lib/date-input'
import { buildInvoice as buildClientInvoice, buildPerson } from '../../test/factories'
import { page, renderApp } from '../../test/render-app'
import { pickRecord } from '../../test/pick-record'
import '../../test/setup'

// Pages load lazily and the runner may share the machine with a build: allow for a slow first render.
vi.setConfig({ testTimeout: 20_000 })

const client = buildPerson({ name: 'Maria Lopez', email: 'maria@example.com' })
const DAY = 86_400_000

function buildInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return buildClientInvoice({ client_person_id: client.id, ...overrides })
}

function payment(amount: number, invoice: Invoice): Payment {
  return {
    id: crypto.randomUUID(),
    invoice_id: invoice.id,
    date: Date.now() - DAY,
    method: 'ACH',
    check_number: '',
    amount,
    version: 1,
  }
}

function detailApi(invoice: Invoice, payments: Payment[] = []) {
  return (req: ApiRequest) => {
    if (req.path === `/api/invoices/${invoice.id}`) return { status: 200, body: invoice }
    if (req.path === `/api/persons/${client.id}`) return { status: 200, body: client }
    if (req.path === '/api/payments') return page(payments)
    if (req.method === 'POST' && req.path.endsWith('/mark-paid')) {
      return {
        status: 200,
        body: {
          invoice: { ...invoice, status: 'Paid', version: 2 },
          payment: payment(1000, invoice),
        },
      }
    }
    return { status: 404, body: null }
  }
}

describe('Create invoice', () => {
  it('shows the spec toast and calls no write API when fields are missing', async () => {
    const user = userEvent.setup()
    const { transport } = renderApp('/billing/invoices/new', (req) =>
      req.path === '/api/persons' ? page([client]) : page([]),
    )
    await screen.findByRole('heading', { name: 'Create Invoice' })
    await user.type(screen.getByLabelText('Amount*'), '120')
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }))
    expect(await screen.findByText('Please fill all required fields')).toBeInTheDocument()
    expect(screen.getByLabelText('Client*')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Due Date*')).toHaveAttribute('aria-invalid', 'true')
    expect(transport.mock.calls.some(([req]) => req.method === 'POST')).toBe(false)
  })

  it('posts dollars, the end of the due day and no job, then opens the invoice', async () => {
    const user = userEvent.setup()
    const created = buildInvoice({ status: 'Pending' })
    const { transport, router } = renderApp('/billing/invoices/new', (req) => {
      if (req.method === 'POST') return { status: 201, body: created }
      if (req.path === '/api/persons') return page([client])
      return detailApi(created)(req)
    })
    await pickRecord(user, 'Client*', 'Maria Lopez')
    expect(screen.getByRole('combobox', { name: 'Related Job' })).toHaveTextContent('No linked job')
    await user.type(screen.getByLabelText('Amount*'), '1250.5')
    await user.type(screen.getByLabelText('Due Date*'), '2030-03-15')
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }))
    expect(await screen.findByText('New invoice has been saved')).toBeInTheDocument()
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/billing/invoices/${created.id}`),
    )
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        path: '/api/invoices',
        body: {
          client_person_id: client.id,
          job_id: null,
          amount: 1250.5,
          due_date: endOfDateInput('2030-03-15'),
        },
      }),
    )
  })
})

describe('Record payment', () => {
  it('chooses among the unpaid invoices searched by number on the server', async () => {
    const user = userEvent.setup()
    const invoice = buildInvoice({ number: 'INV-0457' })
    const { transport } = renderApp('/billing/payments', (req) => {
      if (req.path === '/api/invoices') return page(req.query?.q ? [invoice] : [], 0)
      if (req.path === '/api/payments' && req.method === 'POST')
        return { status: 201, body: payment(1000, invoice) }
      return detailApi(invoice)(req)
    })
    await user.click(await screen.findByRole('button', { name: 'Record Payment' }))
    await pickRecord(user, 'Invoice', 'INV-0457 · $1,000.00', '0457')
    const searches = transport.mock.calls
      .map(([req]) => req)
      .filter((req) => req.path === '/api/invoices' && req.query?.ids === undefined)
    expect(searches.at(-1)?.query).toMatchObject({ filter: 'unpaid', q: '0457', sort: 'due' })
    expect(searches.every((req) => Number(req.query?.limit) <= 30)).toBe(true)
    expect(screen.getByRole('combobox', { name: 'Invoice' })).toHaveTextContent('INV-0457')
    const amount = screen.getByLabelText('Amount')
    await waitFor(() => expect(amount).toHaveValue(1000))
    await user.click(screen.getAllByRole('button', { name: 'Record Payment' }).at(-1)!)
    await waitFor(() =>
      expect(transport).toHaveBeenCalledWith(
        expect.objectContaining({
          method: 'POST',
          path: '/api/payments',
          body: expect.objectContaining({ invoice_id: invoice.id, amount: 1000 }),
        }),
      ),
    )
  })

  it('lists a refund as a refund of its positive amount', async () => {
    const invoice = buildInvoice()
    renderApp('/billing/payments', (req) => {
      if (req.path === '/api/payments')
        return page([payment(-150, invoice), payment(1000, invoice)])
      if (req.path === '/api/invoices') return page([invoice])
      return detailApi(invoice)(req)
    })
    expect((await screen.findAllByText('Refund $150.00'))[0]).toBeInTheDocument()
    expect(screen.queryByText('-$150.00')).not.toBeInTheDocument()
  })
})

describe('Invoice detail', () => {
  it('shows an unpaid invoice past its due date as Overdue with a warning icon', async () => {
    const invoice = buildInvoice({ due_date: Date.now() - 2 * DAY })
    renderApp(`/billing/invoices/${invoice.id}`, detailApi(invoice))
    expect(await screen.findByRole('heading', { name: 'Invoice INV-0007' })).toBeInTheDocument()
    expect(await screen.findByRole('img', { name: 'Overdue' })).toBeInTheDocument()
    expect(screen.getAllByText('Overdue')[0]).toBeInTheDocument()
    expect(screen.queryByText('Payment History')).not.toBeInTheDocument()
  })

  it('links the estimate it was made from, and names none otherwise', async () => {
    const estimateId = '3f9a1c7e-52b4-4d0e-9a61-7b2c8d4e5f60'
    const invoice = buildInvoice({ estimate_id: estimateId })
    const { unmount } = renderApp(`/billing/invoices/${invoice.id}`, detailApi(invoice))
    expect(await screen.findByRole('link', { name: 'Estimate #3f9a1c7e' })).toHaveAttribute(
      'href',
      `/sales/estimates/${estimateId}`,
    )
    unmount()
    const plain = buildInvoice()
    renderApp(`/billing/invoices/${plain.id}`, detailApi(plain))
    expect(await screen.findByRole('heading', { name: 'Invoice INV-0007' })).toBeInTheDocument()
    expect(screen.queryByText('Estimate')).not.toBeInTheDocument()
  })

  it('lists the payment history and the balance of a part-paid invoice', async () => {
    const invoice = buildInvoice()
    renderApp(`/billing/invoices/${invoice.id}`, detailApi(invoice, [payment(250, invoice)]))
    expect(await screen.findByText('Payment History')).toBeInTheDocument()
    expect(screen.getAllByText('$750.00')[0]).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Mark as Paid' })).toBeEnabled()
  })

  it('marks it paid after a confirmation, with the spec toast', async () => {
    const user = userEvent.setup()
    const invoice = buildInvoice()
    const { transport } = renderApp(`/billing/invoices/${invoice.id}`, detailApi(invoice))
    await user.click(await screen.findByRole('button', { name: 'Mark as Paid' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('$1,000.00')
    await user.click(screen.getAllByRole('button', { name: 'Mark as Paid' }).at(-1)!)
    expect(await screen.findByText('Payment record created')).toBeInTheDocument()
    expect(screen.getByText('Invoice marked as paid')).toBeInTheDocument()
    expect(await screen.findAllByText('Invoice has been paid')).not.toHaveLength(0)
    expect(transport.mock.calls.filter(([req]) => req.path.endsWith('/mark-paid'))).toHaveLength(1)
  })

  it('says by how much an overpaid invoice is overpaid, and shows a refund as one', async () => {
    const invoice = buildInvoice({ status: 'Paid' })
    const payments = [payment(1000, invoice), payment(1200, invoice), payment(-150, invoice)]
    renderApp(`/billing/invoices/${invoice.id}`, detailApi(invoice, payments))
    expect(await screen.findByText('Overpaid by $1,050.00')).toBeInTheDocument()
    const refund = screen.getByText('Refund').closest('tr')!
    expect(refund).toHaveTextContent('$150.00')
    expect(refund).not.toHaveTextContent('-$150.00')
  })

  it('says nothing of overpayment when the payments do not exceed the amount', async () => {
    const invoice = buildInvoice({ status: 'Paid' })
    renderApp(`/billing/invoices/${invoice.id}`, detailApi(invoice, [payment(1000, invoice)]))
    expect(await screen.findByText('Payment History')).toBeInTheDocument()
    expect(screen.queryByText(/Overpaid by/)).not.toBeInTheDocument()
  })

  it('says the invoice has been paid instead of offering actions', async () => {
    const invoice = buildInvoice({ status: 'Paid' })
    renderApp(`/billing/invoices/${invoice.id}`, detailApi(invoice, [payment(1000, invoice)]))
    expect(await screen.findByText('Invoice has been paid')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Mark as Paid' })).not.toBeInTheDocument()
    expect(screen.queryByText('Send Reminder')).not.toBeInTheDocument()
  })

  it('refuses a payment above the balance without calling the API', async () => {
    const user = userEvent.setup()
    const invoice = buildInvoice()
    const { transport } = renderApp(
      `/billing/invoices/${invoice.id}`,
      detailApi(invoice, [payment(600, invoice)]),
    )
    await user.click(await screen.findByRole('button', { name: 'Record Payment' }))
    const amount = await screen.findByLabelText('Amount')
    await waitFor(() => expect(amount).toHaveValue(400))
    await user.clear(amount)
    await user.type(amount, '400.01')
    await user.click(screen.getAllByRole('button', { name: 'Record Payment' }).at(-1)!)
    expect(await screen.findAllByText('More than the $400.00 still due')).not.toHaveLength(0)
    expect(
      transport.mock.calls.some(([req]) => req.path === '/api/payments' && req.method === 'POST'),
    ).toBe(false)
  })

  it('reads all of the payments of an invoice for its balance, past the first page', async () => {
    const invoice = buildInvoice()
    const first = Array.from({ length: 200 }, () => payment(1, invoice))
    renderApp(`/billing/invoices/${invoice.id}`, (req) =>
      req.path === '/api/payments'
        ? req.query?.cursor
          ? page([payment(300, invoice)], 201)
          : page(first, 201, 'next')
        : detailApi(invoice)(req),
    )
    expect(await screen.findByText('Payment History')).toBeInTheDocument()
    // $1,000 - $200 - $300
    expect((await screen.findAllByText('$500.00'))[0]).toBeInTheDocument()
  })

  it('says Invoice not found for an unknown id', async () => {
    renderApp('/billing/invoices/20000000-0000-4000-8000-000000000099', () => ({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Invoice not found' } },
    }))
    expect(await screen.findByText('Invoice not found')).toBeInTheDocument()
  })
})
