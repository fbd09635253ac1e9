// A job's field state as answered (GET /api/jobs/:id/field-state), read without zod: Today reads one
// per card as its first answers arrive, and zod (its chunk's evaluation alone a 35 ms task, 4x on
// Lighthouse's phone) is kept off that page, as the branding reader does (decision 030).
// read-field-state.test.ts holds it to the domain's zod schema (fieldStateSchema) over many valid
// and invalid values, so the two cannot disagree.
import type { FieldState, JobActivity } from './job-activity'
import { isLongerThan } from '../shared/text-length'
import { JOB_ACTIVITY_KINDS, MAX_FINISH_NOTE, MAX_PAUSE_REASON, TIMER_STATES } from './field-rules'

/** What zod's z.uuid() takes (RFC 9562 versions 1-8, the nil and max uuids), any case. */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/

const ACTIVITY_KEYS = new Set([
  'id',
  'job_id',
  'kind',
  'at',
  'user_id',
  'employee_id',
  'reason',
  'note',
  'location',
  'received_at',
])
const LOCATION_KEYS = new Set(['lat', 'lng', 'accuracy'])

class ShapeError extends Error {
  constructor(path: string) {
    super(`The job's field state has an unexpected shape (${path})`)
    this.name = 'ShapeError'
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isNumberIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max

function readId(value: unknown, path: string): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw new ShapeError(path)
  return value.toLowerCase()
}

const readNullableId = (value: unknown, path: string): string | null =>
  value === null ? null : readId(value, path)

/** epochMsSchema: a whole, safe number of milliseconds from 1970 to the last date JS keeps. */
function readEpochMs(value: unknown, path: string): number {
  if (!Number.isSafeInteger(value) || !isNumberIn(value, 0, 8_640_000_000_000))
    throw new ShapeError(path)
  return value
}

function readNullableText(value: unknown, max: number, path: string): string | null {
  if (value === null) return null
  if (typeof value !== 'string' || isLongerThan(value, max)) throw new ShapeError(path)
  return value
}

/** Only the keys the strict schema names (a key present with `undefined` is refused there too). */
function assertOnlyKeys(raw: Record<string, unknown>, keys: Set<string>, path: string): void {
  for (const key of Object.keys(raw)) if (!keys.has(key)) throw new ShapeError(`${path}.${key}`)
}

function readLocation(value: unknown, path: string): JobActivity['location'] {
  if (value === undefined || value === null) return value
  if (!isRecord(value)) throw new ShapeError(path)
  assertOnlyKeys(value, LOCATION_KEYS, path)
  const { lat, lng, accuracy } = value
  if (!isNumberIn(lat, -90, 90)) throw new ShapeError(`${path}.lat`)
  if (!isNumberIn(lng, -180, 180)) throw new ShapeError(`${path}.lng`)
  if (!isNumberIn(accuracy, 0, 100_000)) throw new ShapeError(`${path}.accuracy`)
  return { lat, lng, accuracy }
}

function readActivity(value: unknown, path: string): JobActivity {
  if (!isRecord(value)) throw new ShapeError(path)
  assertOnlyKeys(value, ACTIVITY_KEYS, path)
  const kind = value.kind
  if (!JOB_ACTIVITY_KINDS.includes(kind as JobActivity['kind']))
    throw new ShapeError(`${path}.kind`)
  const activity: JobActivity = {
    id: readId(value.id, `${path}.id`),
    job_id: readId(value.job_id, `${path}.job_id`),
    kind: kind as JobActivity['kind'],
    at: readEpochMs(value.at, `${path}.at`),
    user_id: readNullableId(value.user_id, `${path}.user_id`),
    employee_id: readNullableId(value.employee_id, `${path}.employee_id`),
    reason: readNullableText(value.reason, MAX_PAUSE_REASON, `${path}.reason`),
    note: readNullableText(value.note, MAX_FINISH_NOTE, `${path}.note`),
  }
  // Optional keys stay absent when absent, as zod leaves them.
  if ('location' in value) activity.location = readLocation(value.location, `${path}.location`)
  if ('received_at' in value) {
    const received = value.received_at
    activity.received_at =
      received === undefined || received === null
        ? received
        : readEpochMs(received, `${path}.received_at`)
  }
  return activity
}

/** The answer as fieldStateSchema.parse gives it (other keys dropped, ids in lower case); throws
 * when that schema would refuse it. */
export function readFieldState(value: unknown): FieldState {
  if (!isRecord(value)) throw new ShapeError('state')
  const { timer, since, paused_reason, activity } = value
  if (!TIMER_STATES.includes(timer as FieldState['timer'])) throw new ShapeError('timer')
  if (typeof paused_reason !== 'string' && paused_reason !== null)
    throw new ShapeError('paused_reason')
  if (!Array.isArray(activity)) throw new ShapeError('activity')
  return {
    timer: timer as FieldState['timer'],
    since: since === null ? null : readEpochMs(since, 'since'),
    paused_reason,
    activity: activity.map((item, i) => readActivity(item, `activity[${i}]`)),
  }
}
