// @vitest-environment jsdom
// Payment actions send an Idempotency-Key: a fresh one per user action, the same one on the
// automatic retry after a dropped connection (so the server answers the retry, never pays twice).
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../data/api-error'
import type { ApiRequest } from '../../data/api-request'
import { buildInvoice, buildPerson } from '../../test/factories'
import { page, renderApp } from '../../test/render-app'
import '../../test/setup'

vi.setConfig({ testTimeout: 20_000 })

const client = buildPerson({ name: 'Maria Lopez', email: 'maria@example.com' })
const invoice = buildInvoice({ client_person_id: client.id })
const paymentRow = {
  id: '30000000-0000-4000-8000-000000000001',
  invoice_id: invoice.id,
  date: Date.now(),
  method: 'Card',
  amount: 1000,
  version: 1,
}

/** The detail page's reads, and writes that fail `dropped` times with a dropped connection first. */
function flakyApi(dropped: number) {
  let writes = 0
  return (req: ApiRequest) => {
    if (req.method === 'POST') {
      if (writes++ < dropped) throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE)
      if (req.path.endsWith('/mark-paid')) {
        return {
          status: 200,
          body: { invoice: { ...invoice, status: 'Paid', version: 2 }, payment: paymentRow },
        }
      }
      return { status: 201, body: { ...paymentRow, method: 'ACH' } }
    }
    if (req.path === `/api/invoices/${invoice.id}`) return { status: 200, body: invoice }
    if (req.path === `/api/persons/${client.id}`) return { status: 200, body: client }
    if (req.path === '/api/payments') return page([])
    return { status: 404, body: null }
  }
}

const keysOf = (calls: [ApiRequest][], path: string) =>
  calls
    .map(([req]) => req)
    .filter((req) => req.method === 'POST' && req.path === path)
    .map((req) => req.headers?.['Idempotency-Key'])

describe('payment actions and Idempotency-Key', () => {
  it('retries Mark as Paid after a dropped connection with the same key', async () => {
    const user = userEvent.setup()
    const { transport } = renderApp(`/billing/invoices/${invoice.id}`, flakyApi(1))
    await user.click(await screen.findByRole('button', { name: 'Mark as Paid' }))
    await screen.findByRole('alertdialog')
    await user.click(screen.getAllByRole('button', { name: 'Mark as Paid' }).at(-1)!)
    // A toast fades in after it mounts: the text is in the page a moment before it is visible.
    await waitFor(() => expect(screen.getByText('Payment record created')).toBeVisible(), {
      timeout: 10_000,
    })
    const keys = keysOf(transport.mock.calls, `/api/invoices/${invoice.id}/mark-paid`)
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])
  })

  it('retries Record Payment after a dropped connection with the same key', async () => {
    const user = userEvent.setup()
    const { transport } = renderApp(`/billing/invoices/${invoice.id}`, flakyApi(1))
    await user.click(await screen.findByRole('button', { name: 'Record Payment' }))
    const amount = await screen.findByLabelText('Amount')
    await waitFor(() => expect(amount).toHaveValue(1000))
    await user.click(screen.getAllByRole('button', { name: 'Record Payment' }).at(-1)!)
    await waitFor(() => expect(screen.getByText('Payment recorded')).toBeVisible(), {
      timeout: 10_000,
    })
    const keys = keysOf(transport.mock.calls, '/api/payments')
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])
  })

  it('shows the wait message of a rate-limited write (429) and does not send it again', async () => {
    const user = userEvent.setup()
    const message =
      'Too many changes from this device in a short time: wait 12 seconds and try again'
    const reads = flakyApi(0)
    const { transport } = renderApp(`/billing/invoices/${invoice.id}`, (req) =>
      req.method === 'POST'
        ? { status: 429, body: { error: { code: 'RATE_LIMITED', message } } }
        : reads(req),
    )
    await user.click(await screen.findByRole('button', { name: 'Mark as Paid' }))
    await screen.findByRole('alertdialog')
    await user.click(screen.getAllByRole('button', { name: 'Mark as Paid' }).at(-1)!)
    expect(await screen.findByText(message)).toBeVisible()
    expect(keysOf(transport.mock.calls, `/api/invoices/${invoice.id}/mark-paid`)).toHaveLength(1)
  })
})
