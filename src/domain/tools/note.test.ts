import { describe, expect, it } from 'vitest'
import {
  NOTES_EMPTY_TEXT,
  NOTE_DELETED,
  noteMovedMessage,
  noteResource,
  patchNoteInput,
  type Note,
} from './note'

const ctx = { now: 5_000, newId: () => 'new-id' }
const note: Note = {
  id: '11111111-1111-4111-8111-111111111111',
  folder: 'Jobs',
  text: 'Order mulch',
  timestamp: 1_000,
  version: 3,
}

describe('moving a note', () => {
  it('changes only its folder: text and timestamp stay', () => {
    const patch = patchNoteInput.parse({ folder: 'Ideas' })
    expect(noteResource.applyPatch(note, patch, ctx)).toEqual({
      id: note.id,
      folder: 'Ideas',
      text: 'Order mulch',
      timestamp: 1_000,
    })
  })

  it('accepts only the three folders', () => {
    expect(patchNoteInput.safeParse({ folder: 'Trash' }).success).toBe(false)
    expect(patchNoteInput.safeParse({ folder: 'jobs' }).success).toBe(false)
    for (const folder of ['Jobs', 'Clients', 'Ideas']) {
      expect(patchNoteInput.safeParse({ folder }).success, folder).toBe(true)
    }
  })

  it('confirms with the spec texts', () => {
    expect(noteMovedMessage('Clients')).toEqual({
      title: 'Note moved',
      description: 'Moved to Clients',
    })
    expect(NOTE_DELETED).toEqual({
      title: 'Note deleted',
      description: 'Note removed successfully',
    })
    expect(NOTES_EMPTY_TEXT).toBe(
      'No notes in this folder yet. Use the AI chat to save notes here.',
    )
  })

  it('stamps a new note with the time it was saved', () => {
    expect(noteResource.build({ folder: 'Ideas', text: 'Fall aeration' }, ctx)).toEqual({
      id: 'new-id',
      folder: 'Ideas',
      text: 'Fall aeration',
      timestamp: 5_000,
    })
  })
})
