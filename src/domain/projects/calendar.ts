// The calendar's question: which jobs fall in a date range (a week, in the user's local time), for
// one crew or all of them. The range comes from the client, which knows its own time zone.
import { z } from 'zod'
import { and, eq, gte, lt, type Condition } from '../shared/condition'
import { idSchema } from '../shared/fields'
import type { Job } from './job'

const DAY = 86_400_000
/** Six weeks: enough for a month grid, small enough to answer without paging. */
export const MAX_CALENDAR_DAYS = 42

const epochParam = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a date (epoch milliseconds)` })
    .int(`${name} must be a whole number of milliseconds`)
    .min(0, `${name} must not be before 1970`)
    .max(8_640_000_000_000, `${name} is out of range`)

export const calendarQuerySchema = z
  .object({
    from: epochParam('from'),
    to: epochParam('to'),
    crew_id: idSchema.optional(),
  })
  .strict()
  .refine((q) => q.to > q.from, { message: 'to must be after from', path: ['to'] })
  .refine((q) => q.to - q.from <= MAX_CALENDAR_DAYS * DAY, {
    message: `The range may span at most ${MAX_CALENDAR_DAYS} days`,
    path: ['to'],
  })
export type CalendarQuery = z.output<typeof calendarQuerySchema>

/** Jobs dated in [from, to), of one crew when crew_id is given. */
export function calendarCondition(query: CalendarQuery): Condition {
  const range = and(gte('date', query.from), lt('date', query.to))
  return query.crew_id ? and(range, eq('assigned_crew_id', query.crew_id)) : range
}

/** Earliest first; jobs at the same time keep a stable order by id. */
export function sortByDate<T extends Pick<Job, 'date' | 'id'>>(jobs: readonly T[]): T[] {
  return [...jobs].sort((a, b) => a.date - b.date || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}
