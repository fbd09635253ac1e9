// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { DashboardSummary } from '../../../domain/dashboard/dashboard-summary'
import { renderApp } from '../../test/render-app'
import '../../test/setup'

const JOB_ID = '00000000-0000-4000-8000-0000000000a1'
const INVOICE_ID = '00000000-0000-4000-8000-0000000000b1'
/** Noon today: "Today" at any hour the test runs (an hour from now is tomorrow after 23:00). */
const TODAY_NOON = new Date().setHours(12, 0, 0, 0)

function summary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  return {
    jobs_today: { count: 8, in_progress: 3, done: 1 },
    open_estimates: { count: 12, total: 18_250.5 },
    overdue_invoices: { count: 3, total: 8450 },
    revenue_30: { total: 45_280, previous_total: 40_428, change_percent: 12 },
    crews_on_site: { count: 5, total: 6 },
    unread_messages: { count: 7 },
    upcoming: [
      {
        id: JOB_ID,
        title: 'Spring Cleanup - Garcia',
        date: TODAY_NOON,
        status: 'Scheduled',
        address: '100 Oak St, Austin, TX',
        client_name: 'Maria Garcia',
      },
    ],
    overdue_list: [
      {
        id: INVOICE_ID,
        number: 'INV-2026-003',
        amount: 2750,
        due_date: Date.now() - 7 * 86_400_000,
        client_name: null,
      },
    ],
    ...overrides,
  }
}

function dashboardApi(body: DashboardSummary) {
  const seen: Record<string, unknown>[] = []
  return {
    seen,
    fake: (req: { path: string; query?: Record<string, unknown> }) => {
      if (req.path === '/api/dashboard') {
        seen.push(req.query ?? {})
        return { status: 200, body }
      }
      return { status: 404, body: null }
    },
  }
}

describe('DashboardPage', { timeout: 15_000 }, () => {
  it('shows each tile with its live figure and the link to its filtered list', async () => {
    const { fake, seen } = dashboardApi(summary())
    renderApp('/dashboard', fake)
    const tiles = within(await screen.findByRole('region', { name: 'Key figures' }))
    // The tiles show (as placeholders) before the figures arrive: wait for the figures.
    await tiles.findByText('3 in progress')
    const tile = async (href: string) => {
      const link = await tiles.findByText((_, el) => el?.getAttribute('href') === href)
      return link.closest('a') as HTMLElement
    }
    expect(await tile('/projects/jobs?filter=today')).toHaveTextContent(
      /Jobs Today\s*8\s*3 in progress/,
    )
    expect(await tile('/sales/estimates?filter=open')).toHaveTextContent(
      /Open Estimates\s*12\s*\$18,250\.50 in open quotes/,
    )
    expect(await tile('/billing/invoices?filter=overdue')).toHaveTextContent(
      /Overdue Invoices\s*3\s*\$8,450 overdue/,
    )
    expect(await tile('/reports?view=revenue-30')).toHaveTextContent(
      /30-Day Revenue\s*\$45,280\s*up 12%\s*vs previous 30 days/,
    )
    expect(await tile('/team/crews?filter=active')).toHaveTextContent(
      /Crews On Site\s*5\s*of 6 crews/,
    )
    expect(await tile('/messages/inbox?filter=unread')).toHaveTextContent(/Unread Messages\s*7/)
    // The figures are counted in the user's time zone.
    expect(seen[0]).toEqual({ tz: -new Date().getTimezoneOffset() })
  })

  it('lists the week ahead with links to the jobs, and the calendar', async () => {
    renderApp('/', dashboardApi(summary()).fake)
    const upcoming = within(await screen.findByRole('region', { name: 'Upcoming This Week' }))
    const job = await upcoming.findByRole('link', { name: /Spring Cleanup - Garcia/ })
    expect(job).toHaveAttribute('href', `/projects/jobs/${JOB_ID}`)
    expect(job).toHaveTextContent(/Today, 12:00 PM · Maria Garcia/)
    expect(upcoming.getByRole('link', { name: 'View Calendar' })).toHaveAttribute(
      'href',
      '/projects/calendar',
    )
    const overdue = within(screen.getByRole('region', { name: 'Needs Attention' }))
    expect(overdue.getByRole('link', { name: /Unknown Client/ })).toHaveAttribute(
      'href',
      `/billing/invoices/${INVOICE_ID}`,
    )
    expect(overdue.getByText('INV-2026-003 · 7 days overdue')).toBeInTheDocument()
  })

  it('says so when the week is free, nothing is overdue and revenue had nothing to compare with', async () => {
    const quiet = summary({
      upcoming: [],
      overdue_list: [],
      overdue_invoices: { count: 0, total: 0 },
      revenue_30: { total: 0, previous_total: 0, change_percent: null },
    })
    renderApp('/dashboard', dashboardApi(quiet).fake)
    expect(await screen.findByText('No jobs in the next 7 days.')).toBeInTheDocument()
    expect(screen.getByText('No overdue invoices.')).toBeInTheDocument()
    expect(screen.getByText('All caught up')).toBeInTheDocument()
    expect(screen.getByText('No revenue in the 30 days before')).toBeInTheDocument()
  })

  it('shows the error with a retry when the figures cannot load', async () => {
    renderApp('/dashboard', (req) =>
      req.path === '/api/dashboard'
        ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Database is down' } } }
        : { status: 404, body: null },
    )
    expect(await screen.findByText('Database is down')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    // The shortcuts still work without figures.
    expect(screen.getByRole('link', { name: 'Create Job' })).toHaveAttribute(
      'href',
      '/projects/jobs/new',
    )
  })
})
