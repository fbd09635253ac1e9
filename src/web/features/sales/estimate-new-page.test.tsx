// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { DEPOSIT_MESSAGE } from '../../../domain/sales/estimate'
import { renderApp } from '../../test/render-app'
import '../../test/setup'
import { buildEstimate, client, salesApi } from './sales-fixtures'

async function openForm(api = salesApi(), path = '/sales/estimates/new') {
  const view = renderApp(path, api)
  await screen.findByRole('heading', { name: 'Create Estimate', level: 1 })
  await screen.findByRole('combobox', { name: 'Client' })
  return view
}

describe('Create Estimate', () => {
  it("refuses to save without a client: 'Error' / 'Please select a client', nothing sent", async () => {
    const user = userEvent.setup()
    const { transport } = await openForm()
    expect(screen.getByRole('combobox', { name: 'Client' })).toHaveTextContent('Select a client...')
    await user.click(screen.getByRole('button', { name: 'Create Estimate' }))
    // In the toast (titled 'Error') and under the field.
    expect(await screen.findByText('Error')).toBeInTheDocument()
    expect(screen.getAllByText('Please select a client')).toHaveLength(2)
    expect(screen.getByLabelText('Client')).toHaveAttribute('aria-invalid', 'true')
    expect(transport).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'POST' }))
  })

  it('keeps at least one row, and totals only the rows that will be saved', async () => {
    const user = userEvent.setup()
    await openForm()
    expect(screen.getByRole('button', { name: 'Remove item 1' })).toBeDisabled()
    await user.type(screen.getByLabelText('Item 1 Description'), 'Sod')
    await user.clear(screen.getByLabelText('Item 1 Qty'))
    await user.type(screen.getByLabelText('Item 1 Qty'), '2')
    await user.clear(screen.getByLabelText('Item 1 Price'))
    await user.type(screen.getByLabelText('Item 1 Price'), '19.99')
    await user.click(screen.getByRole('button', { name: 'Add Item' }))
    expect(screen.getByRole('button', { name: 'Remove item 1' })).toBeEnabled()
    // A priced row without a description is not saved, so it does not count.
    await user.clear(screen.getByLabelText('Item 2 Price'))
    await user.type(screen.getByLabelText('Item 2 Price'), '500')
    expect(screen.getByText(/Skipped on save/)).toBeInTheDocument()

    const totals = screen.getAllByRole('definition').map((dd) => dd.textContent)
    // 2 x 19.99 = 39.98; 8% = 3.20; 43.18 rounds to $43: Rounding -$0.18.
    expect(totals).toEqual(['$39.98', '$3.20', '\u2212$0.18', '$43'])
    await user.click(screen.getByRole('button', { name: 'Remove item 2' }))
    expect(screen.getByRole('button', { name: 'Remove item 1' })).toBeDisabled()
  })

  it('posts every row for the API to clean, then opens the new estimate', async () => {
    const user = userEvent.setup()
    const created = buildEstimate()
    const { transport, router } = await openForm(
      salesApi((req) => {
        if (req.method === 'POST') return { status: 201, body: created }
        if (req.path === `/api/estimates/${created.id}`) return { status: 200, body: created }
        return undefined
      }),
      `/sales/estimates/new?client=${client.id}`,
    )
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Client' })).toHaveTextContent(client.name),
    )
    await user.type(screen.getByLabelText('Item 1 Description'), 'Mulch')
    await user.clear(screen.getByLabelText('Item 1 Price'))
    await user.type(screen.getByLabelText('Item 1 Price'), '48')
    await user.click(screen.getByRole('button', { name: 'Add Item' }))
    await user.type(screen.getByLabelText('Notes'), 'Call before arriving')
    await user.click(screen.getByRole('button', { name: 'Create Estimate' }))

    expect(await screen.findByText('Estimate created')).toBeInTheDocument()
    expect(screen.getByText('New estimate has been saved')).toBeInTheDocument()
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/sales/estimates/${created.id}`),
    )
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        path: '/api/estimates',
        body: {
          client_person_id: client.id,
          line_items: [
            { desc: 'Mulch', qty: '1', price: '48', taxable: true },
            { desc: '', qty: '1', price: '0', taxable: true },
          ],
          notes: 'Call before arriving',
          deposit: null,
        },
      }),
    )
  })
})

describe('Create Estimate, the deposit', () => {
  async function fillMulch(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Item 1 Description'), 'Mulch')
    await user.clear(screen.getByLabelText('Item 1 Price'))
    await user.type(screen.getByLabelText('Item 1 Price'), '48')
  }

  it('asks for none by default; a percent shows its amount beside the totals and is posted', async () => {
    const user = userEvent.setup()
    const created = buildEstimate()
    const { transport } = await openForm(
      salesApi((req) => {
        if (req.method === 'POST') return { status: 201, body: created }
        if (req.path === `/api/estimates/${created.id}`) return { status: 200, body: created }
        return undefined
      }),
      `/sales/estimates/new?client=${client.id}`,
    )
    const deposit = within(screen.getByRole('group', { name: 'Require a deposit' }))
    expect(deposit.getByRole('radio', { name: 'None' })).toBeChecked()
    expect(deposit.queryByRole('spinbutton')).toBeNull()
    await fillMulch(user)
    await user.click(deposit.getByRole('radio', { name: 'Percent' }))
    await user.type(deposit.getByLabelText('Deposit percent (%)'), '30')
    // $48 + 8% = $51.84, rounded to $52; 30% of it.
    const line = screen.getByText('Deposit (30%) on acceptance')
    expect(line.nextElementSibling).toHaveTextContent('$15.60')
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Client' })).toHaveTextContent(client.name),
    )
    await user.click(screen.getByRole('button', { name: 'Create Estimate' }))
    expect(await screen.findByText('Estimate created')).toBeInTheDocument()
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        body: expect.objectContaining({ deposit: { type: 'percent', value: 30 } }),
      }),
    )
  })

  it.each([
    ['Percent', '150', 'Deposit percent (%)'],
    ['Percent', '', 'Deposit percent (%)'],
    ['Amount', '0', 'Deposit amount ($)'],
    // Above the $52 total.
    ['Amount', '60', 'Deposit amount ($)'],
  ])(
    'refuses a %s deposit of "%s" under the field, sending nothing',
    async (choice, value, label) => {
      const user = userEvent.setup()
      const { transport } = await openForm(salesApi(), `/sales/estimates/new?client=${client.id}`)
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: 'Client' })).toHaveTextContent(client.name),
      )
      await fillMulch(user)
      await user.click(screen.getByRole('radio', { name: choice }))
      const input = screen.getByLabelText(label)
      if (value) await user.type(input, value)
      expect(screen.queryByText(/on acceptance/)).toBeNull()
      await user.click(screen.getByRole('button', { name: 'Create Estimate' }))
      const group = within(screen.getByRole('group', { name: 'Require a deposit' }))
      expect(await group.findByText(DEPOSIT_MESSAGE)).toBeInTheDocument()
      expect(input).toHaveAttribute('aria-invalid', 'true')
      expect(input).toHaveAccessibleDescription(expect.stringContaining(DEPOSIT_MESSAGE))
      expect(await screen.findByText('Error')).toBeInTheDocument()
      // Above the total is caught before sending, with the cursor put back in the field.
      if (value === '60') expect(input).toHaveFocus()
      expect(transport).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'POST' }))
    },
  )

  it("shows the API's deposit error under the field", async () => {
    const user = userEvent.setup()
    await openForm(
      salesApi((req) =>
        req.method === 'POST'
          ? {
              status: 400,
              body: {
                error: {
                  code: 'VALIDATION',
                  message: DEPOSIT_MESSAGE,
                  fields: { deposit: DEPOSIT_MESSAGE },
                },
              },
            }
          : undefined,
      ),
      `/sales/estimates/new?client=${client.id}`,
    )
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Client' })).toHaveTextContent(client.name),
    )
    await fillMulch(user)
    await user.click(screen.getByRole('radio', { name: 'Amount' }))
    await user.type(screen.getByLabelText('Deposit amount ($)'), '20')
    expect(screen.getByText('Deposit on acceptance').nextElementSibling).toHaveTextContent('$20.00')
    await user.click(screen.getByRole('button', { name: 'Create Estimate' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Deposit amount ($)')).toHaveAttribute('aria-invalid', 'true'),
    )
    const group = within(screen.getByRole('group', { name: 'Require a deposit' }))
    expect(group.getByText(DEPOSIT_MESSAGE)).toBeInTheDocument()
  })
})
