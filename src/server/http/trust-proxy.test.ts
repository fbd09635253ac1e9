// Behind a reverse proxy (TRUST_PROXY, issue #20): the client's protocol and address come from
// X-Forwarded-Proto and X-Forwarded-For, so the session cookie is Secure over the proxy's HTTPS and
// the audit log (and the sign-in throttle) see the client, not the proxy. Without it, those headers
// are ignored: anyone can send them.
import { describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '../auth/session-cookie'
import { fastPasswords } from '../testing/fast-passwords'
import { useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

const [pglite] = testBackends()
const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' }

async function setUpAndSignIn(t: ReturnType<typeof useTestApp>) {
  // The sample's Owner gets a password through a link, then signs in through the "proxy".
  const link = await t.call({
    method: 'POST',
    url: `/api/users/${t.seed.users[0]!.id}/set-password-link`,
  })
  const token = String(link.body.path).split('#')[1]
  await t.call({
    method: 'POST',
    url: '/api/auth/set-password',
    cookies: {},
    payload: { token, password: 'a proxy-safe password' },
  })
  const res = await t.call({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    cookies: {},
    headers: forwarded,
    payload: { email: t.seed.users[0]!.email, password: 'a proxy-safe password' },
  })
  expect(res.status).toBe(200)
  const cookie = res.response.cookies.find((c) => c.name === SESSION_COOKIE)
  // Setting the password ended the harness's session: ask as the one just started.
  const log = await t.call({
    method: 'GET',
    url: '/api/audit-log?kind=sign-in',
    cookies: { [SESSION_COOKIE]: cookie?.value ?? '' },
  })
  return {
    cookie,
    address: log.body.items[0]?.address,
  }
}

describe('with TRUST_PROXY', () => {
  const t = useTestApp(pglite!, { passwords: fastPasswords, trustProxy: true })
  it('takes the protocol and the address from the proxy', async () => {
    const { cookie, address } = await setUpAndSignIn(t)
    expect(cookie?.secure).toBe(true)
    expect(address).toBe('203.0.113.7')
  })
})

describe('without TRUST_PROXY', () => {
  const t = useTestApp(pglite!, { passwords: fastPasswords })
  it('ignores the forwarded headers', async () => {
    const { cookie, address } = await setUpAndSignIn(t)
    expect(cookie?.secure).toBeFalsy()
    expect(address).toBe('127.0.0.1')
  })
})
