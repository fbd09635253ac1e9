import { describe, expect, it } from 'vitest'
import { clockMove, clockStateOf, workedHours, type ClockMoveContext } from './clock-transition'
import {
  ALREADY_CLOCKED_IN,
  ALREADY_ON_BREAK,
  NO_OPEN_CLOCK,
  NOT_ON_BREAK,
  type TimeEntry,
} from './time-api'

const EMPLOYEE = '00000000-0000-4000-8000-000000000001'
const HOUR = 3_600_000
const ctx = (now: number): ClockMoveContext => ({
  employeeId: EMPLOYEE,
  now,
  at: now,
  newId: () => `00000000-0000-4000-8000-${String(now).padStart(12, '0')}`,
  userId: null,
  location: { lat: 1, lng: 2, accuracy: 10 },
})

const run = (actions: Parameters<typeof clockMove>[0][]) => {
  let open: TimeEntry | null = null
  const done: TimeEntry[] = []
  actions.forEach((action, i) => {
    const move = clockMove(action, open, ctx((i + 1) * HOUR))
    if (!move.ok) throw new Error(move.reason)
    if (move.close) done.push(move.close)
    open = move.open
  })
  return { open, done }
}

describe('the day clock', () => {
  it('runs out -> in -> break -> in -> out as entries that touch and never overlap', () => {
    const { open, done } = run(['clock-in', 'break-start', 'break-end', 'clock-out'])
    expect(open).toBeNull()
    expect(done.map((e) => [e.kind, e.starts_at, e.ends_at])).toEqual([
      ['work', HOUR, 2 * HOUR],
      ['break', 2 * HOUR, 3 * HOUR],
      ['work', 3 * HOUR, 4 * HOUR],
    ])
    expect(done[0]).toMatchObject({ source: 'clock', version: 2, start_location: { lat: 1 } })
    expect(done[2]?.end_location).toEqual({ lat: 1, lng: 2, accuracy: 10 })
  })

  it('clocks out from a break', () => {
    const { open, done } = run(['clock-in', 'break-start', 'clock-out'])
    expect(open).toBeNull()
    expect(done.map((e) => e.kind)).toEqual(['work', 'break'])
  })

  it('says why a move does not fit the state, changing nothing', () => {
    const inWork = run(['clock-in']).open
    const onBreak = run(['clock-in', 'break-start']).open
    const reason = (action: Parameters<typeof clockMove>[0], open: TimeEntry | null) => {
      const move = clockMove(action, open, ctx(9 * HOUR))
      return move.ok ? null : move.reason
    }
    expect(reason('clock-in', inWork)).toBe(ALREADY_CLOCKED_IN)
    expect(reason('clock-in', onBreak)).toBe(ALREADY_ON_BREAK)
    expect(reason('break-start', onBreak)).toBe(ALREADY_ON_BREAK)
    expect(reason('break-start', null)).toBe(NO_OPEN_CLOCK)
    expect(reason('break-end', inWork)).toBe(NOT_ON_BREAK)
    expect(reason('break-end', null)).toBe(NO_OPEN_CLOCK)
    expect(reason('clock-out', null)).toBe(NO_OPEN_CLOCK)
    expect(clockStateOf(onBreak)).toBe('break')
    expect(clockStateOf(inWork)).toBe('in')
    expect(clockStateOf(null)).toBe('out')
  })

  it('counts worked hours inside a span, open work until now, breaks not', () => {
    const { done } = run(['clock-in', 'break-start', 'break-end', 'clock-out'])
    expect(workedHours(done, 0, 10 * HOUR, 10 * HOUR)).toBe(2)
    expect(workedHours(done, 0, 1.5 * HOUR, 10 * HOUR)).toBe(0.5)
    const open = run(['clock-in']).open!
    expect(workedHours([open], 0, 10 * HOUR, 1.25 * HOUR)).toBe(0.25)
  })
})
