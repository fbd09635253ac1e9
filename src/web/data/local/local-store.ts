// The storage port over the browser's localStorage (browser-only demo): one JSON key per collection,
// seeded once (reading a key back and repairing a corrupt one is slot-repair.ts). Transactions run
// one at a time on in-memory copies and write every changed key at the end, or put every key back
// as it was.
import { billingSettingsOrDefault } from '../../../domain/settings/billing-settings'
import type { IdempotencyRecord } from '../../../api/shared/idempotency-record'
import { storedRow, type Row, type Store, type StoreTx } from '../../../api/shared/store'
import { generateSeed, type SeedData } from '../../../domain/seed/seed'
import { AppError } from '../../../domain/shared/app-error'
import { aggregateInMemory } from '../../../domain/shared/aggregate'
import { matches } from '../../../domain/shared/condition'
import { listInMemory } from '../../../domain/shared/list-in-memory'
import type { ImportRecord } from '../../../domain/imports/import-record'
import { summaryOf } from '../../../domain/imports/import-record'
import type { Branding } from '../../../domain/settings/branding'
import type { ActivityEntry } from '../../../domain/tools/activity'
import type { Plan } from '../../../domain/tools/plan'
import { freeBackupKey, readSlot, type StorageLike } from './slot-repair'
import { brandingOrDefault } from '../../../domain/settings/read-branding'
import { ACTIVITY_SLOT, IMPORTS_SLOT, PLAN_SLOT, SEEDED_KEY, SETTINGS_SLOT, isDemoKey, slotKey } from './storage-keys'
import { collectionSlot, slots, type SlotValue } from './stored-slots'

export const STORAGE_FULL_MESSAGE =
  'Browser storage is full: the change was not saved. Export your data or delete some media, then try again.'

export type { StorageLike } from './slot-repair'

export type LocalStoreOptions = {
  storage: StorageLike
  /** The time used for the sample data (first seeding and the defaults of corrupt keys). */
  clock: () => number
  seed?: (now: number) => SeedData
  /** Where repairs and storage failures are reported; console.warn by default. */
  warn?: (message: string, detail?: unknown) => void
}

export type LocalStore = Store & {
  /** Stops listening to other tabs' storage events. */
  dispose(): void
}

/** Stored rows are shared between transactions: everything handed out or taken in is a copy. */
const copy = <T>(value: T): T => structuredClone(value)

export function createLocalStore(options: LocalStoreOptions): LocalStore {
  const { storage, clock } = options
  const makeSeed = options.seed ?? ((now: number) => generateSeed(now))
  const warn = options.warn ?? ((message: string, detail?: unknown) => console.warn(message, detail ?? ''))

  /** Parsed values of the keys, valid until another tab writes one of ours. */
  const cache = new Map<string, SlotValue>()
  /**
   * Corrupt texts whose backup could not be written (storage full): still in their own key, and
   * backed up by the write that first replaces them, or that write fails.
   */
  const pendingBackups = new Map<string, string>()
  let seededChecked = false
  let queue: Promise<unknown> = Promise.resolve()
  let defaults: SeedData | null = null
  const sampleData = (): SeedData => (defaults ??= makeSeed(clock()))
  /** Idempotency-Key answers: kept for this page's life only (a retry comes from this same page). */
  let answers = new Map<string, IdempotencyRecord>()

  /** Writes `entries` in order; on any failure puts back every key already written, then throws. */
  function writeAll(entries: readonly [key: string, text: string][]): void {
    const written: { key: string; previous: string | null }[] = []
    try {
      for (const [key, text] of entries) {
        const previous = storage.getItem(key)
        storage.setItem(key, text)
        written.push({ key, previous })
      }
    } catch (error) {
      // Undone newest first: each step goes back to a state the storage held a moment ago, so a
      // full storage still has room for it.
      for (const { key, previous } of written.reverse()) {
        try {
          if (previous === null) storage.removeItem(key)
          else storage.setItem(key, previous)
        } catch (restoreError) {
          warn(`Demo storage: could not restore ${key} after a failed write`, restoreError)
        }
      }
      warn('Demo storage: a write failed, nothing was saved', error)
      throw new AppError('STORAGE_FULL', STORAGE_FULL_MESSAGE)
    }
  }

  /** Backups of values already there when seeding (only the marker was removed): nothing is lost. */
  function backupsBeforeSeeding(values: ReadonlyMap<string, SlotValue>): [string, string][] {
    const backups: [string, string][] = []
    for (const [name, value] of values) {
      const held = storage.getItem(slotKey(name))
      if (held !== null && held !== JSON.stringify(value)) backups.push([freeBackupKey(storage, name, held), held])
    }
    return backups
  }

  /** Writes the sample data once per browser profile (the marker goes last). */
  function ensureSeeded(): void {
    if (seededChecked) return
    let marker: string | null = null
    try {
      marker = storage.getItem(SEEDED_KEY)
    } catch (error) {
      warn('Demo storage: cannot read the seeded marker', error)
    }
    if (marker === null) {
      const data = makeSeed(clock())
      const values = new Map(slots.map((s) => [s.name, s.fromSeed(data)]))
      try {
        writeAll([
          ...backupsBeforeSeeding(values),
          ...[...values].map(([name, value]): [string, string] => [slotKey(name), JSON.stringify(value)]),
          [SEEDED_KEY, new Date(clock()).toISOString()],
        ])
      } catch (error) {
        // Keep the sample data for this session so the demo can still be browsed; writes will
        // report STORAGE_FULL one by one.
        warn('Demo storage: the sample data could not be saved', error)
      }
      cache.clear()
      for (const [name, value] of values) cache.set(name, value)
    }
    seededChecked = true
  }

  /** Reads, validates and caches one key; a corrupt value falls back to its sample rows. */
  function load(name: string): SlotValue {
    if (cache.has(name)) return cache.get(name)
    const value = readSlot(name, { storage, warn, sampleData, pendingBackups })
    cache.set(name, value)
    return value
  }

  /** One transaction: reads see this transaction's own writes; nothing is stored until commit. */
  function begin() {
    const working = new Map<string, SlotValue>()
    const changed = new Set<string>()
    /** The answers after this transaction, once it stores or clears one. */
    let newAnswers: Map<string, IdempotencyRecord> | null = null

    const read = (name: string): SlotValue => {
      if (!working.has(name)) working.set(name, load(name))
      return working.get(name)
    }
    const rowsOf = (collection: string): Row[] => read(collectionSlot(collection).name) as Row[]
    /** A private copy of the collection's array, made on its first write in this transaction. */
    const writableRows = (collection: string): Row[] => {
      const rows = rowsOf(collection)
      if (changed.has(collection)) return rows
      const own = [...rows]
      working.set(collection, own)
      changed.add(collection)
      return own
    }
    const replace = (name: string, value: SlotValue) => {
      working.set(name, value)
      changed.add(name)
    }

    const tx: StoreTx = {
      async get(collection, id) {
        const row = rowsOf(collection).find((r) => r.id === id)
        return row ? storedRow(collection, copy(row)) : null
      },
      async list(collection, spec, query, now) {
        const page = listInMemory(spec, rowsOf(collection), query, now)
        return { ...page, items: page.items.map(copy) }
      },
      async firstRows(collection, spec, query, now) {
        return listInMemory(spec, rowsOf(collection), query, now).items.map(copy)
      },
      async findAll(collection, condition) {
        return rowsOf(collection)
          .filter((r) => matches(r, condition))
          .map((r) => storedRow(collection, copy(r)))
      },
      async count(collection, condition) {
        const rows = rowsOf(collection)
        return condition ? rows.filter((r) => matches(r, condition)).length : rows.length
      },
      async aggregate(collection, spec) {
        return aggregateInMemory(rowsOf(collection), spec)
      },
      async existing(collection, field, values) {
        const wanted = new Set(values)
        const found = new Set<string>()
        for (const row of rowsOf(collection)) {
          const v = row[field]
          if (typeof v === 'string' && wanted.has(v)) found.add(v)
        }
        return found
      },
      async insert(collection, row) {
        const rows = writableRows(collection)
        if (rows.some((r) => r.id === row.id)) throw new Error(`Duplicate id ${row.id} in ${collection}`)
        rows.push(copy(row))
      },
      async insertMany(collection, rows) {
        for (const row of rows) await tx.insert(collection, row)
      },
      async update(collection, row) {
        const rows = writableRows(collection)
        const index = rows.findIndex((r) => r.id === row.id)
        if (index === -1) throw new Error(`No row ${row.id} in ${collection} to update`)
        rows[index] = copy(row)
      },
      async remove(collection, id) {
        const rows = writableRows(collection)
        const index = rows.findIndex((r) => r.id === id)
        if (index !== -1) rows.splice(index, 1)
      },
      async pull(collection, field, id) {
        const holds = (r: Row) => Array.isArray(r[field]) && (r[field] as unknown[]).includes(id)
        if (!rowsOf(collection).some(holds)) return
        const rows = writableRows(collection)
        rows.forEach((r, i) => {
          // A changed row gets a new version, as every other write does (stale edits are refused).
          if (holds(r)) rows[i] = { ...r, [field]: (r[field] as unknown[]).filter((v) => v !== id), version: r.version + 1 }
        })
      },
      async getPlan() {
        return copy(read(PLAN_SLOT) as Plan)
      },
      async getActivity() {
        return copy(read(ACTIVITY_SLOT) as ActivityEntry[])
      },
      async getBranding() {
        return brandingOrDefault((read(SETTINGS_SLOT) as { branding: Branding }).branding)
      },
      async saveBranding(branding) {
        const settings = read(SETTINGS_SLOT) as { branding: Branding }
        replace(SETTINGS_SLOT, { ...settings, branding: copy(branding) })
      },
      async getBillingSettings() {
        return billingSettingsOrDefault((read(SETTINGS_SLOT) as { billing?: unknown }).billing)
      },
      async saveBillingSettings(billing) {
        const settings = read(SETTINGS_SLOT) as { branding: Branding }
        replace(SETTINGS_SLOT, { ...settings, billing: copy(billing) })
      },
      async claimIdempotencyKey(key, since) {
        const record = (newAnswers ?? answers).get(key)
        return record && record.created_at >= since ? copy(record) : null
      },
      async saveIdempotencyKey(record, since) {
        const kept = [...(newAnswers ?? answers)].filter(([, r]) => r.created_at >= since)
        newAnswers = new Map([...kept, [record.key, copy(record)]])
      },
      // The browser-only demo has no sign-in (SPEC section 6).
      auth: null,
      audit: null,
      stamps: null,
      mailTemplates: null,
      followUps: null,
      hub: null,
      providerPayments: null,
      clientHub: null,
      estimateResponses: null,
      jobActivity: null,
      time: null,
      outbox: null,
      // No History and no notifications in the demo: nobody signs in, nothing happens on its own.
      events: null,
      notifications: null,
      imports: {
        async save(record) {
          const kept = (read(IMPORTS_SLOT) as ImportRecord[]).filter((r) => r.id !== record.id)
          replace(IMPORTS_SLOT, [...kept, copy(record)])
        },
        async get(id) {
          const found = (read(IMPORTS_SLOT) as ImportRecord[]).find((r) => r.id === id)
          return found ? copy(found) : null
        },
        async list(limit) {
          const newest = [...(read(IMPORTS_SLOT) as ImportRecord[])].sort((a, b) => b.at - a.at)
          return newest.slice(0, limit).map((r) => summaryOf(copy(r)))
        },
      },
      async exportRows(collection, onPage) {
        await onPage(copy(read(collectionSlot(collection).name)) as Row[])
      },
      async replaceAll(data) {
        for (const slot of slots) replace(slot.name, copy(slot.fromSeed(data)))
        newAnswers = new Map()
      },
    }

    const commit = () => {
      if (changed.size > 0) {
        const names = [...changed]
        const backups = names.flatMap((name): [string, string][] => {
          const text = pendingBackups.get(name)
          return text === undefined ? [] : [[freeBackupKey(storage, name, text), text]]
        })
        writeAll([
          ...backups,
          ...names.map((name): [string, string] => [slotKey(name), JSON.stringify(working.get(name))]),
        ])
        for (const name of names) {
          cache.set(name, working.get(name))
          pendingBackups.delete(name)
        }
      }
      if (newAnswers) answers = newAnswers
    }
    return { tx, commit }
  }

  async function run<T>(work: (tx: StoreTx) => Promise<T>): Promise<T> {
    ensureSeeded()
    const { tx, commit } = begin()
    const result = await work(tx)
    commit()
    return result
  }

  const onStorage = (event: StorageEvent) => {
    if (!isDemoKey(event.key)) return
    // Another tab changed our data: read it afresh next time (and reseed if it was cleared).
    cache.clear()
    pendingBackups.clear()
    seededChecked = false
  }
  const win = typeof window !== 'undefined' ? window : undefined
  win?.addEventListener('storage', onStorage)

  return {
    kind: 'local',
    transaction<T>(work: (tx: StoreTx) => Promise<T>): Promise<T> {
      const result = queue.then(() => run(work))
      queue = result.catch(() => undefined)
      return result
    },
    read<T>(work: (tx: StoreTx) => Promise<T>): Promise<T> {
      return this.transaction(work)
    },
    // Transactions run one at a time here: each one already sees a single moment.
    snapshot<T>(work: (tx: StoreTx) => Promise<T>): Promise<T> {
      return this.transaction(work)
    },
    dispose() {
      win?.removeEventListener('storage', onStorage)
    },
  }
}
