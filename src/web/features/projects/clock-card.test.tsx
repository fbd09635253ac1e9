// @vitest-environment jsdom
// Today's clock card: my state and the buttons it allows, the crew lead's "Clock in crew" (the
// members who are out, skipped ones named in the toast) and per-member Clock out.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ClockAnswer, ClockPerson } from '../../../domain/time/time-api'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { page, renderApp, TEST_CREW, TEST_OWNER } from '../../test/render-app'
import '../../test/setup'

const AT = new Date(2030, 10, 29, 7, 2).getTime()

const person = (id: number, name: string, extra: Partial<ClockPerson> = {}): ClockPerson => ({
  employee_id: `40000000-0000-4000-8000-00000000000${id}`,
  name,
  state: 'out',
  since: null,
  today_hours: 0,
  ...extra,
})

const ME = person(1, 'Casey Crew')
const ANA = person(2, 'Ana Diaz')
const BEN = person(3, 'Ben Ode', { state: 'in', since: AT, today_hours: 1.5 })

function clockApi(clock: ClockAnswer, sent: ApiRequest[], action?: () => ApiResponse) {
  return (req: ApiRequest): ApiResponse => {
    sent.push(req)
    if (req.path === '/api/time/clock') return { status: 200, body: clock }
    if (req.method === 'POST' && req.path.startsWith('/api/time/') && action) return action()
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
    if (req.path === '/api/settings/branding') return { status: 404, body: null }
    return page([])
  }
}

beforeEach(() => window.localStorage.clear())

describe('the clock card', { timeout: 20_000 }, () => {
  it('offers Clock in when out (no Clock out) and sends it', async () => {
    const user = userEvent.setup()
    const sent: ApiRequest[] = []
    renderApp(
      '/today',
      clockApi({ me: ME, crew: null }, sent, () => ({
        status: 200,
        body: { changed: [{ ...ME, state: 'in', since: AT }], skipped: [] },
      })),
      { user: TEST_CREW },
    )
    const card = await screen.findByRole('region', { name: 'Time clock' })
    expect(within(card).getByRole('status')).toHaveTextContent('Clocked out')
    expect(within(card).getByText('Today: 0 h')).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Clock out' })).toBeNull()
    expect(within(card).getByRole('checkbox', { name: /Share my location/ })).not.toBeChecked()

    await user.click(within(card).getByRole('button', { name: 'Clock in' }))
    expect(await screen.findByText('Clocked in')).toBeInTheDocument()
    const post = sent.find((r) => r.method === 'POST')
    expect(post).toMatchObject({ path: '/api/time/clock-in', body: {} })
    // When I pressed it, and its own key, so a replay is applied once.
    expect(post?.body).toEqual({ acted_at: expect.any(Number) })
    expect(post?.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('keeps Clock in on the phone while offline and sends it, as pressed, back online', async () => {
    const user = userEvent.setup()
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      const sent: ApiRequest[] = []
      renderApp(
        '/today',
        clockApi({ me: ME, crew: null }, sent, () => ({
          status: 200,
          body: { changed: [{ ...ME, state: 'in', since: AT }], skipped: [] },
        })),
        { user: TEST_CREW },
      )
      const card = await screen.findByRole('region', { name: 'Time clock' })
      const pressed = Date.now()
      await user.click(within(card).getByRole('button', { name: 'Clock in' }))
      expect(
        await screen.findByText('Saved on this phone: it will sync when you are back online'),
      ).toBeInTheDocument()
      expect(sent.some((r) => r.method === 'POST')).toBe(false)

      onLine.mockReturnValue(true)
      window.dispatchEvent(new Event('online'))
      await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1))
      const acted = (sent.find((r) => r.method === 'POST')!.body as { acted_at: number }).acted_at
      expect(acted).toBeGreaterThanOrEqual(pressed)
    } finally {
      onLine.mockRestore()
    }
  })

  it('says since when and offers End break on a break', async () => {
    renderApp(
      '/today',
      clockApi({ me: { ...ME, state: 'break', since: AT, today_hours: 4.25 }, crew: null }, []),
      { user: TEST_CREW },
    )
    const card = await screen.findByRole('region', { name: 'Time clock' })
    expect(within(card).getByRole('status')).toHaveTextContent('On a break since 7:02 AM')
    expect(within(card).getByText('Today: 4.25 h')).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'End break' })).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'Clock out' })).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Start break' })).toBeNull()
  })

  it("clocks in the lead's crew members who are out and names the skipped ones", async () => {
    const user = userEvent.setup()
    const sent: ApiRequest[] = []
    renderApp(
      '/today',
      clockApi(
        {
          me: { ...ME, state: 'in', since: AT },
          crew: {
            id: '30000000-0000-4000-8000-000000000001',
            name: 'Crew Alpha',
            members: [ANA, BEN],
          },
        },
        sent,
        () => ({
          status: 200,
          body: {
            changed: [{ ...ANA, state: 'in', since: AT }],
            skipped: [
              { employee_id: BEN.employee_id, name: 'Ben Ode', reason: 'Already clocked in' },
            ],
          },
        }),
      ),
      { user: TEST_CREW },
    )
    const crew = await screen.findByRole('region', { name: 'Crew: Crew Alpha' })
    const members = within(crew).getAllByRole('listitem')
    expect(members[0]).toHaveTextContent('Ana Diaz')
    expect(members[0]).toHaveTextContent('Clocked out')
    expect(members[1]).toHaveTextContent('Clocked in since 7:02 AM · 1.5 h today')
    expect(within(crew).getByRole('button', { name: 'Clock out Ben Ode' })).toBeInTheDocument()

    await user.click(within(crew).getByRole('button', { name: 'Clock in crew' }))
    expect(
      await screen.findByText('Ana Diaz. Skipped: Ben Ode (Already clocked in)'),
    ).toBeInTheDocument()
    expect(sent.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/time/clock-in',
      body: { employee_ids: [ANA.employee_id] },
    })
  })

  it('clocks one member out and shows a refusal as a toast', async () => {
    const user = userEvent.setup()
    const sent: ApiRequest[] = []
    renderApp(
      '/today',
      clockApi({ me: null, crew: { id: 'c', name: 'Crew Alpha', members: [BEN] } }, sent, () => ({
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'Not clocked in' } },
      })),
      { user: TEST_CREW },
    )
    await user.click(await screen.findByRole('button', { name: 'Clock out Ben Ode' }))
    expect(await screen.findByText('Not clocked in')).toBeInTheDocument()
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'POST')).toMatchObject({
        path: '/api/time/clock-out',
        body: { employee_ids: [BEN.employee_id] },
      }),
    )
  })

  it('is not shown, nor asked for, to an Owner who is no employee until a crew is chosen', async () => {
    const sent: ApiRequest[] = []
    renderApp('/today', clockApi({ me: null, crew: null }, sent), { user: TEST_OWNER })
    expect(await screen.findByText('No jobs today')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Time clock' })).toBeNull()
    expect(sent.some((r) => r.path === '/api/time/clock')).toBe(false)
  })
})
