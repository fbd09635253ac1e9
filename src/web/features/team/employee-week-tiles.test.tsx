// @vitest-environment jsdom
// The employee detail's Hours This Week and Earnings tiles from recorded time (`worked`) when the
// summary has it, saying scheduled hours and whether the week is approved; the shifts' figures when
// it does not (the demo); and "View timesheet" to this week's timesheet.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { WorkedWeek } from '../../../domain/time/time-api'
import type { ApiRequest } from '../../data/api-request'
import { buildEmployee } from '../../test/factories'
import { page, renderApp } from '../../test/render-app'
import { sundayOfWeek } from '../../lib/week-dates'
import '../../test/setup'

const miguel = buildEmployee()

function employeeApi(worked: WorkedWeek | undefined) {
  return (req: ApiRequest) => {
    if (req.path === `/api/employees/${miguel.id}`) return { status: 200, body: miguel }
    if (req.path === `/api/employees/${miguel.id}/summary`) {
      return {
        status: 200,
        body: {
          crews: [],
          active_jobs: [],
          week: { hours: 32, earnings: 768 },
          ...(worked ? { worked } : {}),
        },
      }
    }
    return page([])
  }
}

/** The tile of `label`: its value and its detail line, as the screen reader reads them. */
async function tile(label: string): Promise<string> {
  const stats = screen.getByRole('region', { name: 'Stats' })
  const term = await within(stats).findByText(label)
  return term.parentElement?.textContent ?? ''
}

describe('the employee week tiles', { timeout: 20_000 }, () => {
  it('show recorded time beside the scheduled hours, all recorded time while not approved', async () => {
    renderApp(
      `/team/employees/${miguel.id}`,
      employeeApi({ hours: 30.25, earnings: 726, status: 'submitted' }),
    )
    expect(await screen.findByText('Worked · 32 h scheduled')).toBeInTheDocument()
    expect(await tile('Hours This Week')).toBe('Hours This Week30.25Worked · 32 h scheduled')
    expect(await tile('Earnings')).toBe('Earnings$726All recorded time')
  })

  it('say Approved for an approved week', async () => {
    renderApp(
      `/team/employees/${miguel.id}`,
      employeeApi({ hours: 40, earnings: 960, status: 'approved' }),
    )
    expect(await screen.findByText('Approved')).toBeInTheDocument()
    expect(await tile('Earnings')).toBe('Earnings$960Approved')
  })

  it("fall back to the shifts' week when nothing is recorded (the demo)", async () => {
    renderApp(`/team/employees/${miguel.id}`, employeeApi(undefined))
    expect(await screen.findByText('$768')).toBeInTheDocument()
    expect(await tile('Hours This Week')).toBe('Hours This Week32')
    expect(screen.queryByText(/scheduled$/)).toBeNull()
  })

  it("link to this week's timesheet", async () => {
    renderApp(`/team/employees/${miguel.id}`, employeeApi(undefined))
    const link = await screen.findByRole('link', { name: 'View timesheet' })
    expect(link).toHaveAttribute(
      'href',
      `/timesheets/${miguel.id}?week=${sundayOfWeek(Date.now())}`,
    )
  })
})
