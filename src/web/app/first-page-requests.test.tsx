// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setTransport } from '../data/api-client'
import type { ApiRequest } from '../data/api-request'
import { page, renderApp, TEST_CREW, TEST_OWNER } from '../test/render-app'
import '../test/setup'
import { sendFirstPageRequests } from './first-page-requests'
import { FIRST_PAGES } from './first-pages'

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
const isList = (req: ApiRequest) =>
  req.method === 'GET' &&
  req.path !== '/api/settings/branding' &&
  // The bell's own request (every screen's top bar), not one of the screen's lists.
  req.path !== '/api/notifications' &&
  !req.path.startsWith('/api/auth/') &&
  !req.query?.cursor
const SESSION_PATH = '/api/auth/get-session'
const signedIn = { status: 200, body: { user: TEST_OWNER } }

describe('sendFirstPageRequests', { timeout: 15_000 }, () => {
  it('asks for the session and the branding on every page, and for nothing else where no list or figures are known', async () => {
    const paths: string[] = []
    setTransport(async (req: ApiRequest) => {
      paths.push(req.path)
      return { status: 404, body: null }
    })
    sendFirstPageRequests('/projects/calendar')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(paths).toEqual([SESSION_PATH, '/api/settings/branding'])
  })

  it('gives the dashboard the early answer: each is asked for once', async () => {
    const early: string[] = []
    setTransport(async (req: ApiRequest) => {
      early.push(req.path)
      if (req.path === SESSION_PATH) return signedIn
      if (req.path === '/api/settings/branding') {
        return { status: 200, body: { business_name: 'Early Lawns', brand_color: '#2f6b3a' } }
      }
      return { status: 500, body: { error: { code: 'INTERNAL', message: 'not this one' } } }
    })
    sendFirstPageRequests('/dashboard/')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(early.sort()).toEqual([
      '/api/auth/get-session',
      '/api/dashboard',
      '/api/settings/branding',
    ])
    // The page's own transport answers differently: what shows is what was asked for early.
    const { transport } = renderApp('/dashboard', () => ({ status: 404, body: null }))
    expect((await screen.findAllByText('Early Lawns')).length).toBeGreaterThan(0)
    expect(await screen.findByText('not this one')).toBeInTheDocument()
    expect(transport).not.toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/settings/branding' }),
    )
  })

  it.each([
    ['/projects/jobs', 'Jobs'],
    ['/billing/invoices', 'Invoices'],
    ['/crm/contacts/persons', 'Persons'],
    ['/sales/estimates', 'Estimates'],
  ])(
    'sends the first lists of %s early, and the screen asks for none of them again',
    async (path, title) => {
      const early: ApiRequest[] = []
      setTransport(async (req: ApiRequest) => {
        early.push(req)
        if (req.path === SESSION_PATH) return signedIn
        return req.path === '/api/settings/branding' ? { status: 404, body: null } : page([])
      })
      sendFirstPageRequests(path, '')
      await tick()
      expect(early.filter(isList).map((req) => req.path)).toEqual(
        (FIRST_PAGES[path]?.lists ?? []).map(([collection]) => `/api/${collection}`),
      )
      const { transport } = renderApp(path, (req) =>
        req.path === '/api/settings/branding' ? { status: 404, body: null } : page([]),
      )
      await screen.findByRole('heading', { name: title, level: 1 })
      await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull())
      await tick()
      // Had the screen asked with other parameters, it would have sent its own request here.
      expect(transport.mock.calls.map(([req]) => req).filter(isList)).toEqual([])
    },
  )

  it('sends no list early when the address names a search or a tab', async () => {
    const paths: string[] = []
    setTransport(async (req: ApiRequest) => {
      paths.push(req.path)
      return { status: 404, body: null }
    })
    sendFirstPageRequests('/projects/jobs', '?status=Done')
    sendFirstPageRequests('/crm/contacts/persons', '?q=ann')
    await tick()
    expect(paths.filter((path) => path !== SESSION_PATH)).toEqual(['/api/settings/branding'])
  })

  it.each([
    ['Owner', '/', TEST_OWNER, true],
    ['Crew', '/', TEST_CREW, false],
    ['Crew', '/dashboard', TEST_CREW, false],
    ['nobody', '/', null, false],
  ])(
    "asks for the figures early only when they are the user's page (%s at %s)",
    async (_who, path, user, asks) => {
      const paths: string[] = []
      setTransport(async (req: ApiRequest) => {
        paths.push(req.path)
        if (req.path === SESSION_PATH) return { status: 200, body: user ? { user } : null }
        return { status: 404, body: null }
      })
      sendFirstPageRequests(path)
      await tick()
      expect(paths.includes('/api/dashboard')).toBe(asks)
    },
  )

  it("gives Today its day's cards asked for early, with the day and crew of the address, once", async () => {
    const early: ApiRequest[] = []
    setTransport(async (req: ApiRequest) => {
      early.push(req)
      if (req.path === SESSION_PATH) return { status: 200, body: { user: TEST_CREW } }
      if (req.path === '/api/today') {
        return {
          status: 200,
          body: {
            time_zone: 'UTC',
            day: { date: '2030-11-29', items: [] },
            next_day: { date: '2030-11-30', items: [] },
          },
        }
      }
      return { status: 404, body: null }
    })
    sendFirstPageRequests('/today', '?date=2030-11-29')
    await waitFor(() => expect(early.map((r) => r.path)).toContain('/api/today'))
    expect(early.find((r) => r.path === '/api/today')?.query).toEqual({ date: '2030-11-29' })
    const { transport } = renderApp('/today?date=2030-11-29', () => page([]), { user: TEST_CREW })
    expect(await screen.findByText('No jobs this day')).toBeInTheDocument()
    expect(transport).not.toHaveBeenCalledWith(expect.objectContaining({ path: '/api/today' }))
  })
})
