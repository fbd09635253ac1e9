// @vitest-environment jsdom
// The bell (server mode): the unread count in its name, a list whose notice opens its page and is
// marked read, "Mark all read", and a new look every minute.
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Notification } from '../../../domain/notifications/notification'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { page, renderApp } from '../../test/render-app'
import '../../test/setup'

vi.setConfig({ testTimeout: 20_000 })

const notice = (n: number, overrides: Partial<Notification> = {}): Notification => ({
  id: `40000000-0000-4000-8000-00000000000${n}`,
  kind: 'payment-recorded',
  title: `Payment of $${n}20.00 recorded`,
  body: `INV-000${n} from Maria Lopez, by Card`,
  link: `/billing/invoices/50000000-0000-4000-8000-00000000000${n}`,
  created_at: Date.now() - n * 60 * 60_000,
  read_at: null,
  ...overrides,
})

function bellApi(items: Notification[]) {
  const requests: ApiRequest[] = []
  let stored = items
  const fake = (req: ApiRequest): ApiResponse => {
    requests.push(req)
    if (req.method === 'GET' && req.path === '/api/notifications') {
      const unread = stored.filter((n) => n.read_at === null).length
      return { status: 200, body: { items: stored, unread, next_cursor: null } }
    }
    if (req.method === 'POST' && req.path === '/api/notifications/read-all') {
      stored = stored.map((n) => ({ ...n, read_at: n.read_at ?? Date.now() }))
      return { status: 204, body: null }
    }
    const read = /^\/api\/notifications\/([^/]+)\/read$/.exec(req.path)
    if (req.method === 'POST' && read) {
      stored = stored.map((n) => (n.id === read[1] ? { ...n, read_at: Date.now() } : n))
      return { status: 204, body: null }
    }
    // A notice's page (an invoice here) is not the bell's business: it is simply not found.
    if (req.path === '/api/settings/branding' || /^\/api\/invoices\/[^/]+$/.test(req.path))
      return {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Invoice not found', fields: {} } },
      }
    return page([])
  }
  return { fake, requests, add: (n: Notification) => (stored = [n, ...stored]) }
}

// The bell's code loads after the first screen (notification-bell.tsx): give that import time.
const bell = async (name: RegExp | string) =>
  within(await screen.findByRole('complementary')).findByRole(
    'button',
    { name },
    { timeout: 10_000 },
  )

describe('the notification bell', () => {
  it('shows the unread count, opens a notice’s page and marks it read', async () => {
    const user = userEvent.setup()
    const first = notice(1)
    const { fake, requests } = bellApi([first, notice(2), notice(3, { read_at: Date.now() })])
    const { router } = renderApp('/dashboard', fake)
    await user.click(await bell('Notifications, 2 unread'))
    const panel = within(await screen.findByRole('dialog', { name: 'Notifications' }))
    expect(panel.getAllByRole('listitem')).toHaveLength(3)
    expect(panel.getByText('INV-0001 from Maria Lopez, by Card')).toBeInTheDocument()
    await user.click(panel.getByRole('button', { name: /Payment of \$120\.00 recorded/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe(first.link))
    expect(
      requests.some((r) => r.method === 'POST' && r.path === `/api/notifications/${first.id}/read`),
    ).toBe(true)
    expect(await bell('Notifications, 1 unread')).toBeInTheDocument()
  })

  it('marks all read', async () => {
    const user = userEvent.setup()
    const { fake } = bellApi([notice(1), notice(2)])
    renderApp('/dashboard', fake)
    await user.click(await bell('Notifications, 2 unread'))
    const panel = within(await screen.findByRole('dialog', { name: 'Notifications' }))
    await user.click(panel.getByRole('button', { name: 'Mark all read' }))
    expect(await bell('Notifications')).toBeInTheDocument()
    expect(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled()
  })

  it('says when there is nothing, and looks again every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      const { fake, add } = bellApi([])
      renderApp('/dashboard', fake)
      await user.click(await bell('Notifications'))
      expect(await screen.findByText(/no notifications yet/)).toBeInTheDocument()
      add(notice(1))
      await act(() => vi.advanceTimersByTimeAsync(60_000))
      expect(await bell('Notifications, 1 unread')).toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })
})
