// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ReportsOverview, Revenue30 } from '../../../domain/dashboard/reports'
import { renderApp } from '../../test/render-app'
import '../../test/setup'

const overview: ReportsOverview = {
  revenue_by_month: Array.from({ length: 12 }, (_, i) => ({
    month: `2026-${String(i + 1).padStart(2, '0')}`,
    total: i === 10 ? 4200.5 : i * 100,
    payments: i === 10 ? 3 : 1,
  })),
  revenue_total: 9700.5,
  jobs_by_status: [
    { status: 'Scheduled', count: 9 },
    { status: 'In-Progress', count: 3 },
    { status: 'Done', count: 6 },
  ],
  jobs_total: 18,
}

const revenue30: Revenue30 = {
  days: Array.from({ length: 30 }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    total: i === 29 ? 980 : 0,
    payments: i === 29 ? 1 : 0,
  })),
  total: 6730.5,
  previous_total: 2270,
  change_percent: 196,
  payments: 6,
  by_method: [
    { method: 'Card', total: 4150, payments: 3 },
    { method: 'ACH', total: 2580.5, payments: 3 },
  ],
}

const fake = (req: { path: string }) =>
  req.path === '/api/reports/overview'
    ? { status: 200, body: overview }
    : req.path === '/api/reports/revenue-30'
      ? { status: 200, body: revenue30 }
      : { status: 404, body: null }

describe('ReportsPage', { timeout: 15_000 }, () => {
  it('opens the revenue-30 view from the URL with its figures', async () => {
    renderApp('/reports?view=revenue-30', fake)
    expect(await screen.findByRole('tab', { name: 'Last 30 Days' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const stats = within(await screen.findByRole('region', { name: 'Last 30 days' }))
    expect(await stats.findByText('$6,730.50')).toBeInTheDocument()
    expect(stats.getByText('$2,270')).toBeInTheDocument()
    expect(stats.getByText('+196%')).toBeInTheDocument()
    const methods = within(screen.getByRole('region', { name: 'By Payment Method' }))
    expect(methods.getByRole('meter', { name: 'Card share of revenue' })).toHaveAttribute(
      'aria-valuenow',
      '62',
    )
    // The chart's numbers are also a table for screen readers.
    expect(screen.getByRole('table', { name: 'Revenue by day, last 30 days' })).toHaveTextContent(
      'Mon, Nov 30, 2026$9801',
    )
  })

  it('defaults to the overview and switches views through the URL', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/reports', fake)
    expect(await screen.findByText('$9,700.50')).toBeInTheDocument()
    const jobs = within(screen.getByRole('list', { name: 'Jobs by status' }))
    expect(jobs.getByText('In Progress').parentElement).toHaveTextContent('In Progress317%')
    expect(screen.getByRole('table', { name: 'Revenue by month' })).toHaveTextContent(
      'November 2026$4,200.503',
    )
    await user.click(screen.getByRole('tab', { name: 'Last 30 Days' }))
    await waitFor(() => expect(router.state.location.search).toBe('?view=revenue-30'))
    expect(await screen.findByText('+196%')).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Overview' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
  })
})
