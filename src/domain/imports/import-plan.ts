// What an import does with each row, decided before anything is written (the preview's dry run and
// the commit use the same plan): create it, update the existing record it duplicates, or skip it
// with the reason (invalid, a repeat of an earlier row of the file, an existing record kept).
import type { ImportKind } from './import-fields'
import { checkImportRow, duplicateKeysOf, type MappedRow } from './import-rows'

export const DUPLICATE_CHOICES = ['skip', 'update'] as const
export type DuplicateChoice = (typeof DUPLICATE_CHOICES)[number]

/** An existing record an import can match, by its duplicate keys. */
export type ExistingRecord = { id: string; title: string }

export type PlannedRow =
  /** `row`: the spreadsheet's row number (the header is row 1). */
  | { row: number; action: 'create'; input: Record<string, unknown> }
  | { row: number; action: 'update'; id: string; input: Record<string, unknown>; reason: string }
  | { row: number; action: 'skip'; reason: string; errors?: string[] }

export const rowNumberOf = (index: number): number => index + 2

export function planImport(
  kind: ImportKind,
  rows: readonly MappedRow[],
  existing: ReadonlyMap<string, ExistingRecord>,
  onDuplicate: DuplicateChoice,
): PlannedRow[] {
  /** Duplicate key -> the row of this file that has it. */
  const seenKeys = new Map<string, number>()
  /** Existing record id -> the row of this file that updates it. */
  const seenIds = new Map<string, number>()
  return rows.map((mapped, index): PlannedRow => {
    const row = rowNumberOf(index)
    const checked = checkImportRow(kind, mapped)
    if (!checked.ok) {
      return { row, action: 'skip', reason: checked.errors.join('; '), errors: checked.errors }
    }
    const keys = duplicateKeysOf(kind, checked.input)
    const earlier = keys.find((k) => seenKeys.has(k.key))
    if (earlier) {
      return {
        row,
        action: 'skip',
        reason: `Same ${earlier.label} as row ${seenKeys.get(earlier.key)}`,
      }
    }
    const match = keys.find((k) => existing.has(k.key))
    const record = match ? existing.get(match.key) : undefined
    for (const k of keys) seenKeys.set(k.key, row)
    if (!match || !record) return { row, action: 'create', input: checked.input }
    const updatedBy = seenIds.get(record.id)
    if (updatedBy !== undefined) {
      return { row, action: 'skip', reason: `Same record (${record.title}) as row ${updatedBy}` }
    }
    seenIds.set(record.id, row)
    const reason = `Same ${match.label} as ${record.title}`
    return onDuplicate === 'update'
      ? { row, action: 'update', id: record.id, input: checked.input, reason }
      : { row, action: 'skip', reason: `Already exists: ${reason}` }
  })
}

export type ImportCounts = { created: number; updated: number; skipped: number }

export function countsOf(plan: readonly PlannedRow[]): ImportCounts {
  const counts = { created: 0, updated: 0, skipped: 0 }
  for (const p of plan) {
    if (p.action === 'create') counts.created++
    else if (p.action === 'update') counts.updated++
    else counts.skipped++
  }
  return counts
}
