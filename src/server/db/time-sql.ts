// Employees' clock entries and their weeks' states (api/time/time-store.ts) on SQL.
import { and, asc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm'
import type { TimesheetRecord, TimeTx } from '../../api/time/time-store'
import type { LocationStamp, TimeEntry } from '../../domain/time/time-api'
import type { Executor } from './executor'
import { timeEntries, timesheets } from './schema'

/** Rows per INSERT of a restore. */
const RESTORE_CHUNK = 500

const entryOf = (row: typeof timeEntries.$inferSelect): TimeEntry => ({
  ...row,
  kind: row.kind as TimeEntry['kind'],
  source: row.source as TimeEntry['source'],
  start_location: row.start_location as LocationStamp | null,
  end_location: row.end_location as LocationStamp | null,
})

const sheetOf = (row: typeof timesheets.$inferSelect): TimesheetRecord => ({
  ...row,
  status: row.status as TimesheetRecord['status'],
})

async function insertChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += RESTORE_CHUNK) {
    await insert(rows.slice(i, i + RESTORE_CHUNK))
  }
}

export const createTimeTx = (db: Executor): TimeTx => ({
  async entriesOf(employeeIds, from, to) {
    if (employeeIds.length === 0) return []
    const rows = await db
      .select()
      .from(timeEntries)
      .where(
        and(
          inArray(timeEntries.employee_id, [...employeeIds]),
          lt(timeEntries.starts_at, to),
          or(isNull(timeEntries.ends_at), gt(timeEntries.ends_at, from)),
        ),
      )
      .orderBy(asc(timeEntries.starts_at), asc(timeEntries.id))
    return rows.map(entryOf)
  },
  async openEntryOf(employeeId) {
    const rows = await db
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.employee_id, employeeId), isNull(timeEntries.ends_at)))
      .for('update')
    return rows[0] ? entryOf(rows[0]) : null
  },
  async getEntry(id, options) {
    const query = db.select().from(timeEntries).where(eq(timeEntries.id, id))
    const rows = options?.forUpdate ? await query.for('update') : await query
    return rows[0] ? entryOf(rows[0]) : null
  },
  async insertEntry(entry) {
    await db.insert(timeEntries).values(entry)
  },
  async updateEntry(entry) {
    const { id, ...fields } = entry
    await db.update(timeEntries).set(fields).where(eq(timeEntries.id, id))
  },
  async removeEntry(id) {
    await db.delete(timeEntries).where(eq(timeEntries.id, id))
  },
  async getTimesheet(employeeId, weekStart) {
    const rows = await db
      .select()
      .from(timesheets)
      .where(and(eq(timesheets.employee_id, employeeId), eq(timesheets.week_start, weekStart)))
    return rows[0] ? sheetOf(rows[0]) : null
  },
  async timesheetsOf(employeeIds, weekStart) {
    if (employeeIds.length === 0) return []
    const rows = await db
      .select()
      .from(timesheets)
      .where(
        and(
          inArray(timesheets.employee_id, [...employeeIds]),
          eq(timesheets.week_start, weekStart),
        ),
      )
    return rows.map(sheetOf)
  },
  async putTimesheet(record) {
    const { status, note, submitted_at, submitted_by, decided_at, decided_by, version } = record
    await db
      .insert(timesheets)
      .values(record)
      .onConflictDoUpdate({
        target: [timesheets.employee_id, timesheets.week_start],
        set: { status, note, submitted_at, submitted_by, decided_at, decided_by, version },
      })
  },
  async exportAll() {
    const entries = await db
      .select()
      .from(timeEntries)
      .orderBy(asc(timeEntries.employee_id), asc(timeEntries.starts_at), asc(timeEntries.id))
    const sheets = await db
      .select()
      .from(timesheets)
      .orderBy(asc(timesheets.employee_id), asc(timesheets.week_start))
    return { entries: entries.map(entryOf), timesheets: sheets.map(sheetOf) }
  },
  async restoreAll(data) {
    await db.delete(timeEntries)
    await db.delete(timesheets)
    await insertChunks(data.entries, (chunk) => db.insert(timeEntries).values(chunk))
    await insertChunks(data.timesheets, (chunk) => db.insert(timesheets).values(chunk))
  },
})
