import { z } from 'zod'
import { and, eq, gte, lt } from '../shared/condition'
import { AppError } from '../shared/app-error'
import {
  epochMsSchema,
  idSchema,
  longText,
  requiredText,
  shortText,
  versionSchema,
} from '../shared/fields'
import { localDayRange } from '../shared/list-query'
import { defineResource, mergePatch } from '../shared/resource'
import type { RuleContext } from '../shared/context'
import { jobStatuses } from './job-status'
import { CREW_INSTRUCTIONS_LABEL, MAX_CREW_INSTRUCTIONS } from './crew-instructions'

/** A place in Today's route: a small whole number. */
const routeOrderSchema = z
  .number({ message: 'Route order must be a number' })
  .int('Route order must be a whole number')
  .min(0, 'Route order must not be negative')
  .max(10_000, 'Route order must be at most 10000')

export const REQUIRED_FIELDS_MESSAGE = 'Please fill all required fields'

/** A visit's length when none is given: the calendar shows it as an hour. */
export const DEFAULT_DURATION_MINUTES = 60
/** A week: longer is a typo (a wrong end date), not a job. */
export const MAX_DURATION_MINUTES = 7 * 24 * 60

/** How long the job takes, in whole minutes (the end time is the date plus this). */
export const durationMinutesSchema = z
  .number({ message: 'Duration must be a number of minutes' })
  .int('Duration must be a whole number of minutes')
  .min(5, 'Duration must be at least 5 minutes')
  .max(MAX_DURATION_MINUTES, 'Duration must be at most 7 days')

/** When a job ends: its start plus its duration. */
export const jobEnd = (job: Pick<Job, 'date' | 'duration_minutes'>): number =>
  job.date + job.duration_minutes * 60_000

export const jobSchema = z.object({
  id: idSchema,
  title: z.string(),
  client_person_id: idSchema,
  address: z.string(),
  date: epochMsSchema,
  status: z.enum(jobStatuses),
  assigned_crew_id: idSchema.nullable(),
  photos: z.array(z.string()),
  notes: z.string(),
  /** What the office tells the crew about the job (gate codes, where to park). Added after the
   * first release, so rows stored before lack it. Never a client's to see (client-fields.ts). */
  crew_instructions: z.string().default(''),
  /** Where the job stands among the day's jobs at the same start time (Today's route order), set
   * by the office; null: not placed, after the placed ones. Rows stored before lack it. */
  route_order: routeOrderSchema.nullable().default(null),
  /** How long the visit takes (issue #34). Rows stored before lack it: an hour. */
  duration_minutes: durationMinutesSchema.default(DEFAULT_DURATION_MINUTES),
  /** The recurring series the visit belongs to (issue #34 section 2), or null for a one-off job. */
  series_id: idSchema.nullable().default(null),
  /**
   * The series' occurrence this visit was made for (its original start, epoch ms): with series_id
   * the visit's key, so making visits twice never makes a second one, even after the visit moved.
   */
  series_occurrence: epochMsSchema.nullable().default(null),
  created_at: epochMsSchema,
  version: versionSchema,
})
export type Job = z.infer<typeof jobSchema>

/** The instructions as a create or an edit takes them: trimmed, at most MAX_CREW_INSTRUCTIONS. */
export const crewInstructionsInput = shortText(CREW_INSTRUCTIONS_LABEL, MAX_CREW_INSTRUCTIONS)

const fields = {
  title: requiredText('Title'),
  client_person_id: idSchema,
  address: requiredText('Address', 300),
  date: epochMsSchema,
  status: z.enum(jobStatuses, { message: `Status must be one of: ${jobStatuses.join(', ')}` }),
  assigned_crew_id: idSchema.nullable(),
  photos: z.array(shortText('Photo', 2000)).max(500, 'At most 500 photos'),
  notes: longText('Notes'),
  crew_instructions: crewInstructionsInput,
  route_order: routeOrderSchema.nullable(),
  duration_minutes: durationMinutesSchema,
}

export const createJobInput = z
  .object({
    title: fields.title,
    client_person_id: fields.client_person_id,
    address: fields.address,
    date: fields.date,
    status: fields.status.default('Scheduled'),
    assigned_crew_id: fields.assigned_crew_id.default(null),
    notes: fields.notes.default(''),
    crew_instructions: fields.crew_instructions.default(''),
    route_order: fields.route_order.default(null),
    duration_minutes: fields.duration_minutes.default(DEFAULT_DURATION_MINUTES),
  })
  .strict()
export type CreateJobInput = z.input<typeof createJobInput>

export const CREW_EDIT_MESSAGE =
  'A job edit cannot change its crew: use POST /api/jobs/{id}/assign-crew (or reassign-crew, unassign-crew)'

/**
 * The crew is not edited here: assign-crew, reassign-crew and unassign-crew keep the crew rules
 * (SPEC section 4: a crew is assigned only when none is). A patch naming it is refused by name.
 */
const { assigned_crew_id: _crew, ...patchableFields } = fields

export const patchJobInput = z
  .strictObject(
    { ...patchableFields, version: versionSchema },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' && issue.keys.includes('assigned_crew_id')
          ? CREW_EDIT_MESSAGE
          : undefined,
    },
  )
  .partial()

export function buildJob(input: z.output<typeof createJobInput>, { now, newId }: RuleContext) {
  return {
    id: newId(),
    ...input,
    photos: [],
    series_id: null,
    series_occurrence: null,
    created_at: now,
  }
}

/** Assigning a crew is allowed only while none is assigned (SPEC section 4). */
export function assignCrew(job: Job, crewId: string): Job {
  if (job.assigned_crew_id) {
    throw new AppError('INVALID_STATE', 'A crew is already assigned to this job')
  }
  return { ...job, assigned_crew_id: crewId }
}

/** Beyond the spec: move a job from its crew to another one (a job without a crew uses assignCrew). */
export function reassignCrew(job: Job, crewId: string): Job {
  if (!job.assigned_crew_id) {
    throw new AppError('INVALID_STATE', 'No crew is assigned to this job: assign one instead')
  }
  if (job.assigned_crew_id === crewId) {
    throw new AppError('INVALID_STATE', 'This crew is already assigned to this job')
  }
  return { ...job, assigned_crew_id: crewId }
}

/** Beyond the spec: take the crew off a job, so another one can be assigned. */
export function unassignCrew(job: Job): Job {
  if (!job.assigned_crew_id) {
    throw new AppError('INVALID_STATE', 'No crew is assigned to this job')
  }
  return { ...job, assigned_crew_id: null }
}

export const jobResource = defineResource({
  name: 'jobs',
  label: 'Job',
  schema: jobSchema,
  createInput: createJobInput,
  patchInput: patchJobInput,
  build: buildJob,
  applyPatch: (job, patch) => mergePatch(job, patch),
  list: {
    search: ['title', 'address'],
    filters: {
      today: ({ now, tzOffsetMinutes }) => {
        const { start, end } = localDayRange(now, tzOffsetMinutes)
        return and(gte('date', start), lt('date', end))
      },
      upcoming: ({ now, tzOffsetMinutes }) =>
        gte('date', localDayRange(now, tzOffsetMinutes).start),
      past: ({ now, tzOffsetMinutes }) => lt('date', localDayRange(now, tzOffsetMinutes).start),
      unassigned: () => eq('assigned_crew_id', null),
    },
    fields: {
      status: 'text',
      client_person_id: 'uuid',
      assigned_crew_id: 'uuid',
      series_id: 'uuid',
    },
    sorts: {
      // Today's and later jobs earliest first, then the past, latest first (issue #34).
      upcoming: { field: 'date', direction: 'asc', kind: 'number', pivot: 'today' },
      date: { field: 'date', direction: 'asc', kind: 'number' },
      recent: { field: 'date', direction: 'desc', kind: 'number' },
      newest: { field: 'created_at', direction: 'desc', kind: 'number' },
      title: { field: 'title', direction: 'asc', kind: 'text' },
    },
    defaultSort: 'date',
  },
  referencedBy: [
    { collection: 'work-orders', field: 'job_id', onDelete: 'cascade' },
    { collection: 'invoices', field: 'job_id', onDelete: 'setNull' },
    { collection: 'media', field: 'job_id', onDelete: 'setNull' },
    { collection: 'leads', field: 'job_id', onDelete: 'setNull' },
    { collection: 'estimates', field: 'job_id', onDelete: 'setNull' },
    { collection: 'shifts', field: 'job_id', onDelete: 'setNull' },
  ],
})
