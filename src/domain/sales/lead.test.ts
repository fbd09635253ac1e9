import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AppError, fieldErrorsFromZod } from '../shared/app-error'
import {
  canMoveLead,
  createLeadInput,
  leadResource,
  leadSchema,
  leadStages,
  moveLead,
  nextLeadStages,
  type Lead,
} from './lead'

const PERSON_ID = '00000000-0000-4000-8000-000000000002'
const ctx = { now: Date.UTC(2026, 2, 10, 12), newId: () => '00000000-0000-4000-8000-000000000001' }

function makeLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Patio for Brown',
    source: 'Website',
    stage: 'New',
    person_id: PERSON_ID,
    value: 0,
    job_id: null,
    created_at: ctx.now,
    version: 1,
    ...overrides,
  }
}

const open = ['New', 'Contacted', 'Quoted'] as const
const closed = ['Won', 'Lost'] as const

describe('canMoveLead', () => {
  it('lets an open lead move to any other stage, closed ones included', () => {
    for (const from of open) {
      for (const to of leadStages) {
        expect(canMoveLead(from, to), `${from} -> ${to}`).toBe(from !== to)
      }
    }
  })

  it('lets a closed lead only be reopened as New', () => {
    for (const from of closed) {
      for (const to of leadStages) {
        expect(canMoveLead(from, to), `${from} -> ${to}`).toBe(to === 'New')
      }
    }
  })

  it('never allows staying in the same stage', () => {
    for (const stage of leadStages) expect(canMoveLead(stage, stage)).toBe(false)
  })
})

describe('moveLead', () => {
  it('moves an allowed stage change', () => {
    expect(moveLead(makeLead({ stage: 'Quoted' }), 'Won')).toEqual(makeLead({ stage: 'Won' }))
    expect(moveLead(makeLead({ stage: 'Lost' }), 'New').stage).toBe('New')
  })

  it('refuses a disallowed change with INVALID_STATE', () => {
    const attempt = () => moveLead(makeLead({ stage: 'Won' }), 'Quoted')
    expect(attempt).toThrowError(AppError)
    expect(attempt).toThrowError(
      expect.objectContaining({
        code: 'INVALID_STATE',
        message: 'A Won lead cannot move to Quoted',
      }),
    )
  })
})

describe('createLeadInput', () => {
  it('defaults stage to New and source to Website', () => {
    expect(createLeadInput.parse({ name: 'Patio for Brown', person_id: PERSON_ID })).toEqual({
      name: 'Patio for Brown',
      person_id: PERSON_ID,
      stage: 'New',
      source: 'Website',
      value: 0,
    })
  })

  it('accepts the stages the create form offers', () => {
    for (const stage of open) {
      expect(createLeadInput.parse({ name: 'x', person_id: PERSON_ID, stage }).stage).toBe(stage)
    }
  })

  it('rejects creating a lead as Won or Lost', () => {
    for (const stage of closed) {
      const result = createLeadInput.safeParse({ name: 'x', person_id: PERSON_ID, stage })
      expect(result.success).toBe(false)
      if (!result.success) {
        expect(fieldErrorsFromZod(result.error)).toEqual({
          stage: 'Stage must be one of: New, Contacted, Quoted',
        })
      }
    }
  })

  it('requires a name and a contact person', () => {
    const result = createLeadInput.safeParse({ name: '' })
    expect(result.success).toBe(false)
    if (!result.success) {
      expect(fieldErrorsFromZod(result.error)).toEqual({
        name: 'Name is required',
        person_id: 'Must be a valid id',
      })
    }
  })
})

describe('leadResource.applyPatch', () => {
  it('applies the stage rules on edit', () => {
    expect(leadResource.applyPatch(makeLead(), { stage: 'Contacted' }, ctx).stage).toBe('Contacted')
    expect(() =>
      leadResource.applyPatch(makeLead({ stage: 'Lost' }), { stage: 'Won' }, ctx),
    ).toThrowError(expect.objectContaining({ code: 'INVALID_STATE' }))
  })

  it('lets other fields change on a closed lead', () => {
    const patched = leadResource.applyPatch(
      makeLead({ stage: 'Won' }),
      { stage: 'Won', name: 'Renamed' },
      ctx,
    )
    expect(patched).toMatchObject({ stage: 'Won', name: 'Renamed' })
  })
})

describe('nextLeadStages', () => {
  it('offers the moves canMoveLead allows, in pipeline order', () => {
    expect(nextLeadStages('New')).toEqual(['Contacted', 'Quoted', 'Won', 'Lost'])
    expect(nextLeadStages('Quoted')).toEqual(['New', 'Contacted', 'Won', 'Lost'])
    expect(nextLeadStages('Won')).toEqual(['New'])
    expect(nextLeadStages('Lost')).toEqual(['New'])
  })

  it('agrees with moveLead for any sequence of moves', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...leadStages), { maxLength: 40 }), (targets) => {
        let lead = makeLead()
        for (const to of targets) {
          const allowed = nextLeadStages(lead.stage).includes(to)
          if (allowed) {
            lead = moveLead(lead, to)
            expect(lead.stage).toBe(to)
          } else {
            const before = lead.stage
            expect(() => moveLead(lead, to)).toThrowError(
              expect.objectContaining({ code: 'INVALID_STATE' }),
            )
            expect(lead.stage).toBe(before)
          }
        }
      }),
    )
  })
})

describe('potential value', () => {
  it('defaults to 0 and must be dollars and cents, not negative', () => {
    const base = { name: 'x', person_id: PERSON_ID }
    expect(createLeadInput.parse({ ...base, value: 2500.5 }).value).toBe(2500.5)
    for (const value of [-1, 10.001, 'lots']) {
      expect(createLeadInput.safeParse({ ...base, value }).success, String(value)).toBe(false)
    }
  })

  it('fills value and job_id on rows stored before they existed', () => {
    const { value: _v, job_id: _j, ...old } = makeLead()
    expect(leadSchema.parse(old)).toMatchObject({ value: 0, job_id: null })
  })

  it('never takes job_id from a create or an edit', () => {
    expect(
      createLeadInput.safeParse({ name: 'x', person_id: PERSON_ID, job_id: PERSON_ID }).success,
    ).toBe(false)
    expect(leadResource.patchInput.safeParse({ job_id: PERSON_ID }).success).toBe(false)
    const built = leadResource.build(
      createLeadInput.parse({ name: 'x', person_id: PERSON_ID }),
      ctx,
    )
    expect(built.job_id).toBeNull()
  })
})
