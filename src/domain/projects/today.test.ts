import { describe, expect, it } from 'vitest'
import {
  addDays,
  canMoveInRoute,
  dayBounds,
  dayOf,
  routeDrop,
  routeMoves,
  sortByRoute,
} from './today'
import { todayQuerySchema } from './today-query'

const HOUR = 3_600_000
const job = (id: string, date: number, route_order: number | null = null) => ({
  id,
  date,
  route_order,
})

describe('todayQuerySchema', () => {
  it('takes a day that exists and refuses others', () => {
    expect(todayQuerySchema.parse({ date: '2026-11-27' })).toEqual({ date: '2026-11-27' })
    expect(todayQuerySchema.safeParse({ date: '2026-02-30' }).success).toBe(false)
    expect(todayQuerySchema.safeParse({ date: '27/11/2026' }).success).toBe(false)
    expect(todayQuerySchema.safeParse({ crew_id: 'x' }).success).toBe(false)
    expect(todayQuerySchema.safeParse({ other: '1' }).success).toBe(false)
  })
})

describe('day bounds in the business time zone', () => {
  it('runs from local midnight to local midnight', () => {
    const { start, end } = dayBounds('2026-11-27', 'America/New_York')
    expect(start).toBe(Date.UTC(2026, 10, 27, 5))
    expect(end - start).toBe(24 * HOUR)
  })

  it('is 23 hours on the spring daylight-saving day', () => {
    const { start, end } = dayBounds('2026-03-08', 'America/New_York')
    expect(end - start).toBe(23 * HOUR)
  })

  it('names the local day of an instant, and counts days on the calendar', () => {
    // 02:00 UTC on the 28th is still the 27th in New York.
    expect(dayOf(Date.UTC(2026, 10, 28, 2), 'America/New_York')).toBe('2026-11-27')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
})

describe('route order', () => {
  it('sorts by time, then the office order, unplaced last', () => {
    const jobs = [
      job('a', 9 * HOUR),
      job('b', 8 * HOUR, 1),
      job('c', 8 * HOUR, 0),
      job('d', 8 * HOUR),
    ]
    expect(sortByRoute(jobs).map((j) => j.id)).toEqual(['c', 'b', 'd', 'a'])
  })

  it('moves a job among the jobs at its time only', () => {
    const jobs = [job('a', 8 * HOUR), job('b', 8 * HOUR), job('c', 9 * HOUR)]
    expect(canMoveInRoute(jobs, 'b', 'up')).toBe(true)
    expect(canMoveInRoute(jobs, 'b', 'down')).toBe(false)
    expect(canMoveInRoute(jobs, 'a', 'up')).toBe(false)
    expect(routeMoves(jobs, 'b', 'down')).toEqual([])
    expect(routeMoves(jobs, 'b', 'up')).toEqual([
      { id: 'b', route_order: 0 },
      { id: 'a', route_order: 1 },
    ])
  })

  it('changes only the jobs whose number changes', () => {
    const jobs = [job('a', 0, 0), job('b', 0, 1), job('c', 0, 2)]
    expect(routeMoves(jobs, 'c', 'up')).toEqual([
      { id: 'c', route_order: 1 },
      { id: 'b', route_order: 2 },
    ])
    const moved = jobs.map((j) => ({
      ...j,
      route_order:
        routeMoves(jobs, 'c', 'up').find((m) => m.id === j.id)?.route_order ?? j.route_order,
    }))
    expect(sortByRoute(moved).map((j) => j.id)).toEqual(['a', 'c', 'b'])
  })

  it('drops a job where another of its time is, and nowhere else', () => {
    const jobs = [job('a', 0, 0), job('b', 0, 1), job('c', 0, 2), job('d', HOUR, 0)]
    const orderAfter = (changes: { id: string; route_order: number }[]) =>
      sortByRoute(
        jobs.map((j) => ({
          ...j,
          route_order: changes.find((m) => m.id === j.id)?.route_order ?? j.route_order,
        })),
      ).map((j) => j.id)
    expect(orderAfter(routeDrop(jobs, 'a', 'c'))).toEqual(['b', 'c', 'a', 'd'])
    expect(orderAfter(routeDrop(jobs, 'c', 'a'))).toEqual(['c', 'a', 'b', 'd'])
    expect(routeDrop(jobs, 'a', 'd')).toEqual([])
    expect(routeDrop(jobs, 'a', 'a')).toEqual([])
    expect(routeDrop(jobs, 'a', 'missing')).toEqual([])
  })
})
