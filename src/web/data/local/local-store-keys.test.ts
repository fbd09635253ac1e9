// Every key of the browser-only demo, one by one: a corrupt value (bad JSON, the wrong shape, rows
// failing the schema, a partly valid list, a huge string) falls back to defaults with the corrupt
// text kept under a backup key, and a failed write (storage full) leaves every key as it was.
import { DEFAULT_BILLING_SETTINGS } from '../../../domain/settings/billing-settings'
import { DEFAULT_BRANDING } from '../../../domain/settings/branding'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StoreTx } from '../../../api/shared/store'
import { resources } from '../../../domain/resources'
import { generateSeed, type SeedData } from '../../../domain/seed/seed'
import { readExport } from '../../../api/system/export-document'
import { createLocalStore, STORAGE_FULL_MESSAGE } from './local-store'
import { createLocalTransport } from './local-transport'
import { createMemoryStorage, storageSnapshot } from './memory-storage'
import { SEEDED_KEY, backupKey, slotKey } from './storage-keys'
import { storageWithSetItem } from '../../test/storage'

const NOW = Date.UTC(2026, 10, 23, 15, 0, 0)
const clock = () => NOW
const seed = generateSeed(NOW)

const collections: readonly string[] = resources.map((r) => r.name)
const listSlots = [...collections, 'activity']
const allSlots = [...listSlots, 'plan', 'settings']

/** A row the store accepts for each list slot (a created ticket or shift: the sample has none). */
async function aValidRow(slot: string): Promise<unknown> {
  const rows = seed[slot as keyof SeedData] as unknown[]
  if (rows.length > 0) return rows[0]
  const transport = createLocalTransport({ storage: createMemoryStorage(), clock })
  const bodies: Record<string, unknown> = {
    tickets: { subject: 'Printer', description: 'Jammed' },
    shifts: { employee_id: seed.employees[0]?.id, starts_at: NOW, ends_at: NOW + 3_600_000 },
    'job-series': { job_id: seed.jobs[0]?.id, repeat: 'FREQ=WEEKLY;COUNT=3' },
  }
  const res = await transport({ method: 'POST', path: `/api/${slot}`, body: bodies[slot] })
  expect(res.status, `a ${slot} row for the test`).toBe(201)
  return res.body
}

type Corruption = { what: string; text: string; expected: unknown }

/** The corrupt values tried on `slot`, each with what the store must read instead. */
async function corruptionsOf(slot: string): Promise<Corruption[]> {
  const sample = slot === 'activity' ? seed.activity : seed[slot as keyof SeedData]
  const common: Corruption[] = [
    { what: 'invalid JSON', text: '{"oops": [1, 2', expected: sample },
    { what: 'JSON null', text: 'null', expected: sample },
    { what: 'a JSON string', text: '"<b>hello</b>"', expected: sample },
    { what: 'a huge string', text: 'x'.repeat(2_000_000), expected: sample },
  ]
  if (listSlots.includes(slot)) {
    const valid = await aValidRow(slot)
    return [
      ...common,
      { what: 'an object instead of a list', text: '{"id": "x"}', expected: sample },
      { what: 'rows that all fail the schema', text: '[{"id": 1}, "junk", null]', expected: sample },
      { what: 'a partly valid list', text: JSON.stringify([valid, 'junk', { id: 42 }, null]), expected: [valid] },
    ]
  }
  if (slot === 'plan') {
    return [
      ...common,
      { what: 'a list', text: '[]', expected: seed.plan },
      { what: 'a plan with wrong types', text: '{"tier": 3, "used": -1}', expected: seed.plan },
    ]
  }
  return [
    ...common,
    { what: 'a list', text: '[]', expected: seed.settings },
    {
      what: 'a branding with one bad field',
      text: JSON.stringify({ branding: { business_name: 'Acme', brand_color: 'red' } }),
      expected: {
        branding: { ...DEFAULT_BRANDING, business_name: 'Acme', brand_color: seed.settings.branding.brand_color },
        // Settings stored before the billing settings take their defaults (decision 058).
        billing: DEFAULT_BILLING_SETTINGS,
      },
    },
  ]
}

/** The value of every slot, as the store reads it. */
const readAll = (tx: StoreTx) => readExport(tx) as Promise<Record<string, unknown>>

async function seededStorage(): Promise<Storage> {
  const storage = createMemoryStorage()
  await createLocalStore({ storage, clock }).transaction(readAll)
  return storage
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('demo storage keys', () => {
  it('are one per collection plus the plan, the activity, the settings, the imports and the seeded marker', async () => {
    const keys = Object.keys(storageSnapshot(await seededStorage())).sort()
    expect(keys).toEqual([...allSlots.map(slotKey), slotKey('imports'), SEEDED_KEY].sort())
  })
})

describe.each(allSlots)('a corrupt %s key', (slot) => {
  it('falls back to defaults, keeps the corrupt text in the backup key and touches nothing else', async () => {
    for (const { what, text, expected } of await corruptionsOf(slot)) {
      const storage = await seededStorage()
      storage.setItem(slotKey(slot), text)
      const before = storageSnapshot(storage)
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      const error = vi.spyOn(console, 'error')

      const transport = createLocalTransport({ storage, clock })
      const data = await transport.store.transaction(readAll)
      expect(data[slot], what).toEqual(expected)
      for (const other of allSlots.filter((s) => s !== slot)) {
        expect(data[other], `${other} with ${what} in ${slot}`).toEqual(seed[other as keyof SeedData])
      }
      // The screens' requests still answer.
      for (const path of ['/api/dashboard', '/api/export', '/api/plan', '/api/activity']) {
        expect((await transport({ method: 'GET', path })).status, `${path} with ${what}`).toBe(200)
      }
      if (collections.includes(slot)) {
        expect((await transport({ method: 'GET', path: `/api/${slot}` })).status, what).toBe(200)
      }

      expect(storage.getItem(backupKey(slot)), what).toBe(text)
      expect(JSON.parse(storage.getItem(slotKey(slot)) ?? ''), what).toEqual(expected)
      const after = storageSnapshot(storage)
      for (const [key, value] of Object.entries(before)) {
        if (key !== slotKey(slot)) expect(after[key], `${key} with ${what}`).toBe(value)
      }
      expect(warn, what).toHaveBeenCalledTimes(1)
      expect(String(warn.mock.calls[0]?.[0])).toContain(slotKey(slot))
      expect(error, what).not.toHaveBeenCalled()
      vi.restoreAllMocks()
    }
  })
})

/**
 * A Storage that fills up like a browser's: after `failFrom(n)` its `n`th setItem throws
 * QuotaExceededError, and from then on so does every setItem that would take more room than the
 * most it has held (its quota can be no smaller than that).
 */
function fullStorage(inner: Storage) {
  let countdown = Infinity
  let isFull = false
  const used = () =>
    Object.entries(storageSnapshot(inner)).reduce((n, [k, v]) => n + k.length + v.length, 0)
  let peak = used()
  const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  const storage = storageWithSetItem(inner, (k, v) => {
    if (--countdown === 0) isFull = true
    const after = used() - (inner.getItem(k)?.length ?? -k.length) + v.length
    if (countdown === 0 || (isFull && after > peak)) throw quotaError()
    inner.setItem(k, v)
    peak = Math.max(peak, after)
  })
  return {
    storage,
    failFrom(n: number) {
      countdown = n
      isFull = false
      peak = used()
    },
  }
}

/** A transaction that changes `slot`. */
async function writeTo(tx: StoreTx, slot: string): Promise<void> {
  if (collections.includes(slot)) {
    await tx.insert(slot, { ...((await aValidRow(slot)) as object), id: 'new-row' } as never)
  } else if (slot === 'settings') {
    await tx.saveBranding({ ...DEFAULT_BRANDING, business_name: 'Full', brand_color: '#000000' })
  } else {
    await tx.replaceAll({ ...seed, [slot]: slot === 'plan' ? { ...seed.plan, used: 1 } : [] })
  }
}

describe.each(allSlots)('storage full when writing %s', (slot) => {
  it('fails with STORAGE_FULL and leaves every key exactly as it was', async () => {
    const { storage, failFrom } = fullStorage(await seededStorage())
    const store = createLocalStore({ storage, clock, warn: () => undefined })
    await store.transaction(readAll)
    const before = storageSnapshot(storage)

    failFrom(1)
    const error: unknown = await store.transaction((tx) => writeTo(tx, slot)).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'STORAGE_FULL', status: 507, message: STORAGE_FULL_MESSAGE })
    expect(storageSnapshot(storage)).toEqual(before)
    // The store still answers with the old data.
    expect(await store.transaction(readAll)).toEqual(await createLocalStore({ storage, clock }).transaction(readAll))
  })
})

describe('storage full part way through a write of every key (Reset Demo Data)', () => {
  it.each(allSlots.map((_, i) => i + 1))('restores every key when write %i fails', async (n) => {
    const { storage, failFrom } = fullStorage(await seededStorage())
    const store = createLocalStore({ storage, clock, warn: () => undefined })
    const person = seed.persons[0]
    if (!person) throw new Error('seed too small')
    await store.transaction((tx) => tx.update('persons', { ...person, name: 'Changed', version: 2 }))
    const before = storageSnapshot(storage)

    failFrom(n)
    await expect(store.transaction((tx) => tx.replaceAll(seed))).rejects.toMatchObject({ code: 'STORAGE_FULL' })
    expect(storageSnapshot(storage)).toEqual(before)
  })
})

describe('backups are never lost', () => {
  it('keeps a corrupt text that does not fit in a backup in its key until a write can back it up', async () => {
    const { storage, failFrom } = fullStorage(await seededStorage())
    const huge = `[${'"x",'.repeat(500_000)}`
    storage.setItem(slotKey('persons'), huge)
    const store = createLocalStore({ storage, clock, warn: () => undefined })

    failFrom(1) // the backup does not fit
    const persons = await store.transaction((tx) => tx.findAll('persons', { op: 'and', conditions: [] }))
    expect(persons).toEqual(seed.persons)
    expect(storage.getItem(slotKey('persons'))).toBe(huge)
    expect(storage.getItem(backupKey('persons'))).toBeNull()

    // A change to persons while storage is still full: refused, the corrupt text stays.
    const remove = (tx: StoreTx) => tx.remove('persons', seed.persons[0]?.id ?? '')
    failFrom(1)
    await expect(store.transaction(remove)).rejects.toMatchObject({ code: 'STORAGE_FULL' })
    expect(storage.getItem(slotKey('persons'))).toBe(huge)

    // With room again, the same write backs the text up first.
    failFrom(Infinity)
    await store.transaction(remove)
    expect(storage.getItem(backupKey('persons'))).toBe(huge)
    expect(JSON.parse(storage.getItem(slotKey('persons')) ?? '')).toEqual(seed.persons.slice(1))
  })

  it('keeps an earlier backup and puts the next corrupt text beside it', async () => {
    const storage = await seededStorage()
    storage.setItem(backupKey('jobs'), 'an older backup')
    storage.setItem(backupKey('jobs') + '.2', 'another')
    storage.setItem(slotKey('jobs'), 'not json')
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await createLocalStore({ storage, clock }).transaction(readAll)
    expect(storage.getItem(backupKey('jobs'))).toBe('an older backup')
    expect(storage.getItem(backupKey('jobs') + '.2')).toBe('another')
    expect(storage.getItem(backupKey('jobs') + '.3')).toBe('not json')
  })

  it('backs up values found when seeding again (the marker alone was removed)', async () => {
    const storage = await seededStorage()
    const own = JSON.stringify([{ ...seed.persons[0], name: 'Mine' }])
    storage.setItem(slotKey('persons'), own)
    storage.removeItem(SEEDED_KEY)
    const later = Date.UTC(2026, 11, 1)
    await createLocalStore({ storage, clock: () => later }).transaction(readAll)
    expect(storage.getItem(backupKey('persons'))).toBe(own)
    expect(storage.getItem(SEEDED_KEY)).not.toBeNull()
  })
})
