// @vitest-environment jsdom
// Create Invoice from work (issue #34 section 3): the form starts from the API's draft, edits its
// lines with live totals, and sends the lines back; a refused draft says why; the spec's
// one-amount form is unchanged.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { InvoiceDraft } from '../../../domain/billing/invoice-draft'
import { alreadyInvoicedMessage } from '../../../domain/billing/invoice-lines'
import type { Payment } from '../../../domain/billing/payment'
import { DEFAULT_BRANDING } from '../../../domain/settings/branding'
import { DEFAULT_BILLING_SETTINGS } from '../../../domain/settings/billing-settings'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { endOfDateInput } from '../../lib/date-input'
import { buildInvoice, buildPerson } from '../../test/factories'
import { pickRecord } from '../../test/pick-record'
import { lookupAnswers, page, renderApp } from '../../test/render-app'
import '../../test/setup'
import { runInTimeZone } from '../../test/time-zone'

vi.setConfig({ testTimeout: 20_000 })
// The browser's zone is not the business's: the draft's due day is read in the business's.
runInTimeZone('Asia/Tokyo')

const ZONE = 'America/Chicago'
const client = buildPerson({ name: 'Maria Lopez' })
const ESTIMATE_ID = '3f9a1c7e-52b4-4d0e-9a61-7b2c8d4e5f60'
const VISIT_ID = '7a7a7a7a-1111-4222-8333-444455556666'
// 03:00 UTC on the 16th is still the 15th in the business's zone (Chicago).
const DUE = Date.UTC(2030, 2, 16, 3, 0)

function buildDraft(overrides: Partial<InvoiceDraft> = {}): InvoiceDraft {
  return {
    client_person_id: client.id,
    job_id: null,
    line_items: [
      { desc: 'Mulch, per yard', qty: 2, price: 45.5, taxable: true, job_id: null },
      { desc: 'Haul away', qty: 1, price: 30, taxable: false, job_id: VISIT_ID },
    ],
    due_date: DUE,
    deposit_invoice_id: null,
    estimate_id: ESTIMATE_ID,
    source_label: 'Estimate #3f9a1c7e',
    ...overrides,
  }
}

/** The draft route answering `draft`, and what the form looks up around it. */
function draftApi(
  draft: ApiResponse,
  more: (req: ApiRequest) => ApiResponse | undefined = () => undefined,
) {
  const persons = lookupAnswers('persons', [client])
  return (req: ApiRequest): ApiResponse => {
    const answer = more(req)
    if (answer) return answer
    if (req.path === '/api/invoice-draft') return draft
    if (req.path === '/api/settings/branding') {
      return { status: 200, body: { ...DEFAULT_BRANDING, time_zone: ZONE } }
    }
    if (req.path === '/api/settings/billing') return { status: 200, body: DEFAULT_BILLING_SETTINGS }
    return persons(req) ?? (req.path === '/api/persons' ? page([client]) : page([]))
  }
}

const totalsOf = () =>
  within(screen.getByText('Subtotal').closest('dl') as HTMLElement)
    .getAllByRole('definition')
    .map((dd) => dd.textContent)

describe('Create Invoice from an accepted estimate', () => {
  it("starts from the draft: client, due day in the business's zone, both lines and the live total", async () => {
    const user = userEvent.setup()
    const { transport } = renderApp(
      `/billing/invoices/new?estimate_id=${ESTIMATE_ID}`,
      draftApi({ status: 200, body: buildDraft() }),
    )
    expect(await screen.findByText('From Estimate #3f9a1c7e')).toBeInTheDocument()
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/invoice-draft', query: { estimate_id: ESTIMATE_ID } }),
    )
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Client*' })).toHaveTextContent('Maria Lopez'),
    )
    expect(screen.getByLabelText('Due Date*')).toHaveValue('2030-03-15')
    expect(screen.getByLabelText('Item 1 Description')).toHaveValue('Mulch, per yard')
    expect(screen.getByLabelText('Item 2 Description')).toHaveValue('Haul away')
    expect(screen.getByLabelText('Item 1 Taxable')).toBeChecked()
    expect(screen.getByLabelText('Item 2 Taxable')).not.toBeChecked()
    // The amount is the items' total: no Amount field.
    expect(screen.queryByLabelText('Amount*')).not.toBeInTheDocument()
    // $91 taxed at 8% ($7.28) + $30 untaxed = $128.28, rounded to whole dollars.
    expect(totalsOf()).toEqual(['$121.00', '$7.28', '\u2212$0.28', '$128'])

    // Live: the untaxed line taxed now adds its 8%.
    await user.click(screen.getByLabelText('Item 2 Taxable'))
    expect(totalsOf()).toEqual(['$121.00', '$9.68', '+$0.32', '$131'])
  })

  it('sends the lines with taxable and their job, no amount, and opens the new invoice', async () => {
    const user = userEvent.setup()
    const created = buildInvoice({ client_person_id: client.id, status: 'Pending' })
    const { transport, router } = renderApp(
      `/billing/invoices/new?estimate_id=${ESTIMATE_ID}`,
      draftApi({ status: 200, body: buildDraft() }, (req) =>
        req.method === 'POST' ? { status: 201, body: created } : undefined,
      ),
    )
    await screen.findByText('From Estimate #3f9a1c7e')
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }))
    expect(await screen.findByText('New invoice has been saved')).toBeInTheDocument()
    expect(await screen.findByText('Invoice created')).toBeInTheDocument()
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/billing/invoices/${created.id}`),
    )
    const post = transport.mock.calls.map(([req]) => req).find((req) => req.method === 'POST')
    expect(post).toMatchObject({ path: '/api/invoices' })
    expect(post?.body).toEqual({
      client_person_id: client.id,
      job_id: null,
      due_date: endOfDateInput('2030-03-15'),
      line_items: [
        { desc: 'Mulch, per yard', qty: 2, price: 45.5, taxable: true, job_id: null },
        { desc: 'Haul away', qty: 1, price: 30, taxable: false, job_id: VISIT_ID },
      ],
      deposit_invoice_id: null,
      estimate_id: ESTIMATE_ID,
    })
  })

  it('takes off the deposit paid on the deposit invoice, and names it in the create', async () => {
    const user = userEvent.setup()
    const deposit = buildInvoice({
      id: '20000000-0000-4000-8000-0000000000d1',
      number: 'INV-0009',
      client_person_id: client.id,
      amount: 40,
      status: 'Paid',
      deposit_estimate_id: ESTIMATE_ID,
    })
    const paid: Payment = {
      id: crypto.randomUUID(),
      invoice_id: deposit.id,
      date: Date.now(),
      method: 'Card',
      check_number: '',
      amount: 40,
      version: 1,
    }
    const { transport } = renderApp(
      `/billing/invoices/new?estimate_id=${ESTIMATE_ID}`,
      draftApi({ status: 200, body: buildDraft({ deposit_invoice_id: deposit.id }) }, (req) => {
        if (req.method === 'POST') return { status: 422, body: null }
        if (req.path === `/api/invoices/${deposit.id}`) return { status: 200, body: deposit }
        if (req.path === '/api/payments')
          return page(req.query?.invoice_id === deposit.id ? [paid] : [])
        return undefined
      }),
    )
    expect(await screen.findByText('Deposit paid')).toBeInTheDocument()
    expect(totalsOf()).toEqual(['$121.00', '$7.28', '\u2212$0.28', '\u2212$40.00', '$88'])
    expect(
      screen.getByText('Deposit paid on INV-0009: taken off this invoice.'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }))
    await waitFor(() =>
      expect(transport).toHaveBeenCalledWith(
        expect.objectContaining({
          method: 'POST',
          body: expect.objectContaining({ deposit_invoice_id: deposit.id }),
        }),
      ),
    )
  })

  it("another client picked drops the first client's jobs and deposit, and keeps the lines", async () => {
    const user = userEvent.setup()
    const other = buildPerson({ name: 'Dana Whitfield' })
    const depositId = '20000000-0000-4000-8000-0000000000d2'
    const persons = lookupAnswers('persons', [client, other])
    const { transport } = renderApp(
      `/billing/invoices/new?estimate_id=${ESTIMATE_ID}`,
      draftApi(
        { status: 200, body: buildDraft({ job_id: VISIT_ID, deposit_invoice_id: depositId }) },
        (req) => {
          if (req.method === 'POST') return { status: 422, body: null }
          if (req.path === '/api/persons') return persons(req) ?? page([client, other])
          return undefined
        },
      ),
    )
    await screen.findByText('From Estimate #3f9a1c7e')
    await pickRecord(user, 'Client*', 'Dana Whitfield')
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }))
    await waitFor(() =>
      expect(transport).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST' })),
    )
    const post = transport.mock.calls.map(([req]) => req).find((req) => req.method === 'POST')
    expect(post?.body).toEqual({
      client_person_id: other.id,
      job_id: null,
      due_date: endOfDateInput('2030-03-15'),
      line_items: [
        { desc: 'Mulch, per yard', qty: 2, price: 45.5, taxable: true, job_id: null },
        { desc: 'Haul away', qty: 1, price: 30, taxable: false, job_id: null },
      ],
      deposit_invoice_id: null,
    })
  })

  it('without any line kept asks for the amount again, as the spec form does', async () => {
    const user = userEvent.setup()
    const { transport } = renderApp(
      `/billing/invoices/new?estimate_id=${ESTIMATE_ID}`,
      draftApi({ status: 200, body: buildDraft() }),
    )
    await screen.findByText('From Estimate #3f9a1c7e')
    await user.click(screen.getByRole('button', { name: 'Remove item 2' }))
    await user.click(screen.getByRole('button', { name: 'Remove item 1' }))
    expect(screen.queryByText('Subtotal')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }))
    expect(await screen.findByText('Please fill all required fields')).toBeInTheDocument()
    expect(screen.getByLabelText('Amount*')).toHaveAttribute('aria-invalid', 'true')
    expect(transport.mock.calls.some(([req]) => req.method === 'POST')).toBe(false)
  })
})

describe('Create Invoice from work refused', () => {
  it("shows the API's message for a job invoiced already, with a link to that invoice", async () => {
    const billing = buildInvoice({ client_person_id: client.id, number: 'INV-0012' })
    const message = alreadyInvoicedMessage('INV-0012')
    renderApp(
      `/billing/invoices/new?job_id=${VISIT_ID}&client=${client.id}`,
      draftApi(
        {
          status: 409,
          body: {
            error: {
              code: 'CONFLICT',
              message,
              fields: { job_id: message },
              details: { invoice_number: 'INV-0012', job_id: VISIT_ID },
            },
          },
        },
        (req) =>
          req.path === '/api/invoices' && req.query?.q === 'INV-0012' ? page([billing]) : undefined,
      ),
    )
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('This job is already invoiced on INV-0012')).toBeInTheDocument()
    expect(await within(alert).findByRole('link', { name: 'Open INV-0012' })).toHaveAttribute(
      'href',
      `/billing/invoices/${billing.id}`,
    )
    expect(within(alert).getByRole('link', { name: 'Back to Job' })).toHaveAttribute(
      'href',
      `/projects/jobs/${VISIT_ID}`,
    )
    // No form pretends to bill it.
    expect(screen.queryByRole('form', { name: 'New invoice' })).not.toBeInTheDocument()
  })

  it('shows why an estimate that is not accepted cannot be invoiced', async () => {
    const message = 'Only an accepted estimate can be invoiced (this one is Sent)'
    renderApp(
      `/billing/invoices/new?estimate_id=${ESTIMATE_ID}`,
      draftApi({ status: 409, body: { error: { code: 'INVALID_STATE', message } } }),
    )
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(message)).toBeInTheDocument()
    expect(within(alert).getByRole('link', { name: 'Back to Estimate' })).toHaveAttribute(
      'href',
      `/sales/estimates/${ESTIMATE_ID}`,
    )
  })
})

describe('Create Invoice, the spec form', () => {
  it("refuses a blank amount with the spec's toast and 'Amount is required'", async () => {
    const user = userEvent.setup()
    const { transport } = renderApp(`/billing/invoices/new?client=${client.id}`, draftApi(page([])))
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Client*' })).toHaveTextContent('Maria Lopez'),
    )
    expect(screen.getByText('Bill a client, for a job or on its own.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Due Date*'), '2030-03-15')
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }))
    expect(await screen.findByText('Please fill all required fields')).toBeInTheDocument()
    expect(screen.getByLabelText('Amount*')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Amount is required')).toBeInTheDocument()
    expect(transport.mock.calls.some(([req]) => req.method === 'POST')).toBe(false)
    expect(transport.mock.calls.some(([req]) => req.path === '/api/invoice-draft')).toBe(false)
  })

  it('an item added there takes the place of the amount and is sent as a line', async () => {
    const user = userEvent.setup()
    const { transport } = renderApp(
      `/billing/invoices/new?client=${client.id}`,
      draftApi(page([]), (req) =>
        req.method === 'POST' ? { status: 422, body: null } : undefined,
      ),
    )
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Client*' })).toHaveTextContent('Maria Lopez'),
    )
    await user.click(screen.getByRole('button', { name: 'Add Item' }))
    await user.type(screen.getByLabelText('Item 1 Description'), 'Spring clean-up')
    await user.clear(screen.getByLabelText('Item 1 Price'))
    await user.type(screen.getByLabelText('Item 1 Price'), '100')
    expect(screen.queryByLabelText('Amount*')).not.toBeInTheDocument()
    expect(totalsOf()).toEqual(['$100.00', '$8.00', '+$0.00', '$108'])
    await user.type(screen.getByLabelText('Due Date*'), '2030-03-15')
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }))
    await waitFor(() =>
      expect(transport).toHaveBeenCalledWith(
        expect.objectContaining({
          method: 'POST',
          body: {
            client_person_id: client.id,
            job_id: null,
            due_date: endOfDateInput('2030-03-15'),
            line_items: [
              { desc: 'Spring clean-up', qty: 1, price: 100, taxable: true, job_id: null },
            ],
            deposit_invoice_id: null,
          },
        }),
      ),
    )
  })
})
