// A timesheet's days: on a wide screen a days x jobs table (a row per job, "Not on a job" and
// "Breaks", a column per day and the week's total); and per day, the day's hours (on a phone its
// jobs too, the table being too wide there) and its entries, each with Edit and Delete for the office.
import { format } from 'date-fns'
import type { TimeEntry, TimesheetAnswer, TimesheetDay } from '../../../domain/time/time-api'
import { Button } from '../../components/ui/button'
import { formatHours } from '../../lib/format'
import { zonedTime } from './time-entry-form'

const calendarDay = (day: string): Date => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(y, m - 1, d)
}
const shortDay = (day: string) => format(calendarDay(day), 'EEE d')
const longDay = (day: string) => format(calendarDay(day), 'EEEE, MMMM d')
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

type JobRow = { key: string; title: string; hoursOf: (day: TimesheetDay) => number }

function rowsOf(days: TimesheetDay[]): JobRow[] {
  const jobs = new Map<string, string>()
  for (const day of days) for (const job of day.jobs) jobs.set(job.job_id, job.title)
  return [
    ...[...jobs].map(([id, title]) => ({
      key: id,
      title,
      hoursOf: (day: TimesheetDay) => day.jobs.find((j) => j.job_id === id)?.hours ?? 0,
    })),
    { key: 'other', title: 'Not on a job', hoursOf: (day: TimesheetDay) => day.other_hours },
    { key: 'breaks', title: 'Breaks', hoursOf: (day: TimesheetDay) => day.break_hours },
  ]
}

const cell = (hours: number) => (hours === 0 ? '–' : formatHours(hours))

export function TimesheetTable({ sheet }: { sheet: TimesheetAnswer }) {
  const rows = rowsOf(sheet.days)
  return (
    <div className="hidden overflow-x-auto rounded-xl border bg-card md:block">
      <table className="w-full text-sm tabular-nums">
        <caption className="sr-only">Hours by day and job</caption>
        <thead>
          <tr className="border-b text-muted-foreground">
            <th scope="col" className="px-3 py-2 text-left font-medium">
              Job
            </th>
            {sheet.days.map((day) => (
              <th key={day.date} scope="col" className="px-2 py-2 text-right font-medium">
                {shortDay(day.date)}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Week
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b last:border-b-0">
              <th scope="row" className="max-w-48 truncate px-3 py-2 text-left font-normal">
                {row.title}
              </th>
              {sheet.days.map((day) => (
                <td key={day.date} className="px-2 py-2 text-right">
                  {cell(row.hoursOf(day))}
                </td>
              ))}
              <td className="px-3 py-2 text-right font-medium">
                {cell(sum(sheet.days.map(row.hoursOf)))}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t font-medium">
            <th scope="row" className="px-3 py-2 text-left">
              Worked
            </th>
            {sheet.days.map((day) => (
              <td key={day.date} className="px-2 py-2 text-right">
                {cell(day.worked_hours)}
              </td>
            ))}
            <td className="px-3 py-2 text-right">{formatHours(sheet.total_hours)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}

export type EntryActions = {
  onEdit: (entry: TimeEntry) => void
  onDelete: (entry: TimeEntry) => void
}

export function TimesheetDayList({
  sheet,
  actions,
}: {
  sheet: TimesheetAnswer
  /** Null: the user may not change entries (or the week is approved). */
  actions: EntryActions | null
}) {
  return (
    <ol aria-label="Days" className="flex flex-col gap-3">
      {sheet.days.map((day) => (
        <li key={day.date}>
          <section
            aria-label={longDay(day.date)}
            className="flex flex-col gap-2 rounded-xl border bg-card p-3"
          >
            <div className="flex items-baseline justify-between gap-2">
              <h2 className="font-semibold">{longDay(day.date)}</h2>
              <p className="text-sm font-medium tabular-nums">{formatHours(day.worked_hours)}</p>
            </div>
            <ul aria-label="Jobs" className="flex flex-col gap-0.5 text-sm md:hidden">
              {day.jobs.map((job) => (
                <li key={job.job_id} className="flex justify-between gap-2">
                  <span className="truncate">{job.title}</span>
                  <span className="tabular-nums">{formatHours(job.hours)}</span>
                </li>
              ))}
              {day.other_hours > 0 ? (
                <li className="flex justify-between gap-2 text-muted-foreground">
                  <span>Not on a job</span>
                  <span className="tabular-nums">{formatHours(day.other_hours)}</span>
                </li>
              ) : null}
              {day.break_hours > 0 ? (
                <li className="flex justify-between gap-2 text-muted-foreground">
                  <span>Breaks</span>
                  <span className="tabular-nums">{formatHours(day.break_hours)}</span>
                </li>
              ) : null}
            </ul>
            {day.entries.length === 0 ? (
              <p className="text-sm text-muted-foreground">No time recorded</p>
            ) : (
              <ul aria-label="Entries" className="flex flex-col divide-y border-t">
                {day.entries.map((entry) => (
                  <EntryRow
                    key={entry.id}
                    entry={entry}
                    timeZone={sheet.time_zone}
                    actions={actions}
                  />
                ))}
              </ul>
            )}
          </section>
        </li>
      ))}
    </ol>
  )
}

function EntryRow({
  entry,
  timeZone,
  actions,
}: {
  entry: TimeEntry
  timeZone: string
  actions: EntryActions | null
}) {
  const span = `${zonedTime(entry.starts_at, timeZone)} – ${
    entry.ends_at === null ? 'now' : zonedTime(entry.ends_at, timeZone)
  }`
  const label = `${entry.kind === 'break' ? 'Break' : 'Work'} ${span}`
  return (
    <li className="flex min-h-12 items-center justify-between gap-2 pt-2">
      <div className="min-w-0 flex-1 text-sm">
        <p>
          <span className="font-medium">{entry.kind === 'break' ? 'Break' : 'Work'}</span> {span}
          {entry.source === 'office' ? (
            <span className="text-muted-foreground"> · corrected</span>
          ) : null}
        </p>
        {entry.note ? <p className="text-muted-foreground">{entry.note}</p> : null}
        <LocationLinks entry={entry} />
      </div>
      {actions ? (
        <div className="flex shrink-0 gap-2">
          <Button
            variant="outline"
            className="min-h-11"
            aria-label={`Edit ${label}`}
            onClick={() => actions.onEdit(entry)}
          >
            Edit
          </Button>
          <Button
            variant="outline"
            className="min-h-11"
            aria-label={`Delete ${label}`}
            onClick={() => actions.onDelete(entry)}
          >
            Delete
          </Button>
        </div>
      ) : null}
    </li>
  )
}

const mapOf = ({ lat, lng }: { lat: number; lng: number }) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`

/** The location stamps of an entry (the answer has them for the office only). */
function LocationLinks({ entry }: { entry: TimeEntry }) {
  const stamps = [
    ['Start location', entry.start_location],
    ['End location', entry.end_location],
  ] as const
  if (!entry.start_location && !entry.end_location) return null
  return (
    <p className="flex flex-wrap gap-3">
      {stamps.map(([label, stamp]) =>
        stamp ? (
          <a
            key={label}
            href={mapOf(stamp)}
            target="_blank"
            rel="noreferrer"
            className="text-primary underline-offset-4 hover:underline"
          >
            {label} (±{Math.round(stamp.accuracy)} m)
          </a>
        ) : null,
      )}
    </p>
  )
}
