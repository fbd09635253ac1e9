import { z } from 'zod'
import { eq } from '../shared/condition'
import { idSchema, requiredText, versionSchema } from '../shared/fields'
import { defineResource, mergePatch } from '../shared/resource'

export const crewSchema = z.object({
  id: idSchema,
  name: z.string(),
  members: z.array(idSchema),
  on_site_now: z.boolean(),
  version: versionSchema,
})
export type Crew = z.infer<typeof crewSchema>

const fields = {
  name: requiredText('Name'),
  members: z
    .array(idSchema)
    .max(100, 'At most 100 members')
    .transform((ids) => [...new Set(ids)]),
  on_site_now: z.boolean({ message: 'on_site_now must be true or false' }),
}

export const createCrewInput = z
  .object({
    ...fields,
    members: fields.members.default([]),
    on_site_now: fields.on_site_now.default(false),
  })
  .strict()
export const patchCrewInput = z
  .object({ ...fields, version: versionSchema })
  .partial()
  .strict()

export const crewResource = defineResource({
  name: 'crews',
  label: 'Crew',
  schema: crewSchema,
  createInput: createCrewInput,
  patchInput: patchCrewInput,
  build: (input, { newId }) => ({ id: newId(), ...input }),
  applyPatch: (crew, patch) => mergePatch(crew, patch),
  list: {
    search: ['name'],
    filters: { active: () => eq('on_site_now', true) },
    fields: {},
    sorts: { name: { field: 'name', direction: 'asc', kind: 'text' } },
    defaultSort: 'name',
  },
  referencedBy: [{ collection: 'jobs', field: 'assigned_crew_id', onDelete: 'setNull' }],
})
