// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { WEBSITE_MESSAGE, type Company } from '../../../domain/crm/company'
import type { ApiRequest, ApiResponse } from '../../data/transport'
import { buildPerson } from '../../test/factories'
import { page, renderApp } from '../../test/render-app'
import '../../test/setup'

const ann = buildPerson({ name: 'Ann Primary', email: 'ann@summit.com' })
const bob = buildPerson({ name: 'Bob Other', email: 'bob@summit.com' })
const summit: Company = {
  id: '9c9c9c9c-1111-4222-8333-444455556666',
  name: 'Summit Property Group',
  primary_contact: ann.id,
  contacts: [bob.id],
  sites: ['100 Oak St, Austin, TX', '5 Elm Dr, Austin, TX'],
  notes: 'Gate code 4417',
  website: 'https://summitpg.example.com',
  version: 1,
}

function api(more: (req: ApiRequest) => ApiResponse | undefined = () => undefined) {
  return (req: ApiRequest): ApiResponse => {
    const answer = more(req)
    if (answer) return answer
    if (req.path === '/api/companies') return page([summit], 12)
    if (req.path === `/api/companies/${summit.id}`) return { status: 200, body: summit }
    if (req.path === `/api/companies/${summit.id}/stats`) {
      return { status: 200, body: { sites: 2, contacts: 2, jobs: 5, total_revenue: 4270.5 } }
    }
    if (req.path === '/api/persons') return page([ann, bob])
    if (req.path === `/api/persons/${ann.id}`) return { status: 200, body: ann }
    if (req.path === `/api/persons/${bob.id}`) return { status: 200, body: bob }
    if (req.path === '/api/jobs') return page([])
    return { status: 404, body: null }
  }
}

describe('Companies', () => {
  it('lists companies with the count, primary contact and first site', async () => {
    renderApp('/crm/contacts/companies', api())
    expect(await screen.findByText('12 companies')).toBeInTheDocument()
    const card = screen.getByRole('link', { name: /Summit Property Group/ })
    expect(card).toHaveAttribute('href', `/crm/contacts/companies/${summit.id}`)
    expect(await within(card).findByText('Ann Primary')).toBeInTheDocument()
    expect(within(card).getByText('100 Oak St, Austin, TX')).toBeInTheDocument()
    expect(within(card).getByText('2 sites · 2 contacts')).toBeInTheDocument()
  })

  it('shows no Total Revenue tile when the stats come without it (a role without billing)', async () => {
    renderApp(
      `/crm/contacts/companies/${summit.id}`,
      api((req) =>
        req.path === `/api/companies/${summit.id}/stats`
          ? { status: 200, body: { sites: 2, contacts: 2, jobs: 5 } }
          : undefined,
      ),
    )
    const stats = within(await screen.findByRole('region', { name: 'Stats' }))
    expect(
      await within(stats.getByText('Jobs').closest('div')!).findByText('5'),
    ).toBeInTheDocument()
    expect(stats.queryByText('Total Revenue')).not.toBeInTheDocument()
  })

  it("shows a company's stats, sites and contacts", async () => {
    const user = userEvent.setup()
    renderApp(`/crm/contacts/companies/${summit.id}`, api())
    expect(
      await screen.findByRole('heading', { name: 'Summit Property Group', level: 1 }),
    ).toBeInTheDocument()
    const stats = within(screen.getByRole('region', { name: 'Stats' }))
    const value = (label: string) => stats.getByText(label).closest('div')!
    expect(await within(value('Jobs')).findByText('5')).toBeInTheDocument()
    expect(within(value('Total Revenue')).getByText('$4,270.50')).toBeInTheDocument()
    expect(within(value('Sites')).getByText('2')).toBeInTheDocument()
    const website = screen.getByRole('link', { name: 'summitpg.example.com' })
    expect(website).toHaveAttribute('href', 'https://summitpg.example.com')
    expect(website).toHaveAttribute('rel', 'noopener noreferrer')

    await user.click(screen.getByRole('tab', { name: 'Contacts' }))
    const contacts = await screen.findByRole('list', { name: 'Contacts' })
    expect(await within(contacts).findByRole('link', { name: /Ann Primary/ })).toHaveTextContent(
      'Primary contact',
    )
    expect(within(contacts).getByRole('link', { name: /Bob Other/ })).not.toHaveTextContent(
      'Primary contact',
    )
  })

  it('edits the sites and saves with the version shown', async () => {
    const user = userEvent.setup()
    const { transport } = renderApp(
      `/crm/contacts/companies/${summit.id}`,
      api((req) =>
        req.method === 'PATCH'
          ? { status: 200, body: { ...summit, sites: ['5 Elm Dr, Austin, TX'], version: 2 } }
          : undefined,
      ),
    )
    await screen.findByRole('heading', { name: 'Summit Property Group', level: 1 })
    await user.click(screen.getByRole('button', { name: 'Edit Company' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Company' })
    expect(within(dialog).getByLabelText('Site 1 address')).toHaveValue('100 Oak St, Austin, TX')
    await user.click(within(dialog).getByRole('button', { name: 'Remove site 1' }))
    const website = within(dialog).getByLabelText('Website')
    expect(website).toHaveValue('https://summitpg.example.com')
    await user.clear(website)
    await user.type(website, 'summit pg')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await within(dialog).findByText(WEBSITE_MESSAGE)).toBeInTheDocument()
    expect(website).toHaveAttribute('aria-invalid', 'true')
    expect(transport).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'PATCH' }))
    await user.clear(website)
    await user.type(website, 'summitpg.example.org')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    await waitFor(() =>
      expect(transport).toHaveBeenCalledWith(
        expect.objectContaining({
          method: 'PATCH',
          body: expect.objectContaining({
            sites: ['5 Elm Dr, Austin, TX'],
            primary_contact: ann.id,
            contacts: [bob.id],
            website: 'https://summitpg.example.org',
            version: 1,
          }),
        }),
      ),
    )
    expect(await screen.findByText('Company updated')).toBeInTheDocument()
  })

  it('says Company not found for an unknown id', async () => {
    renderApp('/crm/contacts/companies/00000000-0000-4000-8000-000000000009', () => ({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Company not found' } },
    }))
    expect(await screen.findByText('Company not found')).toBeInTheDocument()
  })
})
