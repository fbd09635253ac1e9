// @vitest-environment jsdom
// The field app (decision 055): Today under its own small shell, behind the same session gate, and
// every other address loaded whole as a page of the staff app.
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { setTransport } from '../../data/api-client'
import { renderApp, TEST_CREW, TEST_OWNER } from '../../test/render-app'
import { FieldApp, fieldRoutes } from './field-app'
import '../../test/setup'

vi.setConfig({ testTimeout: 20_000 })

const EMPTY_DAY = {
  time_zone: 'UTC',
  day: { date: '2030-11-29', items: [] },
  next_day: { date: '2030-11-30', items: [] },
}

const api = (req: ApiRequest): ApiResponse =>
  req.path === '/api/today' ? { status: 200, body: EMPTY_DAY } : { status: 404, body: null }

function stubPageLoads() {
  const assign = vi.fn()
  vi.stubGlobal('location', { ...window.location, assign })
  return assign
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the field app', () => {
  it("shows a Crew user's Today with a way to every other screen", async () => {
    renderApp('/today?date=2030-11-29', api, { user: TEST_CREW, routes: fieldRoutes })
    expect(await screen.findByRole('heading', { name: 'Today', level: 1 })).toBeInTheDocument()
    expect(await screen.findByText('No jobs this day')).toBeInTheDocument()
    // A Crew user's home off the phone layout is the jobs list (no dashboard for them).
    expect(screen.getByRole('link', { name: 'All screens' })).toHaveAttribute(
      'href',
      '/projects/jobs',
    )
  })

  it("leads the office's screens to the dashboard", async () => {
    renderApp('/today?date=2030-11-29', api, { user: TEST_OWNER, routes: fieldRoutes })
    expect(await screen.findByRole('link', { name: 'All screens' })).toHaveAttribute(
      'href',
      '/dashboard',
    )
  })

  it('loads any other address whole, as a page of the staff app', async () => {
    const assign = stubPageLoads()
    renderApp('/projects/jobs/j-1?tab=crew', api, { user: TEST_CREW, routes: fieldRoutes })
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/projects/jobs/j-1?tab=crew'))
  })

  it('leads to the sign-in page, remembering Today, when nobody is signed in', async () => {
    const assign = stubPageLoads()
    renderApp('/today', api, { user: null, routes: fieldRoutes })
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/signin/)))
    expect(assign.mock.calls[0]?.[0]).toContain(encodeURIComponent('/today'))
  })

  it("runs on the browser's own address: the day in the URL, a change of day in its history", async () => {
    window.history.replaceState(null, '', '/today?date=2030-11-29')
    setTransport(async (req) =>
      req.path === '/api/auth/get-session' ? { status: 200, body: { user: TEST_CREW } } : api(req),
    )
    render(<FieldApp />)
    expect(await screen.findByText('No jobs this day')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }))
    await waitFor(() => expect(window.location.search).toBe('?date=2030-11-30'))
    expect(window.location.pathname).toBe('/today')
  })
})
