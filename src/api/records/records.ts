// The generic use cases every collection gets: list, get, create, patch, delete. They validate with
// the collection's schemas, keep references intact and bump `version` on every write.
import { AppError, notFound, parseOrThrow } from '../../domain/shared/app-error'
import { eq } from '../../domain/shared/condition'
import type { RuleContext } from '../../domain/shared/context'
import type { ListQuery, ListSpec } from '../../domain/shared/list-query'
import { STALE_EDIT_MESSAGE, type Reference } from '../../domain/shared/resource'
import {
  getResource,
  missingReferenceMessage,
  referencesFrom,
  restrictMessage,
} from '../../domain/resources'
import { applyCreateRules, applyDeleteRules, applyPatchRules } from './patch-rules'
import type { Row, RowOf, StoreTx } from '../shared/store'
import { makesEvents, recordChange } from '../history/record-history'

type AnyResource = NonNullable<ReturnType<typeof getResource>>

export function resourceOrThrow(collection: string): AnyResource {
  const def = getResource(collection)
  if (!def) throw new AppError('NOT_FOUND', `Unknown collection ${collection}`)
  return def
}

export async function getOrThrow<C extends string>(
  tx: StoreTx,
  collection: C,
  id: string,
  options?: { forUpdate?: boolean },
): Promise<RowOf<C>> {
  const row = await tx.get(collection, id, options)
  if (!row) throw notFound(resourceOrThrow(collection).label)
  return row
}

/** Every non-null reference of `row` must name an existing record. */
export async function checkReferences(
  tx: StoreTx,
  collection: string,
  row: Record<string, unknown>,
  changed?: ReadonlySet<string>,
): Promise<void> {
  const fields: Record<string, string> = {}
  for (const ref of referencesFrom(collection)) {
    if (changed && !changed.has(ref.field)) continue
    const value = row[ref.field]
    const ids = ref.isArray
      ? ((value as string[] | undefined) ?? [])
      : typeof value === 'string'
        ? [value]
        : []
    if (ids.length === 0) continue
    const found = await tx.existing(ref.target, 'id', ids)
    if (ids.some((id) => !found.has(id))) {
      fields[ref.field] = missingReferenceMessage(ref.field, ref.target)
    }
  }
  const first = Object.values(fields)[0]
  if (first) throw new AppError('VALIDATION', first, fields)
}

async function nextNumber(
  tx: StoreTx,
  collection: string,
  numbering: { field: string; format: (sequence: number) => string },
): Promise<string> {
  let sequence = (await tx.count(collection, null)) + 1
  for (;;) {
    const window = Array.from({ length: 50 }, (_, i) => numbering.format(sequence + i))
    const taken = await tx.existing(collection, numbering.field, window)
    const free = window.find((n) => !taken.has(n))
    if (free) return free
    sequence += 50
  }
}

/** A page of `collection`; `spec` narrows its list spec (the fields a caller's search may match). */
export async function listRecords(
  tx: StoreTx,
  collection: string,
  query: ListQuery,
  now: number,
  spec: ListSpec = resourceOrThrow(collection).list,
) {
  return tx.list(collection, spec, query, now)
}

/** The row a create would insert: checked, built, numbered, its rules applied and references checked. */
export async function buildRecord(
  tx: StoreTx,
  collection: string,
  body: unknown,
  ctx: RuleContext,
): Promise<Row> {
  const def = resourceOrThrow(collection)
  const input = parseOrThrow(def.createInput, body)
  const built = def.build(input, ctx) as Record<string, unknown> & { id: string }
  if (def.numbering) built[def.numbering.field] = await nextNumber(tx, collection, def.numbering)
  const row = await applyCreateRules(tx, collection, { ...built, version: 1 }, ctx)
  await checkReferences(tx, collection, row)
  return row
}

export async function createRecord(
  tx: StoreTx,
  collection: string,
  body: unknown,
  ctx: RuleContext,
): Promise<Row> {
  const row = await buildRecord(tx, collection, body, ctx)
  await insertRow(tx, collection, row)
  return row
}

/** Inserts a new row, with its History event ("Created", "Payment of $120.00 recorded"). */
export async function insertRow(tx: StoreTx, collection: string, row: Row): Promise<void> {
  await tx.insert(collection, row)
  await recordChange(tx, collection, null, row)
}

export async function patchRecord(
  tx: StoreTx,
  collection: string,
  id: string,
  body: unknown,
  ctx: RuleContext,
  /** Refuses a row the caller may not change (a Crew user's work order that is not theirs). */
  guard?: (current: Row, patch: Record<string, unknown>) => Promise<void>,
): Promise<Row> {
  const def = resourceOrThrow(collection)
  const patch = parseOrThrow(def.patchInput, body) as Record<string, unknown>
  const current = await getOrThrow(tx, collection, id, { forUpdate: true })
  await guard?.(current, patch)
  if (patch.version !== undefined && patch.version !== current.version) {
    throw new AppError('CONFLICT', STALE_EDIT_MESSAGE)
  }
  const next = def.applyPatch(current, patch, ctx) as Record<string, unknown>
  const patched: Row = { ...next, id: current.id, version: current.version + 1 }
  const row = await applyPatchRules(tx, collection, patched, ctx)
  await checkReferences(tx, collection, row, new Set(Object.keys(patch)))
  await tx.update(collection, row)
  await recordChange(tx, collection, current, row)
  return row
}

/**
 * Saves a changed row with the next version, and the History events of the change (a status moved,
 * a crew assigned): every command saves through here, so none of them writes events of its own.
 */
export async function saveRow(
  tx: StoreTx,
  collection: string,
  row: Record<string, unknown> & { id: string },
  previousVersion: number,
): Promise<Row> {
  const saved: Row = { ...row, version: previousVersion + 1 }
  // The commands hold the row locked already (forUpdate): this reads what they locked.
  const before = makesEvents(tx, collection) ? await tx.get(collection, row.id) : null
  await tx.update(collection, saved)
  if (before) await recordChange(tx, collection, before, saved)
  return saved
}

/**
 * Deletes a record (and what its references say goes with it); the row it was. A refusal names how
 * many rows block it only when the caller may read all of them (`readsAll`).
 */
export async function deleteRecord(
  tx: StoreTx,
  collection: string,
  id: string,
  readsAll: (collection: string) => boolean = () => true,
): Promise<Row> {
  const def = resourceOrThrow(collection)
  const row = await getOrThrow(tx, collection, id, { forUpdate: true })
  await applyDeleteRules(tx, collection, id)
  const refs = def.referencedBy as readonly Reference[]
  for (const ref of refs.filter((r) => r.onDelete === 'restrict')) {
    const count = await tx.count(ref.collection, eq(ref.field, id))
    if (count > 0) {
      const isHidden = !readsAll(ref.collection)
      throw new AppError('CONFLICT', restrictMessage(def.label, count, ref.collection, isHidden))
    }
  }
  for (const ref of refs) {
    if (ref.onDelete === 'pull') {
      await tx.pull(ref.collection, ref.field, id)
    } else if (ref.onDelete === 'setNull') {
      for (const row of await tx.findAll(ref.collection, eq(ref.field, id))) {
        await saveRow(tx, ref.collection, { ...row, [ref.field]: null }, row.version)
      }
    } else if (ref.onDelete === 'cascade') {
      for (const row of await tx.findAll(ref.collection, eq(ref.field, id))) {
        await deleteRecord(tx, ref.collection, row.id)
      }
    }
  }
  await tx.remove(collection, id)
  return row
}
