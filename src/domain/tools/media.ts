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
  /** A smaller copy for grids; '' when there is none (sample photos, older uploads). */
  thumb_url: z.string().default(''),
  /** The name the file had on the user's device, for display only; '' when unknown. */
  file_name: z.string().default(''),
  version: versionSchema,
})
export type Media = z.infer<typeof mediaSchema>

const fields = {
  job_id: idSchema.nullable(),
  url: requiredText('URL', 5_000_000),
  taken_at: epochMsSchema,
  type: z.enum(mediaTypes, { message: 'Type must be photo or video' }),
  notes: longText('Notes'),
}

/**
 * A media row as the upload use case stores it, after the file itself was checked and stored
 * (api/upload-media.ts). Clients send files through uploadMediaInput, never a bare URL.
 */
export const createMediaInput = z
  .object({
    job_id: fields.job_id.default(null),
    url: fields.url,
    thumb_url: z.string().max(5_000_000).default(''),
    file_name: z.string().max(200).default(''),
    taken_at: fields.taken_at.optional(),
    type: fields.type.default('photo'),
    notes: fields.notes.default(''),
  })
  .strict()

/** POST /api/media: the file as a data URL (checked by content and size), and what it shows. */
export const uploadMediaInput = z
  .object({
    data_url: z.string({ message: 'data_url is required: the file as a base64 data: URL' }),
    /** A smaller JPEG/PNG/WebP copy the client made for grids (optional). */
    thumb_data_url: z.string().optional(),
    file_name: z.string().max(1000).optional(),
    job_id: fields.job_id.default(null),
    notes: fields.notes.default(''),
    taken_at: fields.taken_at.optional(),
  })
  .strict()
export type UploadMediaInput = z.input<typeof uploadMediaInput>

/** What a media card shows for a job: its title, or 'Untitled' (SPEC: Tools). */
export function mediaTitle(jobTitle: string | null | undefined): string {
  return jobTitle?.trim() ? jobTitle : 'Untitled'
}
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
