// Issue #20 over HTTP: every route of the route table, asked by nobody and by a user of each role,
// answers as the expected roles (access-expectations.ts) say: 401 without a session, 403 for a role
// without the permission (and for a Crew user on a route that cannot narrow to their own work), and
// otherwise whatever the handler says. A refused write changes nothing.
import { describe, expect, it } from 'vitest'
import { expectedRoles } from '../../api/access/access-expectations'
import { routeKeyOf } from '../../api/shared/route-table'
import { apiRoutes, type ApiRoute } from '../../api/routes'
import { scopeOf } from '../../domain/access/permissions'
import { ROLES, type Role } from '../../domain/access/roles'
import { SESSION_COOKIE } from '../auth/session-cookie'
import { useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

const UNKNOWN_ID = '00000000-0000-4000-8000-00000000a11c'

const urlOf = (route: ApiRoute) => route.path.replace(/:[a-z_]+/g, UNKNOWN_ID)

function expectedStatus(route: ApiRoute, role: Role | null): 'refused-401' | 'refused-403' | 'run' {
  const roles = expectedRoles(route.method, route.path)
  if (roles === undefined) throw new Error(`${routeKeyOf(route)} has no expected roles`)
  if (roles === 'public') return 'run'
  if (role === null) return 'refused-401'
  if (!roles.includes(role)) return 'refused-403'
  // A Crew user holds their permissions for their own work only: a route that cannot narrow its
  // answer to it refuses them rather than answer with everyone's.
  const access = route.access
  if (
    access !== 'signed-in' &&
    access !== 'public' &&
    scopeOf(role, access) === 'own' &&
    !route.servesOwn
  ) {
    return 'refused-403'
  }
  return 'run'
}

describe.each(testBackends())('every route x role over HTTP on $name', (backend) => {
  const t = useTestApp(backend)

  const ask = (route: ApiRoute, cookies: Record<string, string>) =>
    t.call({
      method: route.method,
      url: urlOf(route),
      cookies,
      ...(route.method === 'POST' || route.method === 'PATCH' ? { payload: {} } : {}),
    })

  it.each([null, ...ROLES])(
    'as %s',
    async (role) => {
      const cookies = role === null ? {} : await t.signInAs(role)
      const wrong: string[] = []
      for (const route of apiRoutes) {
        const expected = expectedStatus(route, role)
        const { status, body } = await ask(route, cookies)
        const got =
          status === 401 && body?.error?.code === 'UNAUTHENTICATED'
            ? 'refused-401'
            : status === 403 && body?.error?.code === 'FORBIDDEN'
              ? 'refused-403'
              : status === 401 || status === 403
                ? `odd ${status}`
                : 'run'
        if (got !== expected) wrong.push(`${routeKeyOf(route)}: ${got}, expected ${expected}`)
      }
      expect(wrong).toEqual([])
    },
    120_000,
  )

  it('refuses before the handler: a forbidden write changes nothing', async () => {
    const cookies = await t.signInAs('Estimator')
    const before = await t.call({ method: 'GET', url: '/api/invoices?limit=1' })
    const invoice = before.body.items[0]
    const res = await t.call({
      method: 'PATCH',
      url: `/api/invoices/${invoice.id}`,
      cookies,
      payload: { notes: 'changed by an estimator' },
    })
    expect(res.status).toBe(403)
    expect(res.body.error.message).toBe("You don't have access to this")
    const after = await t.call({ method: 'GET', url: `/api/invoices/${invoice.id}` })
    expect(after.body).toEqual(invoice)
  })

  it('answers 401 to a session that has ended, and to a made-up token', async () => {
    const cookies = await t.signInAs('Office')
    expect((await t.call({ method: 'GET', url: '/api/persons', cookies })).status).toBe(200)
    await t.call({ method: 'POST', url: '/api/auth/sign-out', cookies })
    expect((await t.call({ method: 'GET', url: '/api/persons', cookies })).status).toBe(401)
    const madeUp = { [SESSION_COOKIE]: 'a'.repeat(40) }
    expect((await t.call({ method: 'GET', url: '/api/persons', cookies: madeUp })).status).toBe(401)
    expect((await t.call({ method: 'GET', url: '/api/health', cookies: {} })).status).toBe(200)
  })

  it('refuses a write a browser sends from another site, signed in or not', async () => {
    const before = await t.call({ method: 'GET', url: '/api/persons?limit=1' })
    const res = await t.call({
      method: 'POST',
      url: '/api/persons',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { first_name: 'Mallory', last_name: 'Cross', email: 'm@evil.example' },
    })
    expect(res.status).toBe(403)
    const after = await t.call({ method: 'GET', url: '/api/persons?limit=1' })
    expect(after.body.total).toBe(before.body.total)
  })

  it('keeps the accounts and their sessions through a reset to the sample data', async () => {
    const cookies = await t.signInAs('Office')
    const reset = await t.call({ method: 'POST', url: '/api/demo/reset' })
    expect(reset.status).toBe(200)
    expect((await t.call({ method: 'GET', url: '/api/persons', cookies })).status).toBe(200)
    const users = await t.call({ method: 'GET', url: '/api/users' })
    expect(users.body.items.map((u: { role: string }) => u.role).sort()).toEqual([
      'Office',
      'Owner',
    ])
  })
})
