// The field actions' kinds, limits and timer states without zod, so a reader that must stay off zod
// (read-field-state.ts) shares them with the schemas (job-activity.ts re-exports them).
export const JOB_ACTIVITY_KINDS = ['on-my-way', 'start', 'pause', 'resume', 'finish'] as const
export type JobActivityKind = (typeof JOB_ACTIVITY_KINDS)[number]

export const MAX_PAUSE_REASON = 200
export const MAX_FINISH_NOTE = 2000
export const MAX_FINISH_PHOTOS = 20

export const TIMER_STATES = ['idle', 'running', 'paused', 'done'] as const
export type TimerState = (typeof TIMER_STATES)[number]
