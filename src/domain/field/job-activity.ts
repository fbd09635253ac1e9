// A job's actions in the field (issue #32 section 2, decision 051): On my way, Start, Pause with a
// reason, Resume and Finish, each kept as one row (who, when) from which the job's timer is read.
// Pause is a state of the timer, never a job status: the job stays In-Progress while paused.
import { z } from 'zod'
import { AppError } from '../shared/app-error'
import { epochMsSchema, idSchema } from '../shared/fields'
import { locationStampSchema } from '../time/time-api'
import { actedAtSchema } from './acted-at'
import type { JobStatus } from '../projects/job-status'
import {
  JOB_ACTIVITY_KINDS,
  MAX_FINISH_NOTE,
  MAX_FINISH_PHOTOS,
  MAX_PAUSE_REASON,
  TIMER_STATES,
  type JobActivityKind,
  type TimerState,
} from './field-rules'

export {
  JOB_ACTIVITY_KINDS,
  MAX_FINISH_NOTE,
  MAX_FINISH_PHOTOS,
  MAX_PAUSE_REASON,
  TIMER_STATES,
  type JobActivityKind,
  type TimerState,
}

/** One action as the server keeps it (the table job_activity, in backups). */
export const jobActivitySchema = z
  .object({
    id: idSchema,
    job_id: idSchema,
    kind: z.enum(JOB_ACTIVITY_KINDS),
    at: epochMsSchema,
    /** The signed-in user who acted (null: the user was deleted since). */
    user_id: idSchema.nullable(),
    /** Their employee record, when they have one (whose time it is). */
    employee_id: idSchema.nullable(),
    /** A pause's reason. */
    reason: z.string().max(MAX_PAUSE_REASON).nullable(),
    /** A finish's completion note. */
    note: z.string().max(MAX_FINISH_NOTE).nullable(),
    /** Where a Start or Finish was done, when the user let the browser share it. Shown to
     *  time:manage only (absent for everyone else, and in backups made before it was kept). */
    location: locationStampSchema.nullable().optional(),
    /** When the server received the action (`at` is when the person acted, issue #33); absent in
     *  rows and backups made before it was kept. */
    received_at: epochMsSchema.nullable().optional(),
  })
  .strict()
export type JobActivity = z.infer<typeof jobActivitySchema>

export const PAUSE_REASON_REQUIRED = 'Say why the job is paused'
export const PAUSE_REASON_TOO_LONG = `The reason can be at most ${MAX_PAUSE_REASON} characters`

/** POST /api/jobs/:id/pause. */
export const pauseBodySchema = z
  .object({
    reason: z
      .string({ message: PAUSE_REASON_REQUIRED })
      .trim()
      .min(1, PAUSE_REASON_REQUIRED)
      .max(MAX_PAUSE_REASON, PAUSE_REASON_TOO_LONG),
    acted_at: actedAtSchema,
  })
  .strict()
export type PauseBody = z.infer<typeof pauseBodySchema>

/** POST /api/jobs/:id/start: no body, an empty one, or the place it is started at. */
export const startBodySchema = z
  .object({ location: locationStampSchema.optional(), acted_at: actedAtSchema })
  .strict()
export type StartBody = z.infer<typeof startBodySchema>

/** POST /api/jobs/:id/finish: photos are media ids of the job (uploaded as the job page does). */
export const finishBodySchema = z
  .object({
    note: z
      .string()
      .trim()
      .max(MAX_FINISH_NOTE, `The note can be at most ${MAX_FINISH_NOTE} characters`)
      .optional(),
    photos: z
      .array(idSchema)
      .max(MAX_FINISH_PHOTOS, `At most ${MAX_FINISH_PHOTOS} photos`)
      .optional(),
    finish_anyway: z.boolean().optional(),
    location: locationStampSchema.optional(),
    acted_at: actedAtSchema,
  })
  .strict()
export type FinishBody = z.infer<typeof finishBodySchema>

/** GET /api/jobs/:id/field-state. */
export const fieldStateSchema = z.object({
  timer: z.enum(TIMER_STATES),
  /** When the timer took its state (null: unknown, e.g. a status set on the job page). */
  since: epochMsSchema.nullable(),
  paused_reason: z.string().nullable(),
  activity: z.array(jobActivitySchema),
})
export type FieldState = z.infer<typeof fieldStateSchema>

/** Oldest first; at the same millisecond, in the order the actions can happen. */
export function inOrder(activity: readonly JobActivity[]): JobActivity[] {
  const rank = (kind: JobActivityKind) => JOB_ACTIVITY_KINDS.indexOf(kind)
  return [...activity].sort((a, b) => a.at - b.at || rank(a.kind) - rank(b.kind))
}

/**
 * The timer of a job: its status says whether it is done or not started (an office edit of the status
 * wins); while In-Progress, the last start, pause or resume says whether it runs or is paused.
 */
export function fieldState(
  job: { status: JobStatus },
  activity: readonly JobActivity[],
): FieldState {
  const ordered = inOrder(activity)
  const last = (kinds: readonly JobActivityKind[]) =>
    ordered.filter((a) => kinds.includes(a.kind)).at(-1) ?? null
  const base = { activity: ordered, paused_reason: null }
  if (job.status === 'Done') return { ...base, timer: 'done', since: last(['finish'])?.at ?? null }
  if (job.status === 'Scheduled') return { ...base, timer: 'idle', since: null }
  const latest = last(['start', 'pause', 'resume', 'finish'])
  if (latest?.kind === 'pause') {
    return { ...base, timer: 'paused', since: latest.at, paused_reason: latest.reason }
  }
  return { ...base, timer: 'running', since: latest && latest.kind !== 'finish' ? latest.at : null }
}

/**
 * What an action does to the job's status (null: nothing), or a 409 saying why it cannot be done
 * now. Finish's open checklist is checked apart (openChecklistError).
 */
export function actionOutcome(kind: JobActivityKind, state: FieldState): JobStatus | null {
  const refuse = (message: string): never => {
    throw new AppError('INVALID_STATE', message)
  }
  if (state.timer === 'done') refuse('This job is done already')
  switch (kind) {
    case 'on-my-way':
      if (state.timer !== 'idle') refuse('This job has started already')
      return null
    case 'start':
      if (state.timer !== 'idle') refuse('This job has started already')
      return 'In-Progress'
    case 'pause':
      if (state.timer !== 'running') {
        refuse(state.timer === 'paused' ? 'The job is paused already' : 'The job has not started')
      }
      return null
    case 'resume':
      if (state.timer !== 'paused') refuse('The job is not paused')
      return null
    case 'finish':
      if (state.timer === 'idle') refuse('Start the job before finishing it')
      return 'Done'
  }
}

/** "2 checklist items are still open". */
export const openChecklistMessage = (count: number): string =>
  count === 1 ? '1 checklist item is still open' : `${count} checklist items are still open`

/** The refusal of a Finish while items are open, unless the user chose "Finish anyway". */
export function openChecklistError(openItems: number, finishAnyway: boolean): AppError | null {
  if (openItems === 0 || finishAnyway) return null
  return new AppError('OPEN_CHECKLIST', openChecklistMessage(openItems), {
    open_checklist_items: String(openItems),
  })
}

/** The line each action puts on the job's History. */
export function activityHistoryText(activity: Pick<JobActivity, 'kind' | 'reason'>): string {
  switch (activity.kind) {
    case 'on-my-way':
      return 'Crew on the way'
    case 'start':
      return 'Job started'
    case 'pause':
      return `Job paused: ${activity.reason ?? ''}`.trim()
    case 'resume':
      return 'Job resumed'
    case 'finish':
      return 'Job finished'
  }
}

/** The History event kind of an action ('job-start', 'job-pause', ...). */
export const activityEventKind = (kind: JobActivityKind): string => `job-${kind}`
