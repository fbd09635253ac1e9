// @vitest-environment jsdom
// A stale edit end to end on the real API rules (the demo's local transport): someone else saves the
// record while the dialog is open; our save is refused with 409 and the toast says what to do.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { STALE_EDIT_MESSAGE } from '../../../domain/shared/resource'
import { createLocalTransport } from '../../data/local/local-transport'
import { createMemoryStorage } from '../../data/local/memory-storage'
import type { ApiRequest } from '../../data/api-request'
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

/**
 * Opens the record's page and its edit dialog, lets someone else save `elsewhere` meanwhile, then
 * renames the record and saves: the refusal's toast is expected. Returns the record and the API.
 */
async function saveAfterSomeoneElse(edit: {
  list: string
  page: string
  editButton: string
  dialog: string
  elsewhere: Record<string, unknown>
  newName: string
}) {
  const user = userEvent.setup()
  const { transport, first, editElsewhere } = await realApi()
  const record = await first(`/api/${edit.list}`)
  renderApp(`${edit.page}/${record.id}`, transport)
  await screen.findByRole('heading', { name: record.name, level: 1 })
  await user.click(screen.getByRole('button', { name: edit.editButton }))
  const dialog = await screen.findByRole('dialog', { name: edit.dialog })
  await editElsewhere(`/api/${edit.list}/${record.id}`, edit.elsewhere)
  await user.clear(within(dialog).getByLabelText('Name'))
  await user.type(within(dialog).getByLabelText('Name'), edit.newName)
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
  expect(await screen.findByText(STALE_EDIT_MESSAGE)).toBeInTheDocument()
  return { record, transport }
}

describe('a stale edit', () => {
  it('tells the user someone else changed the person and to reload', async () => {
    expect(STALE_EDIT_MESSAGE).toMatch(/changed by someone else: reload/)
    const { record: person, transport } = await saveAfterSomeoneElse({
      list: 'persons',
      page: '/crm/contacts/persons',
      editButton: 'Edit',
      dialog: 'Edit Person',
      elsewhere: { phone: '(512) 555-0199' },
      newName: 'Someone Renamed',
    })
    const stored = await transport({ method: 'GET', path: `/api/persons/${person.id}` })
    expect(stored.body).toMatchObject({ name: person.name, phone: '(512) 555-0199' })
  })

  it('tells the user someone else changed the company and to reload', async () => {
    await saveAfterSomeoneElse({
      list: 'companies',
      page: '/crm/contacts/companies',
      editButton: 'Edit Company',
      dialog: 'Edit Company',
      elsewhere: { notes: 'Changed in another tab' },
      newName: 'Renamed Company',
    })
  })
})
