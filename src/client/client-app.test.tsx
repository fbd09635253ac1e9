// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import './test/setup'
import { ClientApp } from './client-app'
import { buildEstimate, buildInvoice, buildMe, ok, serveHub } from './test/hub-fixtures'

describe("the clients' pages by address", () => {
  it('opens the estimate and the invoice of the address, and the payment return of its query', async () => {
    serveHub({
      'GET /api/hub/me': ok(buildMe()),
      'GET /api/hub/estimates/e%201': ok(buildEstimate({ id: 'e 1' })),
      'GET /api/hub/invoices/inv-1': ok(buildInvoice({ status: 'Paid', balance_cents: 0 })),
    })
    const { unmount } = render(<ClientApp path="/hub/estimates/e%201/" />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Estimate #1a2b3c4d' }),
    ).toBeInTheDocument()
    unmount()
    render(<ClientApp path="/hub/invoices/inv-1" search="?payment=cancelled" />)
    expect(await screen.findByText('The payment was cancelled')).toBeInTheDocument()
  })

  it('says a page it does not know is not found', () => {
    render(<ClientApp path="/hub/estimates" />)
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
  })
})
