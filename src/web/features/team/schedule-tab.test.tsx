// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Shift } from '../../../domain/team/shift'
import type { ApiRequest } from '../../data/api-request'
import { buildEmployee } from '../../test/factories'
import { page, renderApp } from '../../test/render-app'
import '../../test/setup'

vi.setConfig({ testTimeout: 20_000 })

const miguel = buildEmployee()
const local = (d: number, h: number) => new Date(2026, 10, d, h).getTime()
const shift: Shift = {
  id: '60000000-0000-4000-8000-000000000001',
  employee_id: miguel.id,
  starts_at: local(26, 8),
  ends_at: local(26, 12),
  job_id: null,
  note: 'Bring the mower',
  created_at: 0,
  version: 3,
}
const overlap =
  'This shift overlaps another shift of this employee (Nov 26, 2026, 8:00 AM - 12:00 PM)'

function renderSchedule(
  shifts: Shift[],
  onWrite?: (req: ApiRequest) => { status: number; body: unknown },
) {
  return renderApp(`/team/employees/${miguel.id}?tab=schedule`, (req: ApiRequest) => {
    if (req.method !== 'GET' && onWrite) return onWrite(req)
    if (req.path === `/api/employees/${miguel.id}`) return { status: 200, body: miguel }
    if (req.path.endsWith('/summary')) {
      return { status: 200, body: { crews: [], active_jobs: [], week: { hours: 4, earnings: 96 } } }
    }
    if (req.path === '/api/shifts') return page(shifts)
    return page([])
  })
}

describe('Schedule tab', () => {
  it("pages the coming shifts: 'Load more' asks for the next page by cursor", async () => {
    const later: Shift = {
      ...shift,
      id: '60000000-0000-4000-8000-000000000002',
      note: 'Trim hedges',
    }
    const user = userEvent.setup()
    const { transport } = renderApp(
      `/team/employees/${miguel.id}?tab=schedule`,
      (req: ApiRequest) => {
        if (req.path === `/api/employees/${miguel.id}`) return { status: 200, body: miguel }
        if (req.path.endsWith('/summary')) {
          return {
            status: 200,
            body: { crews: [], active_jobs: [], week: { hours: 4, earnings: 96 } },
          }
        }
        if (req.path === '/api/shifts')
          return req.query?.cursor ? page([later], 2) : page([shift], 2, 'c2')
        return page([])
      },
    )
    const list = await screen.findByRole('list', { name: 'Upcoming shifts' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await within(list).findByText('Trim hedges')).toBeInTheDocument()
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        path: '/api/shifts',
        query: expect.objectContaining({ cursor: 'c2', limit: 50 }),
      }),
    )
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('lists the coming shifts with time, hours and note', async () => {
    const { transport } = renderSchedule([shift])
    const list = await screen.findByRole('list', { name: 'Upcoming shifts' })
    const item = within(list).getByRole('listitem')
    expect(item).toHaveTextContent('Nov 26, 2026, 8:00 AM - 12:00 PM')
    expect(item).toHaveTextContent('4 h')
    expect(item).toHaveTextContent('Bring the mower')
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        path: '/api/shifts',
        query: expect.objectContaining({ employee_id: miguel.id, filter: 'upcoming' }),
      }),
    )
  })

  it("says 'No upcoming shifts' when there are none", async () => {
    renderSchedule([])
    expect(await screen.findByText('No upcoming shifts')).toBeInTheDocument()
  })

  it('adds a shift with the local times and the user time zone', async () => {
    const user = userEvent.setup()
    const { transport } = renderSchedule([], (req) => ({
      status: 201,
      body: { ...shift, ...(req.body as object), id: shift.id, version: 1 },
    }))
    await user.click(await screen.findByRole('button', { name: 'Add Shift' }))
    const dialog = await screen.findByRole('dialog')
    await user.clear(within(dialog).getByLabelText('Date'))
    await user.type(within(dialog).getByLabelText('Date'), '2026-11-26')
    await user.clear(within(dialog).getByLabelText('Start time'))
    await user.type(within(dialog).getByLabelText('Start time'), '22:00')
    await user.clear(within(dialog).getByLabelText('End time'))
    await user.type(within(dialog).getByLabelText('End time'), '06:00')
    expect(within(dialog).getByText('Ends the next day')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Add Shift' }))
    expect(await screen.findByText('Shift added')).toBeInTheDocument()
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        path: '/api/shifts',
        query: { tz: -new Date().getTimezoneOffset() },
        body: {
          employee_id: miguel.id,
          starts_at: local(26, 22),
          ends_at: local(27, 6),
          job_id: null,
          note: '',
        },
      }),
    )
  })

  it("shows the API's overlap refusal under the start time and in a toast", async () => {
    const user = userEvent.setup()
    const { transport } = renderSchedule([shift], () => ({
      status: 409,
      body: { error: { code: 'INVALID_STATE', message: overlap, fields: { starts_at: overlap } } },
    }))
    const list = await screen.findByRole('list', { name: 'Upcoming shifts' })
    await user.click(within(list).getByRole('button', { name: /^Edit shift/ }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByLabelText('Start time')).toHaveValue('08:00')
    await user.click(within(dialog).getByRole('button', { name: 'Save Shift' }))
    expect(await within(dialog).findByText(overlap)).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Start time')).toHaveAttribute('aria-invalid', 'true')
    expect(await screen.findAllByText(overlap)).toHaveLength(2)
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'PATCH',
        path: `/api/shifts/${shift.id}`,
        body: expect.objectContaining({ version: 3 }),
      }),
    )
  })

  it('deletes a shift only after confirming', async () => {
    const user = userEvent.setup()
    const { transport } = renderSchedule([shift], () => ({ status: 204, body: null }))
    const list = await screen.findByRole('list', { name: 'Upcoming shifts' })
    await user.click(within(list).getByRole('button', { name: /^Delete shift/ }))
    const confirm = await screen.findByRole('alertdialog')
    expect(transport.mock.calls.some(([req]) => req.method === 'DELETE')).toBe(false)
    await user.click(within(confirm).getByRole('button', { name: 'Delete Shift' }))
    expect(await screen.findByText('Shift deleted')).toBeInTheDocument()
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'DELETE', path: `/api/shifts/${shift.id}` }),
    )
  })
})
