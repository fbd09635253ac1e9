// What of a record the caller may see (domain/access/field-access.ts): the generic routes pass every
// record they answer with through here, and refuse a sort by a field the caller may not see (its
// order and its cursors would tell the values).
import { hiddenFieldsOf, withoutFields } from '../domain/access/field-access'
import { AppError } from '../domain/shared/app-error'
import type { ListSpec } from '../domain/shared/list-query'
import { FORBIDDEN_MESSAGE, type Grant } from './authorize'

const hiddenFor = (collection: string, grant: Grant | undefined, record: object = {}) =>
  hiddenFieldsOf(collection, grant?.actor?.role ?? null, grant?.scope, record)

/** Whether the caller may see `field` of `collection`'s records. */
export const seesField = (collection: string, field: string, grant: Grant | undefined): boolean =>
  !hiddenFor(collection, grant).includes(field)

export function visibleRecord<T extends object>(
  collection: string,
  grant: Grant | undefined,
  record: T,
): T {
  return withoutFields(record, hiddenFor(collection, grant, record))
}

export function visiblePage<T extends { items: object[] }>(
  collection: string,
  grant: Grant | undefined,
  page: T,
): T {
  if (hiddenFor(collection, grant, page.items[0]).length === 0) return page
  return {
    ...page,
    items: page.items.map((item) => withoutFields(item, hiddenFor(collection, grant, item))),
  }
}

/** Refuses `sort` when it orders by a field the caller may not see. */
export function assertVisibleSort(
  collection: string,
  grant: Grant | undefined,
  spec: ListSpec,
  sort: string | undefined,
): void {
  const field = sort === undefined ? undefined : spec.sorts[sort]?.field
  if (field !== undefined && hiddenFor(collection, grant, { [field]: null }).includes(field))
    throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE)
}
