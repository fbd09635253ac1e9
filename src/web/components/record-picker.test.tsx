// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { Person } from '../../domain/crm/person'
import { setTransport } from '../data/api-client'
import { createQueryClient } from '../data/query-client'
import type { ApiRequest, ApiResponse } from '../data/api-request'
import { buildPerson } from '../test/factories'
import { page } from '../test/render-app'
import '../test/setup'
import { Dialog, DialogContent, DialogTitle } from './ui/dialog'
import { Label } from './ui/label'
import { RecordPicker } from './record-picker'

function personId(n: number) {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
}

/** 500 persons, so a name past the first page (or the first 200) can only be found by searching. */
const persons: Person[] = Array.from({ length: 500 }, (_, i) =>
  buildPerson({ id: personId(i + 1), name: `Person ${String(i + 1).padStart(3, '0')}` }),
)

/** Answers like the API: q filters by name, limit and cursor (an offset here) page the result. */
function personsApi(req: ApiRequest): ApiResponse {
  const byId = persons.find((p) => req.path === `/api/persons/${p.id}`)
  if (byId) return { status: 200, body: byId }
  if (req.path !== '/api/persons') return { status: 404, body: null }
  const ids = req.query?.ids
  if (typeof ids === 'string') return page(persons.filter((p) => ids.split(',').includes(p.id)))
  const q = String(req.query?.q ?? '').toLowerCase()
  const matches = persons.filter((p) => p.name.toLowerCase().includes(q))
  const start = Number(req.query?.cursor ?? 0)
  const limit = Number(req.query?.limit)
  const end = start + limit
  return page(matches.slice(start, end), matches.length, end < matches.length ? String(end) : null)
}

function Harness({ initial = '', inDialog = false }: { initial?: string; inDialog?: boolean }) {
  const [value, setValue] = useState(initial)
  const picker = (
    <>
      <Label htmlFor="client">Client</Label>
      <RecordPicker<Person>
        id="client"
        collection="persons"
        value={value}
        onChange={setValue}
        getLabel={(p) => p.name}
        placeholder="Select a client..."
        searchLabel="Search clients"
      />
      <output aria-label="Chosen">{value}</output>
    </>
  )
  if (!inDialog) return picker
  return (
    <Dialog open>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>New job</DialogTitle>
        {picker}
      </DialogContent>
    </Dialog>
  )
}

function renderPicker(props: { initial?: string; inDialog?: boolean } = {}) {
  const transport = vi.fn(async (req: ApiRequest) => personsApi(req))
  setTransport(transport)
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness {...props} />
    </QueryClientProvider>,
  )
  return { transport, user: userEvent.setup() }
}

const listRequests = (transport: ReturnType<typeof vi.fn>) =>
  transport.mock.calls
    .map(([req]) => req as ApiRequest)
    .filter((req) => req.path === '/api/persons' && req.query?.ids === undefined)

describe('RecordPicker', () => {
  it('is a combobox named by its label that shows the first page by name when opened', async () => {
    const { user, transport } = renderPicker()
    const trigger = screen.getByRole('combobox', { name: 'Client' })
    expect(trigger).toHaveTextContent('Select a client...')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    // Nothing is fetched until the list opens.
    expect(listRequests(transport)).toHaveLength(0)
    await user.click(trigger)
    expect(await screen.findByRole('option', { name: 'Person 001' })).toBeInTheDocument()
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getAllByRole('option')).toHaveLength(30)
    expect(listRequests(transport)[0]?.query).toMatchObject({ sort: 'name', limit: 30 })
  })

  it('searches on the server and picks a record far past the first page', async () => {
    const { user, transport } = renderPicker()
    await user.click(screen.getByRole('combobox', { name: 'Client' }))
    await screen.findByRole('option', { name: 'Person 001' })
    await user.type(screen.getByRole('combobox', { name: 'Search clients' }), '457')
    const option = await screen.findByRole('option', { name: 'Person 457' })
    expect(listRequests(transport).at(-1)?.query).toMatchObject({ q: '457' })
    await user.click(option)
    expect(screen.getByLabelText('Chosen')).toHaveTextContent(personId(457))
    const trigger = screen.getByRole('combobox', { name: 'Client' })
    expect(trigger).toHaveTextContent('Person 457')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(trigger).toHaveFocus()
  })

  it('aborts a search that a newer one replaces', async () => {
    const { user, transport } = renderPicker()
    await user.click(screen.getByRole('combobox', { name: 'Client' }))
    await screen.findByRole('option', { name: 'Person 001' })
    const search = screen.getByRole('combobox', { name: 'Search clients' })
    await user.type(search, '4')
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Person 001' })).toBeNull())
    await user.type(search, '5')
    await screen.findByRole('option', { name: 'Person 450' })
    const searches = listRequests(transport).filter((req) => req.query?.q !== undefined)
    expect(searches.map((req) => req.query?.q)).toEqual(['4', '45'])
    // Every request gets a signal, so TanStack Query can cancel it when a newer search replaces it.
    expect(searches.every((req) => req.signal instanceof AbortSignal)).toBe(true)
  })

  it('loads the next page with the cursor when the list scrolls near its end', async () => {
    const { user, transport } = renderPicker()
    await user.click(screen.getByRole('combobox', { name: 'Client' }))
    await screen.findByRole('option', { name: 'Person 030' })
    const list = screen.getByRole('listbox')
    Object.defineProperties(list, {
      scrollHeight: { configurable: true, value: 1000 },
      clientHeight: { configurable: true, value: 300 },
      scrollTop: { configurable: true, value: 650 },
    })
    act(() => void fireEvent.scroll(list))
    expect(await screen.findByRole('option', { name: 'Person 060' })).toBeInTheDocument()
    expect(listRequests(transport).at(-1)?.query).toMatchObject({ cursor: '30' })
  })

  it('works with the keyboard: ArrowDown opens, arrows move, Enter picks', async () => {
    const { user } = renderPicker()
    const trigger = screen.getByRole('combobox', { name: 'Client' })
    trigger.focus()
    await user.keyboard('{ArrowDown}')
    await screen.findByRole('option', { name: 'Person 001' })
    const search = screen.getByRole('combobox', { name: 'Search clients' })
    await waitFor(() => expect(search).toHaveFocus())
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(screen.getByLabelText('Chosen')).toHaveTextContent(personId(3))
    expect(trigger).toHaveTextContent('Person 003')
  })

  it('shows the name of a preselected record, looked up by id', async () => {
    renderPicker({ initial: personId(321) })
    expect(await screen.findByRole('combobox', { name: 'Client' })).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Client' })).toHaveTextContent('Person 321'),
    )
  })

  it('closes with Escape inside a dialog without closing the dialog', async () => {
    const { user } = renderPicker({ inDialog: true })
    const dialog = screen.getByRole('dialog', { name: 'New job' })
    await user.click(screen.getByRole('combobox', { name: 'Client' }))
    await screen.findByRole('option', { name: 'Person 001' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
    expect(dialog).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Client' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    // The list opens again and picks inside the dialog.
    await user.click(screen.getByRole('combobox', { name: 'Client' }))
    await user.click(await screen.findByRole('option', { name: 'Person 002' }))
    expect(screen.getByLabelText('Chosen')).toHaveTextContent(personId(2))
  })
})
