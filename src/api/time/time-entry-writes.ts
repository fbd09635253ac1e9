// Corrections of time entries by the Owner or the Office (issue #32 section 3): each locks the
// employee's row (two corrections of one employee cannot both pass the overlap check), refuses
// time that overlaps another entry or falls in an approved week, and names what changed, from what,
// for the audit log.
import type { z } from 'zod'
import { AppError } from '../../domain/shared/app-error'
import { STALE_EDIT_MESSAGE } from '../../domain/shared/resource'
import type {
  createTimeEntrySchema,
  patchTimeEntrySchema,
  TimeEntry,
} from '../../domain/time/time-api'
import { entryAuditText, newTimeEntry, patchedTimeEntry } from '../../domain/time/time-correction'
import { assertNoOverlap } from '../../domain/time/time-overlap'
import type { ApiDeps } from '../shared/deps'
import type { StoreTx } from '../shared/store'
import { businessZoneOf, timeOf } from './time-context'
import { notYourCrew } from './time-reach'
import type { TimeTx } from './time-store'
import { assertTimeOpen } from './week-lock'

export const ENTRY_NOT_FOUND = 'Time entry not found'

export type EntryWrite = { entry: TimeEntry | null; summary: string }

type Scope = { time: TimeTx; zone: string; now: number; name: string }

async function scopeOf(tx: StoreTx, deps: ApiDeps, employeeId: string): Promise<Scope> {
  const time = timeOf(tx)
  const employee = await tx.get('employees', employeeId, { forUpdate: true })
  if (!employee) throw notYourCrew()
  return { time, zone: await businessZoneOf(tx), now: deps.clock(), name: employee.name }
}

async function assertFits(s: Scope, entry: TimeEntry): Promise<void> {
  const others = await s.time.entriesOf(
    [entry.employee_id],
    entry.starts_at,
    entry.ends_at ?? Number.MAX_SAFE_INTEGER,
  )
  assertNoOverlap(entry, others, s.zone)
}

async function existing(tx: StoreTx, id: string): Promise<TimeEntry> {
  const entry = await timeOf(tx).getEntry(id)
  if (!entry) throw new AppError('NOT_FOUND', ENTRY_NOT_FOUND)
  return entry
}

export async function addTimeEntry(
  tx: StoreTx,
  deps: ApiDeps,
  userId: string | null,
  input: z.output<typeof createTimeEntrySchema>,
): Promise<EntryWrite> {
  const s = await scopeOf(tx, deps, input.employee_id)
  const entry = newTimeEntry(input, deps.newId(), { now: s.now, userId })
  await assertTimeOpen(s.time, [entry], s.zone, s.now)
  await assertFits(s, entry)
  await s.time.insertEntry(entry)
  return { entry, summary: `Added a time entry of ${s.name}: ${entryAuditText(entry, s.zone)}` }
}

export async function changeTimeEntry(
  tx: StoreTx,
  deps: ApiDeps,
  userId: string | null,
  id: string,
  patch: z.output<typeof patchTimeEntrySchema>,
): Promise<EntryWrite> {
  const s = await scopeOf(tx, deps, (await existing(tx, id)).employee_id)
  // Read again under the employee's lock: what a concurrent write left is what is compared.
  const before = await existing(tx, id)
  if (patch.version !== before.version) throw new AppError('CONFLICT', STALE_EDIT_MESSAGE)
  const entry = patchedTimeEntry(before, patch, { now: s.now, userId })
  await assertTimeOpen(s.time, [before, entry], s.zone, s.now)
  await assertFits(s, entry)
  await s.time.updateEntry(entry)
  return {
    entry,
    summary: `Changed a time entry of ${s.name} from ${entryAuditText(before, s.zone)} to ${entryAuditText(entry, s.zone)}`,
  }
}

export async function deleteTimeEntry(tx: StoreTx, deps: ApiDeps, id: string): Promise<EntryWrite> {
  const s = await scopeOf(tx, deps, (await existing(tx, id)).employee_id)
  const before = await existing(tx, id)
  await assertTimeOpen(s.time, [before], s.zone, s.now)
  await s.time.removeEntry(id)
  return {
    entry: null,
    summary: `Deleted a time entry of ${s.name}: ${entryAuditText(before, s.zone)}`,
  }
}
