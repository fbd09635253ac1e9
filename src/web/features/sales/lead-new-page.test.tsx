// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../test/render-app'
import { pickRecord } from '../../test/pick-record'
import '../../test/setup'
import { buildLead, client, salesApi } from './sales-fixtures'

async function openForm(api = salesApi()) {
  const view = renderApp('/sales/leads/new', api)
  await screen.findByRole('heading', { name: 'New Lead', level: 1 })
  await screen.findByRole('combobox', { name: 'Contact Person' })
  return view
}

function optionTexts(select: HTMLElement) {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent)
}

describe('New Lead', () => {
  it('offers stages New, Contacted, Quoted (New first) and the sources, Website first', async () => {
    await openForm()
    const stage = screen.getByLabelText('Stage')
    expect(stage).toHaveValue('New')
    expect(optionTexts(stage)).toEqual(['New', 'Contacted', 'Quoted'])
    const source = screen.getByLabelText('Source')
    expect(source).toHaveValue('Website')
    expect(optionTexts(source)).toEqual([
      'Website',
      'Referral',
      'Cold Call',
      'Social Media',
      'Other',
    ])
  })

  it("needs a name and a contact person: 'Error' / 'Please fill all required fields'", async () => {
    const user = userEvent.setup()
    const { transport } = await openForm()
    await user.type(screen.getByLabelText('Name'), 'Backyard patio')
    await user.click(screen.getByRole('button', { name: 'Create Lead' }))
    expect(await screen.findByText('Please fill all required fields')).toBeInTheDocument()
    expect(screen.getByText('Error')).toBeInTheDocument()
    expect(screen.getByText('Contact person is required')).toBeInTheDocument()
    expect(screen.getByLabelText('Contact Person')).toHaveAttribute('aria-invalid', 'true')
    expect(transport).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'POST' }))
  })

  it('creates the lead and opens it', async () => {
    const user = userEvent.setup()
    const created = buildLead()
    const { transport, router } = await openForm(
      salesApi((req) => (req.method === 'POST' ? { status: 201, body: created } : undefined)),
    )
    await user.type(screen.getByLabelText('Name'), 'Backyard patio')
    await pickRecord(user, 'Contact Person', client.name)
    await user.selectOptions(screen.getByLabelText('Stage'), 'Contacted')
    await user.selectOptions(screen.getByLabelText('Source'), 'Referral')
    await user.type(screen.getByLabelText('Potential Value ($)'), '4800')
    await user.click(screen.getByRole('button', { name: 'Create Lead' }))

    await waitFor(() => expect(router.state.location.pathname).toBe(`/sales/leads/${created.id}`))
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        path: '/api/leads',
        body: {
          name: 'Backyard patio',
          person_id: client.id,
          stage: 'Contacted',
          source: 'Referral',
          value: 4800,
        },
      }),
    )
  })
})
