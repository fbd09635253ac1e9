// A TimeTx kept in memory, for the timesheet tests until the SQL store of time lands: the same
// answers the port promises (entries that share time with a span, an open one running until now).
import type { Store, StoreTx } from '../../api/shared/store'
import type { TimeTx, TimesheetRecord } from '../../api/time/time-store'
import type { TimeEntry } from '../../domain/time/time-api'

export type MemoryTime = TimeTx & {
  entries: TimeEntry[]
  timesheets: TimesheetRecord[]
}

export function memoryTime(): MemoryTime {
  const time: MemoryTime = {
    entries: [],
    timesheets: [],
    entriesOf: async (ids, from, to) =>
      time.entries.filter(
        (e) => ids.includes(e.employee_id) && e.starts_at < to && (e.ends_at ?? Infinity) > from,
      ),
    openEntryOf: async (id) =>
      time.entries.find((e) => e.employee_id === id && e.ends_at === null) ?? null,
    getEntry: async (id) => time.entries.find((e) => e.id === id) ?? null,
    insertEntry: async (entry) => {
      time.entries.push(entry)
    },
    updateEntry: async (entry) => {
      time.entries = time.entries.map((e) => (e.id === entry.id ? entry : e))
    },
    removeEntry: async (id) => {
      time.entries = time.entries.filter((e) => e.id !== id)
    },
    getTimesheet: async (id, week) =>
      time.timesheets.find((t) => t.employee_id === id && t.week_start === week) ?? null,
    timesheetsOf: async (ids, week) =>
      time.timesheets.filter((t) => ids.includes(t.employee_id) && t.week_start === week),
    putTimesheet: async (record) => {
      time.timesheets = [
        ...time.timesheets.filter(
          (t) => t.employee_id !== record.employee_id || t.week_start !== record.week_start,
        ),
        record,
      ]
    },
    exportAll: async () => ({ entries: time.entries, timesheets: time.timesheets }),
    restoreAll: async (data) => {
      time.entries = [...data.entries]
      time.timesheets = [...data.timesheets]
    },
  }
  return time
}

/** The store with `time` in every transaction. */
export function withMemoryTime(store: Store, time: TimeTx): Store {
  const wrap = (tx: StoreTx): StoreTx => ({ ...tx, time })
  return {
    ...store,
    transaction: (work, options) => store.transaction((tx) => work(wrap(tx)), options),
    snapshot: (work) => store.snapshot((tx) => work(wrap(tx))),
    read: (work) => store.read((tx) => work(wrap(tx))),
  }
}
