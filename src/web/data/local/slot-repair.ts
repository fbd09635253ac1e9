// Reading one demo key back from localStorage and repairing it: a corrupt value is replaced by its
// default (SPEC section 6), and its text is kept under a backup key that never overwrites an earlier
// backup (decision 010), so nothing the user typed is lost.
import type { SeedData } from '../../../domain/seed/seed'
import { backupKey, slotKey } from './storage-keys'
import { slotByName, type ParseOutcome, type SlotValue } from './stored-slots'

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export type SlotReadOptions = {
  storage: StorageLike
  warn: (message: string, detail?: unknown) => void
  /** The defaults of a missing or corrupt key. */
  sampleData: () => SeedData
  /**
   * Corrupt texts whose backup could not be written (storage full), by slot name: the store's
   * first write of that key must save the backup as well.
   */
  pendingBackups: Map<string, string>
}

/**
 * The backup key for `text` of slot `name`: the first of backup.<name>, backup.<name>.2, ... that
 * is free or already holds this text, so an earlier backup is never overwritten.
 */
export function freeBackupKey(storage: StorageLike, name: string, text: string): string {
  for (let n = 1; ; n++) {
    const key = n === 1 ? backupKey(name) : `${backupKey(name)}.${n}`
    const held = storage.getItem(key)
    if (held === null || held === text) return key
  }
}

/** Reads and validates one key; a corrupt value falls back to its sample rows. */
export function readSlot(name: string, options: SlotReadOptions): SlotValue {
  const { storage, warn, sampleData } = options
  const slot = slotByName.get(name)
  if (!slot) throw new Error(`Unknown storage slot ${name}`)
  const key = slotKey(name)
  let text: string | null = null
  try {
    text = storage.getItem(key)
  } catch (error) {
    warn(`Demo storage: cannot read ${key}; using the sample data`, error)
  }
  if (text === null) return slot.fromSeed(sampleData())
  let outcome: ParseOutcome
  try {
    outcome = slot.parse(JSON.parse(text))
  } catch {
    outcome = { kind: 'corrupt', problem: 'not valid JSON' }
  }
  if (outcome.kind === 'ok') return outcome.value
  const value = outcome.kind === 'partial' ? outcome.value : slot.fromSeed(sampleData())
  repair(name, text, value, outcome, options)
  return value
}

/** Keeps the corrupt text under the backup key, then stores the repaired value. */
function repair(
  name: string,
  text: string,
  value: SlotValue,
  outcome: Exclude<ParseOutcome, { kind: 'ok' }>,
  { storage, warn, pendingBackups }: SlotReadOptions,
): void {
  const key = slotKey(name)
  const fallback =
    outcome.kind === 'corrupt' ? 'using the sample data instead' : 'keeping what is valid'
  warn(
    `Demo storage: ${key} was corrupt (${outcome.problem}), ${fallback}; the old text is kept in ${backupKey(name)}`,
  )
  try {
    storage.setItem(freeBackupKey(storage, name, text), text)
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
