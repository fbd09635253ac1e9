// What a list request means: q (search), named filters, exact-match fields, sort, limit and cursor.
// Defined once here; the server expresses it in SQL and the demo handler in memory.
import { z } from 'zod'
import { contains, inList, type Condition } from './condition'
import { idSchema } from './fields'
import { isStorableText } from './storable-text'

import { DEFAULT_LIMIT, MAX_LIMIT } from './list-limits'

export { DEFAULT_LIMIT, MAX_LIMIT, SEARCH_TOTAL_CAP } from './list-limits'

export type SortDirection = 'asc' | 'desc'

/**
 * A sort key: one field (text sorts case-insensitively), ties broken by id in the same direction.
 * `pivot: 'today'` (a number field, ascending): values from the start of the caller's day first,
 * earliest first, then the earlier ones, latest first (the jobs list's "Upcoming first");
 * `pivotAt` is that start, set by sortOf for the request.
 */
export type SortSpec = {
  field: string
  direction: SortDirection
  kind: 'text' | 'number'
  pivot?: 'today'
  pivotAt?: number
}

/**
 * Above any epoch ms a field holds (8.64e15) by more than any pivot (today, 1.8e12), and a safe
 * integer: a value before the pivot sorts after all others.
 */
export const PIVOT_BASE = 8_700_000_000_000_000

/** A pivoted sort's key of a value: itself from the pivot on, then the earlier ones latest first. */
export const pivotKey = (value: number, pivotAt: number): number =>
  value >= pivotAt ? value : PIVOT_BASE - value

export type FilterContext = {
  now: number
  /** Minutes to add to UTC to get the user's local time (e.g. -300 for New York in winter). */
  tzOffsetMinutes: number
}

export type ListSpec = {
  /** Fields searched by `q`: case-insensitive substring match on any of them. */
  search: readonly string[]
  /** Named values of `filter=`. */
  filters: Readonly<Record<string, (ctx: FilterContext) => Condition>>
  /**
   * Query parameters matched exactly against a field of the same name (e.g. status, job_id); a
   * `member` one names a record id that the field, a list of ids, holds (an invoice's job_ids).
   */
  fields: Readonly<Record<string, 'text' | 'uuid' | 'boolean' | 'member'>>
  sorts: Readonly<Record<string, SortSpec>>
  defaultSort: string
}

export type ListQuery = {
  q?: string | undefined
  filter?: string | undefined
  sort?: string | undefined
  limit: number
  cursor?: string | undefined
  tz?: number | undefined
  match: Record<string, string | boolean>
  /** Only these records (`ids=a,b,c`): the rows a page refers to, read in one request. */
  ids?: string[] | undefined
  /** Set by the API, never by the query string: the rows the caller may see (a Crew user's own). */
  within?: Condition | undefined
}

export type ListPage<T> = {
  items: T[]
  /** Matching rows; for a search, at most SEARCH_TOTAL_CAP. */
  total: number
  /** Present (true) when a search matched more than SEARCH_TOTAL_CAP rows: "1,000+". */
  total_capped?: true
  next_cursor: string | null
}

const uuidLike = idSchema

/** `ids=a,b,c`: up to MAX_LIMIT record ids, comma-separated. */
export const idListSchema = z
  .string()
  .transform((text) => text.split(',').map((id) => id.trim()))
  .pipe(
    z
      .array(uuidLike, { message: 'ids must be record ids separated by commas' })
      .min(1, 'ids must name at least one record')
      .max(MAX_LIMIT, `ids may name at most ${MAX_LIMIT} records`),
  )

/** Builds the zod schema for a collection's list query string from its spec. */
export function listQuerySchema(spec: ListSpec) {
  const filterNames = Object.keys(spec.filters)
  const sortNames = Object.keys(spec.sorts)
  const fieldShape: Record<string, z.ZodType> = {}
  for (const [name, kind] of Object.entries(spec.fields)) {
    fieldShape[name] =
      kind === 'uuid' || kind === 'member'
        ? uuidLike.optional()
        : kind === 'boolean'
          ? z
              .enum(['true', 'false'], { message: `${name} must be true or false` })
              .transform((v) => v === 'true')
              .optional()
          : z.string().trim().max(100, `${name} is too long`).optional()
  }
  return z
    .object({
      q: z.string().trim().max(200, 'Search text is too long (max 200)').optional(),
      filter:
        filterNames.length > 0
          ? z
              .enum(filterNames as [string, ...string[]], {
                message: `filter must be one of: ${filterNames.join(', ')}`,
              })
              .optional()
          : z.undefined({ message: 'This list has no filters' }).optional(),
      sort: z
        .enum(sortNames as [string, ...string[]], {
          message: `sort must be one of: ${sortNames.join(', ')}`,
        })
        .optional(),
      limit: z.coerce
        .number({ message: 'limit must be a number' })
        .int('limit must be a whole number')
        .min(1, 'limit must be at least 1')
        .max(MAX_LIMIT, `limit must be at most ${MAX_LIMIT}`)
        .default(DEFAULT_LIMIT),
      cursor: z.string().max(1000, 'cursor is too long').optional(),
      tz: z.coerce
        .number({ message: 'tz must be a number of minutes' })
        .int('tz must be a whole number of minutes')
        .min(-14 * 60, 'tz is out of range')
        .max(14 * 60, 'tz is out of range')
        .optional(),
      ids: idListSchema.optional(),
      ...fieldShape,
    })
    .strict()
    .transform((raw): ListQuery => {
      const match: Record<string, string | boolean> = {}
      for (const name of Object.keys(spec.fields)) {
        const value = (raw as Record<string, unknown>)[name]
        if (typeof value === 'string' || typeof value === 'boolean') match[name] = value
      }
      return {
        q: raw.q || undefined,
        filter: raw.filter,
        sort: raw.sort,
        limit: raw.limit,
        cursor: raw.cursor,
        tz: raw.tz,
        match,
        ...(raw.ids ? { ids: raw.ids } : {}),
      }
    })
}

/** The full condition of a list query (filter and exact-match fields), or null when none. */
export function queryCondition(spec: ListSpec, query: ListQuery, now: number): Condition | null {
  const parts: Condition[] = []
  if (query.filter) {
    const make = spec.filters[query.filter]
    if (make) parts.push(make({ now, tzOffsetMinutes: query.tz ?? 0 }))
  }
  for (const [field, value] of Object.entries(query.match)) {
    parts.push(
      spec.fields[field] === 'member' && typeof value === 'string'
        ? contains(field, value)
        : { op: 'eq', field, value },
    )
  }
  if (query.ids) parts.push(inList('id', query.ids))
  if (query.within) parts.push(query.within)
  if (parts.length === 0) return null
  if (parts.length === 1) return parts[0] ?? null
  return { op: 'and', conditions: parts }
}

export function sortOf(spec: ListSpec, query: ListQuery, now: number): SortSpec {
  const sort = spec.sorts[query.sort ?? spec.defaultSort] ?? spec.sorts[spec.defaultSort]
  if (!sort) throw new Error(`List spec has no default sort ${spec.defaultSort}`)
  if (sort.pivot === 'today') {
    return { ...sort, pivotAt: localDayRange(now, query.tz ?? 0).start }
  }
  return sort
}

/** The comparable sort value of a row: lower-cased text, or a number. */
export function sortValue(sort: SortSpec, row: Record<string, unknown>): string | number {
  const v = row[sort.field]
  if (sort.kind === 'number') {
    const n = typeof v === 'number' ? v : 0
    return sort.pivotAt === undefined ? n : pivotKey(n, sort.pivotAt)
  }
  return String(v ?? '').toLowerCase()
}

export type Cursor = { v: string | number; id: string }

export function encodeCursor(cursor: Cursor): string {
  const json = JSON.stringify([cursor.v, cursor.id])
  return btoa(encodeURIComponent(json)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** Decodes a cursor, or returns null when it is not one of ours. */
export function decodeCursor(text: string, sort: SortSpec): Cursor | null {
  try {
    const b64 = text.replace(/-/g, '+').replace(/_/g, '/')
    const parsed: unknown = JSON.parse(decodeURIComponent(atob(b64)))
    if (!Array.isArray(parsed) || parsed.length !== 2) return null
    const [v, rawId] = parsed as unknown[]
    const id = uuidLike.safeParse(rawId)
    if (!id.success) return null
    if (sort.kind === 'number') {
      if (typeof v !== 'number' || !Number.isFinite(v)) return null
    } else if (typeof v !== 'string' || !isStorableText(v)) return null
    return { v, id: id.data }
  } catch {
    return null
  }
}

/** Code-point comparison, the same order as PostgreSQL's "C" collation. */
export function compareValues(a: string | number, b: string | number): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Start and end (exclusive) of the local day containing `now`, as epoch ms. */
export function localDayRange(
  now: number,
  tzOffsetMinutes: number,
): { start: number; end: number } {
  const offset = tzOffsetMinutes * 60_000
  const local = now + offset
  const startLocal = local - (((local % 86_400_000) + 86_400_000) % 86_400_000)
  return { start: startLocal - offset, end: startLocal - offset + 86_400_000 }
}
