import { describe, expect, it } from 'vitest'
import { createTimeEntrySchema, patchTimeEntrySchema } from './time-api'
import { END_BEFORE_START, entryAuditText, newTimeEntry, patchedTimeEntry } from './time-correction'

const EMPLOYEE = '00000000-0000-4000-8000-000000000001'
const ID = '00000000-0000-4000-8000-000000000002'
const USER = '00000000-0000-4000-8000-000000000003'
const at = (hour: number) => Date.UTC(2026, 0, 14, hour)
const who = { now: at(20), userId: USER }

describe('time corrections', () => {
  const input = createTimeEntrySchema.parse({
    employee_id: EMPLOYEE,
    starts_at: at(8),
    ends_at: at(12),
  })

  it('add an office entry of work, stamped with who and when', () => {
    expect(newTimeEntry(input, ID, who)).toMatchObject({
      id: ID,
      kind: 'work',
      source: 'office',
      note: '',
      updated_by: USER,
      created_at: at(20),
      version: 1,
    })
  })

  it('change only the fields named, raising the version', () => {
    const entry = newTimeEntry(input, ID, who)
    const patch = patchTimeEntrySchema.parse({ ends_at: at(13), note: ' Rain ', version: 1 })
    const next = patchedTimeEntry(entry, patch, { ...who, now: at(21) })
    expect(next).toMatchObject({ starts_at: at(8), ends_at: at(13), note: 'Rain', version: 2 })
    expect(entryAuditText(next, 'UTC')).toBe('work, Jan 14, 2026, 8:00 AM - 1:00 PM, note "Rain"')
  })

  it('refuse an end that is not after the start', () => {
    expect(() => newTimeEntry({ ...input, ends_at: at(8) }, ID, who)).toThrow(END_BEFORE_START)
    const entry = newTimeEntry(input, ID, who)
    const patch = patchTimeEntrySchema.parse({ starts_at: at(13), version: 1 })
    expect(() => patchedTimeEntry(entry, patch, who)).toThrow(END_BEFORE_START)
  })
})
