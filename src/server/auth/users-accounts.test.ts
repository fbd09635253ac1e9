// Users & Roles as accounts (issue #20) on the real databases: a Crew user needs an employee record,
// the last active Owner stays, deactivation signs a user out everywhere, a one-time link sets a
// password (once, within 72 hours), and every user may rename themselves and change their password.
import { describe, expect, it } from 'vitest'
import { LINK_UNUSABLE_MESSAGE, SET_PASSWORD_LINK_MS } from '../../domain/access/set-password-link'
import { CREW_NEEDS_EMPLOYEE, LAST_OWNER_MESSAGE } from '../../domain/settings/team-user'
import { WRONG_CURRENT_PASSWORD } from '../../api/auth/own-account'
import { SESSION_COOKIE } from './session-cookie'
import { fastPasswords } from '../testing/fast-passwords'
import { sampleOwnerOf } from '../testing/sample-owner'
import { NOW, useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

describe.each(testBackends())('users as accounts on $name', (backend) => {
  let now = NOW
  const t = useTestApp(backend, { clock: () => now, passwords: fastPasswords })

  const cookieOf = (res: Awaited<ReturnType<typeof t.call>>) => {
    const cookie = res.response.cookies.find((c) => c.name === SESSION_COOKIE)
    if (!cookie) throw new Error(`no session cookie: ${res.status} ${JSON.stringify(res.body)}`)
    return { [SESSION_COOKIE]: cookie.value }
  }
  const addUser = async (payload: Record<string, unknown>) => {
    const res = await t.call({ method: 'POST', url: '/api/users', payload })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body
  }
  const tokenOf = (path: string) => path.slice(path.indexOf('#') + 1)

  it('links every Crew user to an employee record', async () => {
    const refused = await t.call({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Cal Crew', email: 'cal@example.com', role: 'Crew' },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.error.fields).toEqual({ employee_id: CREW_NEEDS_EMPLOYEE })
    const employee = t.seed.employees[0]!
    const crew = await addUser({
      name: 'Cal Crew',
      email: 'cal@example.com',
      role: 'Crew',
      employee_id: employee.id,
    })
    const office = await addUser({ name: 'Olive', email: 'olive@example.com', role: 'Office' })
    const demoted = await t.call({
      method: 'PATCH',
      url: `/api/users/${office.id}`,
      payload: { role: 'Crew' },
    })
    expect(demoted.status).toBe(400)
    expect(crew.employee_id).toBe(employee.id)
  })

  it('keeps the last active Owner: no demotion, deactivation or removal', async () => {
    const owner = sampleOwnerOf(t.seed)
    for (const payload of [{ role: 'Office' }, { active: false }]) {
      const res = await t.call({ method: 'PATCH', url: `/api/users/${owner.id}`, payload })
      expect(res.status, JSON.stringify(payload)).toBe(409)
      expect(res.body.error.message).toBe(LAST_OWNER_MESSAGE)
    }
    expect((await t.call({ method: 'DELETE', url: `/api/users/${owner.id}` })).status).toBe(409)

    const second = await t.signInAs('Owner')
    const demoted = await t.call({
      method: 'PATCH',
      url: `/api/users/${owner.id}`,
      cookies: second,
      payload: { role: 'Office' },
    })
    expect(demoted.status).toBe(200)
    const me = await t.call({ method: 'GET', url: '/api/auth/get-session', cookies: second })
    const last = await t.call({
      method: 'PATCH',
      url: `/api/users/${me.body.user.id}`,
      cookies: second,
      payload: { active: false },
    })
    expect(last.status).toBe(409)
    expect(last.body.error.message).toBe(LAST_OWNER_MESSAGE)
  })

  it('sets a password once through a link, signs the user in, and deactivation signs them out', async () => {
    const user = await addUser({ name: 'Ed Estimator', email: 'ed@example.com', role: 'Estimator' })
    const link = await t.call({ method: 'POST', url: `/api/users/${user.id}/set-password-link` })
    expect(link.status).toBe(201)
    expect(link.body.path).toMatch(/^\/set-password#[a-z2-7]{32}$/)
    expect(link.body.expires_at).toBe(NOW + SET_PASSWORD_LINK_MS)
    const token = tokenOf(link.body.path)

    const check = await t.call({
      method: 'POST',
      url: '/api/auth/set-password/check',
      cookies: {},
      payload: { token },
    })
    expect(check.body).toEqual({
      name: 'Ed Estimator',
      email: 'ed@example.com',
      purpose: 'set-password',
    })
    const short = await t.call({
      method: 'POST',
      url: '/api/auth/set-password',
      cookies: {},
      payload: { token, password: 'short' },
    })
    expect(short.status).toBe(400)
    expect(short.body.error.fields.password).toMatch(/at least 10/)

    const set = await t.call({
      method: 'POST',
      url: '/api/auth/set-password',
      cookies: {},
      payload: { token, password: 'estimates all day' },
    })
    expect(set.status).toBe(200)
    expect(set.body.user).toMatchObject({ email: 'ed@example.com', role: 'Estimator' })
    const ed = cookieOf(set)
    expect((await t.call({ method: 'GET', url: '/api/leads', cookies: ed })).status).toBe(200)
    expect((await t.call({ method: 'GET', url: '/api/invoices', cookies: ed })).status).toBe(403)

    const again = await t.call({
      method: 'POST',
      url: '/api/auth/set-password',
      cookies: {},
      payload: { token, password: 'estimates all night' },
    })
    expect(again.status).toBe(404)
    expect(again.body.error.message).toBe(LINK_UNUSABLE_MESSAGE)
    const signIn = await t.call({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      cookies: {},
      payload: { email: 'ed@example.com', password: 'estimates all day' },
    })
    expect(signIn.status).toBe(200)

    const off = await t.call({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      payload: { active: false },
    })
    expect(off.status).toBe(200)
    for (const cookies of [ed, cookieOf(signIn)]) {
      expect((await t.call({ method: 'GET', url: '/api/leads', cookies })).status).toBe(401)
    }
    const refusedLink = await t.call({
      method: 'POST',
      url: `/api/users/${user.id}/set-password-link`,
    })
    expect(refusedLink.status).toBe(409)
  })

  it('refuses a link past 72 hours', async () => {
    const user = await addUser({ name: 'Late', email: 'late@example.com', role: 'Office' })
    const link = await t.call({ method: 'POST', url: `/api/users/${user.id}/set-password-link` })
    now = NOW + SET_PASSWORD_LINK_MS
    try {
      const res = await t.call({
        method: 'POST',
        url: '/api/auth/set-password',
        cookies: {},
        payload: { token: tokenOf(link.body.path), password: 'too late for this' },
      })
      expect(res.status).toBe(404)
    } finally {
      now = NOW
    }
  })

  it('lets a user rename themselves and change their password, ending their other sessions', async () => {
    const user = await addUser({ name: 'Fay', email: 'fay@example.com', role: 'Foreman' })
    const link = await t.call({ method: 'POST', url: `/api/users/${user.id}/set-password-link` })
    const set = await t.call({
      method: 'POST',
      url: '/api/auth/set-password',
      cookies: {},
      payload: { token: tokenOf(link.body.path), password: 'first password here' },
    })
    const fay = cookieOf(set)
    const renamed = await t.call({
      method: 'PATCH',
      url: '/api/auth/me',
      cookies: fay,
      payload: { name: 'Fay Foreman' },
    })
    expect(renamed.body.user).toMatchObject({ name: 'Fay Foreman', role: 'Foreman' })
    const noRole = await t.call({
      method: 'PATCH',
      url: '/api/auth/me',
      cookies: fay,
      payload: { name: 'Fay', role: 'Owner' },
    })
    expect(noRole.status).toBe(400)

    const wrong = await t.call({
      method: 'POST',
      url: '/api/auth/change-password',
      cookies: fay,
      payload: { current_password: 'not it at all', new_password: 'second password here' },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.error.fields).toEqual({ current_password: WRONG_CURRENT_PASSWORD })
    const changed = await t.call({
      method: 'POST',
      url: '/api/auth/change-password',
      cookies: fay,
      payload: { current_password: 'first password here', new_password: 'second password here' },
    })
    expect(changed.status).toBe(200)
    expect((await t.call({ method: 'GET', url: '/api/jobs', cookies: fay })).status).toBe(401)
    const fresh = cookieOf(changed)
    expect((await t.call({ method: 'GET', url: '/api/jobs', cookies: fresh })).status).toBe(200)
    expect(
      (await t.call({ method: 'PATCH', url: '/api/auth/me', cookies: {}, payload: { name: 'X' } }))
        .status,
    ).toBe(401)
  })
})
