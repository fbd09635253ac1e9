// Support tickets over HTTP (issue #28): every signed-in user submits tickets and reads their own
// (who submitted one is its record stamp); the Owner and the Office see, change and delete them all.
import { describe, expect, it } from 'vitest'
import type { Role } from '../domain/access/roles'
import { useTestApp } from './testing/test-app'
import { testBackends } from './testing/test-databases'

const ticket = (subject: string) => ({ subject, description: `About ${subject}` })

describe.each(testBackends())('support tickets on $name', (backend) => {
  const t = useTestApp(backend)

  async function submit(cookies: Record<string, string>, subject: string): Promise<string> {
    const res = await t.call({
      method: 'POST',
      url: '/api/tickets',
      cookies,
      payload: ticket(subject),
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body.id
  }

  const listed = async (cookies: Record<string, string>) => {
    const res = await t.call({ method: 'GET', url: '/api/tickets?limit=100', cookies })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.items.map((i: { subject: string }) => i.subject).sort()
  }

  it.each<Role>(['Estimator', 'Foreman', 'Crew'])(
    'lets a %s submit tickets and read only their own',
    async (role) => {
      const crew = t.seed.crews.find((c) => c.members.length > 0)!
      const me = await t.signInAs(role, role === 'Crew' ? crew.members[0]! : null)
      const colleague = await t.signInAs(role, role === 'Crew' ? crew.members[0]! : null)
      const mine = await submit(me, 'Mine')
      const theirs = await submit(colleague, 'Theirs')
      const owners = await submit(t.cookies, 'The owner’s')

      expect(await listed(me)).toEqual(['Mine'])
      const count = await t.call({ method: 'GET', url: '/api/tickets?limit=1', cookies: me })
      expect(count.body.total).toBe(1)
      expect(
        (await t.call({ method: 'GET', url: `/api/tickets/${mine}`, cookies: me })).status,
      ).toBe(200)
      for (const id of [theirs, owners]) {
        const other = await t.call({ method: 'GET', url: `/api/tickets/${id}`, cookies: me })
        expect(other.status).toBe(404)
        expect(other.body.error.message).toBe('Ticket not found')
        const authors = await t.call({
          method: 'GET',
          url: `/api/tickets/${id}/authors`,
          cookies: me,
        })
        expect(authors.status).toBe(404)
      }
      // Changing and deleting tickets is the Owner's and the Office's, their own included.
      for (const id of [mine, theirs]) {
        const patched = await t.call({
          method: 'PATCH',
          url: `/api/tickets/${id}`,
          cookies: me,
          payload: { status: 'Resolved' },
        })
        expect(patched.status).toBe(403)
        const deleted = await t.call({ method: 'DELETE', url: `/api/tickets/${id}`, cookies: me })
        expect(deleted.status).toBe(403)
      }
      const after = await t.call({ method: 'GET', url: `/api/tickets/${mine}`, cookies: me })
      expect(after.body.status).toBe('Open')
    },
  )

  it.each<Role>(['Owner', 'Office'])(
    'lets the %s see, change and delete every ticket',
    async (role) => {
      const estimator = await t.signInAs('Estimator')
      const theirs = await submit(estimator, 'An estimator’s')
      const manager = await t.signInAs(role)
      expect(await listed(manager)).toEqual(['An estimator’s'])
      const authors = await t.call({
        method: 'GET',
        url: `/api/tickets/${theirs}/authors`,
        cookies: manager,
      })
      expect(authors.body.created_by.name).toBe('Estimator user')
      const patched = await t.call({
        method: 'PATCH',
        url: `/api/tickets/${theirs}`,
        cookies: manager,
        payload: { status: 'Resolved' },
      })
      expect(patched.status).toBe(200)
      expect(patched.body.status).toBe('Resolved')
      const deleted = await t.call({
        method: 'DELETE',
        url: `/api/tickets/${theirs}`,
        cookies: manager,
      })
      expect(deleted.status).toBe(204)
      expect(await listed(estimator)).toEqual([])
    },
  )
})
