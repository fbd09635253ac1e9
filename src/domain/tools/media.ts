import { z } from 'zod'
import { epochMsSchema, idSchema, longText, requiredText, versionSchema } from '../shared/fields'
import { defineResource, mergePatch } from '../shared/resource'

export const mediaTypes = ['photo', 'video'] as const

export const mediaSchema = z.object({
  id: idSchema,
  job_id: idSchema.nullable(),
  url: z.string(),
  taken_at: epochMsSchema,
  type: z.enum(mediaTypes),
  notes: z.string(),
  version: versionSchema,
})
export type Media = z.infer<typeof mediaSchema>

const fields = {
  job_id: idSchema.nullable(),
  url: requiredText('URL', 2_000_000),
  taken_at: epochMsSchema,
  type: z.enum(mediaTypes, { message: 'Type must be photo or video' }),
  notes: longText('Notes'),
}

export const createMediaInput = z
  .object({
    job_id: fields.job_id.default(null),
    url: fields.url,
    taken_at: fields.taken_at.optional(),
    type: fields.type.default('photo'),
    notes: fields.notes.default(''),
  })
  .strict()
export const patchMediaInput = z
  .object({ job_id: fields.job_id, notes: fields.notes, version: versionSchema })
  .partial()
  .strict()

export const mediaResource = defineResource({
  name: 'media',
  label: 'Media',
  schema: mediaSchema,
  createInput: createMediaInput,
  patchInput: patchMediaInput,
  build: (input, { now, newId }) => ({ id: newId(), ...input, taken_at: input.taken_at ?? now }),
  applyPatch: (media, patch) => mergePatch(media, patch),
  list: {
    search: ['notes'],
    filters: {},
    fields: { job_id: 'uuid', type: 'text' },
    sorts: { newest: { field: 'taken_at', direction: 'desc', kind: 'number' } },
    defaultSort: 'newest',
  },
  referencedBy: [],
})
