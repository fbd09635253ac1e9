// A recurring job (issue #34 section 2): the rule its visits follow and what each new visit copies.
// Each visit is a job of its own (series_id); the series keeps the RRULE in the business's time
// zone, the occurrences skipped, where its rule stops counting (a split or an end) and how far ahead
// visits are made.
import { z } from 'zod'
import { AppError } from '../shared/app-error'
import { epochMsSchema, idSchema, versionSchema } from '../shared/fields'
import { defineResource } from '../shared/resource'
import { DEFAULT_DURATION_MINUTES, durationMinutesSchema, type Job } from './job'
import { REPEAT_KINDS } from './repeat-kind'

/** Visits are kept made this far ahead on a rolling horizon. */
export const HORIZON_DAYS = 366
export const DAY_MS = 86_400_000

export const SERIES_CHANGED_MESSAGE =
  'This series was changed by someone else: reload and try again'
export const NOT_IN_SERIES_MESSAGE = 'This job is not part of a recurring series'
export const SERIES_ENDED_MESSAGE = 'This series has ended'
export const VISIT_STARTED_MESSAGE = 'Only a scheduled visit can be changed this way'

export const jobSeriesSchema = z.object({
  id: idSchema,
  /** 'rule': the RRULE's dates; 'after-done': each next visit N days after the last was done. */
  kind: z.enum(REPEAT_KINDS),
  /** RRULE text without DTSTART, e.g. FREQ=WEEKLY;BYDAY=MO;COUNT=10. */
  rule: z.string(),
  /** The IANA zone the rule is read in (the business's when the series was made). */
  time_zone: z.string(),
  /** DTSTART: the first occurrence's start. */
  starts_at: epochMsSchema,
  /** Occurrences from this instant on are not this series' (split off or ended); null: none. */
  ends_before: epochMsSchema.nullable(),
  /** Occurrences skipped (EXDATE), epoch ms of their original start. */
  skipped: z.array(epochMsSchema),
  /** Occurrences up to (not including) this instant have had their visit made. */
  made_until: epochMsSchema,
  /** 'after-done': visits made so far (the next one's occurrence number). */
  visits_made: z.number().int().min(0),
  /** The first visit: its work order is what each new visit copies, unchecked. */
  first_job_id: idSchema.nullable(),
  title: z.string(),
  client_person_id: idSchema,
  address: z.string(),
  duration_minutes: durationMinutesSchema.default(DEFAULT_DURATION_MINUTES),
  notes: z.string(),
  crew_instructions: z.string(),
  assigned_crew_id: idSchema.nullable(),
  ended_at: epochMsSchema.nullable(),
  created_at: epochMsSchema,
  version: versionSchema,
})
export type JobSeries = z.infer<typeof jobSeriesSchema>

/** What makes a series repeat: the API's `repeat` and `repeat_kind`. */
export const repeatInput = z.object({
  // Checked in full (parseRule, in the business's time zone) by the series' use case: the
  // collections' registry names this schema and carries none of the rule's code.
  repeat: z
    .string({ message: 'Repeat must be an RRULE such as FREQ=WEEKLY;BYDAY=MO;COUNT=10' })
    .trim()
    .min(1, 'Repeat must be an RRULE such as FREQ=WEEKLY;BYDAY=MO;COUNT=10')
    .max(300, 'Repeat is too long')
    .transform((text) => text.replace(/^RRULE:/i, '').toUpperCase()),
  repeat_kind: z
    .enum(REPEAT_KINDS, { message: 'repeat_kind must be rule or after-done' })
    .default('rule'),
})

/** POST /api/job-series: an existing job becomes a series' first visit. */
export const createJobSeriesInput = repeatInput.extend({ job_id: idSchema }).strict()
export type CreateJobSeriesInput = z.input<typeof createJobSeriesInput>

/** A series is changed only through its visits' commands (edit following, push back, skip, end). */
export const patchJobSeriesInput = z.object({ version: versionSchema }).strict().partial()

/** The template fields a series copies into each visit it makes. */
export type SeriesTemplate = Pick<
  JobSeries,
  | 'title'
  | 'client_person_id'
  | 'address'
  | 'duration_minutes'
  | 'notes'
  | 'crew_instructions'
  | 'assigned_crew_id'
>

export const TEMPLATE_FIELDS = [
  'title',
  'client_person_id',
  'address',
  'duration_minutes',
  'notes',
  'crew_instructions',
  'assigned_crew_id',
] as const satisfies readonly (keyof SeriesTemplate & keyof Job)[]

export function templateOf(job: Job): SeriesTemplate {
  return {
    title: job.title,
    client_person_id: job.client_person_id,
    address: job.address,
    duration_minutes: job.duration_minutes,
    notes: job.notes,
    crew_instructions: job.crew_instructions,
    assigned_crew_id: job.assigned_crew_id,
  }
}

/** A new series whose first visit is `job` (already stored, or being made with it). */
export function buildSeries(
  job: Job,
  repeat: { rule: string; kind: (typeof REPEAT_KINDS)[number] },
  timeZone: string,
  { now, id }: { now: number; id: string },
): Omit<JobSeries, 'version'> {
  return {
    id,
    kind: repeat.kind,
    rule: repeat.rule,
    time_zone: timeZone,
    starts_at: job.date,
    ends_before: null,
    skipped: [],
    made_until: job.date,
    visits_made: 0,
    first_job_id: job.id,
    ...templateOf(job),
    ended_at: null,
    created_at: now,
  }
}

/** The visit made for one occurrence: the template at that start, Scheduled, no photos. */
export function buildVisit(
  series: Pick<JobSeries, 'id'> & SeriesTemplate,
  occurrence: number,
  { now, id }: { now: number; id: string },
): Omit<Job, 'version'> {
  return {
    id,
    title: series.title,
    client_person_id: series.client_person_id,
    address: series.address,
    date: occurrence,
    status: 'Scheduled',
    assigned_crew_id: series.assigned_crew_id,
    photos: [],
    notes: series.notes,
    crew_instructions: series.crew_instructions,
    route_order: null,
    duration_minutes: series.duration_minutes,
    series_id: series.id,
    series_occurrence: occurrence,
    created_at: now,
  }
}

export function assertOpen(series: JobSeries): void {
  if (series.ended_at !== null) throw new AppError('INVALID_STATE', SERIES_ENDED_MESSAGE)
}

export function assertSchedulable(job: Job): void {
  if (job.status !== 'Scheduled') throw new AppError('INVALID_STATE', VISIT_STARTED_MESSAGE)
}

/** The horizon visits are made up to at `now`. */
export const horizonAt = (now: number): number => now + HORIZON_DAYS * DAY_MS

export const jobSeriesResource = defineResource({
  name: 'job-series',
  label: 'Series',
  schema: jobSeriesSchema,
  createInput: createJobSeriesInput,
  patchInput: patchJobSeriesInput,
  // Never called: the series routes (series-routes.ts) take the generic create's place.
  build: () => {
    throw new AppError('VALIDATION', 'A series is made with POST /api/jobs and repeat')
  },
  applyPatch: (series) => series,
  list: {
    search: ['title'],
    filters: {
      active: () => ({ op: 'eq', field: 'ended_at', value: null }),
    },
    fields: { client_person_id: 'uuid' },
    sorts: {
      newest: { field: 'created_at', direction: 'desc', kind: 'number' },
      title: { field: 'title', direction: 'asc', kind: 'text' },
    },
    defaultSort: 'newest',
  },
  referencedBy: [{ collection: 'jobs', field: 'series_id', onDelete: 'setNull' }],
})
