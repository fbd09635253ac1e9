// The columns of each list's CSV export: the spec's field names as headers (so an exported persons
// or companies file maps itself when imported again), dates as ISO 8601 in UTC, lists joined.
import type { CollectionName } from '../resources'

type ColumnKind = 'text' | 'date' | 'list' | 'json'
export type CsvColumn = { field: string; kind: ColumnKind }

const col = (field: string, kind: ColumnKind = 'text'): CsvColumn => ({ field, kind })

export const CSV_EXPORTS = {
  persons: [
    col('id'),
    col('name'),
    col('email'),
    col('phone'),
    col('tags', 'list'),
    col('location'),
    col('created_at', 'date'),
    col('last_activity_at', 'date'),
  ],
  companies: [
    col('id'),
    col('name'),
    col('website'),
    col('sites', 'list'),
    col('notes'),
    col('primary_contact'),
    col('contacts', 'list'),
  ],
  jobs: [
    col('id'),
    col('title'),
    col('status'),
    col('date', 'date'),
    col('address'),
    col('client_person_id'),
    col('assigned_crew_id'),
    col('notes'),
    col('crew_instructions'),
    col('created_at', 'date'),
  ],
  estimates: [
    col('id'),
    col('status'),
    col('client_person_id'),
    col('subtotal'),
    col('tax'),
    col('total'),
    col('line_items', 'json'),
    col('job_id'),
    col('notes'),
    col('created_at', 'date'),
  ],
  invoices: [
    col('id'),
    col('number'),
    col('status'),
    col('amount'),
    col('due_date', 'date'),
    col('client_person_id'),
    col('job_id'),
    col('created_at', 'date'),
  ],
  payments: [col('id'), col('date', 'date'), col('method'), col('amount'), col('invoice_id')],
} as const satisfies Partial<Record<CollectionName, readonly CsvColumn[]>>

export type CsvExportCollection = keyof typeof CSV_EXPORTS
export const CSV_EXPORT_COLLECTIONS = Object.keys(CSV_EXPORTS) as CsvExportCollection[]

export const isCsvExportCollection = (name: string): name is CsvExportCollection =>
  name in CSV_EXPORTS

function cellOf(value: unknown, kind: ColumnKind): string | number {
  if (value === null || value === undefined) return ''
  if (kind === 'date' && typeof value === 'number') return new Date(value).toISOString()
  if (kind === 'list' && Array.isArray(value)) return value.map(String).join('; ')
  if (kind === 'json') return JSON.stringify(value)
  return typeof value === 'number' ? value : String(value)
}

/** The header row of an export of `columns` (a collection's, or those of them a role may see). */
export const csvHeader = (columns: readonly CsvColumn[]): string[] => columns.map((c) => c.field)

/** One record as the cells of its export row. */
export function csvRow(
  columns: readonly CsvColumn[],
  row: Record<string, unknown>,
): (string | number)[] {
  return columns.map((c) => cellOf(row[c.field], c.kind))
}
