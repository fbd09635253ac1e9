// First run (issue #20): on a database where nobody can sign in yet, the setup page (or the
// OWNER_EMAIL / OWNER_PASSWORD variables) creates the Owner, names the business, and loads the
// sample data only when asked and only into an empty database: an install that has data keeps it.
import { setupInput } from '../../domain/access/setup-input'
import { resources } from '../../domain/resources'
import { teamUserResource } from '../../domain/settings/team-user'
import { AppError, parseOrThrow } from '../../domain/shared/app-error'
import { eq } from '../../domain/shared/condition'
import type { ApiDeps } from '../shared/deps'
import type { StoreTx } from '../shared/store'
import type { PasswordHasher } from './password-hasher'
import { authOf, startSession } from './sessions'
import type { SignInResult } from './sign-in'

export const ALREADY_SET_UP = 'Groundwork is already set up: sign in instead'

/** Whether someone can sign in already (then there is no setup to do). */
export const isSetUp = (tx: StoreTx): Promise<boolean> =>
  authOf(tx)
    .countPasswords()
    .then((n) => n > 0)

async function isEmpty(tx: StoreTx): Promise<boolean> {
  for (const { name } of resources) {
    if ((await tx.count(name, null)) > 0) return false
  }
  return true
}

export async function setUp(
  deps: Pick<ApiDeps, 'store' | 'clock' | 'newId' | 'seed'>,
  passwords: PasswordHasher,
  body: unknown,
): Promise<SignInResult & { seeded: boolean }> {
  const input = parseOrThrow(setupInput, body, 'Invalid setup')
  const hash = await passwords.hash(input.password)
  return deps.store.transaction(async (tx) => {
    const auth = authOf(tx)
    await auth.lockAccounts()
    if (await isSetUp(tx)) throw new AppError('CONFLICT', ALREADY_SET_UP)
    const now = deps.clock()
    const seeded = input.sample_data && (await isEmpty(tx))
    // The sample's users are the demo's; the business's users are its accounts, from here on.
    if (seeded) await tx.replaceAll({ ...deps.seed(now), users: [] })

    // A user already listed under this e-mail (the sample's, or one added before accounts) becomes
    // the Owner; otherwise the Owner is a new user.
    const [listed] = await tx.findAll('users', eq('email', input.email))
    const existing = listed ? await tx.get('users', listed.id, { forUpdate: true }) : null
    const owner = existing
      ? {
          ...existing,
          name: input.owner_name,
          role: 'Owner' as const,
          active: true,
          version: existing.version + 1,
        }
      : {
          ...teamUserResource.build(
            { name: input.owner_name, email: input.email, role: 'Owner', employee_id: null },
            { now, newId: deps.newId },
          ),
          version: 1,
        }
    const user = { ...owner, last_sign_in_at: now }
    if (existing) await tx.update('users', user)
    else await tx.insert('users', user)
    await auth.setPasswordHash(user.id, hash, now)
    await tx.saveBranding({
      ...(await tx.getBranding()),
      business_name: input.business_name,
      ...(input.time_zone === undefined ? {} : { time_zone: input.time_zone }),
    })
    const token = await startSession(tx, user.id, now)
    return { token, user, seeded }
  })
}
