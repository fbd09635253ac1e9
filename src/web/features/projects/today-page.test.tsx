// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Job } from '../../../domain/projects/job'
import type { TodayAnswer, TodayJob } from '../../../domain/projects/today'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { page, renderApp, TEST_CREW, TEST_FOREMAN } from '../../test/render-app'
import '../../test/setup'

vi.setConfig({ testTimeout: 20_000 })

const ZONE = 'America/New_York'
// Days in 2030, never the browser's today: the page calls the day shown 'Today' only when it is.
const at = (hour: number, day = 29) => Date.UTC(2030, 10, day, hour + 5)

function buildJob(id: string, overrides: Partial<Job> = {}): Job {
  return {
    id,
    title: `Job ${id.slice(-1)}`,
    client_person_id: '20000000-0000-4000-8000-000000000001',
    address: '12 Oak St, Springfield',
    date: at(8),
    status: 'Scheduled',
    assigned_crew_id: '30000000-0000-4000-8000-000000000001',
    photos: [],
    notes: '',
    crew_instructions: '',
    route_order: null,
    duration_minutes: 60,
    series_id: null,
    series_occurrence: null,
    created_at: 0,
    version: 2,
    ...overrides,
  }
}

function card(job: Job, extra: Partial<TodayJob> = {}): TodayJob {
  return {
    job,
    client: { id: job.client_person_id, name: 'Maria Lopez', phone: '+1 (555) 010-2030' },
    crew: { id: job.assigned_crew_id ?? '', name: 'Crew Alpha' },
    checklist: { done: 3, total: 5 },
    ...extra,
  }
}

const FIRST = buildJob('10000000-0000-4000-8000-000000000001', {
  title: 'Spring Cleanup',
  crew_instructions: 'Gate code 4417',
})
const SECOND = buildJob('10000000-0000-4000-8000-000000000002', { title: 'Hedge Trim' })
const LATER = buildJob('10000000-0000-4000-8000-000000000003', {
  title: 'Mulch Beds',
  date: at(13),
})
const TOMORROW = buildJob('10000000-0000-4000-8000-000000000004', {
  title: 'Lawn Aeration',
  date: at(9, 30),
})

function answer(date: string, items: TodayJob[], next: TodayJob[] = []): TodayAnswer {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const nextDate = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10)
  return {
    time_zone: ZONE,
    day: { date, items },
    next_day: { date: nextDate, items: next },
  }
}

/** Answers GET /api/today from `byDate` (the asked date, '' for none), and PATCHes with `patch`. */
function todayApi(
  byDate: Record<string, TodayAnswer>,
  patch: (req: ApiRequest) => ApiResponse = () => ({ status: 200, body: {} }),
) {
  return (req: ApiRequest): ApiResponse => {
    if (req.method === 'PATCH') return patch(req)
    if (req.path === '/api/today') {
      const date = typeof req.query?.date === 'string' ? req.query.date : ''
      const body = byDate[date]
      return body ? { status: 200, body } : { status: 200, body: answer(date, []) }
    }
    return page([])
  }
}

describe('Today page', () => {
  it('shows the day in route order with time, client, maps, call and text links, crew, checklist and instructions', async () => {
    const today = answer('2030-11-29', [card(FIRST), card(SECOND), card(LATER)], [card(TOMORROW)])
    renderApp('/today?date=2030-11-29', todayApi({ '2030-11-29': today }), { user: TEST_CREW })
    const list = await screen.findByRole('region', { name: 'Jobs on Friday, November 29' })
    const cards = within(list).getAllByRole('article')
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Spring Cleanup',
      'Hedge Trim',
      'Mulch Beds',
    ])
    const first = within(cards[0]!)
    // 13:00 UTC is 8:00 in New York: the business's time, not the browser's.
    expect(first.getByText('8:00 AM')).toBeInTheDocument()
    expect(first.getByText('Maria Lopez')).toBeInTheDocument()
    expect(first.getByText('Crew Alpha')).toBeInTheDocument()
    expect(first.getByText('Checklist: 3 of 5 done')).toBeInTheDocument()
    expect(first.getByText('Gate code 4417')).toBeInTheDocument()
    expect(
      first.getByRole('link', { name: 'Open 12 Oak St, Springfield in maps' }),
    ).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('12 Oak St, Springfield')}`,
    )
    expect(first.getByRole('link', { name: 'Call Maria Lopez' })).toHaveAttribute(
      'href',
      'tel:+15550102030',
    )
    expect(first.getByRole('link', { name: 'Text Maria Lopez' })).toHaveAttribute(
      'href',
      'sms:+15550102030',
    )
    expect(first.getByRole('link', { name: 'Spring Cleanup' })).toHaveAttribute(
      'href',
      `/projects/jobs/${FIRST.id}`,
    )
    // A Crew user neither orders the route nor filters by crew.
    expect(first.queryByRole('button', { name: /Move .* up/ })).toBeNull()
    expect(first.queryByRole('button', { name: /^Drag / })).toBeNull()
    expect(screen.queryByLabelText('Crew')).toBeNull()

    const next = screen.getByRole('region', { name: 'Saturday, November 30' })
    // The next day's cards render after the day's (RenderedLater).
    expect(await within(next).findByRole('heading', { name: 'Lawn Aeration' })).toBeInTheDocument()
    // Tomorrow's cards are compact: no instructions.
    expect(within(next).queryByText(/Instructions for the crew/)).toBeNull()
  })

  it('says "No jobs today" on an empty day and switches days through the URL', async () => {
    const user = userEvent.setup()
    const { router, transport } = renderApp(
      '/today',
      todayApi({
        '': answer('2030-11-29', []),
        '2030-11-30': answer('2030-11-30', [card(TOMORROW)]),
      }),
      { user: TEST_CREW },
    )
    expect(await screen.findByText('No jobs today')).toBeInTheDocument()
    expect(screen.getByText('No jobs tomorrow')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Next day' }))
    await waitFor(() => expect(router.state.location.search).toBe('?date=2030-11-30'))
    expect(await screen.findByRole('heading', { name: 'Lawn Aeration' })).toBeInTheDocument()
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/today', query: { date: '2030-11-30' } }),
    )

    await user.click(screen.getByRole('button', { name: 'Previous day' }))
    await waitFor(() => expect(router.state.location.search).toBe('?date=2030-11-29'))

    const input = screen.getByLabelText('Date')
    fireEvent.change(input, { target: { value: '2030-12-05' } })
    await waitFor(() => expect(router.state.location.search).toBe('?date=2030-12-05'))

    await user.click(screen.getByRole('button', { name: 'Today' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
  })

  it("lets the office move a job up among the jobs at its time, with the jobs' versions", async () => {
    const user = userEvent.setup()
    const patches: unknown[] = []
    const today = answer('2030-11-29', [card(FIRST), card(SECOND), card(LATER)])
    renderApp(
      '/today?date=2030-11-29',
      todayApi({ '2030-11-29': today }, (req) => {
        patches.push({ path: req.path, body: req.body })
        return { status: 200, body: {} }
      }),
      { user: TEST_FOREMAN },
    )
    const moveUp = await screen.findByRole('button', { name: 'Move Hedge Trim up' })
    expect(screen.getByRole('button', { name: 'Move Spring Cleanup up' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Move Spring Cleanup down' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Move Hedge Trim down' })).toBeDisabled()
    // The 1 PM job shares its time with no other: it has no order to set.
    expect(screen.queryByRole('button', { name: /Move Mulch Beds/ })).toBeNull()
    // The same cards have a grip to drag them in the route (its code loads after the first
    // render); the 1 PM job has none.
    expect(
      await screen.findByRole('button', { name: 'Drag Hedge Trim to another place in the route' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Drag Spring Cleanup to another place in the route' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Drag Mulch Beds/ })).toBeNull()
    expect(await screen.findByLabelText('Crew')).toBeInTheDocument()
    await user.click(moveUp)
    await waitFor(() => expect(patches).toHaveLength(2))
    expect(patches).toEqual([
      { path: `/api/jobs/${SECOND.id}`, body: { route_order: 0, version: 2 } },
      { path: `/api/jobs/${FIRST.id}`, body: { route_order: 1, version: 2 } },
    ])
  })

  it('tells a refused move in a toast', async () => {
    const user = userEvent.setup()
    const today = answer('2030-11-29', [card(FIRST), card(SECOND)])
    renderApp(
      '/today?date=2030-11-29',
      todayApi({ '2030-11-29': today }, () => ({
        status: 409,
        body: {
          error: {
            code: 'CONFLICT',
            message: 'This record was changed by someone else: reload and try again',
          },
        },
      })),
      { user: TEST_FOREMAN },
    )
    await user.click(await screen.findByRole('button', { name: 'Move Hedge Trim up' }))
    expect(await screen.findByText('Could not change the route order')).toBeInTheDocument()
  })
})
