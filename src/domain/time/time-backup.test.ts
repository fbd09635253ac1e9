import { describe, expect, it } from 'vitest'
import { timeBackupOf } from './time-backup'
import { openTimesheet } from './timesheet-record'

const EMPLOYEE = '00000000-0000-4000-8000-000000000001'
const USER = '00000000-0000-4000-8000-000000000003'
const GONE = '00000000-0000-4000-8000-000000000009'
const at = (part: string) => `The backup cannot be restored: ${part}`
const entry = {
  id: '00000000-0000-4000-8000-000000000002',
  employee_id: EMPLOYEE,
  kind: 'work',
  starts_at: 1,
  ends_at: 2,
  source: 'clock',
  start_location: { lat: 1, lng: 2, accuracy: 3 },
  end_location: null,
  note: '',
  updated_by: USER,
  created_at: 1,
  updated_at: 2,
  version: 1,
}

describe("a backup's time", () => {
  const collections = { employees: [{ id: EMPLOYEE }], users: [{ id: USER }] }

  it('is none in an older backup', () => {
    expect(timeBackupOf(collections, {}, at)).toEqual({ time_entries: [], timesheets: [] })
  })

  it("keeps entries and weeks of the backup's employees, forgetting users it lacks", () => {
    const sheet = { ...openTimesheet(EMPLOYEE, '2026-01-11'), decided_by: GONE, version: 1 }
    const time = timeBackupOf(collections, { time_entries: [entry], timesheets: [sheet] }, at)
    expect(time.time_entries).toEqual([entry])
    expect(time.timesheets[0]?.decided_by).toBeNull()
  })

  it('refuses an entry of no employee of the backup, or one that repeats', () => {
    const orphan = { time_entries: [{ ...entry, employee_id: GONE }] }
    expect(() => timeBackupOf(collections, orphan, at)).toThrow('names no employee')
    const twice = { time_entries: [entry, entry] }
    expect(() => timeBackupOf(collections, twice, at)).toThrow('a time entry repeats')
    expect(() =>
      timeBackupOf(collections, { time_entries: [{ ...entry, kind: 'nap' }] }, at),
    ).toThrow()
  })
})
