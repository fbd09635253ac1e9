// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
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
        },
      }),
    )
  })
})
