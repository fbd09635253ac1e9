import { describe, expect, it } from 'vitest'
import { AppError } from '../shared/app-error'
import {
  actionOutcome,
  fieldState,
  finishBodySchema,
  openChecklistError,
  pauseBodySchema,
  type JobActivity,
  type JobActivityKind,
} from './job-activity'

const JOB = '00000000-0000-4000-8000-000000000001'
let seq = 0
const row = (kind: JobActivityKind, at: number, extra: Partial<JobActivity> = {}): JobActivity => ({
  id: `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`,
  job_id: JOB,
  kind,
  at,
  user_id: null,
  employee_id: null,
  reason: null,
  note: null,
  ...extra,
})

const refusal = (run: () => unknown): string => {
  try {
    run()
  } catch (error) {
    if (error instanceof AppError) return `${error.code}: ${error.message}`
    throw error
  }
  return 'allowed'
}

describe('fieldState', () => {
  it('reads the timer from the status and the last start, pause or resume', () => {
    expect(fieldState({ status: 'Scheduled' }, [row('on-my-way', 5)])).toMatchObject({
      timer: 'idle',
      since: null,
    })
    const paused = [row('start', 10), row('pause', 20, { reason: 'Rain' })]
    expect(fieldState({ status: 'In-Progress' }, paused)).toMatchObject({
      timer: 'paused',
      since: 20,
      paused_reason: 'Rain',
    })
    expect(fieldState({ status: 'In-Progress' }, [...paused, row('resume', 30)])).toMatchObject({
      timer: 'running',
      since: 30,
      paused_reason: null,
    })
    expect(fieldState({ status: 'Done' }, [row('start', 10), row('finish', 40)])).toMatchObject({
      timer: 'done',
      since: 40,
    })
  })

  it('keeps every action in time order, an office status edit winning over the rows', () => {
    const rows = [row('resume', 30), row('start', 10), row('pause', 20, { reason: 'Lunch' })]
    const state = fieldState({ status: 'In-Progress' }, rows)
    expect(state.activity.map((a) => a.kind)).toEqual(['start', 'pause', 'resume'])
    // Set back to Scheduled on the job page: the timer is idle again.
    expect(fieldState({ status: 'Scheduled' }, rows).timer).toBe('idle')
    // Set to In-Progress on the job page, never started here: running since an unknown time.
    expect(fieldState({ status: 'In-Progress' }, [])).toMatchObject({
      timer: 'running',
      since: null,
    })
  })
})

describe('actionOutcome', () => {
  const state = (status: 'Scheduled' | 'In-Progress' | 'Done', rows: JobActivity[] = []) =>
    fieldState({ status }, rows)

  it('moves the job: Start to In-Progress, Finish to Done; Pause and Resume leave the status', () => {
    expect(actionOutcome('start', state('Scheduled'))).toBe('In-Progress')
    expect(actionOutcome('on-my-way', state('Scheduled'))).toBeNull()
    expect(actionOutcome('pause', state('In-Progress', [row('start', 1)]))).toBeNull()
    const paused = state('In-Progress', [row('start', 1), row('pause', 2, { reason: 'x' })])
    expect(actionOutcome('resume', paused)).toBeNull()
    expect(actionOutcome('finish', paused)).toBe('Done')
  })

  it('refuses what does not fit with a 409 and a clear message', () => {
    const running = state('In-Progress', [row('start', 1)])
    const paused = state('In-Progress', [row('start', 1), row('pause', 2, { reason: 'x' })])
    expect(refusal(() => actionOutcome('finish', state('Scheduled')))).toBe(
      'INVALID_STATE: Start the job before finishing it',
    )
    expect(refusal(() => actionOutcome('start', running))).toBe(
      'INVALID_STATE: This job has started already',
    )
    expect(refusal(() => actionOutcome('pause', paused))).toBe(
      'INVALID_STATE: The job is paused already',
    )
    expect(refusal(() => actionOutcome('pause', state('Scheduled')))).toBe(
      'INVALID_STATE: The job has not started',
    )
    expect(refusal(() => actionOutcome('resume', running))).toBe(
      'INVALID_STATE: The job is not paused',
    )
    for (const kind of ['on-my-way', 'start', 'pause', 'resume', 'finish'] as const) {
      expect(refusal(() => actionOutcome(kind, state('Done')))).toBe(
        'INVALID_STATE: This job is done already',
      )
    }
  })
})

describe('the bodies', () => {
  it('wants a pause reason of 1 to 200 characters, trimmed', () => {
    expect(pauseBodySchema.safeParse({ reason: '  Rain  ' }).data).toEqual({ reason: 'Rain' })
    expect(pauseBodySchema.safeParse({ reason: '   ' }).success).toBe(false)
    expect(pauseBodySchema.safeParse({}).success).toBe(false)
    expect(pauseBodySchema.safeParse({ reason: 'x'.repeat(200) }).success).toBe(true)
    expect(pauseBodySchema.safeParse({ reason: 'x'.repeat(201) }).success).toBe(false)
  })

  it('takes an optional note of at most 2000 characters and photo ids on Finish', () => {
    expect(finishBodySchema.safeParse({}).success).toBe(true)
    expect(finishBodySchema.safeParse({ note: 'x'.repeat(2001) }).success).toBe(false)
    expect(finishBodySchema.safeParse({ photos: ['nope'] }).success).toBe(false)
    expect(finishBodySchema.safeParse({ finish_anyway: 'yes' }).success).toBe(false)
  })
})

describe('openChecklistError', () => {
  it('counts the open items unless the user chose to finish anyway', () => {
    expect(openChecklistError(0, false)).toBeNull()
    expect(openChecklistError(2, true)).toBeNull()
    expect(openChecklistError(1, false)?.message).toBe('1 checklist item is still open')
    const two = openChecklistError(2, false)
    expect(two?.code).toBe('OPEN_CHECKLIST')
    expect(two?.status).toBe(409)
    expect(two?.message).toBe('2 checklist items are still open')
  })
})
