// @vitest-environment jsdom
// /timesheets: the week's lines (status, hours, overtime) opening each employee's week, and the
// week switcher moving the week through the URL.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { TimesheetListAnswer } from '../../../domain/time/time-api'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { page, renderApp } from '../../test/render-app'
import '../../test/setup'

const list = (week_start: string): TimesheetListAnswer => ({
  week_start,
  items: [
    {
      employee_id: '40000000-0000-4000-8000-000000000001',
      name: 'Ana Diaz',
      status: 'submitted',
      total_hours: 42.5,
      overtime_hours: 2.5,
    },
    {
      employee_id: '40000000-0000-4000-8000-000000000002',
      name: 'Ben Ode',
      status: 'approved',
      total_hours: 38,
      overtime_hours: 0,
    },
  ],
})

function listApi(req: ApiRequest): ApiResponse {
  if (req.path === '/api/timesheets') {
    // As the server: the week is required.
    const week = req.query?.week
    if (typeof week !== 'string')
      return { status: 400, body: { error: { code: 'VALIDATION', message: 'week' } } }
    return { status: 200, body: list(week) }
  }
  if (req.path === '/api/settings/branding') return { status: 404, body: null }
  return page([])
}

describe('the timesheets page', { timeout: 20_000 }, () => {
  it("lists the week's timesheets and switches weeks", async () => {
    const user = userEvent.setup()
    const { router, transport } = renderApp('/timesheets?week=2026-11-25', listApi)
    const rows = within(await screen.findByRole('list', { name: 'Timesheets' })).getAllByRole(
      'link',
    )
    expect(rows[0]).toHaveTextContent('Ana Diaz')
    expect(rows[0]).toHaveTextContent('Submitted')
    expect(rows[0]).toHaveTextContent('Overtime')
    expect(rows[0]).toHaveTextContent('42.5 h')
    expect(rows[0]).toHaveAttribute(
      'href',
      '/timesheets/40000000-0000-4000-8000-000000000001?week=2026-11-22',
    )
    expect(rows[1]).toHaveTextContent('Approved')
    expect(rows[1]).not.toHaveTextContent('Overtime')
    expect(screen.getByText('Nov 22 – 28, 2026')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Next week' }))
    await waitFor(() => expect(router.state.location.search).toBe('?week=2026-11-29'))
    expect(await screen.findByText('Nov 29 – Dec 5, 2026')).toBeInTheDocument()
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/timesheets', query: { week: '2026-11-29' } }),
    )
  })
})

describe('the timesheets page without a week', { timeout: 20_000 }, () => {
  it("asks for the browser's current week, named by its Sunday", async () => {
    const { transport } = renderApp('/timesheets', listApi)
    await screen.findByRole('list', { name: 'Timesheets' })
    const asked = transport.mock.calls
      .map(([req]) => req)
      .find((req) => req.path === '/api/timesheets')?.query?.week
    expect(typeof asked).toBe('string')
    expect(new Date(`${String(asked)}T00:00:00Z`).getUTCDay()).toBe(0)
  })
})
