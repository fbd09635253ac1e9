// Where time is kept (issue #32 section 3): employees' clock entries and their weeks' timesheet
// states, the server's (tables time_entries and timesheets); null in the demo, which keeps no clock.
import type { TimeEntry } from '../../domain/time/time-api'
import type { TimesheetRecord } from '../../domain/time/timesheet-record'

/** A week's state as kept; a week without a row is open. */
export type { TimesheetRecord }

export type TimeTx = {
  /** The employees' entries that share any time with [from, to) (an open entry runs until now). */
  entriesOf(employeeIds: readonly string[], from: number, to: number): Promise<TimeEntry[]>
  /** The employee's open entry (clocked in or on a break), locked until the transaction ends. */
  openEntryOf(employeeId: string): Promise<TimeEntry | null>
  getEntry(id: string, options?: { forUpdate?: boolean }): Promise<TimeEntry | null>
  insertEntry(entry: TimeEntry): Promise<void>
  /** Replaces the entry with the same id (the caller checked its version). */
  updateEntry(entry: TimeEntry): Promise<void>
  removeEntry(id: string): Promise<void>
  getTimesheet(employeeId: string, weekStart: string): Promise<TimesheetRecord | null>
  /** The weeks' states of many employees (the week's list). */
  timesheetsOf(employeeIds: readonly string[], weekStart: string): Promise<TimesheetRecord[]>
  putTimesheet(record: TimesheetRecord): Promise<void>
  /** Every row, for a backup; written back after a restore's replaceAll (which clears them). */
  exportAll(): Promise<{ entries: TimeEntry[]; timesheets: TimesheetRecord[] }>
  restoreAll(data: { entries: TimeEntry[]; timesheets: TimesheetRecord[] }): Promise<void>
}
