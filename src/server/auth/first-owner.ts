// A first start with OWNER_EMAIL and OWNER_PASSWORD (issue #20): the Owner is created as the setup
// page would, for installs made by a script. Once anyone can sign in, the variables are ignored.
import { isSetUp, setUp } from '../../api/auth/setup'
import type { PasswordHasher } from '../../api/auth/password-hasher'
import type { ApiDeps } from '../../api/shared/deps'
import type { FirstOwner } from '../config'

export type FirstOwnerOutcome = 'created' | 'already-set-up' | 'setup-page'

export async function createFirstOwner(
  deps: Pick<ApiDeps, 'store' | 'clock' | 'newId' | 'seed'>,
  passwords: PasswordHasher,
  owner: FirstOwner | null,
): Promise<{ outcome: FirstOwnerOutcome; seeded: boolean }> {
  if (await deps.store.transaction((tx) => isSetUp(tx))) {
    return { outcome: 'already-set-up', seeded: false }
  }
  if (owner === null) return { outcome: 'setup-page', seeded: false }
  const { seeded } = await setUp(deps, passwords, {
    business_name: owner.businessName,
    owner_name: owner.name,
    email: owner.email,
    password: owner.password,
    sample_data: owner.sampleData,
  })
  return { outcome: 'created', seeded }
}
