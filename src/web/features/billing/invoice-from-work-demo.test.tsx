// @vitest-environment jsdom
// Create Invoice from work on the real API rules (the demo's local transport): an accepted estimate
// converted to a job is invoiced with its lines, and the job is then refused a second invoice.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Invoice } from '../../../domain/billing/invoice'
import type { Job } from '../../../domain/projects/job'
import type { Estimate } from '../../../domain/sales/estimate'
import type { ApiRequest } from '../../data/api-request'
import { createLocalTransport } from '../../data/local/local-transport'
import { createMemoryStorage } from '../../data/local/memory-storage'
import { renderApp } from '../../test/render-app'
import '../../test/setup'

vi.setConfig({ testTimeout: 30_000 })

async function acceptedJob() {
  const local = createLocalTransport({ storage: createMemoryStorage() })
  const call = async <T,>(req: ApiRequest): Promise<T> => {
    const res = await local(req)
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300)
    return res.body as T
  }
  const persons = await call<{ items: { id: string }[] }>({
    method: 'GET',
    path: '/api/persons',
    query: { limit: 1 },
  })
  const estimate = await call<Estimate>({
    method: 'POST',
    path: '/api/estimates',
    body: {
      client_person_id: persons.items[0]!.id,
      line_items: [
        { desc: 'Mulch, per yard', qty: 2, price: 45.5, taxable: true },
        { desc: 'Haul away', qty: 1, price: 30, taxable: false },
      ],
      notes: '',
    },
  })
  await call({ method: 'POST', path: `/api/estimates/${estimate.id}/send` })
  await call({ method: 'POST', path: `/api/estimates/${estimate.id}/accept` })
  const job = await call<Job>({ method: 'POST', path: `/api/estimates/${estimate.id}/convert` })
  return { local, job }
}

describe('Create Invoice from work, in the demo', () => {
  it('invoices the job with its estimate lines once, then refuses it with the invoice number', async () => {
    const user = userEvent.setup()
    const { local, job } = await acceptedJob()
    const view = renderApp(`/billing/invoices/new?job_id=${job.id}`, (req) => local(req))
    expect(await screen.findByText(`From ${job.title}`)).toBeInTheDocument()
    expect(await screen.findByDisplayValue('Haul away')).toBeInTheDocument()
    expect(screen.getByLabelText('Item 2 Taxable')).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }))
    expect(await screen.findByText('New invoice has been saved')).toBeInTheDocument()
    await waitFor(() =>
      expect(view.router.state.location.pathname).toMatch(/^\/billing\/invoices\/[0-9a-f-]{36}$/),
    )
    const id = view.router.state.location.pathname.split('/').at(-1)!
    const stored = (await local({ method: 'GET', path: `/api/invoices/${id}` })).body as Invoice
    expect(stored).toMatchObject({
      job_id: job.id,
      amount: 128,
      line_items: [
        { desc: 'Mulch, per yard', qty: 2, price: 45.5, taxable: true, job_id: null },
        { desc: 'Haul away', qty: 1, price: 30, taxable: false, job_id: null },
      ],
    })
    view.unmount()

    renderApp(`/billing/invoices/new?job_id=${job.id}`, (req) => local(req))
    const alert = await screen.findByRole('alert')
    expect(
      within(alert).getByText(`This job is already invoiced on ${stored.number}`),
    ).toBeInTheDocument()
    expect(
      await within(alert).findByRole('link', { name: `Open ${stored.number}` }),
    ).toHaveAttribute('href', `/billing/invoices/${id}`)
  })
})
