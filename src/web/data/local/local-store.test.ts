import { DEFAULT_BRANDING } from '../../../domain/settings/branding'
import { DEFAULT_BILLING_SETTINGS } from '../../../domain/settings/billing-settings'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resources } from '../../../domain/resources'
import { generateSeed } from '../../../domain/seed/seed'
import { AppError } from '../../../domain/shared/app-error'
import { createLocalStore, STORAGE_FULL_MESSAGE } from './local-store'
import { createLocalTransport } from './local-transport'
import { createMemoryStorage, storageSnapshot } from './memory-storage'
import { DEMO_PREFIX, SEEDED_KEY, backupKey, slotKey } from './storage-keys'
import { storageWithSetItem } from '../../test/storage'

const NOW = Date.UTC(2026, 10, 23, 15, 0, 0)
const clock = () => NOW
const seed = generateSeed(NOW)

/** A Storage whose setItem fails on chosen calls once armed, counting every write. */
function failingStorage(makeError: () => unknown = () => new DOMException('quota', 'QuotaExceededError')) {
  const inner = createMemoryStorage()
  let armed = false
  let writes = 0
  let failOn = 0
  const storage = storageWithSetItem(inner, (k, v) => {
    if (armed && ++writes === failOn) throw makeError()
    inner.setItem(k, v)
  })
  return {
    storage,
    /** From now on, the `n`th write throws. */
    failOnWrite(n: number) {
      armed = true
      writes = 0
      failOn = n
    },
  }
}

/** A store on `storage` that has done its first (seeding) transaction. */
async function seededStore(storage: Storage) {
  const store = createLocalStore({ storage, clock })
  await store.transaction(async (tx) => tx.getPlan())
  return store
}

const personsOf = async (store: ReturnType<typeof createLocalStore>) =>
  store.transaction((tx) => tx.findAll('persons', { op: 'and', conditions: [] }))

afterEach(() => {
  vi.restoreAllMocks()
})

describe('local store: seeding', () => {
  it('writes every collection, the plan, the activity, the imports and the marker on first use', async () => {
    const storage = createMemoryStorage()
    await seededStore(storage)
    const keys = Object.keys(storageSnapshot(storage)).sort()
    const expected = [
      ...resources.map((r) => slotKey(r.name)),
      slotKey('plan'),
      slotKey('activity'),
      slotKey('settings'),
      slotKey('imports'),
      SEEDED_KEY,
    ].sort()
    expect(keys).toEqual(expected)
    expect(keys).toContain('groundwork.demo.v1.persons')
    expect(keys).toContain('groundwork.demo.v1.work-orders')
    expect(JSON.parse(storage.getItem('groundwork.demo.v1.persons') ?? '')).toEqual(seed.persons)
    expect(JSON.parse(storage.getItem('groundwork.demo.v1.activity') ?? '')).toEqual(seed.activity)
    expect(JSON.parse(storage.getItem('groundwork.demo.v1.plan') ?? '')).toEqual(seed.plan)
    expect(JSON.parse(storage.getItem('groundwork.demo.v1.settings') ?? '')).toEqual(seed.settings)
  })

  it('keeps branding, and falls back to the default for a corrupt one, field by field', async () => {
    const storage = createMemoryStorage()
    const store = await seededStore(storage)
    await store.transaction((tx) => tx.saveBranding({ ...DEFAULT_BRANDING, business_name: 'Acme', brand_color: '#123456' }))
    expect(JSON.parse(storage.getItem('groundwork.demo.v1.settings') ?? '')).toEqual({
      branding: { ...DEFAULT_BRANDING, business_name: 'Acme', brand_color: '#123456' },
      billing: DEFAULT_BILLING_SETTINGS,
    })
    storage.setItem(
      'groundwork.demo.v1.settings',
      JSON.stringify({ branding: { business_name: 'Acme', brand_color: 'red' } }),
    )
    const reopened = await seededStore(storage)
    expect(await reopened.transaction((tx) => tx.getBranding())).toEqual({
      ...DEFAULT_BRANDING,
      business_name: 'Acme',
      brand_color: seed.settings.branding.brand_color,
    })
  })

  it('seeds once: a second store on the same storage keeps the data as it is', async () => {
    const storage = createMemoryStorage()
    const first = await seededStore(storage)
    const person = seed.persons[0]
    if (!person) throw new Error('seed too small')
    await first.transaction((tx) => tx.update('persons', { ...person, name: 'Changed', version: 2 }))
    const before = storageSnapshot(storage)
    const setItem = vi.spyOn(storage, 'setItem')
    const second = createLocalStore({ storage, clock: () => NOW + 86_400_000 })
    const rows = await personsOf(second)
    expect(rows.find((r) => r.id === person.id)?.name).toBe('Changed')
    expect(setItem).not.toHaveBeenCalled()
    expect(storageSnapshot(storage)).toEqual(before)
  })

  it('uses the sample rows for a key that is missing after seeding, without a backup', async () => {
    const storage = createMemoryStorage()
    await seededStore(storage)
    storage.removeItem(slotKey('crews'))
    const store = createLocalStore({ storage, clock })
    const crews = await store.transaction((tx) => tx.findAll('crews', { op: 'and', conditions: [] }))
    expect(crews).toEqual(seed.crews)
    expect(storage.getItem(backupKey('crews'))).toBeNull()
  })
})

describe('local store: corrupt values', () => {
  it.each([
    ['bad JSON', '{"oops": [1, 2'],
    ['not an array', '{"id": "x"}'],
    ['rows that all fail the schema', '[{"id": 1}, {"name": "no id"}]'],
  ])('falls back to the seed rows on %s, warns, and keeps the text under the backup key', async (_what, text) => {
    const storage = createMemoryStorage()
    await seededStore(storage)
    storage.setItem(slotKey('persons'), text)
    const before = storageSnapshot(storage)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const error = vi.spyOn(console, 'error')

    const store = createLocalStore({ storage, clock })
    expect(await personsOf(store)).toEqual(seed.persons)

    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain('groundwork.demo.v1.persons')
    expect(error).not.toHaveBeenCalled()
    expect(storage.getItem(backupKey('persons'))).toBe(text)
    const after = storageSnapshot(storage)
    for (const [key, value] of Object.entries(before)) {
      if (key !== slotKey('persons')) expect(after[key], key).toBe(value)
    }
    // The repaired value is stored, so the warning is not repeated on the next load.
    expect(JSON.parse(after[slotKey('persons')] ?? '')).toEqual(seed.persons)
    await personsOf(createLocalStore({ storage, clock }))
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('drops only the invalid rows of a list and backs up the whole text', async () => {
    const storage = createMemoryStorage()
    await seededStore(storage)
    const [good1, good2] = seed.persons
    const text = JSON.stringify([good1, { ...good2, email: 42 }, 'junk', good1])
    storage.setItem(slotKey('persons'), text)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)

    const rows = await personsOf(createLocalStore({ storage, clock }))
    expect(rows).toEqual([good1])
    expect(storage.getItem(backupKey('persons'))).toBe(text)
  })

  it('falls back to the sample plan when the plan is corrupt', async () => {
    const storage = createMemoryStorage()
    await seededStore(storage)
    storage.setItem(slotKey('plan'), '{"tier": 3}')
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const plan = await createLocalStore({ storage, clock }).transaction((tx) => tx.getPlan())
    expect(plan).toEqual(seed.plan)
    expect(storage.getItem(backupKey('plan'))).toBe('{"tier": 3}')
  })
})

describe('local store: transactions', () => {
  it('writes nothing when the work throws', async () => {
    const storage = createMemoryStorage()
    const store = await seededStore(storage)
    const before = storageSnapshot(storage)
    const person = seed.persons[0]
    if (!person) throw new Error('seed too small')
    await expect(
      store.transaction(async (tx) => {
        await tx.update('persons', { ...person, name: 'Half done', version: 2 })
        await tx.remove('jobs', seed.jobs[0]?.id ?? '')
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    expect(storageSnapshot(storage)).toEqual(before)
    // The in-memory cache did not see the abandoned writes either.
    expect((await personsOf(store)).find((r) => r.id === person.id)?.name).toBe(person.name)
    expect(await store.transaction((tx) => tx.count('jobs', null))).toBe(seed.jobs.length)
  })

  it('sees its own writes before commit', async () => {
    const store = await seededStore(createMemoryStorage())
    const count = await store.transaction(async (tx) => {
      await tx.remove('persons', seed.persons[0]?.id ?? '')
      return tx.count('persons', null)
    })
    expect(count).toBe(19)
  })

  it('runs transactions one at a time', async () => {
    const store = await seededStore(createMemoryStorage())
    const order: string[] = []
    const slow = store.transaction(async () => {
      order.push('a start')
      await new Promise((resolve) => setTimeout(resolve, 20))
      order.push('a end')
    })
    const fast = store.transaction(async () => {
      order.push('b start')
    })
    await Promise.all([slow, fast])
    expect(order).toEqual(['a start', 'a end', 'b start'])
  })

  it('gives concurrent creates distinct invoice numbers', async () => {
    const transport = createLocalTransport({ storage: createMemoryStorage(), clock })
    const person = seed.persons[0]
    if (!person) throw new Error('seed too small')
    const body = { client_person_id: person.id, amount: 10, due_date: NOW }
    const results = await Promise.all(
      Array.from({ length: 5 }, () => transport({ method: 'POST', path: '/api/invoices', body })),
    )
    const numbers = results.map((r) => (r.body as { number: string }).number)
    expect(numbers).toEqual(['INV-0013', 'INV-0014', 'INV-0015', 'INV-0016', 'INV-0017'])
  })

  it('hands out copies: changing a returned row does not change the store', async () => {
    const store = await seededStore(createMemoryStorage())
    const id = seed.persons[0]?.id ?? ''
    const row = await store.transaction((tx) => tx.get('persons', id))
    if (!row) throw new Error('missing row')
    row.name = 'Mutated'
    ;(row.tags as string[]).push('Mutated')
    expect(await store.transaction((tx) => tx.get('persons', id))).toEqual(seed.persons[0])
  })
})

describe('local store: full storage', () => {
  it.each([
    ['QuotaExceededError', () => new DOMException('The quota has been exceeded.', 'QuotaExceededError')],
    ['legacy code 22', () => Object.assign(new Error('quota'), { code: 22 })],
    ['any setItem failure', () => new TypeError('storage is read-only')],
  ])('answers 507 STORAGE_FULL on a failed 3rd write (%s) and restores every key', async (_what, makeError) => {
    const { storage, failOnWrite } = failingStorage(makeError)
    const transport = createLocalTransport({ storage, clock })
    expect((await transport({ method: 'GET', path: '/api/health' })).status).toBe(200)
    const before = storageSnapshot(storage)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)

    // Deleting this job writes 4 keys: jobs, work-orders, invoices, media.
    const job = seed.jobs[0]
    if (!job) throw new Error('seed too small')
    failOnWrite(3)
    const res = await transport({ method: 'DELETE', path: `/api/jobs/${job.id}` })

    expect(res).toEqual({ status: 507, body: { error: { code: 'STORAGE_FULL', message: STORAGE_FULL_MESSAGE } } })
    expect(storageSnapshot(storage)).toEqual(before)
    expect(warn).toHaveBeenCalled()
    // Reads still answer from the old data.
    expect((await transport({ method: 'GET', path: `/api/jobs/${job.id}` })).status).toBe(200)
    const workOrders = await transport({ method: 'GET', path: '/api/work-orders', query: { job_id: job.id } })
    expect((workOrders.body as { total: number }).total).toBeGreaterThan(0)
  })

  it('throws an AppError STORAGE_FULL from the store itself', async () => {
    const { storage, failOnWrite } = failingStorage()
    const store = await seededStore(storage)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    failOnWrite(1)
    const error: unknown = await store
      .transaction((tx) => tx.remove('persons', seed.persons[0]?.id ?? ''))
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    expect(error).toMatchObject({ code: 'STORAGE_FULL', status: 507, message: STORAGE_FULL_MESSAGE })
  })

  it('still serves the sample data when even the seeding does not fit', async () => {
    const { storage, failOnWrite } = failingStorage()
    failOnWrite(5)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const transport = createLocalTransport({ storage, clock })
    const res = await transport({ method: 'GET', path: '/api/persons' })
    expect((res.body as { total: number }).total).toBe(20)
    expect(Object.keys(storageSnapshot(storage)).filter((k) => k.startsWith(DEMO_PREFIX))).toEqual([])
  })
})
