// What the clock card says: a person's state ('Clocked in since 7:02 AM') and the toast after an
// action, naming who moved and who was skipped (already in that state) and why.
import type { ClockActionAnswer, ClockPerson } from '../../../domain/time/time-api'
import { formatTime } from '../../lib/format'
import type { ClockAction } from './clock-api'

export function clockStateText(person: Pick<ClockPerson, 'state' | 'since'>): string {
  const since = person.since === null ? '' : ` since ${formatTime(person.since)}`
  switch (person.state) {
    case 'out':
      return 'Clocked out'
    case 'in':
      return `Clocked in${since}`
    case 'break':
      return `On a break${since}`
  }
}

const DONE: Record<ClockAction, string> = {
  'clock-in': 'Clocked in',
  'break-start': 'Break started',
  'break-end': 'Break ended',
  'clock-out': 'Clocked out',
}

/** The toast's title and description; `isForOthers`: name whom the action moved. */
export function clockToast(
  action: ClockAction,
  answer: ClockActionAnswer,
  isForOthers: boolean,
): [string, string | undefined] {
  const parts: string[] = []
  if (isForOthers && answer.changed.length > 0) {
    parts.push(answer.changed.map((p) => p.name).join(', '))
  }
  if (answer.skipped.length > 0) {
    parts.push(`Skipped: ${answer.skipped.map((s) => `${s.name} (${s.reason})`).join(', ')}`)
  }
  const title = answer.changed.length === 0 ? 'Nobody was clocked' : DONE[action]
  return [title, parts.length > 0 ? parts.join('. ') : undefined]
}
