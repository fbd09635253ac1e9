// The mail routes over HTTP without a mail server (the default install): the status says so, a
// test e-mail is recorded as not sent with exactly that line, "Resend" is refused until a server is
// set up, and only the Owner sends while the Office reads.
import { describe, expect, it } from 'vitest'
import { NOT_SENT_NO_MAIL_SERVER } from '../../domain/mail/outbox-message'
import { useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

describe.each(testBackends())('mail routes without a mail server on $name', (backend) => {
  const t = useTestApp(backend)

  it('says no mail server is set up and where links point, never a password', async () => {
    const res = await t.call({ method: 'GET', url: '/api/mail/status' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      configured: false,
      server: null,
      from: null,
      reply_to: null,
      public_url: 'http://127.0.0.1:3000',
      public_url_set: false,
    })
  })

  it('records a test e-mail as not sent, lists it, and refuses to resend it', async () => {
    const sent = await t.call({
      method: 'POST',
      url: '/api/mail/test',
      payload: { to: 'owner@example.com' },
    })
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({
      kind: 'test',
      to: 'owner@example.com',
      status: 'not_sent',
      last_error: NOT_SENT_NO_MAIL_SERVER,
      attempts: 0,
    })
    expect(sent.body.html).toBeUndefined()
    const list = await t.call({ method: 'GET', url: '/api/outbox?status=not_sent' })
    expect(list.status).toBe(200)
    expect(list.body.items[0]).toMatchObject({
      id: sent.body.id,
      subject: 'Test e-mail from Groundwork',
    })
    expect(list.body.items[0].html).toBeUndefined()
    expect(list.body.items[0].text).toBeUndefined()
    const resend = await t.call({ method: 'POST', url: `/api/outbox/${sent.body.id}/resend` })
    expect(resend.status).toBe(409)
    expect(resend.body.error.message).toBe(NOT_SENT_NO_MAIL_SERVER)
  })

  it('refuses a bad address with a field error', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/mail/test',
      payload: { to: 'not an address' },
    })
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({ to: 'Email must be a valid email address' })
  })

  it('pages the outbox newest first', async () => {
    for (const n of [1, 2, 3]) {
      await t.call({ method: 'POST', url: '/api/mail/test', payload: { to: `p${n}@example.com` } })
    }
    const first = await t.call({ method: 'GET', url: '/api/outbox?limit=2' })
    expect(first.body.items).toHaveLength(2)
    expect(first.body.next_cursor).toEqual(expect.any(String))
    const second = await t.call({
      method: 'GET',
      url: `/api/outbox?limit=2&cursor=${encodeURIComponent(first.body.next_cursor)}`,
    })
    const ids = [...first.body.items, ...second.body.items].map((m: { id: string }) => m.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('lets the Office read but not send, and keeps other roles out', async () => {
    const office = await t.signInAs('Office')
    expect((await t.call({ method: 'GET', url: '/api/outbox', cookies: office })).status).toBe(200)
    expect((await t.call({ method: 'GET', url: '/api/mail/status', cookies: office })).status).toBe(
      200,
    )
    const test = await t.call({
      method: 'POST',
      url: '/api/mail/test',
      payload: { to: 'a@example.com' },
      cookies: office,
    })
    expect(test.status).toBe(403)
    const estimator = await t.signInAs('Estimator')
    expect((await t.call({ method: 'GET', url: '/api/outbox', cookies: estimator })).status).toBe(
      403,
    )
  })
})
