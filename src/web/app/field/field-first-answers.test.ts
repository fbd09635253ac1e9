// The field app's first answers (issue #32): in the query cache before the first render, each from
// its early request (no second request), and an early request that failed left to the query.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setTransport } from '../../data/api-client'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { brandingKey } from '../../data/branding'
import { clearEarlyRequests } from '../../data/early-requests'
import { createQueryClient } from '../../data/query-client'
import { sessionKey } from '../../data/session'
import { todayQueries } from '../../features/projects/today-api'
import { TEST_CREW } from '../../test/render-app'
import { awaitFirstAnswers, FIRST_ANSWERS_WAIT_MS } from './field-first-answers'
import { sendFieldRequests } from './field-requests'

const DAY = {
  time_zone: 'America/Chicago',
  day: { date: '2030-11-29', items: [] },
  next_day: { date: '2030-11-30', items: [] },
}

const BRANDING = {
  business_name: 'Sunrise Landscaping',
  brand_color: '#2f6b3a',
  business_email: '',
  business_phone: '',
  business_address: '',
  payment_instructions: '',
  paper_size: 'Letter',
  time_zone: 'America/Chicago',
  has_logo: false,
}

function answering(answer: (req: ApiRequest) => ApiResponse | Promise<ApiResponse>) {
  const transport = vi.fn(async (req: ApiRequest) => answer(req))
  setTransport(transport)
  return transport
}

const ok = (body: unknown): ApiResponse => ({ status: 200, body })

const byPath = (req: ApiRequest): ApiResponse => {
  if (req.path === '/api/auth/get-session') return ok({ user: TEST_CREW })
  if (req.path === '/api/settings/branding') return ok(BRANDING)
  if (req.path === '/api/today') return ok(DAY)
  return { status: 404, body: null }
}

afterEach(() => {
  setTransport(null)
  clearEarlyRequests()
  vi.useRealTimers()
})

describe('the field app first answers', () => {
  it("puts the session, the branding and the day's cards in the cache from the early requests", async () => {
    const transport = answering(byPath)
    const client = createQueryClient()
    sendFieldRequests('?date=2030-11-29')
    await awaitFirstAnswers(client, '?date=2030-11-29')

    expect(client.getQueryData(sessionKey)).toEqual({ user: TEST_CREW })
    expect(client.getQueryData(brandingKey)).toMatchObject({
      business_name: 'Sunrise Landscaping',
      time_zone: 'America/Chicago',
    })
    const dayKey = todayQueries.day({ date: '2030-11-29', crewId: undefined }).queryKey
    expect(client.getQueryData(dayKey)).toEqual(DAY)
    // One request each: the cache took the early answers.
    const paths = transport.mock.calls.map(([req]) => req.path).sort()
    expect(paths).toEqual(['/api/auth/get-session', '/api/settings/branding', '/api/today'])
  })

  it('leaves an answer that failed (no signal) to its query, and puts the others in', async () => {
    answering((req) => {
      if (req.path === '/api/today') throw new TypeError('Failed to fetch')
      return byPath(req)
    })
    const client = createQueryClient()
    sendFieldRequests('')
    await awaitFirstAnswers(client, '')

    expect(client.getQueryData(sessionKey)).toEqual({ user: TEST_CREW })
    const dayKey = todayQueries.day({ date: undefined, crewId: undefined }).queryKey
    // No query was made for it: the page's own query (and the device's kept answers) decide.
    expect(client.getQueryCache().find({ queryKey: dayKey })).toBeUndefined()
  })

  it('stops waiting after FIRST_ANSWERS_WAIT_MS when an answer takes longer', async () => {
    vi.useFakeTimers()
    answering((req) =>
      req.path === '/api/today' ? new Promise<ApiResponse>(() => undefined) : byPath(req),
    )
    const client = createQueryClient()
    sendFieldRequests('')
    let isDone = false
    void awaitFirstAnswers(client, '').then(() => {
      isDone = true
    })
    await vi.advanceTimersByTimeAsync(FIRST_ANSWERS_WAIT_MS - 1)
    expect(isDone).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(isDone).toBe(true)
  })
})
