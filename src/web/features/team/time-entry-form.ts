// The office's Add entry / Edit entry form: a day, start and end times in the business's time zone
// (an end before the start is on the next day; a blank end keeps an open entry open), the kind and a
// note, checked by one zod schema that turns them into the API's instants.
import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { z } from 'zod'
import { dayStringSchema } from '../../../domain/projects/today-query'
import { TIME_ENTRY_KINDS, type TimeEntry } from '../../../domain/time/time-api'
import { timeInputSchema } from '../../lib/date-input-schema'

export type TimeEntryFormValues = {
  date: string
  start: string
  end: string
  kind: (typeof TIME_ENTRY_KINDS)[number]
  note: string
}
export const timeEntryFormNames = ['date', 'start', 'end', 'kind', 'note'] as const

const instantIn = (day: string, time: string, zone: string): number => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const [h, min] = time.split(':').map(Number) as [number, number]
  return new TZDate(y, m - 1, d, h, min, 0, 0, zone).getTime()
}

/** 'h:mm a' of an instant in the business's time zone. */
export const zonedTime = (at: number, zone: string): string =>
  format(new TZDate(at, zone), 'h:mm a')

export function timeEntryFormSchema(zone: string, isEndOptional: boolean) {
  return z
    .object({
      date: dayStringSchema.or(z.literal('')).refine((v) => v !== '', 'Date is required'),
      start: timeInputSchema('Start time'),
      end: isEndOptional
        ? timeInputSchema('End time').or(z.literal(''))
        : timeInputSchema('End time'),
      kind: z.enum(TIME_ENTRY_KINDS),
      note: z.string().trim().max(500, 'Note: 500 characters at most'),
    })
    .transform((values, ctx) => {
      const startsAt = instantIn(values.date, values.start, zone)
      if (values.end === '') {
        return { kind: values.kind, starts_at: startsAt, ends_at: null, note: values.note }
      }
      const endDay =
        values.end <= values.start
          ? new TZDate(instantIn(values.date, '12:00', zone) + 86_400_000, zone)
          : null
      const endsAt = endDay
        ? instantIn(format(endDay, 'yyyy-MM-dd'), values.end, zone)
        : instantIn(values.date, values.end, zone)
      if (endsAt - startsAt > 24 * 3_600_000) {
        ctx.addIssue({ code: 'custom', message: 'An entry is 24 hours at most', path: ['end'] })
        return z.NEVER
      }
      return { kind: values.kind, starts_at: startsAt, ends_at: endsAt, note: values.note }
    })
}
export type TimeEntryFormOutput = z.output<ReturnType<typeof timeEntryFormSchema>>

export function timeEntryValues(entry: TimeEntry, zone: string): TimeEntryFormValues {
  const start = new TZDate(entry.starts_at, zone)
  return {
    date: format(start, 'yyyy-MM-dd'),
    start: format(start, 'HH:mm'),
    end: entry.ends_at === null ? '' : format(new TZDate(entry.ends_at, zone), 'HH:mm'),
    kind: entry.kind,
    note: entry.note,
  }
}

/** A new entry on `day`: 8:00 AM to 4:00 PM of work. */
export const newTimeEntryValues = (day: string): TimeEntryFormValues => ({
  date: day,
  start: '08:00',
  end: '16:00',
  kind: 'work',
  note: '',
})
