// The storage port over the browser's localStorage (browser-only demo): one JSON key per collection,
// seeded once, corrupt values replaced by the sample rows with the corrupt text kept under a backup
// key. Transactions run one at a time on in-memory copies and write every changed key at the end, or
// put every key back as it was.
import type { z } from 'zod'
import type { IdempotencyRecord } from '../../../api/idempotency'
import type { Row, Store, StoreTx } from '../../../api/store'
import { resources } from '../../../domain/resources'
import { generateSeed, type SeedData } from '../../../domain/seed/seed'
import { AppError } from '../../../domain/shared/app-error'
import { aggregateInMemory } from '../../../domain/shared/aggregate'
import { matches } from '../../../domain/shared/condition'
import { listInMemory } from '../../../domain/shared/list-in-memory'
import { brandingOrDefault, type Branding } from '../../../domain/settings/branding'
import { activityEntrySchema, type ActivityEntry } from '../../../domain/tools/activity'
import { planSchema, type Plan } from '../../../domain/tools/plan'
import { ACTIVITY_SLOT, PLAN_SLOT, SEEDED_KEY, SETTINGS_SLOT, backupKey, isDemoKey, slotKey } from './storage-keys'

export const STORAGE_FULL_MESSAGE =
  'Browser storage is full: the change was not saved. Export your data or delete some media, then try again.'

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

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

type SlotValue = unknown
type ParseOutcome =
  | { kind: 'ok'; value: SlotValue }
  /** Some rows were unusable and dropped; the rest is kept. */
  | { kind: 'partial'; value: SlotValue; problem: string }
  | { kind: 'corrupt'; problem: string }

/** How one key is read: its validation and its default (from the sample data). */
type Slot = {
  name: string
  parse: (json: unknown) => ParseOutcome
  fromSeed: (seed: SeedData) => SlotValue
}

/**
 * A list of rows: each row must pass `schema` and have an id not seen before. Unusable rows are
 * dropped; a value that is not an array, or a non-empty array without one usable row, is corrupt.
 */
function rowListParser(schema: z.ZodType, idOf: (row: unknown) => string | null) {
  return (json: unknown): ParseOutcome => {
    if (!Array.isArray(json)) return { kind: 'corrupt', problem: 'not a list' }
    const kept: unknown[] = []
    const seen = new Set<string>()
    let dropped = 0
    for (const item of json) {
      const result = schema.safeParse(item)
      const id = result.success ? idOf(result.data) : null
      if (!result.success || (id !== null && seen.has(id))) {
        dropped++
        continue
      }
      if (id !== null) seen.add(id)
      kept.push(result.data)
    }
    if (json.length > 0 && kept.length === 0) {
      return { kind: 'corrupt', problem: `none of its ${json.length} rows is valid` }
    }
    if (dropped > 0) {
      return { kind: 'partial', value: kept, problem: `${dropped} of ${json.length} rows were invalid and dropped` }
    }
    return { kind: 'ok', value: kept }
  }
}

const idOfRow = (row: unknown) => (row as { id: string }).id

const collectionSlots: Slot[] = resources.map((r) => ({
  name: r.name,
  parse: rowListParser(r.schema as z.ZodType, idOfRow),
  fromSeed: (seed: SeedData) => seed[r.name as keyof SeedData],
}))

const slots: Slot[] = [
  ...collectionSlots,
  {
    name: PLAN_SLOT,
    parse: (json) => {
      const result = planSchema.safeParse(json)
      return result.success ? { kind: 'ok', value: result.data } : { kind: 'corrupt', problem: 'not a plan' }
    },
    fromSeed: (seed) => seed.plan,
  },
  {
    name: ACTIVITY_SLOT,
    parse: rowListParser(activityEntrySchema, () => null),
    fromSeed: (seed) => seed.activity,
  },
  {
    name: SETTINGS_SLOT,
    // Each setting falls back to its default on its own, so one bad value does not lose the rest;
    // a value that needed a default counts as a repair (the text is kept under the backup key).
    parse: (json) => {
      if (typeof json !== 'object' || json === null || Array.isArray(json)) {
        return { kind: 'corrupt', problem: 'not a settings object' }
      }
      const value = { branding: brandingOrDefault((json as { branding?: unknown }).branding) }
      return JSON.stringify(value) === JSON.stringify(json)
        ? { kind: 'ok', value }
        : { kind: 'partial', value, problem: 'some settings were invalid and replaced by their defaults' }
    },
    fromSeed: (seed) => seed.settings,
  },
]

const slotByName = new Map(slots.map((s) => [s.name, s]))
const collectionNames = new Set(collectionSlots.map((s) => s.name))

function collectionSlot(collection: string): Slot {
  const slot = collectionNames.has(collection) ? slotByName.get(collection) : undefined
  if (!slot) throw new Error(`Unknown collection ${collection}`)
  return slot
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

  /**
   * The backup key for `text` of slot `name`: the first of backup.<name>, backup.<name>.2, ... that
   * is free or already holds this text, so an earlier backup is never overwritten.
   */
  function freeBackupKey(name: string, text: string): string {
    for (let n = 1; ; n++) {
      const key = n === 1 ? backupKey(name) : `${backupKey(name)}.${n}`
      const held = storage.getItem(key)
      if (held === null || held === text) return key
    }
  }

  /** Backups of values already there when seeding (only the marker was removed): nothing is lost. */
  function backupsBeforeSeeding(values: ReadonlyMap<string, SlotValue>): [string, string][] {
    const backups: [string, string][] = []
    for (const [name, value] of values) {
      const held = storage.getItem(slotKey(name))
      if (held !== null && held !== JSON.stringify(value)) backups.push([freeBackupKey(name, held), held])
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
    const slot = slotByName.get(name)
    if (!slot) throw new Error(`Unknown storage slot ${name}`)
    const key = slotKey(name)
    let text: string | null = null
    try {
      text = storage.getItem(key)
    } catch (error) {
      warn(`Demo storage: cannot read ${key}; using the sample data`, error)
    }
    let value: SlotValue
    if (text === null) {
      value = slot.fromSeed(sampleData())
    } else {
      let outcome: ParseOutcome
      try {
        outcome = slot.parse(JSON.parse(text))
      } catch {
        outcome = { kind: 'corrupt', problem: 'not valid JSON' }
      }
      if (outcome.kind === 'ok') {
        value = outcome.value
      } else {
        value = outcome.kind === 'partial' ? outcome.value : slot.fromSeed(sampleData())
        repair(name, text, value, outcome)
      }
    }
    cache.set(name, value)
    return value
  }

  /** Keeps the corrupt text under the backup key, then stores the repaired value. */
  function repair(name: string, text: string, value: SlotValue, outcome: Exclude<ParseOutcome, { kind: 'ok' }>): void {
    const key = slotKey(name)
    const fallback = outcome.kind === 'corrupt' ? 'using the sample data instead' : 'keeping what is valid'
    warn(`Demo storage: ${key} was corrupt (${outcome.problem}), ${fallback}; the old text is kept in ${backupKey(name)}`)
    try {
      storage.setItem(freeBackupKey(name, text), text)
    } catch (error) {
      // Without a backup the corrupt text stays where it is and the repaired value lives in memory;
      // the first write of this key must then save the backup as well.
      pendingBackups.set(name, text)
      warn(`Demo storage: could not back up ${key}; it stays as it is until it can be`, error)
      return
    }
    try {
      storage.setItem(key, JSON.stringify(value))
    } catch (error) {
      warn(`Demo storage: could not save the repair of ${key}`, error)
    }
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
        return row ? copy(row) : null
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
          .map(copy)
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
        return copy((read(SETTINGS_SLOT) as { branding: Branding }).branding)
      },
      async saveBranding(branding) {
        const settings = read(SETTINGS_SLOT) as { branding: Branding }
        replace(SETTINGS_SLOT, { ...settings, branding: copy(branding) })
      },
      async claimIdempotencyKey(key, since) {
        const record = (newAnswers ?? answers).get(key)
        return record && record.created_at >= since ? copy(record) : null
      },
      async saveIdempotencyKey(record, since) {
        const kept = [...(newAnswers ?? answers)].filter(([, r]) => r.created_at >= since)
        newAnswers = new Map([...kept, [record.key, copy(record)]])
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
          return text === undefined ? [] : [[freeBackupKey(name, text), text]]
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
    dispose() {
      win?.removeEventListener('storage', onStorage)
    },
  }
}
