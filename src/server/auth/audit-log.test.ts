// The audit log (issue #20) on the real databases: sign-ins and failures, role changes,
// deactivation, deletes, mark-paid, payments and resets, each with who and when, newest first,
// filtered by user and by kind and paged; only the Owner reads it.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { fastPasswords } from '../testing/fast-passwords'
import { sampleOwnerOf } from '../testing/sample-owner'
import { NOW, useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

describe.each(testBackends())('the audit log on $name', (backend) => {
  // A clock that moves on with every reading, so the entries have an order of their own.
  let now = NOW
  const t = useTestApp(backend, { passwords: fastPasswords, clock: () => (now += 1) })
  const log = async (query = '') => {
    const res = await t.call({ method: 'GET', url: `/api/audit-log${query}` })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body as {
      items: { kind: string; summary: string; actor: string; user_id: string | null; at: number }[]
      next_cursor: string | null
    }
  }

  it('records who changed what, newest first, and filters and pages it', async () => {
    const owner = sampleOwnerOf(t.seed)
    const before = (await log('?limit=200')).items.length
    const user = await t.call({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Olive Office', email: 'olive@example.com', role: 'Office' },
    })
    await t.call({
      method: 'PATCH',
      url: `/api/users/${user.body.id}`,
      payload: { role: 'Estimator' },
    })
    await t.call({ method: 'PATCH', url: `/api/users/${user.body.id}`, payload: { active: false } })
    await t.call({
      method: 'PATCH',
      url: `/api/users/${user.body.id}`,
      payload: { name: 'Olive O.' },
    })
    const invoice = t.seed.invoices.find((i) => i.status !== 'Paid')!
    const paid = await t.call({ method: 'POST', url: `/api/invoices/${invoice.id}/mark-paid` })
    expect(paid.status).toBe(200)
    const created = await t.call({
      method: 'POST',
      url: '/api/persons',
      payload: { name: 'Dee Leted', email: 'dee@example.com', phone: '(512) 555-0101' },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const person = created.body
    expect((await t.call({ method: 'DELETE', url: `/api/persons/${person.id}` })).status).toBe(204)
    await t.call({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      cookies: {},
      payload: { email: 'nobody@example.com', password: 'not a password' },
    })
    expect((await t.call({ method: 'POST', url: '/api/demo/reset' })).status).toBe(200)

    const { items } = await log('?limit=200')
    expect(items.length - before).toBe(7)
    expect(items.slice(0, 7).map((e) => e.kind)).toEqual([
      'reset',
      'sign-in-failed',
      'delete',
      'mark-paid',
      'user-deactivated',
      'role-change',
      'user-added',
    ])
    const byKind = Object.fromEntries(items.map((e) => [e.kind, e]))
    expect(byKind['user-added']).toMatchObject({
      user_id: owner.id,
      actor: `${owner.name} <${owner.email}>`,
      summary: 'Added Olive Office <olive@example.com> as Office',
    })
    expect(byKind['user-added']?.at).toBeGreaterThan(NOW)
    expect(byKind['role-change']?.summary).toBe('Made Olive Office <olive@example.com> Estimator')
    expect(byKind.delete?.summary).toContain(person.name)
    expect(byKind['mark-paid']?.summary).toContain(invoice.number)
    expect(byKind['sign-in-failed']).toMatchObject({ user_id: null, actor: 'nobody@example.com' })

    expect((await log('?kind=delete')).items.map((e) => e.kind)).toEqual(['delete'])
    const mine = await log(`?user_id=${owner.id}&limit=2`)
    expect(mine.items).toHaveLength(2)
    expect(mine.next_cursor).not.toBeNull()
    const next = await log(`?user_id=${owner.id}&limit=200&cursor=${mine.next_cursor}`)
    expect(next.items.map((e) => e.kind)).not.toContain('reset')
    expect(next.items.every((e) => e.user_id === owner.id)).toBe(true)
    expect((await t.call({ method: 'GET', url: '/api/audit-log?kind=nope' })).status).toBe(400)
  })

  it('writes an entry with its change or not at all, and once for an idempotent replay', async () => {
    const invoice = t.seed.invoices.find((i) => i.status !== 'Paid')!
    const before = (await log('?kind=mark-paid')).items.length
    const markPaid = () =>
      t.call({
        method: 'POST',
        url: `/api/invoices/${invoice.id}/mark-paid`,
        headers: { 'idempotency-key': 'audit-replay-1' },
      })
    expect((await markPaid()).status).toBe(200)
    expect((await markPaid()).status).toBe(200)
    expect((await log('?kind=mark-paid')).items.length - before).toBe(1)

    // Without its log the change cannot commit: the delete is rolled back with the failed entry.
    const created = await t.call({
      method: 'POST',
      url: '/api/persons',
      payload: { name: 'Kept Kim', email: 'kim@example.com', phone: '(512) 555-0102' },
    })
    const person = created.body
    await t.database.db.execute(sql`alter table audit_log rename to audit_log_away`)
    try {
      const refused = await t.call({ method: 'DELETE', url: `/api/persons/${person.id}` })
      expect(refused.status).toBe(500)
    } finally {
      await t.database.db.execute(sql`alter table audit_log_away rename to audit_log`)
    }
    const kept = await t.call({ method: 'GET', url: `/api/persons/${person.id}` })
    expect(kept.status).toBe(200)
    expect((await t.call({ method: 'DELETE', url: `/api/persons/${person.id}` })).status).toBe(204)
    expect((await log('?kind=delete')).items[0]?.summary).toContain(person.name)
  })

  it('is the Owner’s alone', async () => {
    const office = await t.signInAs('Office')
    const res = await t.call({ method: 'GET', url: '/api/audit-log', cookies: office })
    expect(res.status).toBe(403)
  })
})
