import { describe, expect, it } from 'vitest'
import { matchRoute } from './dispatch'
import { apiRoutes } from '../routes'
import { assertNoShadowing, composeRouteTable, routeKeyOf } from './route-table'
import type { ApiRoute, HttpMethod } from './route-types'

const route = (method: HttpMethod, path: string, extra: Partial<ApiRoute> = {}): ApiRoute => ({
  method,
  path,
  summary: `${method} ${path}`,
  tag: 'test',
  access: 'signed-in',
  successStatus: 200,
  handle: () => Promise.resolve({ status: 200, body: null }),
  ...extra,
})

const generic = [route('GET', '/api/jobs/:id'), route('PATCH', '/api/jobs/:id')]

describe('composeRouteTable', () => {
  it('puts a declared replacement in place of the generic route', () => {
    const custom = route('PATCH', '/api/jobs/:id', { replaces: 'PATCH /api/jobs/:id' })
    const table = composeRouteTable([custom], generic)
    expect(table).toEqual([custom, generic[0]])
  })

  it('refuses an area route that silently takes a generic route’s path', () => {
    expect(() => composeRouteTable([route('PATCH', '/api/jobs/:id')], generic)).toThrow(
      /PATCH \/api\/jobs\/:id clashes with PATCH \/api\/jobs\/:id/,
    )
  })

  it('refuses a clash whose parameters are named differently', () => {
    expect(() => composeRouteTable([route('GET', '/api/jobs/:job_id')], generic)).toThrow(/clashes/)
  })

  it('refuses a replacement that names no generic route, or not its own path', () => {
    const stray = route('POST', '/api/jobs/:id', { replaces: 'POST /api/jobs/:id' })
    expect(() => composeRouteTable([stray], generic)).toThrow(/there is none/)
    const wrong = route('PATCH', '/api/jobs/:id', { replaces: 'GET /api/jobs/:id' })
    expect(() => composeRouteTable([wrong], generic)).toThrow(/not its own path/)
  })

  it('refuses a route listed after one that matches all of its paths', () => {
    expect(() =>
      assertNoShadowing([route('GET', '/api/jobs/:id'), route('GET', '/api/jobs/calendar')]),
    ).toThrow(/GET \/api\/jobs\/:id shadows GET \/api\/jobs\/calendar/)
    // The other order is how Fastify ranks them too: the static segment first.
    expect(() =>
      assertNoShadowing([route('GET', '/api/jobs/calendar'), route('GET', '/api/jobs/:id')]),
    ).not.toThrow()
  })
})

describe('the API route table', () => {
  it('has no clash and no shadowed route', () => {
    expect(() => assertNoShadowing(apiRoutes)).not.toThrow()
  })

  it('lists the routes that replace generic ones where they are declared', () => {
    const replacing = apiRoutes.filter((r) => r.replaces !== undefined).map(routeKeyOf)
    expect(replacing.sort()).toEqual([
      'DELETE /api/job-series/:id',
      'DELETE /api/media/:id',
      'PATCH /api/job-series/:id',
      'POST /api/job-series',
      'POST /api/jobs',
      'POST /api/media',
      'POST /api/sms-messages',
      'POST /api/sms-threads',
      'POST /api/team-chat-messages',
    ])
    for (const key of replacing) {
      const [method, path] = key.split(' ') as [HttpMethod, string]
      expect(matchRoute(method, path.replace(':id', 'x'))?.route.replaces).toBe(key)
    }
  })
})
