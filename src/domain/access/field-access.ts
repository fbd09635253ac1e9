// Fields of a record that not everyone who reads the record may see (issue #20): a Foreman reads
// the employees of their crews but not what they earn. The API leaves these fields out of its
// answers and refuses to sort by them; the web app shows them only to the roles that hold the
// permission.
import type { CollectionName } from '../resources'
import { can, type Permission } from './permissions'
import type { Role } from './roles'

/** Per collection, the fields that need a permission beyond the collection's own read. */
export const FIELD_PERMISSIONS: Readonly<
  Partial<Record<CollectionName, Readonly<Record<string, Permission>>>>
> = {
  employees: { hourly_rate: 'pay:read' },
}

/** The fields of `collection` that `role` may not see (none for the demo, which has no roles). */
export function hiddenFieldsOf(collection: string, role: Role | null): readonly string[] {
  if (role === null) return []
  const fields = FIELD_PERMISSIONS[collection as CollectionName]
  if (!fields) return []
  return Object.entries(fields)
    .filter(([, permission]) => !can(role, permission))
    .map(([field]) => field)
}

/** A copy of `record` without the `hidden` fields (the record itself when there are none). */
export function withoutFields<T extends object>(record: T, hidden: readonly string[]): T {
  if (hidden.length === 0) return record
  const copy: Record<string, unknown> = { ...(record as Record<string, unknown>) }
  for (const field of hidden) delete copy[field]
  return copy as T
}
