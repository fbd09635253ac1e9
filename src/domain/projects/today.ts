// The crew's day (issue #32 section 1): which day Today asks for, that day's bounds in the
// business's time zone, the route order of its jobs (start time, then the office's order) and the
// changes of route order that move one job up or down among the jobs at its start time. No schema
// here (today-query.ts has them): the phone's Today page runs these rules without zod.
import { TZDate } from '@date-fns/tz'
import type { Job } from './job'

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** Whether `day` is a calendar day as YYYY-MM-DD that exists (no 2026-02-30). */
export function isDayString(day: string): boolean {
  if (!DATE_PATTERN.test(day)) return false
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const utc = new Date(Date.UTC(y, m - 1, d))
  return utc.getUTCFullYear() === y && utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d
}

/** What a card of Today shows beside its job: the client's name and phone, the crew's name. */
export type TodayJob = {
  job: Job
  client: { id: string; name: string; phone: string } | null
  crew: { id: string; name: string } | null
  /** Checklist items of the job's work orders: done and in all. */
  checklist: { done: number; total: number }
}

export type TodayDay = { date: string; items: TodayJob[] }

/** GET /api/today: the asked day and the day after, in the business's time zone. */
export type TodayAnswer = { time_zone: string; day: TodayDay; next_day: TodayDay }

/** The local day of instant `at` in `zone`, as YYYY-MM-DD. */
export function dayOf(at: number, zone: string): string {
  const local = new TZDate(at, zone)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`
}

/** The day `days` after `day` (YYYY-MM-DD), on the calendar (no time zone involved). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/**
 * The instants [start, end) of local day `day` in `zone`: local midnight to the next local
 * midnight, so a day with a daylight-saving change is 23 or 25 hours long.
 */
export function dayBounds(day: string, zone: string): { start: number; end: number } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const start = new TZDate(y, m - 1, d, 0, 0, 0, 0, zone).getTime()
  const end = new TZDate(y, m - 1, d + 1, 0, 0, 0, 0, zone).getTime()
  return { start, end }
}

type Routed = Pick<Job, 'id' | 'date' | 'route_order'>

/** Route order: by start time, then the office's order (jobs not placed after the placed), then id. */
export function compareRoute(a: Routed, b: Routed): number {
  if (a.date !== b.date) return a.date - b.date
  const ao = a.route_order ?? Number.POSITIVE_INFINITY
  const bo = b.route_order ?? Number.POSITIVE_INFINITY
  if (ao !== bo) return ao < bo ? -1 : 1
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

export function sortByRoute<T extends Routed>(jobs: readonly T[]): T[] {
  return [...jobs].sort(compareRoute)
}

export type RouteMove = 'up' | 'down'

/** Whether job `id` can move `move` in `jobs` (route order): a neighbour at its start time. */
export function canMoveInRoute(jobs: readonly Routed[], id: string, move: RouteMove): boolean {
  const sorted = sortByRoute(jobs)
  const at = sorted.findIndex((j) => j.id === id)
  const other = sorted[move === 'up' ? at - 1 : at + 1]
  return at >= 0 && other !== undefined && other.date === sorted[at]?.date
}

/**
 * The route_order changes that move job `id` one place up or down among the jobs at its start time
 * (the time comes first: a job is not moved before an earlier one). Numbers the whole group 0, 1, …
 * and answers only the jobs whose number changes; none when it cannot move.
 */
export function routeMoves(
  jobs: readonly Routed[],
  id: string,
  move: RouteMove,
): { id: string; route_order: number }[] {
  if (!canMoveInRoute(jobs, id, move)) return []
  const sorted = sortByRoute(jobs)
  const at = sorted.findIndex((j) => j.id === id)
  const neighbour = sorted[move === 'up' ? at - 1 : at + 1] as Routed
  return routeDrop(jobs, id, neighbour.id)
}

/**
 * The route_order changes that put job `id` where job `overId` is (a card dropped on another): only
 * among the jobs at the same start time, the group numbered 0, 1, … as routeMoves does; none when
 * the two do not share a start time.
 */
export function routeDrop(
  jobs: readonly Routed[],
  id: string,
  overId: string,
): { id: string; route_order: number }[] {
  const sorted = sortByRoute(jobs)
  const job = sorted.find((j) => j.id === id)
  const over = sorted.find((j) => j.id === overId)
  if (!job || !over || job === over || job.date !== over.date) return []
  const group = sorted.filter((j) => j.date === job.date)
  const reordered = group.filter((j) => j !== job)
  reordered.splice(group.indexOf(over), 0, job)
  return reordered.flatMap((j, index) =>
    j.route_order === index ? [] : [{ id: j.id, route_order: index }],
  )
}
