// Issue #30's office notifications: a payment recorded tells every active Owner and Office user who
// keeps the kind on (in the app; the e-mail ones are answered to the caller), nobody else; each
// user reads and marks only their own, and keeps their own preferences.
import { describe, expect, it } from 'vitest'
import { notifyOffice } from '../../api/notifications/notify-office'
import { testBackends } from '../testing/test-databases'
import { NOW, useTestApp } from '../testing/test-app'
import { sampleOwnerOf } from '../testing/sample-owner'

describe.each(testBackends())('office notifications on $name', (backend) => {
  const t = useTestApp(backend)
  const list = (cookies: Record<string, string>) =>
    t.call({ method: 'GET', url: '/api/notifications', cookies })
  const userIdOf = async (cookies: Record<string, string>) =>
    (await t.call({ method: 'GET', url: '/api/auth/get-session', cookies })).body.user.id as string

  it('tells the Owner and the Office of a payment recorded, no other role', async () => {
    const office = await t.signInAs('Office')
    const estimator = await t.signInAs('Estimator')
    const foreman = await t.signInAs('Foreman')
    const invoice = t.seed.invoices.find((i) => i.status === 'Unpaid')!
    const client = t.seed.persons.find((p) => p.id === invoice.client_person_id)!
    const paid = await t.call({
      method: 'POST',
      url: '/api/payments',
      payload: { invoice_id: invoice.id, method: 'ACH', amount: 120 },
    })
    expect(paid.status).toBe(201)
    for (const cookies of [t.cookies, office]) {
      const res = await list(cookies)
      expect(res.status).toBe(200)
      expect(res.body.unread).toBe(1)
      expect(res.body.items).toEqual([
        {
          id: expect.any(String),
          kind: 'payment-recorded',
          title: 'Payment of $120.00 recorded',
          body: `${invoice.number} from ${client.name}, by ACH`,
          link: `/billing/invoices/${invoice.id}`,
          created_at: NOW,
          read_at: null,
        },
      ])
    }
    for (const cookies of [estimator, foreman]) {
      expect((await list(cookies)).body).toMatchObject({ items: [], unread: 0 })
    }
    await t.call({ method: 'POST', url: `/api/invoices/${invoice.id}/mark-paid` })
    expect((await list(office)).body.unread).toBe(2)
  })

  it('respects each preference: in the app, by e-mail, inactive users told nothing', async () => {
    const office = await t.signInAs('Office')
    const officeId = await userIdOf(office)
    const quiet = await t.signInAs('Office')
    const quietId = await userIdOf(quiet)
    const put = await t.call({
      method: 'PUT',
      url: '/api/account/notification-preferences',
      cookies: office,
      payload: { items: [{ kind: 'payment-recorded', in_app: false, email: true }] },
    })
    expect(put.status).toBe(200)
    expect(put.body.items).toEqual([
      { kind: 'payment-recorded', in_app: false, email: true },
      { kind: 'client-mail-failed', in_app: true, email: true },
      { kind: 'hub-action', in_app: true, email: true },
    ])
    await t.call({
      method: 'PUT',
      url: '/api/account/notification-preferences',
      cookies: quiet,
      payload: { items: [{ kind: 'payment-recorded', in_app: true, email: false }] },
    })
    // Another user's preferences stay theirs.
    const ownerPrefs = await t.call({ method: 'GET', url: '/api/account/notification-preferences' })
    expect(ownerPrefs.body.items[0]).toEqual({
      kind: 'payment-recorded',
      in_app: true,
      email: true,
    })
    const inactive = await t.signInAs('Owner')
    const inactiveId = await userIdOf(inactive)
    await t.store.transaction(async (tx) => {
      const user = (await tx.get('users', inactiveId))!
      await tx.update('users', { ...user, active: false, version: user.version + 1 })
    })
    const recipients = await t.store.transaction((tx) =>
      notifyOffice(tx, 'payment-recorded', { title: 'Paid', body: 'INV-1', link: null }),
    )
    expect(recipients.map((r) => r.id).sort()).toEqual([sampleOwnerOf(t.seed).id, officeId].sort())
    expect((await list(office)).body.items).toEqual([])
    expect((await list(quiet)).body.items).toHaveLength(1)
    expect((await list(t.cookies)).body.items).toHaveLength(1)
    const unknownKind = await t.call({
      method: 'PUT',
      url: '/api/account/notification-preferences',
      cookies: quiet,
      payload: { items: [{ kind: 'gossip', in_app: true, email: true }] },
    })
    expect(unknownKind.status).toBe(400)
    expect(quietId).not.toBe(officeId)
  })

  it('reads and marks only your own', async () => {
    const office = await t.signInAs('Office')
    await t.store.transaction((tx) =>
      notifyOffice(tx, 'hub-action', { title: 'Estimate approved', body: 'by Ada', link: null }),
    )
    const mine = (await list(office)).body.items[0]
    const ownerOwn = (await list(t.cookies)).body.items[0]
    expect(mine.id).not.toBe(ownerOwn.id)
    const foreign = await t.call({
      method: 'POST',
      url: `/api/notifications/${ownerOwn.id}/read`,
      cookies: office,
    })
    expect(foreign.status).toBe(404)
    expect((await list(t.cookies)).body.unread).toBe(1)
    const read = await t.call({
      method: 'POST',
      url: `/api/notifications/${mine.id}/read`,
      cookies: office,
    })
    expect(read.status).toBe(204)
    expect((await list(office)).body).toMatchObject({ unread: 0, items: [{ read_at: NOW }] })
    await t.store.transaction((tx) =>
      notifyOffice(tx, 'client-mail-failed', { title: 'Not delivered', body: 'x', link: null }),
    )
    expect((await list(office)).body.unread).toBe(1)
    const all = await t.call({
      method: 'POST',
      url: '/api/notifications/read-all',
      cookies: office,
    })
    expect(all.status).toBe(204)
    expect((await list(office)).body.unread).toBe(0)
    expect((await list(t.cookies)).body.unread).toBe(2)
    const anonymous = await t.call({ method: 'GET', url: '/api/notifications', cookies: {} })
    expect(anonymous.status).toBe(401)
  })
})
