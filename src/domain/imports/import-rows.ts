// One mapped row of an import file as the domain's create input (the create schemas of persons and
// companies check it, with their own messages), and the keys that find its duplicates.
import { createCompanyInput } from '../crm/company'
import { createPersonInput } from '../crm/person'
import type { ImportField, ImportKind } from './import-fields'

/** A row as the mapping made it: field -> cell text. */
export type MappedRow = Partial<Record<ImportField, string>>

/** Rows one import may hold. */
export const MAX_IMPORT_ROWS = 10_000
/**
 * The largest import request the server accepts (its mapped rows as JSON): 10,000 rows of a
 * customer list with addresses and notes, with room to spare.
 */
export const MAX_IMPORT_BYTES = 16 * 1024 * 1024
/** The longest cell an import takes (the longest field the create schemas accept, notes, is less). */
export const MAX_IMPORT_CELL = 5_000

const text = (row: MappedRow, field: ImportField) => (row[field] ?? '').trim()

/** "12 Elm St, Springfield, IL 62701" from the address columns present. */
export function addressOf(row: MappedRow): string {
  const stateZip = [text(row, 'state'), text(row, 'zip')].filter(Boolean).join(' ')
  return [text(row, 'street'), text(row, 'city'), stateZip].filter(Boolean).join(', ')
}

/** A person's create input: the name or first + last (or the company), phone or mobile. */
export function personInputOf(row: MappedRow): Record<string, string> {
  const fullName = [text(row, 'first_name'), text(row, 'last_name')].filter(Boolean).join(' ')
  return {
    name: text(row, 'name') || fullName || text(row, 'company'),
    email: text(row, 'email'),
    phone: text(row, 'phone') || text(row, 'mobile'),
    location: text(row, 'location') || addressOf(row),
    tags: text(row, 'tags').replace(/;/g, ','),
  }
}

/** A company's create input: its address (or the sites column, split at ';') as its sites. */
export function companyInputOf(row: MappedRow): Record<string, unknown> {
  const address = addressOf(row)
  const sites = text(row, 'sites')
    .split(';')
    .map((s) => s.trim())
  return {
    name: text(row, 'name'),
    website: text(row, 'website'),
    notes: text(row, 'notes'),
    sites: [address, ...sites].filter(Boolean),
  }
}

export type CheckedRow =
  { ok: true; input: Record<string, unknown> } | { ok: false; errors: string[] }

/** The row as the create schema takes it, or that schema's messages (each once). */
export function checkImportRow(kind: ImportKind, row: MappedRow): CheckedRow {
  const result =
    kind === 'persons'
      ? createPersonInput.safeParse(personInputOf(row))
      : createCompanyInput.safeParse(companyInputOf(row))
  if (result.success) return { ok: true, input: result.data as Record<string, unknown> }
  return { ok: false, errors: [...new Set(result.error.issues.map((i) => i.message))] }
}

/** A phone number's digits (a leading US country code dropped); null when too short to compare. */
export function phoneKey(phone: string): string | null {
  const digits = phone.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return national.length >= 7 ? national : null
}

export type DuplicateKey = { key: string; label: 'email' | 'phone' | 'name' }

/** What makes two records the same: persons by e-mail or phone, companies by name. */
export function duplicateKeysOf(kind: ImportKind, record: Record<string, unknown>): DuplicateKey[] {
  const str = (field: string) => (typeof record[field] === 'string' ? record[field] : '')
  if (kind === 'companies') {
    const name = str('name').trim().toLowerCase().replace(/\s+/g, ' ')
    return name ? [{ key: `name:${name}`, label: 'name' }] : []
  }
  const keys: DuplicateKey[] = []
  const email = str('email').trim().toLowerCase()
  if (email) keys.push({ key: `email:${email}`, label: 'email' })
  const phone = phoneKey(str('phone'))
  if (phone) keys.push({ key: `phone:${phone}`, label: 'phone' })
  return keys
}
