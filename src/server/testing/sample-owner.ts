// The sample data's one user, an Owner: the user test harnesses sign in as.
import type { SeedData } from '../../domain/seed/seed'

export function sampleOwnerOf(seed: SeedData): SeedData['users'][number] {
  const owner = seed.users.find((user) => user.role === 'Owner')
  if (!owner) throw new Error('The sample data has no Owner')
  return owner
}
