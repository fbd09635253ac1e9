// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Ticket } from '../../../domain/support/ticket'
import type { ApiRequest } from '../../data/transport'
import { renderApp, TEST_CREW, TEST_ESTIMATOR, TEST_FOREMAN } from '../../test/render-app'
import '../../test/setup'

function ticketsApi() {
  const tickets: Ticket[] = []
  const fake = (req: ApiRequest) => {
    if (req.method === 'GET' && req.path === '/api/tickets') {
      return { status: 200, body: { items: tickets, total: tickets.length, next_cursor: null } }
    }
    if (req.method === 'POST' && req.path === '/api/tickets') {
      const body = req.body as Pick<Ticket, 'subject' | 'description' | 'priority'>
      const ticket: Ticket = {
        id: `00000000-0000-4000-8000-00000000000${tickets.length + 1}`,
        ...body,
        status: 'Open',
        created_at: Date.UTC(2026, 10, 23, 15),
        version: 1,
      }
      tickets.unshift(ticket)
      return { status: 201, body: ticket }
    }
    if (req.method === 'PATCH') {
      const ticket = tickets.find((t) => req.path.endsWith(t.id))
      if (!ticket) return { status: 404, body: null }
      Object.assign(ticket, req.body, { version: ticket.version + 1 })
      return { status: 200, body: ticket }
    }
    return { status: 404, body: null }
  }
  return { fake, tickets }
}

describe('TicketsPage', { timeout: 15_000 }, () => {
  it('starts empty, saves a ticket to the list and resolves it', async () => {
    const user = userEvent.setup()
    const { fake, tickets } = ticketsApi()
    renderApp('/support/tickets', fake)
    expect(await screen.findByText('No data yet')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Subject'), 'Export is slow')
    await user.selectOptions(screen.getByLabelText('Priority'), 'High')
    await user.type(screen.getByLabelText('Description'), 'It takes a minute')
    await user.click(screen.getByRole('button', { name: 'Create Ticket' }))
    expect(await screen.findByText('Ticket created')).toBeInTheDocument()
    expect(tickets).toHaveLength(1)
    expect(tickets[0]).toMatchObject({ subject: 'Export is slow', priority: 'High' })
    const list = within(await screen.findByRole('list', { name: 'Tickets' }))
    expect(list.getByText('Export is slow')).toBeInTheDocument()
    expect(screen.getByLabelText('Subject')).toHaveValue('')

    await user.click(list.getByRole('button', { name: 'Mark Resolved' }))
    expect(await list.findByRole('button', { name: 'Reopen' })).toBeInTheDocument()
    expect(tickets[0]?.status).toBe('Resolved')
  })

  it.each([TEST_ESTIMATOR, TEST_FOREMAN, TEST_CREW])(
    'lets a $role submit a ticket and follow it, without changing its status',
    async (signedIn) => {
      const user = userEvent.setup()
      const { fake, tickets } = ticketsApi()
      renderApp('/support/tickets', fake, { user: signedIn })
      await user.type(await screen.findByLabelText('Subject'), 'Phone app froze')
      await user.type(screen.getByLabelText('Description'), 'On the job list')
      await user.click(screen.getByRole('button', { name: 'Create Ticket' }))
      const list = within(await screen.findByRole('list', { name: 'Tickets' }))
      expect(list.getByText('Phone app froze')).toBeInTheDocument()
      expect(tickets).toHaveLength(1)
      expect(list.queryByRole('button', { name: 'Mark Resolved' })).not.toBeInTheDocument()
      expect(list.queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument()
    },
  )

  it('needs a subject and a description, and says which', async () => {
    const user = userEvent.setup()
    const { fake, tickets } = ticketsApi()
    renderApp('/support/tickets', fake)
    await user.click(await screen.findByRole('button', { name: 'Create Ticket' }))
    const form = within(screen.getByRole('form', { name: 'New ticket' }))
    expect(await form.findByText('Subject is required')).toBeInTheDocument()
    expect(form.getByText('Description is required')).toBeInTheDocument()
    // The toast names the first problem.
    expect(await screen.findByText('Error')).toBeInTheDocument()
    expect(screen.getByLabelText('Subject')).toHaveFocus()
    expect(tickets).toHaveLength(0)
  })
})
