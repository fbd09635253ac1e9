// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { INVOICE_ADDED_DEFAULTS, type Invoice } from '../../../domain/billing/invoice'
import type { Job } from '../../../domain/projects/job'
import type { ApiRequest } from '../../data/api-request'
import { buildPerson } from '../../test/factories'
import { page, renderApp, TEST_ESTIMATOR, TEST_FOREMAN } from '../../test/render-app'
import '../../test/setup'

const person = buildPerson({ name: 'Maria Lopez', phone: '555-0100' })
const job = (id: string, title: string): Job => ({
  id,
  title,
  client_person_id: person.id,
  address: '12 Oak St',
  date: Date.UTC(2026, 10, 23, 15),
  status: 'Scheduled',
  assigned_crew_id: null,
  photos: [],
  notes: '',
  crew_instructions: '',
  route_order: null,
  duration_minutes: 60,
  series_id: null,
  series_occurrence: null,
  created_at: Date.UTC(2026, 10, 1),
  version: 1,
})
const jobA = job('10000000-0000-4000-8000-000000000001', 'Spring cleanup')
const jobB = job('10000000-0000-4000-8000-000000000002', 'Hedge trimming')
const invoice = (amount: number): Invoice => ({
  id: crypto.randomUUID(),
  number: 'INV-0001',
  ...INVOICE_ADDED_DEFAULTS,
  job_id: null,
  client_person_id: person.id,
  amount,
  status: 'Paid',
  due_date: 0,
  created_at: 0,
  version: 1,
})

function api(req: ApiRequest) {
  if (req.path === `/api/persons/${person.id}`) return { status: 200, body: person }
  if (req.path === '/api/jobs') return page([jobA, jobB])
  if (req.path === '/api/messages') return page([], 3)
  if (req.path === '/api/media') return page([], req.query?.job_id === jobA.id ? 4 : 1)
  if (req.path === '/api/invoices') return page([invoice(1200.5), invoice(800)])
  if (req.path === '/api/person-notes' || req.path === '/api/person-calls') return page([])
  return { status: 404, body: null }
}

const impact = (counts: Record<string, number>) => ({
  status: 200,
  body: {
    can_delete: !counts.jobs,
    references: [
      {
        collection: 'jobs',
        field: 'client_person_id',
        on_delete: 'restrict',
        count: counts.jobs ?? 0,
      },
      {
        collection: 'messages',
        field: 'person_id',
        on_delete: 'cascade',
        count: counts.messages ?? 0,
      },
      {
        collection: 'companies',
        field: 'primary_contact',
        on_delete: 'setNull',
        count: counts.companies ?? 0,
      },
    ],
  },
})

describe('Person detail', () => {
  it('shows no Total Spent to a role that may not read billing, and asks for no invoices', async () => {
    const { transport } = renderApp(`/crm/contacts/persons/${person.id}`, api, {
      user: TEST_ESTIMATOR,
    })
    const stats = within(await screen.findByRole('region', { name: 'Stats' }))
    expect(
      await within(stats.getByText('Jobs').closest('div')!).findByText('2'),
    ).toBeInTheDocument()
    expect(stats.queryByText('Total Spent')).not.toBeInTheDocument()
    expect(transport).not.toHaveBeenCalledWith(expect.objectContaining({ path: '/api/invoices' }))
  })

  it('shows the contact and the stats computed from the API', async () => {
    const { transport } = renderApp(`/crm/contacts/persons/${person.id}`, api)
    expect(
      await screen.findByRole('heading', { name: 'Maria Lopez', level: 1 }),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: /maria@example.com/ })[0]).toHaveAttribute(
      'href',
      'mailto:maria@example.com',
    )
    const stats = within(screen.getByRole('region', { name: 'Stats' }))
    const stat = (label: string) => stats.getByText(label).closest('div')

    expect(await within(stat('Jobs')!).findByText('2')).toBeInTheDocument()
    expect(within(stat('Messages')!).getByText('3')).toBeInTheDocument()
    expect(await within(stat('Photos')!).findByText('5')).toBeInTheDocument()
    expect(within(stat('Total Spent')!).getByText('$2,000.50')).toBeInTheDocument()
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        path: '/api/invoices',
        query: expect.objectContaining({ client_person_id: person.id, status: 'Paid', limit: 200 }),
      }),
    )
  })

  it('shows $0 spent when nothing is paid, and the jobs tab links to each job', async () => {
    const user = userEvent.setup()
    renderApp(`/crm/contacts/persons/${person.id}`, (req) =>
      req.path === '/api/invoices' ? page([]) : api(req),
    )
    await screen.findByRole('heading', { name: 'Maria Lopez', level: 1 })
    expect(await screen.findByText('$0')).toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'Jobs' }))
    expect(await screen.findByRole('link', { name: /Spring cleanup/ })).toHaveAttribute(
      'href',
      `/projects/jobs/${jobA.id}`,
    )
    await user.click(screen.getByRole('tab', { name: 'Notes' }))
    expect(screen.getByText('No notes yet')).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Calls' }))
    expect(screen.getByText('No calls logged yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Call Maria Lopez' })).toHaveAttribute(
      'href',
      'tel:555-0100',
    )
  })

  it('says who created the person and who changed them last', async () => {
    const owner = { id: '00000000-0000-4000-8000-000000000001', name: 'Olivia Owner' }
    renderApp(`/crm/contacts/persons/${person.id}`, (req) =>
      req.path === `/api/persons/${person.id}/authors`
        ? {
            status: 200,
            body: {
              created_by: owner,
              updated_by: { id: owner.id.replace(/1$/, '2'), name: null },
            },
          }
        : api(req),
    )
    expect(
      await screen.findByText('Created by Olivia Owner · Last changed by a removed user'),
    ).toBeInTheDocument()
  })

  it('says Person not found for an unknown id', async () => {
    renderApp('/crm/contacts/persons/20000000-0000-4000-8000-000000000009', () => ({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Person not found' } },
    }))
    expect(await screen.findByText('Person not found')).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Back to Persons' })[0]).toHaveAttribute(
      'href',
      '/crm/contacts/persons',
    )
  })

  it('edits the person with the version it showed, and shows the saved values', async () => {
    const user = userEvent.setup()
    const saved = { ...person, name: 'Maria Lopez-Diaz', tags: ['VIP'], version: 2 }
    const { transport } = renderApp(`/crm/contacts/persons/${person.id}`, (req) =>
      req.method === 'PATCH' ? { status: 200, body: saved } : api(req),
    )
    await screen.findByRole('heading', { name: 'Maria Lopez', level: 1 })
    await user.click(screen.getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Person' })
    const name = within(dialog).getByLabelText('Name')
    expect(name).toHaveValue('Maria Lopez')
    await user.clear(name)
    await user.type(name, 'Maria Lopez-Diaz')
    await user.clear(within(dialog).getByLabelText('Tags'))
    await user.type(within(dialog).getByLabelText('Tags'), 'VIP')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))

    expect(
      await screen.findByRole('heading', { name: 'Maria Lopez-Diaz', level: 1 }),
    ).toBeInTheDocument()
    expect(screen.getByText('Person updated')).toBeInTheDocument()
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'PATCH',
        path: `/api/persons/${person.id}`,
        body: expect.objectContaining({ name: 'Maria Lopez-Diaz', tags: 'VIP', version: 1 }),
      }),
    )
  })

  it('refuses an edit without an email with the spec toast, sending nothing', async () => {
    const user = userEvent.setup()
    const { transport } = renderApp(`/crm/contacts/persons/${person.id}`, api)
    await screen.findByRole('heading', { name: 'Maria Lopez', level: 1 })
    await user.click(screen.getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Person' })
    await user.clear(within(dialog).getByLabelText('Email'))
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Name and email are required')).toBeInTheDocument()
    expect(transport).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'PATCH' }))
  })

  it('shows what blocks a delete and offers no Delete button then', async () => {
    const user = userEvent.setup()
    const { transport } = renderApp(`/crm/contacts/persons/${person.id}`, (req) =>
      req.path.endsWith('/delete-impact') ? impact({ jobs: 2, messages: 3 }) : api(req),
    )
    await screen.findByRole('heading', { name: 'Maria Lopez', level: 1 })
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(
      await within(dialog).findByText('2 jobs — delete or reassign them first'),
    ).toBeInTheDocument()
    expect(within(dialog).getByText('3 messages — deleted with this person')).toBeInTheDocument()
    expect(within(dialog).getByText('Maria Lopez cannot be deleted yet')).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Delete Person' })).not.toBeInTheDocument()
    expect(transport).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'DELETE' }))
  })

  it('deletes after showing what changes with it, then returns to the list', async () => {
    const user = userEvent.setup()
    const { transport, router } = renderApp(`/crm/contacts/persons/${person.id}`, (req) => {
      if (req.path.endsWith('/delete-impact')) return impact({ messages: 1, companies: 1 })
      if (req.method === 'DELETE') return { status: 204, body: null }
      if (req.path === '/api/persons') return page([])
      return api(req)
    })
    await screen.findByRole('heading', { name: 'Maria Lopez', level: 1 })
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(
      await within(dialog).findByText('1 company — kept, primary contact cleared'),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Delete Person' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm/contacts/persons'))
    expect(screen.getByText('Person deleted')).toBeInTheDocument()
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'DELETE', path: `/api/persons/${person.id}` }),
    )
  })

  it('shows a Foreman, who may not read billing, no Total Spent and asks for no invoices', async () => {
    const { transport } = renderApp(`/crm/contacts/persons/${person.id}`, api, {
      user: TEST_FOREMAN,
    })
    await screen.findByRole('heading', { name: 'Maria Lopez', level: 1 })
    const stats = within(screen.getByRole('region', { name: 'Stats' }))
    expect(await within(stats.getByText('Jobs').closest('div')!).findByText('2')).toBeVisible()
    expect(stats.getByText('Messages')).toBeInTheDocument()
    expect(stats.queryByText('Total Spent')).toBeNull()
    expect(transport.mock.calls.some(([req]) => req.path === '/api/invoices')).toBe(false)
  })

  it('shows an Estimator, who may not read messages or billing, neither, and asks for neither', async () => {
    const { transport } = renderApp(`/crm/contacts/persons/${person.id}`, api, {
      user: TEST_ESTIMATOR,
    })
    await screen.findByRole('heading', { name: 'Maria Lopez', level: 1 })
    const stats = within(screen.getByRole('region', { name: 'Stats' }))
    expect(await within(stats.getByText('Jobs').closest('div')!).findByText('2')).toBeVisible()
    expect(stats.queryByText('Messages')).toBeNull()
    expect(stats.queryByText('Total Spent')).toBeNull()
    expect(screen.queryByRole('tab', { name: 'Messages' })).toBeNull()
    expect(screen.getByRole('tab', { name: 'Notes' })).toBeInTheDocument()
    const paths = transport.mock.calls.map(([req]) => req.path)
    expect(paths).not.toContain('/api/invoices')
    expect(paths).not.toContain('/api/messages')
  })
})
