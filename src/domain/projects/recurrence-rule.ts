// A series' "Repeats" (issue #34 section 2) as RFC 5545 RRULE text and as the form's choices: build,
// parse and check, without the expansion library (recurrence-expand.ts), so the checks cost nothing
// on a page that does not expand.
import { TZDate } from '@date-fns/tz'
import { z } from 'zod'

export const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const
export type Weekday = (typeof WEEKDAYS)[number]
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  SU: 'Sunday',
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
}

export const FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const
export type Frequency = (typeof FREQUENCIES)[number]

/** 1..4: the first to fourth; -1: the last. */
export const SET_POSITIONS = [1, 2, 3, 4, -1] as const
export type SetPosition = (typeof SET_POSITIONS)[number]

export const MAX_INTERVAL = 99
export const MAX_COUNT = 500

/** What the form chooses; `repeatToRule` writes it as RRULE text, `parseRule` reads it back. */
export type Repeat = {
  freq: Frequency
  interval: number
  /** WEEKLY: the weekdays (none: the first visit's weekday). */
  by_day: Weekday[]
  /** MONTHLY: on day N, or on the Nth (or last) weekday. */
  monthly:
    { kind: 'day'; day: number } | { kind: 'weekday'; position: SetPosition; weekday: Weekday }
  end:
    | { kind: 'never' }
    | { kind: 'count'; count: number }
    /** The last day a visit may fall on, 'YYYY-MM-DD' in the business's time zone. */
    | { kind: 'until'; until: string }
}

export const INVALID_RULE = 'Repeat must be an RRULE such as FREQ=WEEKLY;BYDAY=MO;COUNT=10'

const DAY_RE = /^(-1|[1-4])?(SU|MO|TU|WE|TH|FR|SA)$/
const UNTIL_RE = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z)?$/

export type ParsedRule = {
  freq: Frequency
  interval: number
  by_day: { position: SetPosition | null; weekday: Weekday }[]
  by_month_day: number | null
  count: number | null
  /** The last instant a visit may start at (epoch ms), or null. */
  until: number | null
}

/**
 * Reads RRULE text (with or without the `RRULE:` prefix) as far as Groundwork repeats: FREQ of
 * DAILY, WEEKLY or MONTHLY, INTERVAL, BYDAY, BYMONTHDAY, COUNT, UNTIL. Throws a sentence otherwise.
 * `timeZone` reads a date-only UNTIL as the end of that day there.
 */
export function parseRule(text: string, timeZone: string): ParsedRule {
  const body = text.trim().replace(/^RRULE:/i, '')
  if (body === '' || body.length > 300) throw new Error(INVALID_RULE)
  const parts = new Map<string, string>()
  for (const part of body.split(';')) {
    const [key, value, ...rest] = part.split('=')
    if (!key || value === undefined || rest.length > 0) throw new Error(INVALID_RULE)
    const name = key.trim().toUpperCase()
    if (parts.has(name)) throw new Error(`Repeat names ${name} twice`)
    parts.set(name, value.trim().toUpperCase())
  }
  for (const name of parts.keys()) {
    if (!['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'COUNT', 'UNTIL', 'WKST'].includes(name)) {
      throw new Error(`Repeat does not support ${name}`)
    }
  }
  const freq = parts.get('FREQ')
  if (!freq || !(FREQUENCIES as readonly string[]).includes(freq)) {
    throw new Error('Repeat FREQ must be DAILY, WEEKLY or MONTHLY')
  }
  const interval = wholeNumber(parts.get('INTERVAL') ?? '1', 'INTERVAL', 1, MAX_INTERVAL)
  const byDay = (parts.get('BYDAY')?.split(',') ?? []).map((token) => {
    const match = DAY_RE.exec(token.trim())
    if (!match) throw new Error(`Repeat BYDAY has an unknown day: ${token}`)
    const position = match[1] ? (Number(match[1]) as SetPosition) : null
    return { position, weekday: match[2] as Weekday }
  })
  if (freq !== 'MONTHLY' && byDay.some((d) => d.position !== null)) {
    throw new Error('Repeat BYDAY with a position (2TU) needs FREQ=MONTHLY')
  }
  if (freq === 'MONTHLY' && byDay.some((d) => d.position === null)) {
    throw new Error('Repeat monthly on a weekday needs its position, as BYDAY=2TU')
  }
  if (freq === 'DAILY' && byDay.length > 0) throw new Error('Repeat daily takes no BYDAY')
  const monthDay = parts.get('BYMONTHDAY')
  const byMonthDay = monthDay === undefined ? null : wholeNumber(monthDay, 'BYMONTHDAY', 1, 31)
  if (byMonthDay !== null && freq !== 'MONTHLY') throw new Error('BYMONTHDAY needs FREQ=MONTHLY')
  if (byMonthDay !== null && byDay.length > 0) {
    throw new Error('Repeat monthly takes BYMONTHDAY or BYDAY, not both')
  }
  const countText = parts.get('COUNT')
  const count = countText === undefined ? null : wholeNumber(countText, 'COUNT', 1, MAX_COUNT)
  const untilText = parts.get('UNTIL')
  if (count !== null && untilText !== undefined) {
    throw new Error('Repeat takes COUNT or UNTIL, not both')
  }
  const until = untilText === undefined ? null : untilInstant(untilText, timeZone)
  return {
    freq: freq as Frequency,
    interval,
    by_day: byDay,
    by_month_day: byMonthDay,
    count,
    until,
  }
}

function wholeNumber(text: string, name: string, min: number, max: number): number {
  const n = Number(text)
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new Error(`Repeat ${name} must be a whole number from ${min} to ${max}`)
  }
  return n
}

function untilInstant(text: string, timeZone: string): number {
  const match = UNTIL_RE.exec(text)
  if (!match)
    throw new Error('Repeat UNTIL must be a date (20270131) or a UTC time (20270131T235959Z)')
  const [, y, m, d, hh, mm, ss] = match.map(Number) as number[]
  if (match[4] !== undefined) return Date.UTC(y!, m! - 1, d!, hh, mm, ss)
  return new TZDate(y!, m! - 1, d!, 23, 59, 59, 0, timeZone).getTime()
}

/** 'YYYYMMDDTHHMMSSZ' of an instant: RFC 5545's UNTIL with a zoned DTSTART. */
export function utcStamp(epochMs: number): string {
  return new Date(epochMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** The RRULE text of a form's choices; `timeZone` makes an end date the end of that local day. */
export function repeatToRule(repeat: Repeat, timeZone: string): string {
  const parts = [`FREQ=${repeat.freq}`]
  if (repeat.interval !== 1) parts.push(`INTERVAL=${repeat.interval}`)
  if (repeat.freq === 'WEEKLY' && repeat.by_day.length > 0) {
    const days = WEEKDAYS.filter((d) => repeat.by_day.includes(d))
    parts.push(`BYDAY=${days.join(',')}`)
  }
  if (repeat.freq === 'MONTHLY') {
    parts.push(
      repeat.monthly.kind === 'day'
        ? `BYMONTHDAY=${repeat.monthly.day}`
        : `BYDAY=${repeat.monthly.position}${repeat.monthly.weekday}`,
    )
  }
  if (repeat.end.kind === 'count') parts.push(`COUNT=${repeat.end.count}`)
  if (repeat.end.kind === 'until') {
    const [y, m, d] = repeat.end.until.split('-').map(Number) as [number, number, number]
    parts.push(`UNTIL=${utcStamp(new TZDate(y, m - 1, d, 23, 59, 59, 0, timeZone).getTime())}`)
  }
  return parts.join(';')
}

/** The rule's text with its COUNT replaced (null: removed) and an UNTIL kept. */
export function withCount(rule: string, count: number | null): string {
  const parts = rule
    .replace(/^RRULE:/i, '')
    .split(';')
    .filter((p) => !/^COUNT=/i.test(p))
  if (count !== null) parts.push(`COUNT=${count}`)
  return parts.join(';')
}

/** The rule's weekdays moved `days` later (a series pushed back keeps its rhythm), BYMONTHDAY too. */
export function shiftRuleDays(rule: string, days: number): string {
  if (days === 0) return rule
  return rule
    .replace(/^RRULE:/i, '')
    .split(';')
    .map((part) => {
      const [key, value = ''] = part.split('=')
      if (key?.toUpperCase() === 'BYDAY') {
        return `BYDAY=${value
          .split(',')
          .map((token) => {
            const match = DAY_RE.exec(token)
            if (!match) return token
            const index = WEEKDAYS.indexOf(match[2] as Weekday)
            return `${match[1] ?? ''}${WEEKDAYS[(((index + days) % 7) + 7) % 7]}`
          })
          .join(',')}`
      }
      if (key?.toUpperCase() === 'BYMONTHDAY') {
        const day = Number(value) + days
        return `BYMONTHDAY=${Math.min(28, Math.max(1, day))}`
      }
      return part
    })
    .join(';')
}

/** A short English description: "Every 2 weeks on Monday, Thursday, 10 times". */
export function describeRule(rule: string, timeZone: string, afterDone = false): string {
  let parsed: ParsedRule
  try {
    parsed = parseRule(rule, timeZone)
  } catch {
    return rule
  }
  const unit = { DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month' }[parsed.freq]
  const days = afterDone ? parsed.interval * (parsed.freq === 'WEEKLY' ? 7 : 1) : parsed.interval
  let text = afterDone
    ? `${days} ${days === 1 ? 'day' : 'days'} after the last visit was done`
    : parsed.interval === 1
      ? `Every ${unit}`
      : `Every ${parsed.interval} ${unit}s`
  if (!afterDone && parsed.freq === 'WEEKLY' && parsed.by_day.length > 0) {
    text += ` on ${parsed.by_day.map((d) => WEEKDAY_NAMES[d.weekday]).join(', ')}`
  }
  if (parsed.freq === 'MONTHLY' && parsed.by_month_day !== null) {
    text += ` on day ${parsed.by_month_day}`
  }
  const positioned = parsed.by_day[0]
  if (parsed.freq === 'MONTHLY' && positioned?.position) {
    const nth = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', [-1]: 'last' }[
      positioned.position
    ]
    text += ` on the ${nth} ${WEEKDAY_NAMES[positioned.weekday]}`
  }
  if (parsed.count !== null) text += `, ${parsed.count} ${parsed.count === 1 ? 'time' : 'times'}`
  if (parsed.until !== null) {
    const day = new TZDate(parsed.until, timeZone)
    text += `, until ${day.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`
  }
  return text
}

export { REPEAT_KINDS, type RepeatKind } from './repeat-kind'

/** The RRULE text as an API body takes it: checked by parseRule (the time zone is not needed for that). */
export const repeatRuleSchema = z
  .string({ message: INVALID_RULE })
  .trim()
  .max(300, 'Repeat is too long')
  .superRefine((text, ctx) => {
    try {
      parseRule(text, 'UTC')
    } catch (error) {
      ctx.addIssue({
        code: 'custom',
        message: error instanceof Error ? error.message : INVALID_RULE,
      })
    }
  })
  .transform((text) => text.replace(/^RRULE:/i, '').toUpperCase())

/** "Next visit N days after the last was done": a daily or weekly rule's spacing in days. */
export function afterDoneDays(parsed: ParsedRule): number {
  return parsed.interval * (parsed.freq === 'WEEKLY' ? 7 : 1)
}
