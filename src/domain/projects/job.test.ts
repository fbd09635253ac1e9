import { describe, expect, it } from 'vitest'
import { AppError, fieldErrorsFromZod } from '../shared/app-error'
import {
  assignCrew,
  buildJob,
  createJobInput,
  CREW_EDIT_MESSAGE,
  jobResource,
  jobSchema,
  patchJobInput,
  reassignCrew,
  unassignCrew,
  type Job,
} from './job'
import { MAX_CREW_INSTRUCTIONS } from './crew-instructions'
import { forClient } from '../access/client-fields'

const NOW = Date.UTC(2026, 2, 10, 12)
const JOB_ID = '00000000-0000-4000-8000-000000000001'
const CLIENT_ID = '00000000-0000-4000-8000-000000000002'
const CREW_ID = '00000000-0000-4000-8000-000000000003'
const OTHER_CREW_ID = '00000000-0000-4000-8000-000000000004'
const ctx = { now: NOW, newId: () => JOB_ID }

function makeJob(overrides: Partial<Job> = {}): Job {
  return {
    id: JOB_ID,
    title: 'Spring Cleanup',
    client_person_id: CLIENT_ID,
    address: '100 Oak St, Austin, TX',
    date: NOW,
    status: 'Scheduled',
    assigned_crew_id: null,
    photos: [],
    notes: '',
    crew_instructions: '',
    route_order: null,
    duration_minutes: 60,
    series_id: null,
    series_occurrence: null,
    created_at: NOW,
    version: 1,
    ...overrides,
  }
}

const validInput = {
  title: 'Spring Cleanup',
  client_person_id: CLIENT_ID,
  address: '100 Oak St',
  date: NOW,
}

function errorsOf(input: unknown): Record<string, string> {
  const result = createJobInput.safeParse(input)
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be rejected`)
  return fieldErrorsFromZod(result.error)
}

describe('createJobInput', () => {
  it('defaults status to Scheduled, no crew, empty notes and no instructions for the crew', () => {
    expect(createJobInput.parse(validInput)).toEqual({
      ...validInput,
      status: 'Scheduled',
      assigned_crew_id: null,
      notes: '',
      crew_instructions: '',
      route_order: null,
      duration_minutes: 60,
    })
  })

  it('takes a route order: a whole number from 0, or null', () => {
    expect(createJobInput.parse({ ...validInput, route_order: 3 }).route_order).toBe(3)
    expect(createJobInput.safeParse({ ...validInput, route_order: -1 }).success).toBe(false)
    expect(createJobInput.safeParse({ ...validInput, route_order: 1.5 }).success).toBe(false)
    expect(patchJobInput.parse({ route_order: null, version: 1 })).toEqual({
      route_order: null,
      version: 1,
    })
  })

  it('requires title, client, address and date', () => {
    expect(Object.keys(errorsOf({})).sort()).toEqual([
      'address',
      'client_person_id',
      'date',
      'title',
    ])
    expect(errorsOf({ ...validInput, title: ' ', address: '' })).toEqual({
      title: 'Title is required',
      address: 'Address is required',
    })
  })

  it('rejects an unknown status', () => {
    expect(errorsOf({ ...validInput, status: 'Cancelled' })).toEqual({
      status: 'Status must be one of: Scheduled, In-Progress, Done',
    })
  })

  it('rejects unknown keys', () => {
    expect(createJobInput.safeParse({ ...validInput, photos: ['x'] }).success).toBe(false)
  })
})

describe('buildJob', () => {
  it('starts with no photos and stamps id and created_at', () => {
    const job = buildJob(createJobInput.parse(validInput), ctx)
    expect(job).toMatchObject({ id: JOB_ID, photos: [], created_at: NOW, status: 'Scheduled' })
    expect(jobSchema.safeParse({ ...job, version: 1 }).success).toBe(true)
  })
})

describe('assignCrew', () => {
  it('assigns a crew to a job without one', () => {
    expect(assignCrew(makeJob(), CREW_ID)).toEqual(makeJob({ assigned_crew_id: CREW_ID }))
  })

  it('refuses when a crew is already assigned', () => {
    const job = makeJob({ assigned_crew_id: CREW_ID })
    expect(() => assignCrew(job, OTHER_CREW_ID)).toThrowError(AppError)
    expect(() => assignCrew(job, OTHER_CREW_ID)).toThrowError(
      expect.objectContaining({ code: 'INVALID_STATE' }),
    )
  })
})

describe('reassignCrew', () => {
  it('moves an assigned job to another crew', () => {
    const job = makeJob({ assigned_crew_id: CREW_ID })
    expect(reassignCrew(job, OTHER_CREW_ID)).toEqual(makeJob({ assigned_crew_id: OTHER_CREW_ID }))
  })

  it('refuses a job without a crew (assign instead) and the same crew again', () => {
    expect(() => reassignCrew(makeJob(), CREW_ID)).toThrowError(
      'No crew is assigned to this job: assign one instead',
    )
    expect(() => reassignCrew(makeJob({ assigned_crew_id: CREW_ID }), CREW_ID)).toThrowError(
      expect.objectContaining({ code: 'INVALID_STATE' }),
    )
  })
})

describe('unassignCrew', () => {
  it('clears the crew, after which a crew can be assigned again', () => {
    const cleared = unassignCrew(makeJob({ assigned_crew_id: CREW_ID }))
    expect(cleared.assigned_crew_id).toBeNull()
    expect(assignCrew(cleared, OTHER_CREW_ID).assigned_crew_id).toBe(OTHER_CREW_ID)
  })

  it('refuses a job without a crew', () => {
    expect(() => unassignCrew(makeJob())).toThrowError(
      expect.objectContaining({ code: 'INVALID_STATE' }),
    )
  })
})

describe('patchJobInput', () => {
  it('does not take the crew: the crew commands keep the assign-only-when-none rule', () => {
    const crew = '2b1e4f7a-1c2d-4e5f-8a9b-0c1d2e3f4a5b'
    expect(patchJobInput.safeParse({ assigned_crew_id: crew }).success).toBe(false)
    expect(patchJobInput.safeParse({ assigned_crew_id: null }).success).toBe(false)
    // Said by name, so the caller learns which command to use instead.
    const refused = patchJobInput.safeParse({ status: 'Done', assigned_crew_id: crew })
    expect(refused.error?.issues.map((i) => i.message)).toEqual([CREW_EDIT_MESSAGE])
    expect(patchJobInput.parse({ status: 'Done', version: 3 })).toEqual({
      status: 'Done',
      version: 3,
    })
  })
})

describe('jobResource.applyPatch', () => {
  it('sets any status directly', () => {
    for (const [from, to] of [
      ['Done', 'Scheduled'],
      ['Scheduled', 'Done'],
      ['In-Progress', 'Scheduled'],
    ] as const) {
      expect(jobResource.applyPatch(makeJob({ status: from }), { status: to }, ctx).status).toBe(to)
    }
  })
})

describe('instructions for the crew', () => {
  it('reads a row stored before jobs had them as none', () => {
    const { crew_instructions: _, ...stored } = makeJob()
    expect(jobSchema.parse(stored).crew_instructions).toBe('')
  })

  it('are trimmed on create and replaced by an edit', () => {
    const input = createJobInput.parse({ ...validInput, crew_instructions: '  Gate code 4417 ' })
    expect(input.crew_instructions).toBe('Gate code 4417')
    const patch = patchJobInput.parse({ crew_instructions: 'Park on the street', version: 1 })
    expect(jobResource.applyPatch(makeJob(), patch, ctx).crew_instructions).toBe(
      'Park on the street',
    )
  })

  it(`take at most ${MAX_CREW_INSTRUCTIONS} characters, with a message naming the field`, () => {
    const fits = 'x'.repeat(MAX_CREW_INSTRUCTIONS)
    expect(patchJobInput.parse({ crew_instructions: fits }).crew_instructions).toBe(fits)
    expect(errorsOf({ ...validInput, crew_instructions: `${fits}x` })).toEqual({
      crew_instructions: `Instructions for the crew is too long (max ${MAX_CREW_INSTRUCTIONS})`,
    })
  })

  it('are never shown to the client', () => {
    const job = makeJob({ crew_instructions: 'Gate code 4417' })
    expect(forClient('jobs', job)).not.toHaveProperty('crew_instructions')
    expect(forClient('jobs', job)).toHaveProperty('title', job.title)
  })
})
