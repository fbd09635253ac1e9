import { z } from 'zod'
import {
  epochMsSchema,
  idSchema,
  requiredText,
  versionSchema,
  MAX_LONG_TEXT,
} from '../shared/fields'
import { defineResource, mergePatch } from '../shared/resource'

export const noteFolders = ['Jobs', 'Clients', 'Ideas'] as const
export type NoteFolder = (typeof noteFolders)[number]

export const NOTES_EMPTY_TEXT = 'No notes in this folder yet. Use the AI chat to save notes here.'
export const NOTE_DELETED = { title: 'Note deleted', description: 'Note removed successfully' }
export function noteMovedMessage(folder: NoteFolder) {
  return { title: 'Note moved', description: `Moved to ${folder}` }
}

export const noteSchema = z.object({
  id: idSchema,
  folder: z.enum(noteFolders),
  text: z.string(),
  timestamp: epochMsSchema,
  version: versionSchema,
})
export type Note = z.infer<typeof noteSchema>

const fields = {
  folder: z.enum(noteFolders, { message: `Folder must be one of: ${noteFolders.join(', ')}` }),
  text: requiredText('Text', MAX_LONG_TEXT),
}

export const createNoteInput = z.object(fields).strict()
export const patchNoteInput = z
  .object({ ...fields, version: versionSchema })
  .partial()
  .strict()

export const noteResource = defineResource({
  name: 'notes',
  label: 'Note',
  schema: noteSchema,
  createInput: createNoteInput,
  patchInput: patchNoteInput,
  build: (input, { now, newId }) => ({ id: newId(), ...input, timestamp: now }),
  applyPatch: (note, patch) => mergePatch(note, patch),
  list: {
    search: ['text'],
    filters: {},
    fields: { folder: 'text' },
    sorts: { newest: { field: 'timestamp', direction: 'desc', kind: 'number' } },
    defaultSort: 'newest',
  },
  referencedBy: [],
})
