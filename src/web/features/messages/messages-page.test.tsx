// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Message } from '../../../domain/messages/message'
import type { ApiRequest } from '../../data/api-request'
import { buildPerson } from '../../test/factories'
import { lookupAnswers, page, renderApp } from '../../test/render-app'
import '../../test/setup'

const person = buildPerson({ name: 'Linda Johnson' })
const message: Message = {
  id: '60000000-0000-4000-8000-000000000001',
  person_id: person.id,
  subject: 'Irrigation still leaking',
  unread: true,
  last_text: 'Zone 3 is still wet near the driveway.',
  updated_at: Date.UTC(2026, 10, 22, 12),
  version: 1,
}

function messagesApi(req: ApiRequest) {
  if (req.method === 'GET' && req.path === '/api/messages') {
    const q = String(req.query?.q ?? '').toLowerCase()
    const items = [message].filter((m) => !q || m.subject.toLowerCase().includes(q))
    return page(items)
  }
  const lookup = lookupAnswers('persons', [person])(req)
  if (lookup) return lookup
  if (req.method === 'PATCH')
    return { status: 200, body: { ...message, unread: false, version: 2 } }
  return page([])
}

describe('Messages', { timeout: 15_000 }, () => {
  it('lists person, subject, preview and New; searches on the server; opening marks read', async () => {
    const user = userEvent.setup()
    const { transport, router } = renderApp('/messages', messagesApi)
    const list = await screen.findByRole('list', { name: 'Messages' })
    const item = await within(list).findByRole('button', { name: /Linda Johnson/ })
    expect(item).toHaveTextContent('Irrigation still leaking')
    expect(item).toHaveTextContent('Zone 3 is still wet')
    expect(within(item).getByText('New')).toBeInTheDocument()
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Team Chat' }),
    ).toHaveAttribute('href', '/messages/team')

    await user.type(screen.getByLabelText('Search messages'), 'leak')
    await waitFor(() => expect(router.state.location.search).toContain('q=leak'))
    await waitFor(() =>
      expect(
        transport.mock.calls.some(([r]) => r.path === '/api/messages' && r.query?.q === 'leak'),
      ).toBe(true),
    )

    await user.click(
      within(screen.getByRole('list', { name: 'Messages' })).getByRole('button', {
        name: /Linda Johnson/,
      }),
    )
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Zone 3 is still wet near the driveway.',
    )
    await waitFor(() =>
      expect(transport.mock.calls.map(([r]) => r).find((r) => r.method === 'PATCH')).toMatchObject({
        path: `/api/messages/${message.id}`,
        body: { unread: false },
      }),
    )
  })
})
