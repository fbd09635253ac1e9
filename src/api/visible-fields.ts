// The one field-and-scope step of every answer (issue #28): what of a record the caller may see
// (domain/access/field-access.ts), for every way data leaves the server. The generic routes pass
// every record they answer with through here; a search matches only the fields the caller sees, a
// CSV export has only their columns, a figure only the fields they may read, a count only the
// collections they read, and a stored file goes only to who may read a record that names it
// (file-access.ts). A sort or exact match by a field they may not see is refused (its order and its
// matches would tell the values).
import { hiddenFieldsOf, seesFieldOf, withoutFields } from '../domain/access/field-access'
import { COLLECTION_PERMISSIONS, scopeOf } from '../domain/access/permissions'
import { resources, type CollectionName } from '../domain/resources'
import { AppError } from '../domain/shared/app-error'
import type { ListQuery, ListSpec } from '../domain/shared/list-query'
import { FORBIDDEN_MESSAGE, type Grant } from './authorize'

const roleOf = (grant: Grant | undefined) => grant?.actor?.role ?? null

const hiddenFor = (collection: string, grant: Grant | undefined, record: object = {}) =>
  hiddenFieldsOf(collection, roleOf(grant), grant?.scope, record)

/** Whether the caller may see `field` of `collection`'s records (or of a named answer). */
export const seesField = (collection: string, field: string, grant: Grant | undefined): boolean =>
  seesFieldOf(collection, field, roleOf(grant), grant?.scope)

export function visibleRecord<T extends object>(
  collection: string,
  grant: Grant | undefined,
  record: T,
): T {
  return withoutFields(record, hiddenFor(collection, grant, record))
}

export function visibleRows<T extends object>(
  collection: string,
  grant: Grant | undefined,
  rows: readonly T[],
): T[] {
  return rows.map((row) => visibleRecord(collection, grant, row))
}

export function visiblePage<T extends { items: object[] }>(
  collection: string,
  grant: Grant | undefined,
  page: T,
): T {
  if (hiddenFor(collection, grant, page.items[0]).length === 0) return page
  return { ...page, items: visibleRows(collection, grant, page.items) }
}

/**
 * The list spec a caller's list query runs with: `q` searches only the fields they see (a search
 * on a hidden field would tell its value by what it finds). Refuses a sort or an exact match by a
 * field they may not see.
 */
export function visibleListSpec(
  collection: string,
  grant: Grant | undefined,
  spec: ListSpec,
  query: Pick<ListQuery, 'sort' | 'match'>,
): ListSpec {
  const sortField = query.sort === undefined ? undefined : spec.sorts[query.sort]?.field
  const named = [...(sortField === undefined ? [] : [sortField]), ...Object.keys(query.match)]
  if (named.some((field) => !seesField(collection, field, grant)))
    throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE)
  const search = spec.search.filter((field) => seesField(collection, field, grant))
  return search.length === spec.search.length ? spec : { ...spec, search }
}

/** The columns of a CSV export the caller may see. */
export function visibleColumns<C extends { field: string }>(
  collection: string,
  grant: Grant | undefined,
  columns: readonly C[],
): C[] {
  return columns.filter((column) => seesField(collection, column.field, grant))
}

/**
 * The collections whose every record the caller reads (the demo: all): what a figure over whole
 * collections (the record counts) may count.
 */
export function readableCollections(grant: Grant | undefined): CollectionName[] {
  const role = roleOf(grant)
  return resources
    .map((def) => def.name)
    .filter((name) => role === null || scopeOf(role, COLLECTION_PERMISSIONS[name].read) === 'all')
}

/** Whether the caller reads every record of `collection` (the demo: yes): what a count may tell. */
export function readsAllOf(grant: Grant | undefined): (collection: string) => boolean {
  const readable = new Set<string>(readableCollections(grant))
  return (collection) => readable.has(collection)
}
