// A job's span as its page shows it (issue #34): start and end, and its length. Beside the job
// page rather than in lib/format.ts, which every first page loads.
import { format } from 'date-fns'
import { formatDateTime, formatTime } from '../../lib/format'

/** 'Nov 23, 2026, 3:05 PM – 4:35 PM' (the end's date too when it falls on another day). */
export function formatDateTimeRange(start: number, end: number): string {
  const sameDay = format(start, 'yyyy-MM-dd') === format(end, 'yyyy-MM-dd')
  return `${formatDateTime(start)} – ${sameDay ? formatTime(end) : formatDateTime(end)}`
}

/** '45 min', '1 h', '2 h 30 min' */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}
