// The list semantics of list-query.ts applied to an array (used by the browser-only demo and tests).
import { AppError } from './app-error'
import { matches } from './condition'
import {
  compareValues,
  decodeCursor,
  encodeCursor,
  queryCondition,
  sortOf,
  sortValue,
  SEARCH_TOTAL_CAP,
  type ListPage,
  type ListQuery,
  type ListSpec,
} from './list-query'

type Row = Record<string, unknown> & { id: string }

export function searchMatches(spec: ListSpec, row: Record<string, unknown>, q: string): boolean {
  if (spec.search.length === 0) return true
  const needle = q.toLowerCase()
  return spec.search.some((field) => {
    const v = row[field]
    if (Array.isArray(v)) return v.some((item) => String(item).toLowerCase().includes(needle))
    return v != null && String(v).toLowerCase().includes(needle)
  })
}

export function listInMemory<T extends Row>(
  spec: ListSpec,
  rows: readonly T[],
  query: ListQuery,
  now: number,
): ListPage<T> {
  const condition = queryCondition(spec, query, now)
  const sort = sortOf(spec, query, now)
  const dir = sort.direction === 'asc' ? 1 : -1
  const filtered = rows.filter(
    (row) =>
      (!condition || matches(row, condition)) && (!query.q || searchMatches(spec, row, query.q)),
  )
  const keyed = filtered.map((row) => ({ row, v: sortValue(sort, row) }))
  keyed.sort((a, b) => dir * (compareValues(a.v, b.v) || compareValues(a.row.id, b.row.id)))

  let start = 0
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor, sort)
    if (!cursor) throw new AppError('VALIDATION', 'Invalid cursor', { cursor: 'Invalid cursor' })
    start = keyed.findIndex(
      (k) => dir * (compareValues(k.v, cursor.v) || compareValues(k.row.id, cursor.id)) > 0,
    )
    if (start === -1) start = keyed.length
  }
  const page = keyed.slice(start, start + query.limit)
  const last = page[page.length - 1]
  const hasMore = start + query.limit < keyed.length
  const isCapped = Boolean(query.q) && filtered.length > SEARCH_TOTAL_CAP
  return {
    items: page.map((k) => k.row),
    ...(isCapped
      ? { total: SEARCH_TOTAL_CAP, total_capped: true as const }
      : { total: filtered.length }),
    next_cursor: hasMore && last ? encodeCursor({ v: last.v, id: last.row.id }) : null,
  }
}
