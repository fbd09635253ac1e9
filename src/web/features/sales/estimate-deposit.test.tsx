// @vitest-environment jsdom
// The estimate page's deposit (decision 059): what it asks for under the totals, and once Accepted
// the link to the deposit invoice (GET /api/invoices?deposit_estimate_id=), for those who see invoices.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Estimate } from '../../../domain/sales/estimate'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { buildInvoice } from '../../test/factories'
import { page, renderApp, TEST_ESTIMATOR } from '../../test/render-app'
import '../../test/setup'
import { DEPOSIT_ON_ACCEPTANCE } from './estimate-deposit'
import { buildEstimate, client, salesApi } from './sales-fixtures'

const DEPOSIT_INVOICE = buildInvoice({
  id: '20000000-0000-4000-8000-000000000012',
  number: 'INV-0012',
  client_person_id: client.id,
  amount: 67.8,
})

function open(
  estimate: Estimate,
  { user, more }: { user?: object; more?: (req: ApiRequest) => ApiResponse | undefined } = {},
) {
  const invoiceRequests: ApiRequest[] = []
  const view = renderApp(
    `/sales/estimates/${estimate.id}`,
    salesApi((req) => {
      const answer = more?.(req)
      if (answer) return answer
      if (req.path === `/api/estimates/${estimate.id}`) return { status: 200, body: estimate }
      if (req.method === 'GET' && req.path === '/api/invoices') {
        invoiceRequests.push(req)
        return page(
          req.query?.deposit_estimate_id === estimate.id
            ? [{ ...DEPOSIT_INVOICE, deposit_estimate_id: estimate.id }]
            : [],
        )
      }
      return undefined
    }),
    user ? { user } : {},
  )
  return { ...view, invoiceRequests }
}

const main = async () => {
  await screen.findByRole('heading', { name: 'Estimate #3f9a1c7e', level: 1 })
  return within(screen.getByRole('main'))
}

describe('Estimate detail, the deposit', { timeout: 15_000 }, () => {
  it('shows a percent deposit and its amount, invoiced on acceptance', async () => {
    const { invoiceRequests } = open(buildEstimate({ deposit: { type: 'percent', value: 30 } }))
    const shown = await main()
    // 30% of the $226 total.
    expect(shown.getByText('Deposit: 30% ($67.80)')).toBeInTheDocument()
    expect(shown.getByText(DEPOSIT_ON_ACCEPTANCE)).toBeInTheDocument()
    expect(shown.queryByRole('link', { name: /Deposit invoice/ })).toBeNull()
    expect(invoiceRequests).toEqual([])
  })

  it('shows nothing of a deposit when the estimate asks for none', async () => {
    open(buildEstimate({ status: 'Accepted' }))
    const shown = await main()
    expect(shown.queryByText(/^Deposit/)).toBeNull()
  })

  it('links an accepted estimate to its deposit invoice', async () => {
    const estimate = buildEstimate({ status: 'Accepted', deposit: { type: 'amount', value: 50 } })
    const { invoiceRequests } = open(estimate)
    const shown = await main()
    expect(shown.getByText('Deposit: $50.00')).toBeInTheDocument()
    const link = await shown.findByRole('link', { name: 'Deposit invoice INV-0012' })
    expect(link).toHaveAttribute('href', `/billing/invoices/${DEPOSIT_INVOICE.id}`)
    expect(within(link.parentElement as HTMLElement).getByText('Unpaid')).toBeInTheDocument()
    expect(invoiceRequests[0]?.query).toMatchObject({ deposit_estimate_id: estimate.id, limit: 1 })
    expect(shown.queryByText(DEPOSIT_ON_ACCEPTANCE)).toBeNull()
  })

  it('says so when an accepted estimate has no deposit invoice', async () => {
    const estimate = buildEstimate({ status: 'Accepted', deposit: { type: 'amount', value: 50 } })
    open(estimate, {
      more: (req) => (req.path === '/api/invoices' ? page([]) : undefined),
    })
    const shown = await main()
    expect(await shown.findByText('No deposit invoice')).toBeInTheDocument()
  })

  it('shows the deposit but no invoice link to a role that does not see invoices', async () => {
    const estimate = buildEstimate({ status: 'Accepted', deposit: { type: 'percent', value: 30 } })
    const { invoiceRequests } = open(estimate, { user: TEST_ESTIMATOR })
    const shown = await main()
    expect(shown.getByText('Deposit: 30% ($67.80)')).toBeInTheDocument()
    expect(shown.queryByRole('link', { name: /Deposit invoice/ })).toBeNull()
    expect(invoiceRequests).toEqual([])
  })

  it('links the deposit invoice once Mark Accepted has made it', async () => {
    const user = userEvent.setup()
    const sent = buildEstimate({ status: 'Sent', deposit: { type: 'percent', value: 30 } })
    open(sent, {
      more: (req) =>
        req.method === 'POST' && req.path === `/api/estimates/${sent.id}/accept`
          ? { status: 200, body: { ...sent, status: 'Accepted', version: 2 } }
          : undefined,
    })
    const shown = await main()
    await user.click(shown.getByRole('button', { name: 'Mark Accepted' }))
    expect(await shown.findByRole('link', { name: 'Deposit invoice INV-0012' })).toBeInTheDocument()
    await waitFor(() => expect(shown.queryByText(DEPOSIT_ON_ACCEPTANCE)).toBeNull())
  })
})
