// CSV imports of persons and companies (issue #21): the mapped rows checked again with the domain's
// create schemas (the browser's preview is never trusted), duplicates found by e-mail and phone
// (companies: by name) against the stored records and within the file, then every write in the
// caller's one transaction; and the undo of a whole import while none of its records has changed.
import type { ImportKind } from '../../domain/imports/import-fields'
import { planImport, countsOf, type ExistingRecord } from '../../domain/imports/import-plan'
import {
  importRequestSchema,
  summaryOf,
  type ImportRecord,
  type ImportResult,
  type ImportSummary,
} from '../../domain/imports/import-record'
import { duplicateKeysOf } from '../../domain/imports/import-rows'
import { AppError, parseOrThrow } from '../../domain/shared/app-error'
import type { RuleContext } from '../../domain/shared/context'
import { titleOf } from '../access/audit-events'
import { buildRecord, deleteRecord, getOrThrow, patchRecord } from '../records/records'
import type { Row, StoreTx } from '../shared/store'

/** Every stored record of `kind` by its duplicate keys (the first record keeps a shared key). */
async function existingByKey(tx: StoreTx, kind: ImportKind): Promise<Map<string, ExistingRecord>> {
  const byKey = new Map<string, ExistingRecord>()
  await tx.exportRows(kind, async (rows) => {
    for (const row of rows) {
      for (const { key } of duplicateKeysOf(kind, row)) {
        if (!byKey.has(key)) byKey.set(key, { id: row.id, title: titleOf(row) })
      }
    }
  })
  return byKey
}

const isGiven = (value: unknown) =>
  typeof value === 'string' ? value !== '' : Array.isArray(value) ? value.length > 0 : false

/** What an update changes: the fields the file gives; tags and sites are added to, not replaced. */
function patchOf(current: Row, input: Record<string, unknown>): Record<string, unknown> {
  const patch: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(input)) {
    if (!isGiven(value)) continue
    if (field === 'tags' || field === 'sites') {
      const before = Array.isArray(current[field]) ? (current[field] as string[]) : []
      patch[field] = [...before, ...(value as string[])]
    } else patch[field] = value
  }
  return patch
}

export async function importRows(
  tx: StoreTx,
  kind: ImportKind,
  body: unknown,
  ctx: RuleContext,
  actor: string,
): Promise<ImportResult> {
  const request = parseOrThrow(importRequestSchema(kind), body, 'Invalid import')
  const plan = planImport(kind, request.rows, await existingByKey(tx, kind), request.on_duplicate)
  const counts = countsOf(plan)
  const rows = plan.flatMap((p) =>
    p.action === 'create' ? [] : [{ row: p.row, action: p.action, reason: p.reason }],
  )
  if (request.dry_run) return { import: null, ...counts, rows }

  const fresh: Row[] = []
  const previous: Row[] = []
  for (const p of plan) {
    if (p.action === 'create') {
      fresh.push(await buildRecord(tx, kind, p.input, ctx))
    } else if (p.action === 'update') {
      const current = await getOrThrow(tx, kind, p.id, { forUpdate: true })
      const patch = patchOf(current, p.input)
      previous.push(current)
      await patchRecord(tx, kind, p.id, patch, ctx)
    }
  }
  // Several rows per statement: one round trip per chunk, not per row (bench/import-csv.ts).
  await tx.insertMany(kind, fresh)
  const created = fresh.map((row) => ({ id: row.id, version: row.version }))
  const record: ImportRecord = {
    id: ctx.newId(),
    kind,
    file_name: request.file_name,
    at: ctx.now,
    actor,
    ...counts,
    created_rows: created,
    previous_rows: previous,
    undone_at: null,
  }
  await tx.imports.save(record)
  return { import: summaryOf(record), ...counts, rows }
}

const names = (titles: string[]) =>
  titles.length <= 3
    ? titles.join(', ')
    : `${titles.slice(0, 3).join(', ')} and ${titles.length - 3} more`

/** Removes what an import created and puts back what it changed, or refuses and changes nothing. */
export async function undoImport(
  tx: StoreTx,
  id: string,
  ctx: RuleContext,
): Promise<ImportSummary> {
  const record = await tx.imports.get(id)
  if (!record) throw new AppError('NOT_FOUND', 'Import not found')
  if (record.undone_at !== null) throw new AppError('CONFLICT', 'This import was already undone')
  const { kind } = record
  const changed: string[] = []
  const toDelete: string[] = []
  for (const made of record.created_rows) {
    const row = await tx.get(kind, made.id, { forUpdate: true })
    // Deleted since: nothing left to undo for it.
    if (!row) continue
    if (row.version === made.version) toDelete.push(row.id)
    else changed.push(titleOf(row))
  }
  const toRestore: { before: Record<string, unknown>; version: number }[] = []
  for (const before of record.previous_rows) {
    const row = await tx.get(kind, String(before.id), { forUpdate: true })
    if (row && row.version === Number(before.version) + 1)
      toRestore.push({ before, version: row.version })
    else changed.push(titleOf(row ?? before))
  }
  if (changed.length > 0) {
    throw new AppError(
      'CONFLICT',
      `This import can no longer be undone: ${changed.length} of its records changed since (${names(changed)}). Nothing was changed.`,
    )
  }
  for (const recordId of toDelete) await deleteRecord(tx, kind, recordId)
  for (const { before, version } of toRestore) {
    await tx.update(kind, { ...before, id: String(before.id), version: version + 1 })
  }
  const undone = { ...record, undone_at: ctx.now }
  await tx.imports.save(undone)
  return summaryOf(undone)
}
