// The day clock's moves (issue #32 section 3, decision 052): out -> in (Clock in), in -> break (Start
// break closes the work entry and opens a break), break -> in (End break closes the break and opens
// work), in | break -> out (Clock out closes whatever is open). A move that does not fit the state
// answers why, and changes nothing.
import {
  ALREADY_CLOCKED_IN,
  ALREADY_ON_BREAK,
  NO_OPEN_CLOCK,
  NOT_ON_BREAK,
  type ClockState,
  type LocationStamp,
  type TimeEntry,
  type TimeEntryKind,
} from './time-api'

export const CLOCK_ACTIONS = ['clock-in', 'clock-out', 'break-start', 'break-end'] as const
export type ClockAction = (typeof CLOCK_ACTIONS)[number]

export type ClockMoveContext = {
  employeeId: string
  /** When the server received the action. */
  now: number
  /** When the person acted (acted_at, issue #33): the time the entries start or end at. */
  at: number
  newId: () => string
  /** The user who clocked (a lead clocking in the crew: the lead). */
  userId: string | null
  location: LocationStamp | null
}

/** What a move does: the entry it closes and the entry it opens (either may be none). */
export type ClockMove =
  | { ok: true; close: TimeEntry | null; open: TimeEntry | null; state: ClockState }
  | { ok: false; reason: string }

export const clockStateOf = (open: Pick<TimeEntry, 'kind'> | null): ClockState =>
  open === null ? 'out' : open.kind === 'work' ? 'in' : 'break'

function closed(entry: TimeEntry, ctx: ClockMoveContext): TimeEntry {
  return {
    ...entry,
    ends_at: Math.max(ctx.at, entry.starts_at),
    end_location: ctx.location,
    updated_by: ctx.userId,
    updated_at: ctx.now,
    end_received_at: ctx.now,
    version: entry.version + 1,
  }
}

function opened(kind: TimeEntryKind, ctx: ClockMoveContext): TimeEntry {
  return {
    id: ctx.newId(),
    employee_id: ctx.employeeId,
    kind,
    starts_at: ctx.at,
    ends_at: null,
    source: 'clock',
    start_location: ctx.location,
    end_location: null,
    note: '',
    updated_by: ctx.userId,
    created_at: ctx.now,
    updated_at: ctx.now,
    received_at: ctx.now,
    version: 1,
  }
}

const refused = (reason: string): ClockMove => ({ ok: false, reason })

export function clockMove(
  action: ClockAction,
  open: TimeEntry | null,
  ctx: ClockMoveContext,
): ClockMove {
  const state = clockStateOf(open)
  switch (action) {
    case 'clock-in':
      if (state !== 'out') return refused(state === 'in' ? ALREADY_CLOCKED_IN : ALREADY_ON_BREAK)
      return { ok: true, close: null, open: opened('work', ctx), state: 'in' }
    case 'break-start':
      if (state !== 'in') return refused(state === 'out' ? NO_OPEN_CLOCK : ALREADY_ON_BREAK)
      return { ok: true, close: closed(open!, ctx), open: opened('break', ctx), state: 'break' }
    case 'break-end':
      if (state !== 'break') return refused(state === 'out' ? NO_OPEN_CLOCK : NOT_ON_BREAK)
      return { ok: true, close: closed(open!, ctx), open: opened('work', ctx), state: 'in' }
    case 'clock-out':
      if (state === 'out') return refused(NO_OPEN_CLOCK)
      return { ok: true, close: closed(open!, ctx), open: null, state: 'out' }
  }
}

/** Hours of work in [from, to), open entries counted until `now`, rounded to 2 places. */
export function workedHours(
  entries: readonly Pick<TimeEntry, 'kind' | 'starts_at' | 'ends_at'>[],
  from: number,
  to: number,
  now: number,
): number {
  const ms = entries
    .filter((e) => e.kind === 'work')
    .reduce((sum, e) => {
      const start = Math.max(e.starts_at, from)
      const end = Math.min(e.ends_at ?? now, to)
      return sum + Math.max(0, end - start)
    }, 0)
  return Math.round((ms / 3_600_000) * 100) / 100
}
