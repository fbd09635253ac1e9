import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fieldErrorsFromZod } from '../shared/app-error'
import { matches } from '../shared/condition'
import { calendarCondition, calendarQuerySchema, MAX_CALENDAR_DAYS, sortByDate } from './calendar'

const DAY = 86_400_000
const FROM = Date.UTC(2026, 10, 22, 6) // a Sunday, local midnight at UTC-6
const CREW = '00000000-0000-4000-8000-000000000003'

function errorsOf(input: unknown): Record<string, string> {
  const result = calendarQuerySchema.safeParse(input)
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be rejected`)
  return fieldErrorsFromZod(result.error)
}

describe('calendarQuerySchema', () => {
  it('reads from and to from query-string text', () => {
    expect(calendarQuerySchema.parse({ from: String(FROM), to: String(FROM + 7 * DAY) })).toEqual({
      from: FROM,
      to: FROM + 7 * DAY,
    })
  })

  it('refuses a reversed, empty or too long range and a malformed crew', () => {
    expect(errorsOf({ from: FROM, to: FROM })).toEqual({ to: 'to must be after from' })
    expect(errorsOf({ from: FROM, to: FROM + (MAX_CALENDAR_DAYS + 1) * DAY })).toEqual({
      to: 'The range may span at most 42 days',
    })
    expect(Object.keys(errorsOf({ from: 'soon', to: FROM }))).toEqual(['from'])
    expect(Object.keys(errorsOf({ from: FROM, to: FROM + DAY, crew_id: 'x' }))).toEqual(['crew_id'])
    expect(Object.keys(errorsOf({ to: FROM }))).toEqual(['from'])
  })
})

describe('calendarCondition', () => {
  it('selects jobs in [from, to), and of one crew when asked', () => {
    const query = { from: FROM, to: FROM + 7 * DAY }
    fc.assert(
      fc.property(
        fc.integer({ min: -2 * DAY, max: 9 * DAY }),
        fc.constantFrom(CREW, null),
        (offset, crew) => {
          const job = { date: FROM + offset, assigned_crew_id: crew }
          const inRange = offset >= 0 && offset < 7 * DAY
          expect(matches(job, calendarCondition(query))).toBe(inRange)
          expect(matches(job, calendarCondition({ ...query, crew_id: CREW }))).toBe(
            inRange && crew === CREW,
          )
        },
      ),
    )
  })
})

describe('sortByDate', () => {
  it('orders by date, then id', () => {
    const jobs = [
      { id: 'b', date: 2 },
      { id: 'c', date: 1 },
      { id: 'a', date: 2 },
    ]
    expect(sortByDate(jobs).map((j) => j.id)).toEqual(['c', 'a', 'b'])
    expect(jobs.map((j) => j.id)).toEqual(['b', 'c', 'a'])
  })
})
