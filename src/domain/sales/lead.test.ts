import { describe, expect, it } from 'vitest'
import { AppError, fieldErrorsFromZod } from '../shared/app-error'
import { canMoveLead, createLeadInput, leadResource, leadStages, moveLead, type Lead } from './lead'

const PERSON_ID = '00000000-0000-4000-8000-000000000002'
const ctx = { now: Date.UTC(2026, 2, 10, 12), newId: () => '00000000-0000-4000-8000-000000000001' }

function makeLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Patio for Brown',
    source: 'Website',
    stage: 'New',
    person_id: PERSON_ID,
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
