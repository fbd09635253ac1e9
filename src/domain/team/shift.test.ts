import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AppError, fieldErrorsFromZod } from '../shared/app-error'
import { matches } from '../shared/condition'
import {
  createShiftInput,
  END_AFTER_START_MESSAGE,
  overlapMessage,
  overlappingShiftsCondition,
  patchShift,
  patchShiftInput,
  SHIFT_TOO_LONG_MESSAGE,
  shiftResource,
  shiftTimeText,
  upcomingShiftsCondition,
  type Shift,
} from './shift'

const HOUR = 3_600_000
const EMPLOYEE = '00000000-0000-4000-8000-000000000001'
const OTHER_EMPLOYEE = '00000000-0000-4000-8000-000000000002'
const SHIFT_ID = '00000000-0000-4000-8000-0000000000a1'
/** Thursday 26 November 2026, 8:00 UTC. */
const EIGHT = Date.UTC(2026, 10, 26, 8)
const ctx = { now: Date.UTC(2026, 10, 23, 15), newId: () => SHIFT_ID }

function buildShift(overrides: Partial<Shift> = {}): Shift {
  return {
    id: SHIFT_ID,
    employee_id: EMPLOYEE,
    starts_at: EIGHT,
    ends_at: EIGHT + 4 * HOUR,
    job_id: null,
    note: '',
    created_at: ctx.now,
    version: 1,
    ...overrides,
  }
}

describe('shift input', () => {
  it('builds a shift with defaults for job and note', () => {
    const input = createShiftInput.parse({
      employee_id: EMPLOYEE,
      starts_at: EIGHT,
      ends_at: EIGHT + HOUR,
    })
    expect(shiftResource.build(input, ctx)).toEqual({
      id: SHIFT_ID,
      employee_id: EMPLOYEE,
      starts_at: EIGHT,
      ends_at: EIGHT + HOUR,
      job_id: null,
      note: '',
      created_at: ctx.now,
    })
  })

  it('refuses an end not after the start, on the end field', () => {
    for (const ends_at of [EIGHT, EIGHT - HOUR]) {
      const result = createShiftInput.safeParse({
        employee_id: EMPLOYEE,
        starts_at: EIGHT,
        ends_at,
      })
      expect(result.success).toBe(false)
      if (!result.success) {
        expect(fieldErrorsFromZod(result.error)).toEqual({ ends_at: END_AFTER_START_MESSAGE })
      }
    }
  })

  it('refuses a shift longer than a day, and takes one of exactly 24 hours', () => {
    const base = { employee_id: EMPLOYEE, starts_at: EIGHT }
    const long = createShiftInput.safeParse({ ...base, ends_at: EIGHT + 24 * HOUR + 1 })
    expect(long.success || fieldErrorsFromZod(long.error)).toEqual({
      ends_at: SHIFT_TOO_LONG_MESSAGE,
    })
    expect(createShiftInput.safeParse({ ...base, ends_at: EIGHT + 24 * HOUR }).success).toBe(true)
  })

  it('does not let a patch move the shift to another employee', () => {
    expect(patchShiftInput.safeParse({ employee_id: OTHER_EMPLOYEE }).success).toBe(false)
  })

  it('checks the times a patch leaves, even when it sends only one of them', () => {
    const shift = buildShift()
    expect(patchShift(shift, { ends_at: EIGHT + HOUR }).ends_at).toBe(EIGHT + HOUR)
    const refused = new AppError('VALIDATION', END_AFTER_START_MESSAGE, {
      ends_at: END_AFTER_START_MESSAGE,
    })
    expect(() => patchShift(shift, { starts_at: EIGHT + 5 * HOUR })).toThrow(refused)
    expect(() => patchShift(shift, { ends_at: EIGHT })).toThrow(refused)
  })
})

describe('overlap', () => {
  const mine = buildShift() // 8:00 - 12:00
  const condition = overlappingShiftsCondition({
    ...mine,
    id: '00000000-0000-4000-8000-0000000000b2',
  })
  const row = (starts: number, ends: number, employee = EMPLOYEE) => ({
    ...mine,
    employee_id: employee,
    starts_at: EIGHT + starts * HOUR,
    ends_at: EIGHT + ends * HOUR,
  })

  it('finds shifts of the same employee that share time', () => {
    expect(matches(row(0, 4), condition)).toBe(true)
    expect(matches(row(-1, 1), condition)).toBe(true)
    expect(matches(row(3, 6), condition)).toBe(true)
    expect(matches(row(1, 2), condition)).toBe(true)
    expect(matches(row(-2, 8), condition)).toBe(true)
  })

  it('lets shifts touch, and ignores other employees and the shift itself', () => {
    expect(matches(row(-2, 0), condition)).toBe(false)
    expect(matches(row(4, 6), condition)).toBe(false)
    expect(matches(row(0, 4, OTHER_EMPLOYEE), condition)).toBe(false)
    expect(matches(mine, overlappingShiftsCondition(mine))).toBe(false)
  })

  it('agrees with interval arithmetic for any two shifts', () => {
    const span = fc.tuple(fc.integer({ min: 0, max: 48 }), fc.integer({ min: 1, max: 24 }))
    fc.assert(
      fc.property(span, span, ([aStart, aLength], [bStart, bLength]) => {
        const a = row(aStart, aStart + aLength)
        const b = { ...row(bStart, bStart + bLength), id: '00000000-0000-4000-8000-0000000000c3' }
        const shareTime = aStart < bStart + bLength && bStart < aStart + aLength
        expect(matches(a, overlappingShiftsCondition(b))).toBe(shareTime)
      }),
    )
  })

  it('names the other shift in the user time zone', () => {
    expect(overlapMessage(mine, 0)).toBe(
      'This shift overlaps another shift of this employee (Nov 26, 2026, 8:00 AM - 12:00 PM)',
    )
    // New York in winter: five hours behind UTC.
    expect(shiftTimeText(mine, -300)).toBe('Nov 26, 2026, 3:00 AM - 7:00 AM')
    // Across midnight the end names its own date.
    expect(shiftTimeText({ starts_at: EIGHT + 14 * HOUR, ends_at: EIGHT + 18.5 * HOUR }, 0)).toBe(
      'Nov 26, 2026, 10:00 PM - Nov 27, 2026, 2:30 AM',
    )
    expect(shiftTimeText({ starts_at: EIGHT + 4 * HOUR, ends_at: EIGHT + 16 * HOUR }, 0)).toBe(
      'Nov 26, 2026, 12:00 PM - Nov 27, 2026, 12:00 AM',
    )
  })
})

describe('shift list', () => {
  it('counts a shift as upcoming until it has ended', () => {
    const shift = buildShift()
    expect(matches(shift, upcomingShiftsCondition(shift.starts_at + HOUR))).toBe(true)
    expect(matches(shift, upcomingShiftsCondition(shift.ends_at))).toBe(false)
    expect(matches(shift, upcomingShiftsCondition(shift.starts_at - HOUR))).toBe(true)
  })

  it('filters by employee and sorts by start time', () => {
    expect(shiftResource.list.fields.employee_id).toBe('uuid')
    expect(shiftResource.list.sorts[shiftResource.list.defaultSort]).toEqual({
      field: 'starts_at',
      direction: 'asc',
      kind: 'number',
    })
  })
})
