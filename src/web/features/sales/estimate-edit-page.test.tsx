// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Estimate } from '../../../domain/sales/estimate'
import { STALE_EDIT_MESSAGE } from '../../../domain/shared/resource'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { renderApp } from '../../test/render-app'
import { pickRecord } from '../../test/pick-record'
import '../../test/setup'
import { buildEstimate, client, other, salesApi } from './sales-fixtures'

const DETAIL = '/sales/estimates/3f9a1c7e-52b4-4d0e-9a61-7b2c8d4e5f60'

async function openEdit(
  estimate: Estimate = buildEstimate({ notes: 'Gate code 4512' }),
  onPatch: (req: ApiRequest) => ApiResponse = () => ({ status: 500, body: null }),
) {
  const view = renderApp(
    `${DETAIL}/edit`,
    salesApi((req) => {
      if (req.path !== `/api/estimates/${estimate.id}`) return undefined
      return req.method === 'PATCH' ? onPatch(req) : { status: 200, body: estimate }
    }),
  )
  await screen.findByRole('heading', { name: 'Edit Estimate', level: 1 })
  return view
}

describe('Edit Estimate', () => {
  it('opens the estimate form prefilled with the client, line items and notes', async () => {
    await openEdit()
    expect(screen.getByRole('form', { name: 'Edit estimate' })).toBeInTheDocument()
    expect(screen.getByText('Estimate #3f9a1c7e')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Client' })).toHaveTextContent(client.name),
    )
    expect(screen.getByLabelText('Item 1 Description')).toHaveValue('Mulch, per yard')
    expect(screen.getByLabelText('Item 1 Qty')).toHaveValue(3)
    expect(screen.getByLabelText('Item 2 Price')).toHaveValue(65.5)
    expect(screen.getByLabelText('Notes')).toHaveValue('Gate code 4512')
    expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual([
      '$209.50',
      '$16.76',
      // 209.50 + 16.76 = 226.26: the total rounds to whole dollars (decision 040).
      '\u2212$0.26',
      '$226',
    ])
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled()
  })

  it("saves with the version it started from, says 'Estimate updated' and shows the estimate", async () => {
    const user = userEvent.setup()
    const saved = buildEstimate({ notes: 'Side gate', version: 2 })
    const { transport, router } = await openEdit(undefined, () => ({ status: 200, body: saved }))
    await pickRecord(user, 'Client', other.name)
    await user.clear(screen.getByLabelText('Item 1 Qty'))
    await user.type(screen.getByLabelText('Item 1 Qty'), '4')
    await user.clear(screen.getByLabelText('Notes'))
    await user.type(screen.getByLabelText('Notes'), 'Side gate')
    // 4 x 48 + 65.50 = 257.50; the live total follows before saving.
    expect(screen.getAllByRole('definition').at(-1)).toHaveTextContent('$278')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    expect(await screen.findByText('Estimate updated')).toBeInTheDocument()
    expect(screen.getByText('Changes saved')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe(DETAIL))
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/estimates/3f9a1c7e-52b4-4d0e-9a61-7b2c8d4e5f60',
        body: {
          client_person_id: other.id,
          line_items: [
            { desc: 'Mulch, per yard', qty: '4', price: '48', taxable: true },
            { desc: 'Edging', qty: '1', price: '65.5', taxable: true },
          ],
          notes: 'Side gate',
          deposit: null,
          version: 1,
        },
      }),
    )
  })

  it('opens with the saved deposit, and sends the one chosen (None: null)', async () => {
    const user = userEvent.setup()
    const estimate = buildEstimate({ deposit: { type: 'amount', value: 50 } })
    const { transport } = await openEdit(estimate, () => ({ status: 200, body: estimate }))
    const deposit = within(screen.getByRole('group', { name: 'Require a deposit' }))
    expect(deposit.getByRole('radio', { name: 'Amount' })).toBeChecked()
    expect(deposit.getByLabelText('Deposit amount ($)')).toHaveValue(50)
    expect(screen.getByText('Deposit on acceptance').nextElementSibling).toHaveTextContent('$50.00')
    await user.click(deposit.getByRole('radio', { name: 'Percent' }))
    const percent = deposit.getByLabelText('Deposit percent (%)')
    await user.clear(percent)
    await user.type(percent, '12.5')
    // 12.5% of the $226 total.
    expect(screen.getByText('Deposit (12.5%) on acceptance').nextElementSibling).toHaveTextContent(
      '$28.25',
    )
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() =>
      expect(transport).toHaveBeenCalledWith(
        expect.objectContaining({
          method: 'PATCH',
          body: expect.objectContaining({ deposit: { type: 'percent', value: 12.5 }, version: 1 }),
        }),
      ),
    )
  })

  it('sends no deposit once None is chosen', async () => {
    const user = userEvent.setup()
    const estimate = buildEstimate({ deposit: { type: 'percent', value: 30 } })
    const { transport } = await openEdit(estimate, () => ({ status: 200, body: estimate }))
    await user.click(screen.getByRole('radio', { name: 'None' }))
    expect(screen.queryByLabelText('Deposit percent (%)')).toBeNull()
    expect(screen.queryByText(/on acceptance/)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() =>
      expect(transport).toHaveBeenCalledWith(
        expect.objectContaining({
          method: 'PATCH',
          body: expect.objectContaining({ deposit: null }),
        }),
      ),
    )
  })

  it('shows a stale edit as the API says it, and stays on the form', async () => {
    const user = userEvent.setup()
    const { router } = await openEdit(undefined, () => ({
      status: 409,
      body: { error: { code: 'CONFLICT', message: STALE_EDIT_MESSAGE } },
    }))
    await user.type(screen.getByLabelText('Notes'), '!')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText(STALE_EDIT_MESSAGE)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(`${DETAIL}/edit`)
  })

  it("refuses to save without a client: 'Error' / 'Please select a client', nothing sent", async () => {
    const user = userEvent.setup()
    const { transport } = await openEdit()
    await pickRecord(user, 'Client', 'Select a client...')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Error')).toBeInTheDocument()
    expect(screen.getAllByText('Please select a client')).toHaveLength(2)
    expect(transport).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'PATCH' }))
  })

  it('goes back to the estimate on Cancel', async () => {
    const user = userEvent.setup()
    const { router, transport } = await openEdit()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(DETAIL))
    expect(transport).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'PATCH' }))
  })

  it('offers no form for a Sent estimate, and says why', async () => {
    await openEdit(buildEstimate({ status: 'Sent' }))
    expect(
      screen.getByText('Only an open estimate can be edited (this one is Sent)'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument()
  })
})
