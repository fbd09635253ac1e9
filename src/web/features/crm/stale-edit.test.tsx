// @vitest-environment jsdom
// A stale edit end to end on the real API rules (the demo's local transport): someone else saves the
// record while the dialog is open; our save is refused with 409 and the toast says what to do.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { STALE_EDIT_MESSAGE } from '../../../domain/shared/resource'
import { createLocalTransport } from '../../data/local/local-transport'
import { createMemoryStorage } from '../../data/local/memory-storage'
import type { ApiRequest } from '../../data/transport'
import { renderApp } from '../../test/render-app'
import '../../test/setup'

vi.setConfig({ testTimeout: 20_000 })

/** A fresh demo store, and a way to change a record behind the page's back. */
async function realApi() {
  const local = createLocalTransport({ storage: createMemoryStorage() })
  const first = async (path: string) =>
    (
      (await local({ method: 'GET', path, query: { limit: 1 } })).body as {
        items: { id: string; name: string }[]
      }
    ).items[0]!
  const editElsewhere = async (path: string, body: unknown) => {
    const res = await local({ method: 'PATCH', path, body })
    expect(res.status).toBe(200)
  }
  return { transport: (req: ApiRequest) => local(req), first, editElsewhere }
}

describe('a stale edit', () => {
  it('tells the user someone else changed the person and to reload', async () => {
    expect(STALE_EDIT_MESSAGE).toMatch(/changed by someone else: reload/)
    const user = userEvent.setup()
    const { transport, first, editElsewhere } = await realApi()
    const person = await first('/api/persons')
    renderApp(`/crm/contacts/persons/${person.id}`, transport)
    await screen.findByRole('heading', { name: person.name, level: 1 })
    await user.click(screen.getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Person' })
    await editElsewhere(`/api/persons/${person.id}`, { phone: '(512) 555-0199' })
    await user.clear(within(dialog).getByLabelText('Name'))
    await user.type(within(dialog).getByLabelText('Name'), 'Someone Renamed')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText(STALE_EDIT_MESSAGE)).toBeInTheDocument()
    const stored = await transport({ method: 'GET', path: `/api/persons/${person.id}` })
    expect(stored.body).toMatchObject({ name: person.name, phone: '(512) 555-0199' })
  })

  it('tells the user someone else changed the company and to reload', async () => {
    const user = userEvent.setup()
    const { transport, first, editElsewhere } = await realApi()
    const company = await first('/api/companies')
    renderApp(`/crm/contacts/companies/${company.id}`, transport)
    await screen.findByRole('heading', { name: company.name, level: 1 })
    await user.click(screen.getByRole('button', { name: 'Edit Company' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Company' })
    await editElsewhere(`/api/companies/${company.id}`, { notes: 'Changed in another tab' })
    await user.clear(within(dialog).getByLabelText('Name'))
    await user.type(within(dialog).getByLabelText('Name'), 'Renamed Company')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText(STALE_EDIT_MESSAGE)).toBeInTheDocument()
  })
})
