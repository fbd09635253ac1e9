// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Invoice } from '../../../domain/billing/invoice'
import type { Job } from '../../../domain/projects/job'
import type { ApiRequest } from '../../data/transport'
import { buildPerson } from '../../test/factories'
import { page, renderApp } from '../../test/render-app'
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
  created_at: Date.UTC(2026, 10, 1),
  version: 1,
})
const jobA = job('10000000-0000-4000-8000-000000000001', 'Spring cleanup')
const jobB = job('10000000-0000-4000-8000-000000000002', 'Hedge trimming')
const invoice = (amount: number): Invoice => ({
  id: crypto.randomUUID(),
  number: 'INV-0001',
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
  return { status: 404, body: null }
}

describe('Person detail', () => {
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
})
