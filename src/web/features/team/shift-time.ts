// How the Schedule tab writes a shift's time and length, in the user's local time.
import type { Shift } from '../../../domain/team/shift'
import { shiftTimeText } from '../../../domain/team/shift'

/** Minutes east of UTC at that instant (so a shift after a DST change reads right). */
const offsetAt = (epochMs: number) => -new Date(epochMs).getTimezoneOffset()

/** 'Nov 26, 2026, 8:00 AM - 12:00 PM', the way the API names a shift in its messages. */
export function shiftTimeLabel(shift: Pick<Shift, 'starts_at' | 'ends_at'>): string {
  return shiftTimeText(shift, offsetAt(shift.starts_at))
}

/** '4 h', '7.5 h', '0.33 h'. */
export function shiftHoursLabel(shift: Pick<Shift, 'starts_at' | 'ends_at'>): string {
  const hours = Math.round(((shift.ends_at - shift.starts_at) / 3_600_000) * 100) / 100
  return `${hours} h`
}
