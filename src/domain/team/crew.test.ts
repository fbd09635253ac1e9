import { describe, expect, it } from 'vitest'
import { AppError } from '../shared/app-error'
import {
  createCrewInput,
  crewResource,
  crewSchema,
  LEAD_NOT_MEMBER_MESSAGE,
  patchCrew,
  patchCrewInput,
  type Crew,
} from './crew'

const CREW_ID = '00000000-0000-4000-8000-000000000001'
const ANA = '00000000-0000-4000-8000-0000000000a1'
const BEN = '00000000-0000-4000-8000-0000000000b2'
const CARL = '00000000-0000-4000-8000-0000000000c3'
const ctx = { now: 0, newId: () => CREW_ID }

function makeCrew(overrides: Partial<Crew> = {}): Crew {
  return {
    id: CREW_ID,
    name: 'Crew Alpha',
    members: [ANA, BEN],
    on_site_now: false,
    lead_employee_id: ANA,
    version: 1,
    ...overrides,
  }
}

/** The field error a refused change throws. */
function refusal(change: () => unknown): AppError {
  try {
    change()
  } catch (error) {
    if (error instanceof AppError) return error
    throw error
  }
  throw new Error('expected the change to be refused')
}

const patch = (body: unknown) => patchCrewInput.parse(body)

describe('a crew lead', () => {
  it('reads a row stored before crews had a lead as having none', () => {
    const { lead_employee_id: _, ...stored } = makeCrew()
    expect(crewSchema.parse(stored).lead_employee_id).toBeNull()
  })

  it('is none on a new crew unless one is named, and must then be a member', () => {
    const build = (body: unknown) => crewResource.build(createCrewInput.parse(body), ctx)
    expect(build({ name: 'Crew Echo', members: [ANA] }).lead_employee_id).toBeNull()
    expect(build({ name: 'Crew Echo', members: [ANA], lead_employee_id: ANA })).toMatchObject({
      lead_employee_id: ANA,
    })
    const error = refusal(() => build({ name: 'Crew Echo', members: [ANA], lead_employee_id: BEN }))
    expect(error.code).toBe('VALIDATION')
    expect(error.fields).toEqual({ lead_employee_id: LEAD_NOT_MEMBER_MESSAGE })
  })

  it('can be set to a member, changed to another, and cleared', () => {
    expect(patchCrew(makeCrew(), patch({ lead_employee_id: BEN })).lead_employee_id).toBe(BEN)
    expect(patchCrew(makeCrew(), patch({ lead_employee_id: null })).lead_employee_id).toBeNull()
  })

  it('refuses a lead who is not a member, with a field error', () => {
    const error = refusal(() => patchCrew(makeCrew(), patch({ lead_employee_id: CARL })))
    expect(error.code).toBe('VALIDATION')
    expect(error.message).toBe(LEAD_NOT_MEMBER_MESSAGE)
    expect(error.fields).toEqual({ lead_employee_id: LEAD_NOT_MEMBER_MESSAGE })
  })

  it('is cleared when the change takes the lead out of the members', () => {
    const after = patchCrew(makeCrew(), patch({ members: [BEN, CARL] }))
    expect(after).toMatchObject({ members: [BEN, CARL], lead_employee_id: null })
  })

  it('stays when the members change around them', () => {
    const after = patchCrew(makeCrew(), patch({ members: [ANA, CARL], name: 'Crew A' }))
    expect(after).toMatchObject({ members: [ANA, CARL], lead_employee_id: ANA, name: 'Crew A' })
  })

  it('may be a member added by the same change', () => {
    const after = patchCrew(makeCrew(), patch({ members: [CARL], lead_employee_id: CARL }))
    expect(after).toMatchObject({ members: [CARL], lead_employee_id: CARL })
  })

  it('refuses naming a lead the same change takes out of the members', () => {
    const error = refusal(() =>
      patchCrew(makeCrew(), patch({ members: [BEN], lead_employee_id: ANA })),
    )
    expect(error.fields?.lead_employee_id).toBe(LEAD_NOT_MEMBER_MESSAGE)
  })

  it('refuses a lead that is not an id', () => {
    const result = patchCrewInput.safeParse({ lead_employee_id: 'Ana' })
    expect(result.error?.issues[0]?.path).toEqual(['lead_employee_id'])
  })
})
