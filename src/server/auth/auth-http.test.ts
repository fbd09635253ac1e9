// The sign-in API over HTTP on the real databases: the token travels only in an httpOnly,
// SameSite=Lax cookie (Secure over HTTPS), get-session names the user, sign-out revokes the session
// on the server, and a browser's request from another site is refused before anything changes.
import { describe, expect, it } from 'vitest'
import { WRONG_CREDENTIALS_MESSAGE } from '../../domain/access/password'
import { TIME_ZONE_MESSAGE } from '../../domain/settings/branding-defaults'
import { SESSION_COOKIE } from './session-cookie'
import { CROSS_SITE_MESSAGE } from '../http/same-origin'
import { sessions, userCredentials } from '../db/schema'
import { useTestApp } from '../testing/test-app'
import { fastPasswords } from '../testing/fast-passwords'
import { testBackends } from '../testing/test-databases'

const passwords = fastPasswords
const setup = {
  business_name: 'Hill Country Lawns',
  owner_name: 'Ana Ruiz',
  email: 'ana@hillcountrylawns.com',
  password: 'mulch and more mulch',
}

describe.each(testBackends())('sign-in API on $name', (backend) => {
  const t = useTestApp(backend, { passwords })
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.call({ method: 'POST', url, payload: payload as object, headers })
  const cookieOf = (res: Awaited<ReturnType<typeof post>>) => {
    const cookie = res.response.cookies.find((c) => c.name === SESSION_COOKIE)
    if (!cookie) throw new Error('no session cookie')
    return cookie
  }
  const session = (cookie: string) =>
    t.call({ method: 'GET', url: '/api/auth/get-session', cookies: { [SESSION_COOKIE]: cookie } })

  it('sets up, signs in and out with the token in a cookie only', async () => {
    await t.database.db.delete(userCredentials)
    const created = await post('/api/auth/setup', setup)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(JSON.stringify(created.body)).not.toContain(cookieOf(created).value)

    const res = await post('/api/auth/sign-in/email', {
      email: setup.email,
      password: setup.password,
    })
    expect(res.status).toBe(200)
    const cookie = cookieOf(res)
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie.secure).toBeFalsy()
    expect(res.body).toEqual({
      user: expect.objectContaining({ name: 'Ana Ruiz', email: setup.email, role: 'Owner' }),
    })
    expect(JSON.stringify(res.body)).not.toContain(cookie.value)
    expect((await session(cookie.value)).body).toEqual(res.body)

    const out = await t.call({
      method: 'POST',
      url: '/api/auth/sign-out',
      cookies: { [SESSION_COOKIE]: cookie.value },
    })
    expect(out.status).toBe(200)
    expect(cookieOf(out).value).toBe('')
    expect((await session(cookie.value)).body).toBeNull()
  })

  it('saves the time zone setup was given into Branding, and refuses one that is not a zone', async () => {
    await t.database.db.delete(userCredentials)
    const bad = await post('/api/auth/setup', { ...setup, time_zone: 'Mars/Olympus' })
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toEqual({ time_zone: TIME_ZONE_MESSAGE })
    const created = await post('/api/auth/setup', { ...setup, time_zone: ' Europe/Berlin ' })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const branding = await t.call({
      method: 'GET',
      url: '/api/settings/branding',
      cookies: { [SESSION_COOKIE]: cookieOf(created).value },
    })
    expect(branding.body).toMatchObject({
      business_name: 'Hill Country Lawns',
      time_zone: 'Europe/Berlin',
    })
  })

  it('answers a wrong password with 401 and one message, and sets no cookie', async () => {
    await t.database.db.delete(userCredentials)
    await post('/api/auth/setup', setup)
    const res = await post('/api/auth/sign-in/email', {
      email: setup.email,
      password: 'nope nope nope',
    })
    expect(res.status).toBe(401)
    expect(res.body).toEqual({
      error: { code: 'UNAUTHENTICATED', message: WRONG_CREDENTIALS_MESSAGE },
    })
    expect(res.response.cookies).toEqual([])
  })

  it('refuses a cross-site sign-in and setup with 403 and changes nothing', async () => {
    await t.database.db.delete(userCredentials)
    await t.database.db.delete(sessions)
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'https://localhost' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
    ]
    for (const headers of attempts) {
      const res = await post('/api/auth/setup', setup, headers)
      expect(res.status, JSON.stringify(headers)).toBe(403)
      expect(res.body).toEqual({ error: { code: 'FORBIDDEN', message: CROSS_SITE_MESSAGE } })
    }
    expect(await t.database.db.select().from(userCredentials)).toEqual([])
    expect(await t.database.db.select().from(sessions)).toEqual([])
    const same = await post('/api/auth/setup', setup, {
      origin: 'http://localhost:80',
      host: 'localhost:80',
      'sec-fetch-site': 'same-origin',
    })
    expect(same.status, JSON.stringify(same.body)).toBe(201)
  })
})
