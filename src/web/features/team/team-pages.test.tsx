// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Crew } from '../../../domain/team/crew'
import type { Employee } from '../../../domain/team/employee'
import { NO_UPCOMING_SHIFTS_TEXT } from '../../../domain/team/shift'
import type { ApiRequest } from '../../data/api-request'
import { buildEmployee } from '../../test/factories'
import { page, renderApp, TEST_CREW, TEST_ESTIMATOR, TEST_FOREMAN } from '../../test/render-app'
import '../../test/setup'

vi.setConfig({ testTimeout: 20_000 })

const miguel = buildEmployee()
const sarah: Employee = {
  ...miguel,
  id: '50000000-0000-4000-8000-000000000002',
  name: 'Sarah Chen',
  role: 'Tech',
}
const alpha: Crew = {
  id: '30000000-0000-4000-8000-000000000001',
  name: 'Crew Alpha',
  members: [miguel.id],
  on_site_now: true,
  lead_employee_id: null,
  version: 2,
}

describe('Employee detail', () => {
  it("counts crews, active jobs and this week's hours and earnings from the summary", async () => {
    renderApp(`/team/employees/${miguel.id}`, (req: ApiRequest) => {
      if (req.path === `/api/employees/${miguel.id}`) return { status: 200, body: miguel }
      if (req.path === `/api/employees/${miguel.id}/summary`) {
        return {
          status: 200,
          body: { crews: [alpha], active_jobs: [], week: { hours: 6.5, earnings: 156 } },
        }
      }
      return page([])
    })
    expect(await screen.findByRole('heading', { name: 'Miguel Torres' })).toBeInTheDocument()
    const stats = screen.getByRole('region', { name: 'Stats' })
    await waitFor(() => expect(within(stats).getAllByRole('definition')[0]).toHaveTextContent('1'))
    expect(within(stats).getAllByRole('definition')[1]).toHaveTextContent('0')
    expect(within(stats).getAllByRole('definition')[2]).toHaveTextContent('6.5')
    expect(within(stats).getAllByRole('definition')[3]).toHaveTextContent('$156')
    expect(screen.getAllByText('Full-time')[0]).toBeInTheDocument()
    expect(screen.getAllByText('40 hrs/week')[0]).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Jobs' }))
    expect(await screen.findByText('No active jobs')).toBeInTheDocument()
  })

  it('shows a Foreman the employee without pay and without the team controls', async () => {
    const { hourly_rate: _pay, ...unpaid } = miguel
    renderApp(
      `/team/employees/${miguel.id}?tab=schedule`,
      (req: ApiRequest) => {
        if (req.path === `/api/employees/${miguel.id}`) return { status: 200, body: unpaid }
        if (req.path.endsWith('/summary'))
          return { status: 200, body: { crews: [alpha], active_jobs: [], week: { hours: 6.5 } } }
        return page([])
      },
      { user: TEST_FOREMAN },
    )
    expect(await screen.findByRole('heading', { name: 'Miguel Torres' })).toBeInTheDocument()
    const stats = screen.getByRole('region', { name: 'Stats' })
    await waitFor(() =>
      expect(within(stats).getAllByRole('definition')[2]).toHaveTextContent('6.5'),
    )
    expect(within(stats).queryByText('Earnings')).toBeNull()
    expect(screen.queryByText(/per hour/)).toBeNull()
    expect(await screen.findByText(NO_UPCOMING_SHIFTS_TEXT)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add Shift' })).toBeNull()
  })

  it('shows a Foreman the employees without their rates and without Add Employee', async () => {
    const { hourly_rate: _pay, ...unpaid } = miguel
    renderApp('/team/employees', () => page([unpaid]), { user: TEST_FOREMAN })
    expect(await screen.findByText('Miguel Torres')).toBeInTheDocument()
    expect(screen.queryByText('Hourly Rate')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add Employee' })).toBeNull()
  })

  it("says 'Not assigned to any crews' for an employee in none", async () => {
    renderApp(`/team/employees/${sarah.id}?tab=crews`, (req: ApiRequest) => {
      if (req.path === `/api/employees/${sarah.id}`) return { status: 200, body: sarah }
      if (req.path.endsWith('/summary'))
        return {
          status: 200,
          body: { crews: [], active_jobs: [], week: { hours: 0, earnings: 0 } },
        }
      return page([])
    })
    expect(await screen.findByText('Not assigned to any crews')).toBeInTheDocument()
  })

  it('says Employee not found for an unknown id', async () => {
    renderApp('/team/employees/50000000-0000-4000-8000-000000000099', () => ({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Employee not found' } },
    }))
    expect(await screen.findByText('Employee not found')).toBeInTheDocument()
  })
})

describe('Crews', () => {
  it('edits the members of a crew with its version', async () => {
    const user = userEvent.setup()
    const { transport } = renderApp('/team/crews', (req: ApiRequest) => {
      if (req.method === 'PATCH')
        return { status: 200, body: { ...alpha, members: [sarah.id], version: 3 } }
      if (req.path === '/api/crews') return page([alpha])
      if (req.path === '/api/employees') return page([miguel, sarah])
      return page([])
    })
    await user.click(await screen.findByRole('button', { name: 'Edit Crew Alpha' }))
    const dialog = await screen.findByRole('dialog')
    // The members are chips named by id; more are searched for on the server.
    const chosen = await within(dialog).findByRole('list', { name: 'Chosen members' })
    await user.click(await within(chosen).findByRole('button', { name: 'Remove Miguel Torres' }))
    expect(within(dialog).queryByRole('list', { name: 'Chosen members' })).toBeNull()
    await user.click(within(dialog).getByRole('combobox', { name: 'Members' }))
    await user.type(screen.getByRole('combobox', { name: 'Search employees' }), 'sar')
    await waitFor(() =>
      expect(transport).toHaveBeenCalledWith(
        expect.objectContaining({
          path: '/api/employees',
          query: expect.objectContaining({ q: 'sar' }),
        }),
      ),
    )
    await user.click(await screen.findByRole('option', { name: /Sarah Chen/ }))
    expect(
      within(within(dialog).getByRole('list', { name: 'Chosen members' })).getByText('Sarah Chen'),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Save Crew' }))
    expect(await screen.findByText('Crew updated')).toBeInTheDocument()
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'PATCH',
        path: `/api/crews/${alpha.id}`,
        body: { name: 'Crew Alpha', members: [sarah.id], on_site_now: true, version: 2 },
      }),
    )
  })

  it('refuses a crew without a name', async () => {
    const user = userEvent.setup()
    const { transport } = renderApp('/team/crews', (req: ApiRequest) =>
      req.path === '/api/employees' ? page([miguel]) : page([]),
    )
    await user.click(await screen.findByRole('button', { name: 'Create Crew' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Create Crew' }))
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument()
    expect(transport.mock.calls.some(([req]) => req.method === 'POST')).toBe(false)
  })

  it.each([
    ['an Estimator', TEST_ESTIMATOR],
    ['a Crew user', TEST_CREW],
  ])(
    'names the members for %s, who may not read employees, from their names only',
    async (_, user) => {
      const { transport } = renderApp(
        '/team/crews',
        (req: ApiRequest) => {
          if (req.path === '/api/crews') return page([alpha])
          if (req.path === '/api/crew-members') {
            return { status: 200, body: { items: [{ id: miguel.id, name: miguel.name }] } }
          }
          if (req.path === '/api/employees') return { status: 403, body: null }
          return page([])
        },
        { user },
      )
      const members = await screen.findByRole('list', { name: 'Members of Crew Alpha' })
      expect(await within(members).findByText(miguel.name)).toBeInTheDocument()
      expect(transport.mock.calls.some(([req]) => req.path === '/api/employees')).toBe(false)
      expect(transport).toHaveBeenCalledWith(
        expect.objectContaining({ path: '/api/crew-members', query: { ids: miguel.id } }),
      )
    },
  )
})
