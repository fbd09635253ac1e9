// Invites and "Forgot password?" by e-mail (issue #30) against an SMTP server in this process: the
// invite carries a working link; a reset for a known address delivers one message whose link sets
// the password once and within 1 hour; an unknown address gets the same answer and no message;
// asks are throttled per address and per client address; without a mail server the message is
// recorded as not sent and the public answer stays the same.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { FORGOT_PASSWORD_ANSWER } from '../../api/auth/forgot-password'
import { LINK_UNUSABLE_MESSAGE, RESET_LINK_MS } from '../../domain/access/set-password-link'
import { RESET_THROTTLED_MESSAGE } from '../../domain/access/sign-in-throttle'
import { NOT_SENT_NO_MAIL_SERVER, type OutboxMessage } from '../../domain/mail/outbox-message'
import type { MailConfig } from '../config'
import { startOutboxWorker, type OutboxWorker } from '../mail/outbox-worker'
import { createSmtpTransport } from '../mail/smtp-transport'
import { NOW, useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'
import { startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server'
import { SESSION_COOKIE } from './session-cookie'

const PUBLIC_URL = 'https://crm.example.com'
const LINK = /https:\/\/crm\.example\.com\/set-password#([a-z2-7]{32})/

describe.each(testBackends())('account e-mails on $name', (backend) => {
  let smtp: TestSmtpServer
  let now = NOW
  const mail: Omit<MailConfig, 'smtpUrl'> = {
    server: null,
    from: '"Sunrise Landscaping" <office@sunrise.example>',
    replyTo: null,
    publicUrl: PUBLIC_URL,
    publicUrlIsSet: true,
  }
  beforeAll(async () => {
    smtp = await startTestSmtpServer()
    mail.server = smtp.server
  })
  const t = useTestApp(backend, { mail, clock: () => now })
  // The same database, without a mail server: messages are recorded as not sent.
  const noMail = useTestApp(backend, {
    mail: { ...mail, server: null },
    clock: () => now,
  })
  let worker: OutboxWorker | null = null
  afterEach(async () => {
    await worker?.stop()
    worker = null
    now = NOW
  })
  afterAll(() => smtp.close())

  /** Delivers what is due and answers the messages the mail server got meanwhile. */
  const deliver = async () => {
    const before = smtp.received.length
    worker ??= startOutboxWorker({
      store: t.store,
      transport: createSmtpTransport(smtp.url, { timeoutMs: 2_000 }),
      mail,
      clock: () => now,
      manual: true,
    })
    const count = await worker.drain()
    return (await smtp.waitFor(before + count)).slice(before)
  }
  const addUser = async (email: string, app = t) => {
    const res = await app.call({
      method: 'POST',
      url: '/api/users',
      payload: { name: `User ${email}`, email, role: 'Office' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body as { id: string; email: string }
  }
  const forgot = (email: string, remoteAddress = '203.0.113.7', app = t) =>
    app.call({
      method: 'POST',
      url: '/api/auth/forgot-password',
      cookies: {},
      remoteAddress,
      payload: { email },
    })
  const setPassword = (token: string, password: string) =>
    t.call({
      method: 'POST',
      url: '/api/auth/set-password',
      cookies: {},
      payload: { token, password },
    })
  const signIn = (email: string, password: string) =>
    t.call({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      cookies: {},
      remoteAddress: '198.51.100.1',
      payload: { email, password },
    })
  const tokenIn = (text: string | undefined) => {
    const match = LINK.exec(text ?? '')
    if (!match) throw new Error(`no link in: ${text}`)
    return match[1]!
  }
  const outboxTo = (app: typeof t, to: string) =>
    app.store.read(async (tx) => {
      const page = await tx.outbox!.list({ limit: 100 })
      return page.items.filter((m) => m.to === to) as Partial<OutboxMessage>[]
    })

  it('e-mails an invite whose link sets the password, and says it was queued', async () => {
    const user = await addUser('ivy@example.com')
    const res = await t.call({ method: 'POST', url: `/api/users/${user.id}/invite` })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body).toMatchObject({
      path: expect.stringMatching(/^\/set-password#/),
      mail: { status: 'queued', reason: null },
    })
    const [received, ...more] = await deliver()
    expect(more).toHaveLength(0)
    expect(received?.to).toMatchObject({ text: 'ivy@example.com' })
    const business = (await t.store.read((tx) => tx.getBranding())).business_name
    expect(received?.subject).toBe(`Your account at ${business}`)
    const token = tokenIn(received?.text)
    // The e-mailed link is the one the Owner may copy, and the HTML button carries it too.
    expect(res.body.path).toBe(`/set-password#${token}`)
    expect(received?.html).toContain(`${PUBLIC_URL}/set-password#${token}`)
    const set = await setPassword(token, 'a fine new password')
    expect(set.status).toBe(200)
    expect(set.body.user).toMatchObject({ email: 'ivy@example.com' })
    const log = await t.call({ method: 'GET', url: '/api/audit-log?kind=sign-in-link' })
    expect(log.body.items[0].summary).toBe(
      `Sent an invite to User ivy@example.com <ivy@example.com>`,
    )
  })

  it('answers an invite without a mail server as not sent, with the link still to copy', async () => {
    const user = await addUser('nora@example.com', noMail)
    const res = await noMail.call({ method: 'POST', url: `/api/users/${user.id}/invite` })
    expect(res.status).toBe(201)
    expect(res.body.mail).toMatchObject({ status: 'not_sent', reason: NOT_SENT_NO_MAIL_SERVER })
    expect(res.body.path).toMatch(/^\/set-password#[a-z2-7]{32}$/)
    expect(await outboxTo(noMail, 'nora@example.com')).toEqual([
      expect.objectContaining({ kind: 'invite', status: 'not_sent' }),
    ])
  })

  it('resets a password by e-mail: one message, a link that works once, signs in, ends other sessions', async () => {
    const user = await addUser('rita@example.com')
    const invite = await t.call({ method: 'POST', url: `/api/users/${user.id}/invite` })
    const first = await setPassword(invite.body.path.split('#')[1], 'the forgotten password')
    const oldSession = {
      [SESSION_COOKIE]: first.response.cookies.find((c) => c.name === SESSION_COOKIE)!.value,
    }
    await deliver()

    const res = await forgot('  Rita@Example.com ')
    expect(res.status).toBe(202)
    expect(res.body).toEqual({ message: FORGOT_PASSWORD_ANSWER })
    const received = await deliver()
    expect(received).toHaveLength(1)
    expect(received[0]?.to).toMatchObject({ text: 'rita@example.com' })
    expect(received[0]?.subject).toBe('Reset your password')
    const token = tokenIn(received[0]?.text)

    const check = await t.call({
      method: 'POST',
      url: '/api/auth/set-password/check',
      cookies: {},
      payload: { token },
    })
    expect(check.body).toMatchObject({ email: 'rita@example.com', purpose: 'reset' })
    const set = await setPassword(token, 'remembered this time')
    expect(set.status).toBe(200)
    expect((await signIn('rita@example.com', 'remembered this time')).status).toBe(200)
    expect((await signIn('rita@example.com', 'the forgotten password')).status).toBe(401)
    expect((await t.call({ method: 'GET', url: '/api/leads', cookies: oldSession })).status).toBe(
      401,
    )
    const again = await setPassword(token, 'and once more again')
    expect(again.status).toBe(404)
    expect(again.body.error.message).toBe(LINK_UNUSABLE_MESSAGE)
    const log = await t.call({ method: 'GET', url: '/api/audit-log?kind=password-set' })
    expect(log.body.items.map((e: { summary: string }) => e.summary)).toContain(
      'Reset their password with an e-mailed link',
    )
  })

  it('refuses a reset link after 1 hour', async () => {
    await addUser('late@example.com')
    await forgot('late@example.com')
    const [received] = await deliver()
    const token = tokenIn(received?.text)
    now = NOW + RESET_LINK_MS
    expect((await setPassword(token, 'too late for this one')).status).toBe(404)
    now = NOW + RESET_LINK_MS - 1
    expect((await setPassword(token, 'just in time for it')).status).toBe(200)
  })

  it('answers an unknown or inactive address the same, and sends nothing', async () => {
    const user = await addUser('gone@example.com')
    await t.call({ method: 'PATCH', url: `/api/users/${user.id}`, payload: { active: false } })
    const known = await addUser('known@example.com')
    expect(known.id).toBeTruthy()
    const answers = []
    for (const email of ['nobody@example.com', 'gone@example.com', 'known@example.com']) {
      const res = await forgot(email, '203.0.113.8')
      answers.push({ status: res.status, body: res.body })
    }
    expect(answers).toEqual(
      Array(3).fill({ status: 202, body: { message: FORGOT_PASSWORD_ANSWER } }),
    )
    const received = await deliver()
    expect(received.map((m) => m.to)).toEqual([
      expect.objectContaining({ text: 'known@example.com' }),
    ])
    expect(await outboxTo(t, 'nobody@example.com')).toEqual([])
    expect(await outboxTo(t, 'gone@example.com')).toEqual([])
    const log = await t.call({ method: 'GET', url: '/api/audit-log?kind=password-reset-asked' })
    expect(log.body.items.map((e: { summary: string }) => e.summary)).toContain(
      'Asked for a password reset link for nobody@example.com (no account: nothing sent)',
    )
  })

  it('throttles asks per address and per client address', async () => {
    await addUser('tess@example.com')
    // Three asks for one address within an hour, from anywhere; the fourth is refused.
    for (const ip of ['203.0.113.20', '203.0.113.21', '203.0.113.22']) {
      expect((await forgot('tess@example.com', ip)).status).toBe(202)
    }
    const refused = await forgot('tess@example.com', '203.0.113.23')
    expect(refused.status).toBe(429)
    expect(refused.body.error.message).toBe(RESET_THROTTLED_MESSAGE)
    expect(await deliver()).toHaveLength(3)
    now = NOW + 60 * 60 * 1000
    expect((await forgot('tess@example.com', '203.0.113.24')).status).toBe(202)

    // Ten asks from one client address, for any addresses; the eleventh is refused.
    for (let i = 0; i < 10; i++) {
      expect((await forgot(`someone${i}@example.com`, '203.0.113.99')).status).toBe(202)
    }
    const busy = await forgot('tess@example.com', '203.0.113.99')
    expect(busy.status).toBe(429)
    expect(busy.body.error.message).toBe(RESET_THROTTLED_MESSAGE)
  })

  it('records a reset as not sent without a mail server and answers the same', async () => {
    await addUser('mo@example.com', noMail)
    const res = await forgot('mo@example.com', '203.0.113.30', noMail)
    expect(res.status).toBe(202)
    expect(res.body).toEqual({ message: FORGOT_PASSWORD_ANSWER })
    expect(await outboxTo(noMail, 'mo@example.com')).toEqual([
      expect.objectContaining({
        kind: 'password-reset',
        status: 'not_sent',
        last_error: NOT_SENT_NO_MAIL_SERVER,
      }),
    ])
  })

  it('refuses a malformed address with a field error', async () => {
    const res = await forgot('not an address')
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toHaveProperty('email')
  })
})
