import { describe, expect, it } from 'vitest'
import { timeEntryFormSchema, timeEntryValues } from './time-entry-form'

const ZONE = 'America/New_York'

describe('the time entry form', () => {
  it("reads the day and times in the business's time zone; an earlier end is the next day", () => {
    const parsed = timeEntryFormSchema(ZONE, false).parse({
      date: '2026-11-23',
      start: '22:00',
      end: '06:30',
      kind: 'work',
      note: ' late ',
    })
    expect(parsed).toEqual({
      kind: 'work',
      starts_at: Date.UTC(2026, 10, 24, 3),
      ends_at: Date.UTC(2026, 10, 24, 11, 30),
      note: 'late',
    })
  })

  it('needs an end to add, keeps an open entry open when editing', () => {
    const values = { date: '2026-11-23', start: '08:00', end: '', kind: 'work', note: '' }
    expect(timeEntryFormSchema(ZONE, false).safeParse(values).success).toBe(false)
    expect(timeEntryFormSchema(ZONE, true).parse(values).ends_at).toBeNull()
  })

  it('shows an entry in the business zone', () => {
    const entry = {
      id: '1',
      employee_id: '2',
      kind: 'break' as const,
      starts_at: Date.UTC(2026, 10, 23, 17),
      ends_at: Date.UTC(2026, 10, 23, 17, 30),
      source: 'clock' as const,
      start_location: null,
      end_location: null,
      note: '',
      updated_by: null,
      created_at: 0,
      updated_at: 0,
      version: 1,
    }
    expect(timeEntryValues(entry, ZONE)).toEqual({
      date: '2026-11-23',
      start: '12:00',
      end: '12:30',
      kind: 'break',
      note: '',
    })
  })
})
