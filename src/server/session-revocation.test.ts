// Signed-in requests with the session cache (issue #28, decision 036) on the real databases: a
// request whose session was read a moment ago opens no transaction, and every way a session ends
// or changes takes effect on the very next request. The app's clock stands still here, so nothing
// in the cache ever ages out: what is refused is refused because the change dropped the cache.
import { describe, expect, it } from 'vitest'
import type { Store } from '../api/store'
import { SESSION_COOKIE } from './auth/session-cookie'
import { fastPasswords } from './testing/fast-passwords'
import { NOW, useTestApp } from './testing/test-app'
import { testBackends } from './testing/test-databases'

const counted = { transactions: 0 }
const countingTransactions = (store: Store): Store => ({
  ...store,
  transaction: (work, options) => {
    counted.transactions += 1
    return store.transaction(work, options)
  },
})

describe.each(testBackends())('signed-in requests and ended sessions on $name', (backend) => {
  const t = useTestApp(backend, { wrapStore: countingTransactions })
  const person = () => t.seed.persons[0]!.id
  const getPerson = (cookies: Record<string, string>) =>
    t.call({ method: 'GET', url: `/api/persons/${person()}`, cookies })
  const userIdOf = async (cookies: Record<string, string>) =>
    (await t.call({ method: 'GET', url: '/api/auth/get-session', cookies })).body.user.id as string

  it('reads the session of a signed-in GET once, not at every request', async () => {
    expect((await getPerson(t.cookies)).status).toBe(200)
    const before = counted.transactions
    for (let i = 0; i < 5; i += 1) expect((await getPerson(t.cookies)).status).toBe(200)
    expect(counted.transactions).toBe(before)
  })

  it('refuses a signed-out session at the next request', async () => {
    const office = await t.signInAs('Office')
    expect((await getPerson(office)).status).toBe(200)
    const out = await t.call({ method: 'POST', url: '/api/auth/sign-out', cookies: office })
    expect(out.status).toBe(200)
    expect((await getPerson(office)).status).toBe(401)
  })

  it('refuses a deactivated or removed user at the next request', async () => {
    for (const end of [
      (id: string) =>
        t.call({ method: 'PATCH', url: `/api/users/${id}`, payload: { active: false } }),
      (id: string) => t.call({ method: 'DELETE', url: `/api/users/${id}` }),
    ]) {
      const office = await t.signInAs('Office')
      expect((await getPerson(office)).status).toBe(200)
      const ended = await end(await userIdOf(office))
      expect(ended.status, JSON.stringify(ended.body)).toBeLessThan(300)
      expect((await getPerson(office)).status).toBe(401)
    }
  })

  it('applies a new role and a new employee link at the next request', async () => {
    const office = await t.signInAs('Office')
    const id = await userIdOf(office)
    expect((await t.call({ method: 'GET', url: '/api/invoices', cookies: office })).status).toBe(
      200,
    )
    const demoted = await t.call({
      method: 'PATCH',
      url: `/api/users/${id}`,
      payload: { role: 'Foreman' },
    })
    expect(demoted.status, JSON.stringify(demoted.body)).toBe(200)
    expect((await t.call({ method: 'GET', url: '/api/invoices', cookies: office })).status).toBe(
      403,
    )

    const [first, second] = t.seed.employees
    const crew = await t.signInAs('Crew', first!.id)
    const before = await t.call({ method: 'GET', url: '/api/auth/get-session', cookies: crew })
    expect(before.body.user.employee_id).toBe(first!.id)
    const relinked = await t.call({
      method: 'PATCH',
      url: `/api/users/${before.body.user.id}`,
      payload: { employee_id: second!.id },
    })
    expect(relinked.status, JSON.stringify(relinked.body)).toBe(200)
    const after = await t.call({ method: 'GET', url: '/api/auth/get-session', cookies: crew })
    expect(after.body.user.employee_id).toBe(second!.id)
  })

  it("ends a user's other sessions at their next request when the password changes", async () => {
    const office = await t.signInAs('Office')
    const id = await userIdOf(office)
    const hash = await fastPasswords.hash('the old password')
    await t.store.transaction((tx) => tx.auth!.setPasswordHash(id, hash, NOW))
    const email = (await t.call({ method: 'GET', url: '/api/auth/get-session', cookies: office }))
      .body.user.email
    const signIn = await t.call({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      cookies: {},
      payload: { email, password: 'the old password' },
    })
    expect(signIn.status).toBe(200)
    const other = {
      [SESSION_COOKIE]: signIn.response.cookies.find((c) => c.name === SESSION_COOKIE)!.value,
    }
    expect((await getPerson(other)).status).toBe(200)
    const changed = await t.call({
      method: 'POST',
      url: '/api/auth/change-password',
      cookies: office,
      payload: { current_password: 'the old password', new_password: 'a brand new password' },
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect((await getPerson(other)).status).toBe(401)
  })
})
