// First run on the real databases: setup creates the Owner and signs them in, loads the sample data
// only into an empty database and only when asked, keeps an install's data, and happens once.
import { beforeEach, describe, expect, it } from 'vitest'
import { sessionOf, authOf } from '../../api/auth/sessions'
import { ALREADY_SET_UP, setUp } from '../../api/auth/setup'
import { signIn } from '../../api/auth/sign-in'
import { resources } from '../../domain/resources'
import { generateSeed, SEED_COUNTS, type SeedData } from '../../domain/seed/seed'
import { AppError } from '../../domain/shared/app-error'
import { NOW, useTestApp } from '../testing/test-app'
import { fastPasswords } from '../testing/fast-passwords'
import { testBackends } from '../testing/test-databases'

const passwords = fastPasswords
let ids = 0
const newId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`

/** The sample's shape with no records in it: a database nobody has used yet. */
function emptyData(): SeedData {
  const seed = generateSeed(NOW)
  const empty = Object.fromEntries(resources.map((r) => [r.name, []]))
  return { ...seed, ...empty, activity: [] } as SeedData
}

const owner = {
  business_name: 'Hill Country Lawns',
  owner_name: 'Ana Ruiz',
  email: 'Ana@HillCountryLawns.com',
  password: 'mulch and more mulch',
}

describe.each(testBackends())('first-run setup on $name', (backend) => {
  const t = useTestApp(backend)
  const deps = () => ({ store: t.store, clock: () => NOW, newId, seed: generateSeed })
  const count = (collection: string) => t.store.transaction((tx) => tx.count(collection, null))
  const empty = () => t.store.transaction((tx) => tx.replaceAll(emptyData()))

  beforeEach(empty)

  it('creates the Owner, names the business, loads the sample data and signs the Owner in', async () => {
    const { token, user, seeded } = await setUp(deps(), passwords, owner)
    expect(seeded).toBe(true)
    expect(user).toMatchObject({
      name: 'Ana Ruiz',
      email: 'ana@hillcountrylawns.com',
      role: 'Owner',
    })
    expect(await count('persons')).toBe(SEED_COUNTS.persons)
    // The sample's users are the demo's: the business's only user is its Owner.
    expect(await count('users')).toBe(1)
    expect((await t.store.transaction((tx) => tx.getBranding())).business_name).toBe(
      'Hill Country Lawns',
    )
    expect((await t.store.transaction((tx) => sessionOf(tx, token, NOW)))?.user.id).toBe(user.id)
    const again = await signIn(t.store, passwords, owner, '10.0.0.1', () => NOW)
    expect(again.user.id).toBe(user.id)
  })

  it('leaves the business empty when the sample data is not wanted', async () => {
    await setUp(deps(), passwords, { ...owner, sample_data: false })
    for (const { name } of resources) expect(await count(name), name).toBe(name === 'users' ? 1 : 0)
  })

  it('keeps the data of an install that had no accounts, seeding nothing, and makes its user the Owner', async () => {
    const data = generateSeed(NOW)
    const listed = data.users[0]!
    const kept = { ...data.persons[0]!, name: 'Kept Person' }
    await t.store.transaction((tx) =>
      tx.replaceAll({ ...data, persons: [kept, ...data.persons.slice(1)] }),
    )
    const { user, seeded } = await setUp(deps(), passwords, { ...owner, email: listed.email })
    expect(seeded).toBe(false)
    expect(await t.store.read((tx) => tx.get('persons', kept.id))).toMatchObject({
      name: 'Kept Person',
    })
    expect(user).toMatchObject({ id: listed.id, role: 'Owner', version: listed.version + 1 })
  })

  it('happens once: a second setup is refused and changes nothing', async () => {
    await setUp(deps(), passwords, owner)
    const second = setUp(deps(), passwords, { ...owner, email: 'intruder@example.com' })
    await expect(second).rejects.toThrow(ALREADY_SET_UP)
    expect(await t.store.transaction((tx) => authOf(tx).countPasswords())).toBe(1)
  })

  it('refuses bad input with the reason, before touching anything', async () => {
    const error = await setUp(deps(), passwords, { ...owner, password: 'short' }).catch((e) => e)
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).fields).toEqual({
      password: 'Password must be at least 10 characters',
    })
    expect(await count('users')).toBe(0)
  })
})
