import { describe, expect, it } from 'vitest'
import { noteSavedReply, parseNoteCommand } from './note-command'

describe('parseNoteCommand', () => {
  it('saves into the folder the message names', () => {
    expect(parseNoteCommand('Save to ideas: offer gutter cleaning in fall')).toEqual({
      folder: 'Ideas',
      text: 'offer gutter cleaning in fall',
    })
    expect(parseNoteCommand('add this to the jobs folder - bring the small mower')).toEqual({
      folder: 'Jobs',
      text: 'bring the small mower',
    })
    expect(parseNoteCommand('note for client: Maria prefers texts')).toEqual({
      folder: 'Clients',
      text: 'Maria prefers texts',
    })
    expect(parseNoteCommand('Jobs: order 12 yards of mulch')).toEqual({
      folder: 'Jobs',
      text: 'order 12 yards of mulch',
    })
  })

  it('files a note without a folder under Ideas', () => {
    expect(parseNoteCommand('Remember that the Hillcrest gate is narrow')).toEqual({
      folder: 'Ideas',
      text: 'the Hillcrest gate is narrow',
    })
    expect(parseNoteCommand('note: call the irrigation supplier')).toEqual({
      folder: 'Ideas',
      text: 'call the irrigation supplier',
    })
  })

  it('leaves questions and other messages alone', () => {
    for (const text of [
      'jobs today',
      'What is overdue?',
      'notebook prices',
      'address of Maria',
      '',
    ]) {
      expect(parseNoteCommand(text), text).toBeNull()
    }
  })

  it('names the folder in the reply', () => {
    expect(noteSavedReply('Clients')).toMatch(/^Saved to Clients\./)
  })
})
