import { describe, expect, it } from 'vitest'
import { runInTimeZone } from '../test/time-zone'
import {
  dateTimeFromInputs,
  endOfDateInput,
  moveToDay,
  startOfDateInput,
  toDateInputValue,
  toTimeInputValue,
} from './date-input'

runInTimeZone('America/Chicago')

describe('date inputs', () => {
  it('round-trips a local day', () => {
    const start = startOfDateInput('2026-11-23')
    expect(start).toBe(Date.UTC(2026, 10, 23, 6))
    expect(toDateInputValue(start!)).toBe('2026-11-23')
    expect(toDateInputValue(endOfDateInput('2026-11-23')!)).toBe('2026-11-23')
    expect(endOfDateInput('2026-11-23')! + 1).toBe(startOfDateInput('2026-11-24'))
  })

  it('refuses text that is not a real day', () => {
    for (const bad of ['', '2026-02-31', '23/11/2026', '2026-13-01']) {
      expect(startOfDateInput(bad)).toBeNull()
      expect(endOfDateInput(bad)).toBeNull()
      expect(dateTimeFromInputs(bad, '10:00')).toBeNull()
    }
  })

  it('combines a day and a time, 09:00 when no time is given', () => {
    const at = dateTimeFromInputs('2026-11-23', '14:30')!
    expect(toTimeInputValue(at)).toBe('14:30')
    expect(toTimeInputValue(dateTimeFromInputs('2026-11-23', '')!)).toBe('09:00')
  })

  it('moves a job to another day keeping its local time, across a DST change', () => {
    const before = dateTimeFromInputs('2026-10-30', '08:15')! // CDT
    const after = moveToDay(before, '2026-11-02')! // CST
    expect(toDateInputValue(after)).toBe('2026-11-02')
    expect(toTimeInputValue(after)).toBe('08:15')
    expect(moveToDay(before, 'nope')).toBeNull()
  })
})
