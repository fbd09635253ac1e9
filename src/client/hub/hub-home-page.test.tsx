// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import '../test/setup'
import {
  buildEstimate,
  buildInvoice,
  buildMe,
  buildVisit,
  fail,
  invoiceSummaryOf,
  ok,
  serveHub,
  summaryOf,
} from '../test/hub-fixtures'
import { HubHomePage } from './hub-home-page'

const lists = (
  items: { estimates?: unknown[]; invoices?: unknown[]; visits?: unknown[] } = {},
) => ({
  'GET /api/hub/me': ok(buildMe()),
  'GET /api/hub/estimates': ok({ items: items.estimates ?? [] }),
  'GET /api/hub/invoices': ok({ items: items.invoices ?? [] }),
  'GET /api/hub/visits': ok({ items: items.visits ?? [] }),
})

const sectionOf = (name: string) => screen.getByRole('region', { name }) as HTMLElement

describe("the client hub's home page", () => {
  it('greets the client, waiting estimates first, open invoices with what is due, then paid', async () => {
    serveHub(
      lists({
        estimates: [
          summaryOf(
            buildEstimate({ id: 'e-acc', number: 'Estimate #accepted', status: 'Accepted' }),
          ),
          summaryOf(buildEstimate({ id: 'e-sent', number: 'Estimate #waiting' })),
        ],
        invoices: [
          invoiceSummaryOf(buildInvoice({ id: 'i-open', number: 'INV-0002' })),
          invoiceSummaryOf(
            buildInvoice({ id: 'i-paid', number: 'INV-0001', status: 'Paid', balance_cents: 0 }),
          ),
        ],
      }),
    )
    render(<HubHomePage />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello, Ana Ruiz' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('banner')).toHaveTextContent('Green Acres')
    expect(document.documentElement.style.getPropertyValue('--primary')).not.toBe('')
    const estimates = sectionOf('Estimates')
    const headings = within(estimates)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
    expect(headings).toEqual(['Waiting for your approval', 'Accepted'])
    const links = within(estimates).getAllByRole('link')
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/hub/estimates/e-sent',
      '/hub/estimates/e-acc',
    ])
    expect(links[0]).toHaveTextContent('Estimate #waitingIssued Mar 4, 2026$1,234.56')
    const invoices = within(sectionOf('Invoices')).getAllByRole('link')
    expect(invoices[0]).toHaveTextContent('Invoice INV-0002Unpaid · due Mar 18, 2026$300.00 due')
    expect(invoices[1]).toHaveAttribute('href', '/hub/invoices/i-paid')
    expect(screen.getByRole('link', { name: 'Request work' })).toHaveAttribute(
      'href',
      '/hub/request-work',
    )
  })

  it('says so in a sentence when a section is empty', async () => {
    serveHub(lists())
    render(<HubHomePage />)
    expect(await screen.findByText('You have no estimates.')).toBeInTheDocument()
    expect(screen.getByText('You have no invoices.')).toBeInTheDocument()
    expect(screen.getByText('You have no visits booked.')).toBeInTheDocument()
  })

  it("shows a visit in the business's time zone and confirms it", async () => {
    const { posts } = serveHub({
      ...lists({ visits: [buildVisit()] }),
      'POST /api/hub/visits/job-1/confirm': ok(buildVisit({ confirmed_at: 1 })),
    })
    const user = userEvent.setup()
    render(<HubHomePage />)
    const visits = await screen.findByRole('region', { name: 'Upcoming visits' })
    expect(visits).toHaveTextContent(/Wednesday, March 4\D+10:30\sAM/)
    expect(visits).toHaveTextContent('12 Elm St')
    expect(visits).toHaveTextContent('Crew: Crew A')
    await user.click(within(visits).getByRole('button', { name: /^Confirm/ }))
    expect(await within(visits).findByText('Confirmed')).toBeInTheDocument()
    expect(within(visits).queryByRole('button')).not.toBeInTheDocument()
    expect(posts()).toEqual([{ method: 'POST', url: '/api/hub/visits/job-1/confirm', body: {} }])
  })

  it('says the link has expired when a list answers 401', async () => {
    serveHub({ ...lists(), 'GET /api/hub/visits': fail(401, 'Signed out') })
    render(<HubHomePage />)
    expect(
      await screen.findByRole('heading', { name: 'This link has expired' }),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Hello/)).not.toBeInTheDocument()
  })
})
