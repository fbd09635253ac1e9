// Converting between <input type="date"> / <input type="time"> values and epoch milliseconds, in the
// user's local time zone (the API stores instants; people pick calendar days).

const pad = (n: number) => String(n).padStart(2, '0')

/** 'YYYY-MM-DD' of the local day containing `epochMs`. */
export function toDateInputValue(epochMs: number): string {
  const d = new Date(epochMs)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** 'HH:MM' (24 h) of `epochMs` in local time. */
export function toTimeInputValue(epochMs: number): string {
  const d = new Date(epochMs)
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`
}

function parseDay(value: string): { y: number; m: number; d: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim())
  if (!match) return null
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(y, m - 1, d)
  // Rejects 2026-02-31 and the like, which Date would roll over into March.
  if (date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d) return null
  return { y, m, d }
}

/** Local midnight at the start of a 'YYYY-MM-DD' day, or null when the text is not a real day. */
export function startOfDateInput(value: string): number | null {
  const day = parseDay(value)
  return day ? new Date(day.y, day.m - 1, day.d).getTime() : null
}

/** The last millisecond of a local day: a due date stays on time for the whole of that day. */
export function endOfDateInput(value: string): number | null {
  const day = parseDay(value)
  return day ? new Date(day.y, day.m - 1, day.d + 1).getTime() - 1 : null
}

/** A local day plus an 'HH:MM' time; a blank or malformed time means 09:00. */
export function dateTimeFromInputs(dateValue: string, timeValue: string): number | null {
  const day = parseDay(dateValue)
  if (!day) return null
  const time = /^(\d{2}):(\d{2})$/.exec(timeValue.trim())
  const hours = time ? Math.min(23, Number(time[1])) : 9
  const minutes = time ? Math.min(59, Number(time[2])) : 0
  return new Date(day.y, day.m - 1, day.d, hours, minutes).getTime()
}

/** The same local time of day as `epochMs`, on another local day ('YYYY-MM-DD'). */
export function moveToDay(epochMs: number, dateValue: string): number | null {
  const day = parseDay(dateValue)
  if (!day) return null
  const d = new Date(epochMs)
  return new Date(
    day.y,
    day.m - 1,
    day.d,
    d.getHours(),
    d.getMinutes(),
    d.getSeconds(),
    d.getMilliseconds(),
  ).getTime()
}
