// Corrections by the Owner or the Office (issue #32 section 3): an entry added, changed or deleted,
// and how the audit log names it (who's, what kind, when), so the log says what it was before.
import type { z } from 'zod'
import { AppError } from '../shared/app-error'
import type { createTimeEntrySchema, patchTimeEntrySchema, TimeEntry } from './time-api'
import { entryTimeText } from './time-overlap'

export const END_BEFORE_START = 'The end must be after the start'

type Who = { now: number; userId: string | null }

function assertSpan(entry: Pick<TimeEntry, 'starts_at' | 'ends_at'>): void {
  if (entry.ends_at !== null && entry.ends_at <= entry.starts_at) {
    throw new AppError('VALIDATION', END_BEFORE_START, { ends_at: END_BEFORE_START })
  }
}

export function newTimeEntry(
  input: z.output<typeof createTimeEntrySchema>,
  id: string,
  who: Who,
): TimeEntry {
  const entry: TimeEntry = {
    id,
    ...input,
    source: 'office',
    start_location: null,
    end_location: null,
    updated_by: who.userId,
    created_at: who.now,
    updated_at: who.now,
    received_at: null,
    version: 1,
  }
  assertSpan(entry)
  return entry
}

export function patchedTimeEntry(
  entry: TimeEntry,
  patch: z.output<typeof patchTimeEntrySchema>,
  who: Who,
): TimeEntry {
  const { version: _version, ...fields } = patch
  const next: TimeEntry = {
    ...entry,
    ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
    source: 'office',
    updated_by: who.userId,
    updated_at: who.now,
    version: entry.version + 1,
  }
  assertSpan(next)
  return next
}

/** 'work, Jan 14, 2026, 8:00 AM - 12:00 PM, note "Rain"' in the business's zone. */
export function entryAuditText(entry: TimeEntry, zone: string): string {
  const note = entry.note ? `, note "${entry.note}"` : ''
  return `${entry.kind}, ${entryTimeText(entry, zone)}${note}`
}
