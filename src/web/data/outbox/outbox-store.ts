// The outbox's storage in IndexedDB (idb-keyval, one store keyed by item id) with an in-memory
// snapshot for React (useSyncExternalStore). Without IndexedDB (an old or locked-down browser, a
// test without fake-indexeddb) it keeps the items in memory: the app still works, offline changes
// just do not outlive the tab.
import { clear, createStore, del, get, set, values, type UseStore } from 'idb-keyval'
import { newOutboxId } from './outbox-id'
import type { OutboxDraft, OutboxItem } from './outbox-item'

/** Every IndexedDB database of the app starts with this, so signing out can remove them all. */
export const DEVICE_DB_PREFIX = 'groundwork'
export const OUTBOX_DB = `${DEVICE_DB_PREFIX}-outbox`
const OUTBOX_STORE = 'items'

type Backend = {
  all: () => Promise<OutboxItem[]>
  get: (id: string) => Promise<OutboxItem | undefined>
  put: (item: OutboxItem) => Promise<void>
  remove: (id: string) => Promise<void>
  /** Empties the store and lets go of the database, so it can be deleted. */
  close: () => Promise<void>
}

function idbBackend(): Backend {
  const store: UseStore = createStore(OUTBOX_DB, OUTBOX_STORE)
  // Signing out in another tab deletes the database: this tab lets go of it rather than block that,
  // and opens it anew (empty) on its next use.
  void store('readonly', (s) => {
    const db = s.transaction.db
    db.onversionchange = () => {
      db.close()
      if (backend === self) backend = null
    }
  }).catch(() => undefined)
  const self: Backend = {
    all: () => values<OutboxItem>(store),
    get: (id) => get<OutboxItem>(id, store),
    put: (item) => set(item.id, item, store),
    remove: (id) => del(id, store),
    close: async () => {
      await clear(store)
      await store('readonly', (s) => s.transaction.db.close())
    },
  }
  return self
}

function memoryBackend(): Backend {
  const items = new Map<string, OutboxItem>()
  return {
    all: async () => [...items.values()],
    get: async (id) => items.get(id),
    put: async (item) => void items.set(item.id, item),
    remove: async (id) => void items.delete(id),
    close: async () => items.clear(),
  }
}

let backend: Backend | null = null
const open = (): Backend =>
  (backend ??= typeof indexedDB === 'undefined' ? memoryBackend() : idbBackend())

export type OutboxSnapshot = {
  items: readonly OutboxItem[]
  /** Items waiting to be sent (conflicts and refusals wait for the person instead). */
  pending: number
  /** False until the stored items were read once. */
  loaded: boolean
}

const EMPTY: OutboxSnapshot = { items: [], pending: 0, loaded: false }
let snapshot = EMPTY
const listeners = new Set<() => void>()

const bySeq = (a: OutboxItem, b: OutboxItem) => a.seq - b.seq

/** The stored items, oldest first. */
export async function listOutbox(): Promise<OutboxItem[]> {
  const items = (await open().all()).sort(bySeq)
  const next: OutboxSnapshot = {
    items,
    pending: items.filter((i) => i.state === 'pending').length,
    loaded: true,
  }
  // A new object only when something changed: useSyncExternalStore re-renders on every new one.
  if (!sameItems(snapshot, next)) {
    snapshot = next
    for (const listener of listeners) listener()
  }
  return items
}

/** What the screens show of the items: a new snapshot only when it changes. */
const shownAs = (s: OutboxSnapshot) =>
  `${s.loaded}|${s.items.map((i) => `${i.id}:${i.state}:${i.photos?.length ?? 0}`).join(',')}`

function sameItems(a: OutboxSnapshot, b: OutboxSnapshot): boolean {
  return shownAs(a) === shownAs(b)
}

export const getOutboxItem = (id: string): Promise<OutboxItem | undefined> => open().get(id)

let lastSeq = 0

/** Writes a change to the outbox; the item keeps its place after everything stored before it. */
export async function enqueue(draft: OutboxDraft, now = Date.now()): Promise<OutboxItem> {
  const stored = await open().all()
  const seq = Math.max(now, lastSeq + 1, ...stored.map((i) => i.seq + 1))
  lastSeq = seq
  const { id = newOutboxId(), ...rest } = draft
  const item: OutboxItem = { ...rest, id, seq, state: 'pending' }
  await open().put(item)
  await listOutbox()
  return item
}

/** Stores a changed item (its state after a replay, or the photos it has uploaded so far). */
export async function saveOutboxItem(item: OutboxItem): Promise<void> {
  await open().put(item)
  await listOutbox()
}

/** Removes an item: sent, or discarded by the person. */
export async function removeOutboxItem(id: string): Promise<void> {
  await open().remove(id)
  await listOutbox()
}

export const discardOutboxItem = removeOutboxItem

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener)
  if (!snapshot.loaded) void listOutbox()
  return () => void listeners.delete(listener)
}

export const getOutboxSnapshot = (): OutboxSnapshot => snapshot

/** How many changes of this device have not reached the server (waiting, in conflict or refused). */
export async function countUnsyncedChanges(): Promise<number> {
  return (await listOutbox()).length
}

/** For the sign-out flow: signing out with changes still on the phone loses them. */
export async function hasUnsyncedChanges(): Promise<boolean> {
  return (await countUnsyncedChanges()) > 0
}

/**
 * Removes what the app keeps on this device: the outbox and every other IndexedDB database of
 * the app (named `groundwork…`). For signing out: the next user of the phone sees none of it.
 */
export async function clearDeviceData(): Promise<void> {
  if (backend) await backend.close()
  backend = null
  lastSeq = 0
  snapshot = { ...EMPTY, loaded: true }
  for (const listener of listeners) listener()
  if (typeof indexedDB === 'undefined') return
  // indexedDB.databases() is missing in older browsers: the outbox's own database goes anyway.
  const names = new Set([OUTBOX_DB])
  if (typeof indexedDB.databases === 'function') {
    for (const db of await indexedDB.databases())
      if (db.name?.startsWith(DEVICE_DB_PREFIX)) names.add(db.name)
  }
  await Promise.all([...names].map(deleteDatabase))
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name)
    request.onsuccess = () => resolve()
    request.onerror = () => reject(request.error ?? new Error(`Could not delete ${name}`))
    // Another tab holds it open: it is deleted once that tab lets go; signing out need not wait.
    request.onblocked = () => resolve()
  })
}

/** Tests: forget the module's memory, as a new page load would (the stored items stay). */
export function resetOutboxMemory(): void {
  backend = null
  lastSeq = 0
  snapshot = EMPTY
}
