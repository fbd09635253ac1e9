// The "Repeats" controls' choice and the API's `repeat` and `repeat_kind` it makes (issue #34): the
// RRULE text is written by the domain (recurrence-rule.ts), never by hand here.
import {
  repeatToRule,
  WEEKDAYS,
  type RepeatKind,
  type SetPosition,
  type Weekday,
} from '../../../domain/projects/recurrence-rule'

export type RepeatFrequency = 'none' | 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'after-done'

export type RepeatChoice = {
  frequency: RepeatFrequency
  interval: number
  by_day: Weekday[]
  /** On the first visit's day of the month, or on its weekday's place ('the second Tuesday'). */
  monthly: 'day' | 'weekday'
  end: 'never' | 'count' | 'until'
  count: number
  /** 'YYYY-MM-DD' */
  until: string
}

/** The weekday and its position in the month ('the second Tuesday') of a local day. */
export function monthPlaceOf(epochMs: number): {
  weekday: Weekday
  position: SetPosition
  day: number
} {
  const d = new Date(epochMs)
  const nth = Math.ceil(d.getDate() / 7)
  return {
    weekday: WEEKDAYS[d.getDay()] as Weekday,
    position: (nth > 4 ? -1 : nth) as SetPosition,
    day: d.getDate(),
  }
}

export const NO_REPEAT: RepeatChoice = {
  frequency: 'none',
  interval: 1,
  by_day: [],
  monthly: 'day',
  end: 'count',
  count: 10,
  until: '',
}

export const REPEAT_INVALID = {
  interval: 'Repeat every must be a whole number from 1 to 99',
  count: 'Number of visits must be a whole number from 1 to 500',
  until: 'Choose the last day of the series',
} as const

/** What is wrong with a choice, or null. */
export function repeatProblem(choice: RepeatChoice): string | null {
  if (choice.frequency === 'none') return null
  if (!Number.isInteger(choice.interval) || choice.interval < 1 || choice.interval > 99) {
    return REPEAT_INVALID.interval
  }
  if (
    choice.end === 'count' &&
    (!Number.isInteger(choice.count) || choice.count < 1 || choice.count > 500)
  ) {
    return REPEAT_INVALID.count
  }
  if (choice.end === 'until' && !/^\d{4}-\d{2}-\d{2}$/.test(choice.until))
    return REPEAT_INVALID.until
  return null
}

/**
 * The body's repeat of a choice for a first visit at `date` (its weekday and day of the month make a
 * monthly rule's), or null for "Does not repeat". `timeZone` makes an end date the end of that day.
 */
export function repeatBody(
  choice: RepeatChoice,
  date: number,
  timeZone: string,
): { repeat: string; repeat_kind: RepeatKind } | null {
  if (choice.frequency === 'none') return null
  const place = monthPlaceOf(date)
  const end =
    choice.end === 'count'
      ? { kind: 'count' as const, count: choice.count }
      : choice.end === 'until'
        ? { kind: 'until' as const, until: choice.until }
        : { kind: 'never' as const }
  const { frequency } = choice
  const isAfterDone = frequency === 'after-done'
  const rule = repeatToRule(
    {
      freq: frequency === 'after-done' ? 'DAILY' : frequency,
      interval: choice.interval,
      by_day: choice.by_day,
      monthly:
        choice.monthly === 'day'
          ? { kind: 'day', day: place.day }
          : { kind: 'weekday', position: place.position, weekday: place.weekday },
      end,
    },
    timeZone,
  )
  return { repeat: rule, repeat_kind: isAfterDone ? 'after-done' : 'rule' }
}

/** The browser's zone: an end date is the end of that day here (the server checks the rule). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone
