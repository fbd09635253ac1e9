// Free-text notes on a lead (its Notes tab).
import { z } from 'zod'
import { epochMsSchema, idSchema, requiredText, versionSchema } from '../shared/fields'
import { defineResource, mergePatch } from '../shared/resource'

export const LEAD_NOTE_MAX = 5000

export const leadNoteSchema = z.object({
  id: idSchema,
  lead_id: idSchema,
  text: z.string(),
  created_at: epochMsSchema,
  version: versionSchema,
})
export type LeadNote = z.infer<typeof leadNoteSchema>

const text = requiredText('Note', LEAD_NOTE_MAX)

export const createLeadNoteInput = z.object({ lead_id: idSchema, text }).strict()
export type CreateLeadNoteInput = z.input<typeof createLeadNoteInput>

export const patchLeadNoteInput = z.object({ text, version: versionSchema }).partial().strict()

export const leadNoteResource = defineResource({
  name: 'lead-notes',
  label: 'Lead note',
  schema: leadNoteSchema,
  createInput: createLeadNoteInput,
  patchInput: patchLeadNoteInput,
  build: (input, { now, newId }) => ({ id: newId(), ...input, created_at: now }),
  applyPatch: (note, patch) => mergePatch(note, patch),
  list: {
    search: ['text'],
    filters: {},
    fields: { lead_id: 'uuid' },
    sorts: { newest: { field: 'created_at', direction: 'desc', kind: 'number' } },
    defaultSort: 'newest',
  },
  referencedBy: [],
})
