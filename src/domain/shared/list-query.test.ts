import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { eq, gte } from './condition'
import {
  DEFAULT_LIMIT,
  MAX_LIMIT,
  decodeCursor,
  encodeCursor,
  listQuerySchema,
  localDayRange,
  queryCondition,
  type ListSpec,
  type SortSpec,
} from './list-query'
import { fieldErrorsFromZod } from './app-error'

const DAY = 86_400_000
const ID = '2b1e4f7a-1c2d-4e5f-8a9b-0c1d2e3f4a5b'

const spec: ListSpec = {
  search: ['name'],
  filters: { big: () => gte('amount', 100), active: () => eq('is_active', true) },
  fields: { status: 'text', owner_id: 'uuid', is_active: 'boolean' },
  sorts: {
    name: { field: 'name', direction: 'asc', kind: 'text' },
    amount: { field: 'amount', direction: 'desc', kind: 'number' },
  },
  defaultSort: 'name',
}
const schema = listQuerySchema(spec)

function errorsOf(input: unknown): Record<string, string> {
  const result = schema.safeParse(input)
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be rejected`)
  return fieldErrorsFromZod(result.error)
}

describe('listQuerySchema', () => {
  it('defaults the limit to 50 and matches nothing', () => {
    expect(DEFAULT_LIMIT).toBe(50)
    expect(schema.parse({})).toEqual({ limit: 50, match: {} })
  })

  it('coerces limit and tz from query-string text', () => {
    expect(schema.parse({ limit: '20', tz: '-300' })).toMatchObject({ limit: 20, tz: -300 })
    expect(schema.parse({ limit: String(MAX_LIMIT) }).limit).toBe(200)
  })

  it('rejects a limit outside 1..200 or not whole', () => {
    expect(errorsOf({ limit: '201' })).toEqual({ limit: 'limit must be at most 200' })
    expect(errorsOf({ limit: '0' })).toEqual({ limit: 'limit must be at least 1' })
    expect(errorsOf({ limit: '2.5' })).toEqual({ limit: 'limit must be a whole number' })
    expect(errorsOf({ limit: 'many' })).toEqual({ limit: 'limit must be a number' })
  })

  it('rejects a tz outside +-14 hours', () => {
    expect(errorsOf({ tz: '900' })).toEqual({ tz: 'tz is out of range' })
    expect(errorsOf({ tz: '-900' })).toEqual({ tz: 'tz is out of range' })
  })

  it('rejects unknown filter and sort names, listing the allowed ones', () => {
    expect(errorsOf({ filter: 'huge', sort: 'size' })).toEqual({
      filter: 'filter must be one of: big, active',
      sort: 'sort must be one of: name, amount',
    })
  })

  it('rejects any filter on a list that has none', () => {
    const noFilters = listQuerySchema({ ...spec, filters: {} })
    const result = noFilters.safeParse({ filter: 'big' })
    expect(result.success).toBe(false)
    if (!result.success) {
      expect(fieldErrorsFromZod(result.error)).toEqual({ filter: 'This list has no filters' })
    }
  })

  it('rejects unknown parameters', () => {
    const errors = errorsOf({ colour: 'red' })
    expect(Object.values(errors).join(' ')).toContain('colour')
  })

  it('collects exact-match fields into match, parsing booleans', () => {
    expect(schema.parse({ status: 'Open', owner_id: ID, is_active: 'true' }).match).toEqual({
      status: 'Open',
      owner_id: ID,
      is_active: true,
    })
    expect(schema.parse({ is_active: 'false' }).match).toEqual({ is_active: false })
  })

  it('rejects a bad boolean or uuid field', () => {
    expect(errorsOf({ is_active: 'yes', owner_id: 'abc' })).toEqual({
      is_active: 'is_active must be true or false',
      owner_id: 'Must be a valid id',
    })
  })

  it('trims q and drops an empty one', () => {
    expect(schema.parse({ q: '  oak  ' }).q).toBe('oak')
    expect(schema.parse({ q: '   ' }).q).toBeUndefined()
    expect(errorsOf({ q: 'x'.repeat(201) })).toEqual({ q: 'Search text is too long (max 200)' })
  })
})

describe('queryCondition', () => {
  const NOW = Date.UTC(2026, 2, 10, 12)

  it('is null without filter or fields', () => {
    expect(queryCondition(spec, schema.parse({}), NOW)).toBeNull()
  })

  it('is the single part alone', () => {
    expect(queryCondition(spec, schema.parse({ filter: 'big' }), NOW)).toEqual(gte('amount', 100))
  })

  it('ands the filter with each exact-match field', () => {
    expect(queryCondition(spec, schema.parse({ filter: 'active', status: 'Open' }), NOW)).toEqual({
      op: 'and',
      conditions: [eq('is_active', true), eq('status', 'Open')],
    })
  })

  it('hands the filter the time and the tz offset', () => {
    const seen: unknown[] = []
    const withClock: ListSpec = {
      ...spec,
      filters: { today: (ctx) => (seen.push(ctx), eq('x', 1)) },
    }
    queryCondition(withClock, listQuerySchema(withClock).parse({ filter: 'today', tz: '60' }), NOW)
    queryCondition(withClock, listQuerySchema(withClock).parse({ filter: 'today' }), NOW)
    expect(seen).toEqual([
      { now: NOW, tzOffsetMinutes: 60 },
      { now: NOW, tzOffsetMinutes: 0 },
    ])
  })
})

describe('localDayRange', () => {
  it('is the UTC day for offset 0', () => {
    expect(localDayRange(Date.UTC(2026, 2, 10, 15, 30), 0)).toEqual({
      start: Date.UTC(2026, 2, 10),
      end: Date.UTC(2026, 2, 11),
    })
  })

  it('uses the previous local day west of UTC (New York, -300)', () => {
    // 03:00 UTC on the 10th is 22:00 on the 9th in New York.
    expect(localDayRange(Date.UTC(2026, 2, 10, 3), -300)).toEqual({
      start: Date.UTC(2026, 2, 9, 5),
      end: Date.UTC(2026, 2, 10, 5),
    })
  })

  it('uses the next local day east of UTC (India, +330)', () => {
    // 20:00 UTC on the 10th is 01:30 on the 11th in India.
    expect(localDayRange(Date.UTC(2026, 2, 10, 20), 330)).toEqual({
      start: Date.UTC(2026, 2, 10, 18, 30),
      end: Date.UTC(2026, 2, 11, 18, 30),
    })
  })

  it('always holds now in a day-long range that starts at local midnight', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: -14 * 60, max: 14 * 60 }),
        (now, tz) => {
          const { start, end } = localDayRange(now, tz)
          expect(start).toBeLessThanOrEqual(now)
          expect(now).toBeLessThan(end)
          expect(end - start).toBe(DAY)
          expect((((start + tz * 60_000) % DAY) + DAY) % DAY).toBe(0)
        },
      ),
    )
  })
})

describe('encodeCursor / decodeCursor', () => {
  const text: SortSpec = { field: 'name', direction: 'asc', kind: 'text' }
  const number: SortSpec = { field: 'amount', direction: 'desc', kind: 'number' }

  it('round-trips text, including unicode, as URL-safe text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (v) => {
        const cursor = encodeCursor({ v, id: ID })
        expect(cursor).toMatch(/^[A-Za-z0-9_-]*$/)
        expect(decodeCursor(cursor, text)).toEqual({ v, id: ID })
      }),
    )
    expect(decodeCursor(encodeCursor({ v: 'Jardín 🌱 Ωmega', id: ID }), text)).toEqual({
      v: 'Jardín 🌱 Ωmega',
      id: ID,
    })
  })

  it('round-trips numbers', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (v) => {
        expect(decodeCursor(encodeCursor({ v, id: ID }), number)).toEqual({
          v: v === 0 ? 0 : v,
          id: ID,
        })
      }),
    )
  })

  it('returns null for text that is not one of its cursors', () => {
    expect(decodeCursor('not a cursor!', text)).toBeNull()
    expect(decodeCursor('', text)).toBeNull()
    expect(decodeCursor(btoa('{"v":1}'), number)).toBeNull()
    expect(decodeCursor(encodeCursor({ v: 'x', id: 'not-a-uuid' }), text)).toBeNull()
  })

  it('returns null when the value does not fit the sort kind', () => {
    expect(decodeCursor(encodeCursor({ v: 5, id: ID }), text)).toBeNull()
    expect(decodeCursor(encodeCursor({ v: 'five', id: ID }), number)).toBeNull()
  })
})
