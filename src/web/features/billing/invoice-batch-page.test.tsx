// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { BatchPlan } from '../../../domain/billing/batch-invoicing'
import { dayBounds } from '../../../domain/projects/today'
import type { ApiRequest } from '../../data/api-request'
import { buildInvoice } from '../../test/factories'
import { renderApp, TEST_ESTIMATOR } from '../../test/render-app'
import '../../test/setup'
import { batchPeriodDefaults } from './batch-period'

vi.setConfig({ testTimeout: 20_000 })

const client = crypto.randomUUID()
const jobA = crypto.randomUUID()
const jobB = crypto.randomUUID()
const skippedJob = crypto.randomUUID()

const plan: BatchPlan = {
  invoices: [
    {
      client_person_id: client,
      client_name: 'Maria Lopez',
      line_items: [
        { desc: 'Weekly mowing (Nov 3, 2026)', qty: 1, price: 55, taxable: true, job_id: jobA },
        { desc: 'Weekly mowing (Nov 10, 2026)', qty: 1, price: 55, taxable: true, job_id: jobB },
        {
          desc: 'Weekly mowing (Nov 10, 2026), untaxed items',
          qty: 1,
          price: 10,
          taxable: false,
          job_id: jobB,
        },
      ],
      job_ids: [jobA, jobB],
      subtotal_cents: 12_000,
      tax_cents: 880,
      rounding_cents: 20,
      total_cents: 12_900,
    },
  ],
  skipped: [
    {
      job_id: skippedJob,
      title: 'Hedge trim',
      date: Date.UTC(2026, 10, 5),
      reason: 'No price: it has no estimate (invoice it from the job)',
    },
  ],
}

function batchApi(answer: (req: ApiRequest) => { status: number; body: unknown } | undefined) {
  return (req: ApiRequest) => {
    if (req.path === '/api/settings/branding') {
      return { status: 200, body: { name: 'Acme', time_zone: 'America/Chicago' } }
    }
    if (req.path === '/api/settings/billing') {
      return {
        status: 200,
        body: { tax_name: 'Sales tax', tax_percent: 8, round_totals: true, payment_terms_days: 30 },
      }
    }
    return answer(req) ?? { status: 404, body: null }
  }
}

const setDay = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('Invoice completed work', () => {
  it('previews the period in the business time zone and creates the invoices it showed', async () => {
    const user = userEvent.setup()
    const created = buildInvoice({ number: 'INV-0042', client_person_id: client })
    const { transport, router } = renderApp(
      '/billing/invoices/batch',
      batchApi((req) => {
        if (req.path === '/api/invoice-batches/preview') return { status: 200, body: plan }
        if (req.path === '/api/invoice-batches') {
          return { status: 201, body: { invoices: [created] } }
        }
        return undefined
      }),
    )
    await screen.findByRole('heading', { name: 'Invoice completed work' })
    setDay('From', '2026-11-01')
    setDay('To', '2026-11-30')
    await user.click(screen.getByRole('button', { name: 'Preview' }))

    const card = await screen.findByRole('generic', { name: 'Maria Lopez' })
    expect(within(card).getByRole('link', { name: 'Weekly mowing (Nov 3, 2026)' })).toHaveAttribute(
      'href',
      `/projects/jobs/${jobA}`,
    )
    expect(within(card).getByText('$129')).toBeInTheDocument()
    expect(within(card).getByText('Tax (8%)')).toBeInTheDocument()
    expect(screen.getByText(/Hedge trim/)).toBeInTheDocument()
    expect(screen.getByText('1 invoice for 2 visits')).toBeInTheDocument()
    // Chicago's days, both ends included.
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        path: '/api/invoice-batches/preview',
        body: {
          from: dayBounds('2026-11-01', 'America/Chicago').start,
          to: dayBounds('2026-12-01', 'America/Chicago').start - 1,
          client_person_id: null,
        },
      }),
    )

    await user.click(screen.getByRole('button', { name: 'Create 1 invoice' }))
    expect(await screen.findByText('1 invoice created')).toBeInTheDocument()
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        path: '/api/invoice-batches',
        body: { job_ids: [jobA, jobB] },
      }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing/invoices'))
  })

  it('says when a visit was invoiced meanwhile and creates nothing more', async () => {
    const user = userEvent.setup()
    renderApp(
      '/billing/invoices/batch',
      batchApi((req) => {
        if (req.path === '/api/invoice-batches/preview') return { status: 200, body: plan }
        if (req.path === '/api/invoice-batches') {
          return {
            status: 409,
            body: {
              error: {
                code: 'CONFLICT',
                message: 'This job is already invoiced on INV-0012',
                details: { invoice_number: 'INV-0012' },
              },
            },
          }
        }
        return undefined
      }),
    )
    await user.click(await screen.findByRole('button', { name: 'Preview' }))
    await user.click(await screen.findByRole('button', { name: 'Create 1 invoice' }))
    expect(await screen.findByText('This job is already invoiced on INV-0012')).toBeInTheDocument()
    // The stale preview is gone: it is read again before anything is created.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Create 1 invoice' })).not.toBeInTheDocument(),
    )
  })

  it('refuses a period that ends before it starts, sending nothing', async () => {
    const user = userEvent.setup()
    const { transport } = renderApp(
      '/billing/invoices/batch',
      batchApi(() => undefined),
    )
    await screen.findByRole('heading', { name: 'Invoice completed work' })
    setDay('From', '2026-11-30')
    setDay('To', '2026-11-01')
    await user.click(screen.getByRole('button', { name: 'Preview' }))
    expect(await screen.findAllByText('The end must not be before the start')).not.toHaveLength(0)
    expect(transport.mock.calls.some(([req]) => req.method === 'POST')).toBe(false)
  })

  it('is not offered to a role without billing:write', async () => {
    renderApp(
      '/billing/invoices/batch',
      batchApi(() => undefined),
      { user: TEST_ESTIMATOR },
    )
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'Invoice completed work' }),
      ).not.toBeInTheDocument(),
    )
  })

  it('defaults to the first of last month to today', () => {
    const now = Date.UTC(2026, 0, 15, 12)
    expect(batchPeriodDefaults(now, 'America/Chicago')).toEqual({
      from: '2025-12-01',
      to: '2026-01-15',
      client_person_id: '',
    })
  })
})
