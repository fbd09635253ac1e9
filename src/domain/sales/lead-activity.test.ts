import { describe, expect, it } from 'vitest'
import { fieldErrorsFromZod } from '../shared/app-error'
import { createLeadActivityInput, leadActivityResource, leadActivitySchema } from './lead-activity'
import { createLeadNoteInput, leadNoteResource } from './lead-note'

const LEAD_ID = '00000000-0000-4000-8000-000000000001'
const NOW = Date.UTC(2026, 10, 23, 15)
const ctx = { now: NOW, newId: () => '00000000-0000-4000-8000-0000000000ac' }

describe('lead activities', () => {
  it('log a call by default, happening now', () => {
    const input = createLeadActivityInput.parse({ lead_id: LEAD_ID, summary: ' Intro call ' })
    const activity = leadActivityResource.build(input, ctx)
    expect(activity).toEqual({
      id: '00000000-0000-4000-8000-0000000000ac',
      lead_id: LEAD_ID,
      type: 'Call',
      summary: 'Intro call',
      occurred_at: NOW,
      created_at: NOW,
    })
    expect(leadActivitySchema.safeParse({ ...activity, version: 1 }).success).toBe(true)
  })

  it('keep an earlier time when given one', () => {
    const input = createLeadActivityInput.parse({
      lead_id: LEAD_ID,
      type: 'Site Visit',
      summary: 'Measured the beds',
      occurred_at: NOW - 3_600_000,
    })
    expect(leadActivityResource.build(input, ctx)).toMatchObject({
      type: 'Site Visit',
      occurred_at: NOW - 3_600_000,
      created_at: NOW,
    })
  })

  it('need a summary and a known type', () => {
    const result = createLeadActivityInput.safeParse({ lead_id: LEAD_ID, type: 'Fax', summary: '' })
    expect(result.success).toBe(false)
    if (!result.success) {
      expect(fieldErrorsFromZod(result.error)).toEqual({
        type: 'Type must be one of: Call, Email, Meeting, Site Visit, Other',
        summary: 'Summary is required',
      })
    }
  })
})

describe('lead notes', () => {
  it('keep the trimmed text and the time', () => {
    const input = createLeadNoteInput.parse({ lead_id: LEAD_ID, text: '  Call after 5pm ' })
    expect(leadNoteResource.build(input, ctx)).toMatchObject({
      text: 'Call after 5pm',
      created_at: NOW,
    })
  })

  it('refuse a blank or an overlong note', () => {
    expect(createLeadNoteInput.safeParse({ lead_id: LEAD_ID, text: '   ' }).success).toBe(false)
    expect(
      createLeadNoteInput.safeParse({ lead_id: LEAD_ID, text: 'x'.repeat(5001) }).success,
    ).toBe(false)
  })
})
