// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { buildPerson } from '../../test/factories'
import { page, renderApp, TEST_FOREMAN } from '../../test/render-app'
import '../../test/setup'

/** Answers the persons list only; anything else the shell asks for (branding, ...) is a 404. */
function personsApi(answer: (req: ApiRequest) => ApiResponse) {
  return (req: ApiRequest): ApiResponse =>
    req.path === '/api/persons' ? answer(req) : { status: 404, body: null }
}

const maria = buildPerson({ name: 'Maria Lopez', tags: ['Residential', 'VIP'] })
const oak = buildPerson({ name: 'Oak Street HOA', email: 'board@oakhoa.org', tags: ['Commercial'] })

describe('Persons list', () => {
  it('shows the count from total and a linked card per person', async () => {
    renderApp(
      '/crm/contacts/persons',
      personsApi(() => page([maria, oak], 20, null)),
    )
    expect(await screen.findByText('20 contacts')).toBeInTheDocument()
    const card = screen.getByRole('link', { name: /Maria Lopez/ })
    expect(card).toHaveAttribute('href', `/crm/contacts/persons/${maria.id}`)
    expect(within(card).getByText('maria@example.com')).toBeInTheDocument()
    expect(within(card).getByText('VIP')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Add Person' })).toHaveAttribute(
      'href',
      '/crm/contacts/persons/new',
    )
  })

  it('searches on the server with q after a pause in typing', async () => {
    const user = userEvent.setup()
    const { transport } = renderApp(
      '/crm/contacts/persons',
      personsApi((req) => (req.query?.q === 'oak' ? page([oak]) : page([maria, oak]))),
    )
    await screen.findByText('2 contacts')
    await user.type(screen.getByLabelText('Search persons'), 'oak')

    expect(await screen.findByText('1 contact')).toBeInTheDocument()
    expect(screen.queryByText('Maria Lopez')).not.toBeInTheDocument()
    const queries = transport.mock.calls
      .filter(([req]: [ApiRequest]) => req.path === '/api/persons')
      .map(([req]: [ApiRequest]) => req.query?.q)
    // Debounced: one request for the whole word, none per keystroke.
    expect(queries).toEqual([undefined, 'oak'])
  })

  it('says so when nothing matches', async () => {
    renderApp(
      '/crm/contacts/persons?q=zzz',
      personsApi(() => page([])),
    )
    expect(await screen.findByText('No persons match your search')).toBeInTheDocument()
    expect(screen.getByText('0 contacts')).toBeInTheDocument()
  })

  it('loads the next page with the cursor', async () => {
    const user = userEvent.setup()
    const { transport } = renderApp(
      '/crm/contacts/persons',
      personsApi((req) =>
        req.query?.cursor === 'c1' ? page([oak], 2, null) : page([maria], 2, 'c1'),
      ),
    )
    await screen.findByText('Maria Lopez')
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('Oak Street HOA')).toBeInTheDocument()
    expect(screen.getByText('Maria Lopez')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument(),
    )
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        path: '/api/persons',
        query: expect.objectContaining({ cursor: 'c1' }),
      }),
    )
  })

  it('exports the list as it is searched as a CSV file', async () => {
    const user = userEvent.setup()
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const { transport } = renderApp('/crm/contacts/persons?q=oak', (req) =>
      req.path === '/api/persons'
        ? page([oak])
        : req.path === '/api/persons/export.csv' && req.as === 'blob'
          ? { status: 200, body: new Blob(['id,name\r\n'], { type: 'text/csv' }) }
          : { status: 404, body: null },
    )
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(click).toHaveBeenCalledOnce())
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
      /^persons-\d{4}-\d{2}-\d{2}\.csv$/,
    )
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        path: '/api/persons/export.csv',
        as: 'blob',
        query: expect.objectContaining({ q: 'oak' }),
      }),
    )
    click.mockRestore()
  })

  it('offers Import CSV only to a role that may change persons (not a Foreman), Export CSV to every reader', async () => {
    renderApp(
      '/crm/contacts/persons',
      personsApi(() => page([maria])),
      { user: TEST_FOREMAN },
    )
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Add Person' })).not.toBeInTheDocument()
  })

  it('offers Import CSV to the Owner, opening the import dialog', async () => {
    const user = userEvent.setup()
    renderApp('/crm/contacts/persons', (req) =>
      req.path === '/api/imports'
        ? { status: 200, body: { items: [] } }
        : personsApi(() => page([maria]))(req),
    )
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }))
    const dialog = await screen.findByRole('dialog', { name: 'Import persons from CSV' })
    expect(within(dialog).getByLabelText('CSV file')).toHaveAttribute('type', 'file')
  })
})
