// Free-text notes on a person (the Notes tab of the person's page).
import { z } from 'zod'
import { epochMsSchema, idSchema, requiredText, versionSchema } from '../shared/fields'
import { defineResource, mergePatch } from '../shared/resource'

export const PERSON_NOTE_MAX = 5000

export const personNoteSchema = z.object({
  id: idSchema,
  person_id: idSchema,
  text: z.string(),
  created_at: epochMsSchema,
  version: versionSchema,
})
export type PersonNote = z.infer<typeof personNoteSchema>

const text = requiredText('Note', PERSON_NOTE_MAX)

export const createPersonNoteInput = z.object({ person_id: idSchema, text }).strict()
export type CreatePersonNoteInput = z.input<typeof createPersonNoteInput>

export const patchPersonNoteInput = z.object({ text, version: versionSchema }).partial().strict()

export const personNoteResource = defineResource({
  name: 'person-notes',
  label: 'Person note',
  schema: personNoteSchema,
  createInput: createPersonNoteInput,
  patchInput: patchPersonNoteInput,
  build: (input, { now, newId }) => ({ id: newId(), ...input, created_at: now }),
  applyPatch: (note, patch) => mergePatch(note, patch),
  list: {
    search: ['text'],
    filters: {},
    fields: { person_id: 'uuid' },
    sorts: { newest: { field: 'created_at', direction: 'desc', kind: 'number' } },
    defaultSort: 'newest',
  },
  referencedBy: [],
})
