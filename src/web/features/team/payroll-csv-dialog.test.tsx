// @vitest-environment jsdom
// Payroll CSV on the Employees page: the Owner (and the Office) opens it, the period defaults to the
// last full week Sunday to Saturday, "Approved weeks only" is on, and Download saves the server's
// file for the chosen period; a backwards period is refused; a Foreman has no such button.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { lastFullWeek } from '../../lib/week-dates'
import { page, renderApp, TEST_FOREMAN } from '../../test/render-app'
import '../../test/setup'

const csvApi = (req: ApiRequest): ApiResponse =>
  req.path === '/api/payroll.csv' && req.as === 'blob'
    ? { status: 200, body: new Blob(['Employee,Date\r\n'], { type: 'text/csv' }) }
    : page([])

describe('Payroll CSV', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks())

  it('downloads the last full week, approved weeks only, by default', async () => {
    const user = userEvent.setup()
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const { transport } = renderApp('/team/employees', csvApi)
    await user.click(await screen.findByRole('button', { name: 'Payroll CSV' }))
    const dialog = await screen.findByRole('dialog', { name: 'Payroll CSV' })
    const { from, to } = lastFullWeek(Date.now())
    expect(within(dialog).getByLabelText('From')).toHaveValue(from)
    expect(within(dialog).getByLabelText('To')).toHaveValue(to)
    expect(within(dialog).getByLabelText('Approved weeks only')).toBeChecked()
    await user.click(within(dialog).getByRole('button', { name: 'Download' }))
    await waitFor(() => expect(click).toHaveBeenCalledOnce())
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      `payroll-${from}-to-${to}.csv`,
    )
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        path: '/api/payroll.csv',
        as: 'blob',
        query: { from, to, approved: '1' },
      }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payroll CSV' })).toBeNull())
  })

  it('asks for every recorded hour of a chosen period, and refuses a backwards one', async () => {
    const user = userEvent.setup()
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const { transport } = renderApp('/team/employees', csvApi, {
      user: { ...TEST_FOREMAN, role: 'Office' },
    })
    await user.click(await screen.findByRole('button', { name: 'Payroll CSV' }))
    const dialog = await screen.findByRole('dialog', { name: 'Payroll CSV' })
    const fromInput = within(dialog).getByLabelText('From')
    const toInput = within(dialog).getByLabelText('To')
    await user.clear(fromInput)
    await user.type(fromInput, '2026-11-10')
    await user.clear(toInput)
    await user.type(toInput, '2026-11-01')
    await user.click(within(dialog).getByLabelText('Approved weeks only'))
    await user.click(within(dialog).getByRole('button', { name: 'Download' }))
    expect(await within(dialog).findByText('The end must not be before the start')).toBeVisible()
    expect(transport).not.toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/payroll.csv' }),
    )
    await user.clear(toInput)
    await user.type(toInput, '2026-11-30')
    await user.click(within(dialog).getByRole('button', { name: 'Download' }))
    await waitFor(() => expect(click).toHaveBeenCalledOnce())
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        path: '/api/payroll.csv',
        query: { from: '2026-11-10', to: '2026-11-30' },
      }),
    )
  })

  it('is not offered to a Foreman', async () => {
    renderApp('/team/employees', csvApi, { user: TEST_FOREMAN })
    expect(await screen.findByRole('heading', { name: 'Employees' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Payroll CSV' })).toBeNull()
  })
})
