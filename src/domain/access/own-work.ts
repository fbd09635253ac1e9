// What "their own work" is for a Crew user (issue #20): the jobs assigned to the crews their
// employee record belongs to, and what hangs off those jobs. Their job list shows today and the
// coming week, and their client list those jobs' clients; a job of theirs (or its client) opened by
// link shows whatever its date.
import { and, gte, inList, lt, or, type Condition } from '../shared/condition'
import { localDayRange } from '../shared/list-query'

const DAY_MS = 24 * 60 * 60 * 1000

/** Today and the seven days after it. */
export const CREW_JOB_LIST_DAYS = 8

/** No row: the condition of an empty list of ids. */
export const NOTHING: Condition = or()

export const withIn = (field: string, ids: readonly string[]): Condition =>
  ids.length === 0 ? NOTHING : inList(field, ids)

/** The dates a Crew user's job list covers: [start, end) from today's start, local time. */
export function crewJobListRange(now: number, tzOffsetMinutes: number) {
  const { start } = localDayRange(now, tzOffsetMinutes)
  return { start, end: start + CREW_JOB_LIST_DAYS * DAY_MS }
}

/** The jobs a Crew user's job list shows: their crews', from today through the coming week. */
export function crewJobListCondition(
  crewIds: readonly string[],
  now: number,
  tzOffsetMinutes: number,
): Condition {
  const { start, end } = crewJobListRange(now, tzOffsetMinutes)
  return and(withIn('assigned_crew_id', crewIds), gte('date', start), lt('date', end))
}

/**
 * The clients a Crew user's client list shows (the phonebook): those of the jobs on their job list,
 * with name, phone and address only. Any client of any job of theirs still opens by id, as the job
 * does.
 */
export function crewListedClientIds(
  jobs: readonly { client_person_id: string; date: number }[],
  now: number,
  tzOffsetMinutes: number,
): string[] {
  const { start, end } = crewJobListRange(now, tzOffsetMinutes)
  const listed = jobs.filter((j) => j.date >= start && j.date < end)
  return [...new Set(listed.map((j) => j.client_person_id))]
}

/** What a Crew user may change on a work order of theirs: tick the checklist, edit materials. */
export const CREW_WORK_ORDER_FIELDS: readonly string[] = ['checklist', 'materials', 'version']
