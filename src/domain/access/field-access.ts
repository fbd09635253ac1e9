// Fields of a record that not everyone who reads the record may see (issue #20): a Foreman reads
// the employees of their crews but not what they earn. The API leaves these fields out of every
// answer (api/visible-fields.ts: lists, records, searches, CSV, figures, files) and refuses to sort
// or match by them; the web app shows them only to the roles that hold the permission.
import type { CollectionName } from '../resources'
import { can, type Permission, type Scope } from './permissions'
import type { Role } from './roles'

/** Answers that are no collection's records but carry fields some roles may not see. */
export type AnswerName = 'company-stats'

/**
 * Per collection (and per named answer), the fields that need a permission beyond the read of the
 * route that answers them.
 */
export const FIELD_PERMISSIONS: Readonly<
  Partial<Record<CollectionName | AnswerName, Readonly<Record<string, Permission>>>>
> = {
  employees: { hourly_rate: 'pay:read' },
  // A company's revenue is money: the roles without billing get its other figures.
  'company-stats': { total_revenue: 'billing:read' },
}

/**
 * What a user who reads a collection only for their own work sees of its records: a Crew user sees
 * the name, phone and address of their jobs' clients, not the rest of the client record.
 */
export const OWN_WORK_FIELDS: Readonly<Partial<Record<CollectionName, readonly string[]>>> = {
  persons: ['id', 'name', 'phone', 'location', 'version'],
}

/**
 * The fields of `record` (of `collection`) that `role`, reading with `scope`, may not see; none for
 * the demo, which has no roles. Without a record, the own-work cut names no field: ask
 * `seesFieldOf` about one field.
 */
export function hiddenFieldsOf(
  collection: string,
  role: Role | null,
  scope: Scope = 'all',
  record: object = {},
): readonly string[] {
  if (role === null) return []
  const own = scope === 'own' ? OWN_WORK_FIELDS[collection as CollectionName] : undefined
  const hidden = own ? Object.keys(record).filter((field) => !own.includes(field)) : []
  const fields = FIELD_PERMISSIONS[collection as CollectionName] ?? {}
  for (const [field, permission] of Object.entries(fields))
    if (!can(role, permission) && !hidden.includes(field)) hidden.push(field)
  return hidden
}

/** Whether `role`, reading `collection` with `scope`, may see `field` of its records. */
export const seesFieldOf = (
  collection: string,
  field: string,
  role: Role | null,
  scope: Scope = 'all',
): boolean => !hiddenFieldsOf(collection, role, scope, { [field]: null }).includes(field)

/** A copy of `record` without the `hidden` fields (the record itself when there are none). */
export function withoutFields<T extends object>(record: T, hidden: readonly string[]): T {
  if (hidden.length === 0) return record
  const copy: Record<string, unknown> = { ...(record as Record<string, unknown>) }
  for (const field of hidden) delete copy[field]
  return copy as T
}
