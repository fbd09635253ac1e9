// Sign-in on the real databases: one generic refusal, throttles per account and per address that
// outlive the refused request, and a session only for the right password.
import { beforeEach, describe, expect, it } from 'vitest'
import { authOf, sessionOf } from '../../api/auth/sessions'
import { signIn } from '../../api/auth/sign-in'
import { WRONG_CREDENTIALS_MESSAGE } from '../../domain/access/password'
import {
  ACCOUNT_THROTTLE,
  ADDRESS_THROTTLE,
  THROTTLED_MESSAGE,
} from '../../domain/access/sign-in-throttle'
import { AppError } from '../../domain/shared/app-error'
import { NOW, useTestApp } from '../testing/test-app'
import { fastPasswords } from '../testing/fast-passwords'
import { testBackends } from '../testing/test-databases'

const passwords = fastPasswords
const PASSWORD = 'rake the leaves 42'

async function refusal(run: Promise<unknown>): Promise<string> {
  try {
    await run
    return 'signed in'
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    return `${error.status} ${error.message}`
  }
}

describe.each(testBackends())('sign-in on $name', (backend) => {
  let now = NOW
  const t = useTestApp(backend, { clock: () => now })
  const owner = () => t.seed.users[0]!
  const attempt = (email: string, password: string, address = '10.0.0.1') =>
    signIn(t.store, passwords, { email, password }, address, () => now)

  // Each test starts on freshly seeded data (no passwords): give the owner one.
  beforeEach(async () => {
    const hash = await passwords.hash(PASSWORD)
    await t.store.transaction((tx) => authOf(tx).setPasswordHash(owner().id, hash, NOW))
  })

  it('signs in with the right password only, with one message for any wrong e-mail or password', async () => {
    now = NOW
    const wrong = `401 ${WRONG_CREDENTIALS_MESSAGE}`
    expect(await refusal(attempt(owner().email, 'not the password'))).toBe(wrong)
    expect(await refusal(attempt('nobody@example.com', PASSWORD))).toBe(wrong)

    const { token, user } = await attempt(` ${owner().email.toUpperCase()} `, PASSWORD)
    expect(user).toMatchObject({ id: owner().id, last_sign_in_at: now, version: owner().version })
    const session = await t.store.transaction((tx) => sessionOf(tx, token, now))
    expect(session?.user.id).toBe(owner().id)
  })

  it('refuses a deactivated user as it refuses a wrong password, and ends their sessions', async () => {
    now = NOW
    const { token } = await attempt(owner().email, PASSWORD)
    await t.store.transaction(async (tx) => {
      await tx.update('users', { ...owner(), active: false })
    })
    expect(await t.store.transaction((tx) => sessionOf(tx, token, now))).toBeNull()
    expect(await refusal(attempt(owner().email, PASSWORD))).toBe(`401 ${WRONG_CREDENTIALS_MESSAGE}`)
  })

  it('locks an account after repeated wrong passwords, from any address, until the lock ends', async () => {
    now = NOW + 3_600_000
    for (let i = 0; i < ACCOUNT_THROTTLE.maxFailures; i++) {
      await refusal(attempt(owner().email, `wrong ${i}`, `10.1.0.${i}`))
    }
    const locked = `429 ${THROTTLED_MESSAGE}`
    expect(await refusal(attempt(owner().email, PASSWORD, '10.9.9.9'))).toBe(locked)
    now += ACCOUNT_THROTTLE.lockMs
    expect(await refusal(attempt(owner().email, PASSWORD, '10.9.9.9'))).toBe('signed in')
  })

  it('stops an address that fails on many accounts, but not the others', async () => {
    now = NOW + 7_200_000
    for (let i = 0; i < ADDRESS_THROTTLE.maxFailures; i++) {
      await refusal(attempt(`guess${i}@example.com`, 'password1234', '10.2.0.1'))
    }
    expect(await refusal(attempt(owner().email, PASSWORD, '10.2.0.1'))).toBe(
      `429 ${THROTTLED_MESSAGE}`,
    )
    expect(await refusal(attempt(owner().email, PASSWORD, '10.2.0.2'))).toBe('signed in')
  })
})
