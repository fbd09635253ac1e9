// The file's rows as the mapping says: each column's text under its field. Two columns given the
// same field are joined (two address lines; tags with a comma); empty cells are left out.
import type { ImportField } from './import-fields'
import type { MappedRow } from './import-rows'

export function mapRow(
  cells: readonly string[],
  mapping: readonly (ImportField | null)[],
): MappedRow {
  const row: MappedRow = {}
  for (const [i, field] of mapping.entries()) {
    const text = (cells[i] ?? '').trim()
    if (!field || !text) continue
    const before = row[field]
    row[field] = before ? `${before}${field === 'tags' ? ',' : ' '}${text}` : text
  }
  return row
}

export const mapRows = (
  rows: readonly (readonly string[])[],
  mapping: readonly (ImportField | null)[],
): MappedRow[] => rows.map((cells) => mapRow(cells, mapping))
