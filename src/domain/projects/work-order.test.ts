import { describe, expect, it } from 'vitest'
import { checklistProgress, createWorkOrderInput } from './work-order'

describe('work orders', () => {
  it('counts done checklist items', () => {
    const checklist = [
      { label: 'Mark utilities', done: true },
      { label: 'Load materials', done: false },
      { label: 'Clean up', done: true },
    ]
    expect(checklistProgress({ checklist })).toEqual({ done: 2, total: 3 })
    expect(checklistProgress({ checklist: [] })).toEqual({ done: 0, total: 0 })
  })

  it('defaults checklist items to not done', () => {
    const input = createWorkOrderInput.parse({
      job_id: '00000000-0000-4000-8000-000000000001',
      checklist: [{ label: 'Mark utilities' }],
    })
    expect(input).toEqual({
      job_id: '00000000-0000-4000-8000-000000000001',
      materials: [],
      checklist: [{ label: 'Mark utilities', done: false }],
    })
  })
})
