import { describe, expect, it } from 'vitest'
import { createPersonCallInput, personCallResource, personCallSchema } from './person-call'
import { createPersonNoteInput, personNoteResource } from './person-note'

const PERSON_ID = '00000000-0000-4000-8000-000000000001'
const NOW = Date.UTC(2026, 10, 23, 15)
const ctx = { now: NOW, newId: () => '00000000-0000-4000-8000-0000000000ca' }

describe('person calls', () => {
  it('default to an outbound, connected call now', () => {
    const call = personCallResource.build(
      createPersonCallInput.parse({ person_id: PERSON_ID }),
      ctx,
    )
    expect(call).toEqual({
      id: '00000000-0000-4000-8000-0000000000ca',
      person_id: PERSON_ID,
      direction: 'Outbound',
      outcome: 'Connected',
      summary: '',
      occurred_at: NOW,
      created_at: NOW,
    })
    expect(personCallSchema.safeParse({ ...call, version: 1 }).success).toBe(true)
  })

  it('refuse an unknown direction or outcome', () => {
    expect(
      createPersonCallInput.safeParse({ person_id: PERSON_ID, direction: 'Sideways' }).success,
    ).toBe(false)
    expect(createPersonCallInput.safeParse({ person_id: PERSON_ID, outcome: 'Busy' }).success).toBe(
      false,
    )
  })
})

describe('person notes', () => {
  it('need text', () => {
    expect(createPersonNoteInput.safeParse({ person_id: PERSON_ID, text: ' ' }).success).toBe(false)
    const note = personNoteResource.build(
      createPersonNoteInput.parse({ person_id: PERSON_ID, text: 'Gate code 4417' }),
      ctx,
    )
    expect(note).toMatchObject({ person_id: PERSON_ID, text: 'Gate code 4417', created_at: NOW })
  })
})
