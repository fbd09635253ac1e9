import { z } from 'zod'
import { epochMsSchema, idSchema, requiredText, versionSchema } from '../shared/fields'
import { defineResource, mergePatch } from '../shared/resource'

export const templateTypes = ['estimate', 'checklist', 'Form'] as const

export const templateSchema = z.object({
  id: idSchema,
  type: z.enum(templateTypes),
  name: z.string(),
  createdAt: epochMsSchema,
  submissions: z.number().int().min(0),
  settings: z.record(z.string(), z.unknown()),
  version: versionSchema,
})
export type Template = z.infer<typeof templateSchema>

const fields = {
  type: z.enum(templateTypes, { message: `Type must be one of: ${templateTypes.join(', ')}` }),
  name: requiredText('Name'),
  settings: z.record(z.string(), z.unknown()),
}

export const createTemplateInput = z
  .object({ ...fields, settings: fields.settings.default({}) })
  .strict()
export const patchTemplateInput = z
  .object({ ...fields, version: versionSchema })
  .partial()
  .strict()

/** '{type} template' as shown on the card. */
export function templateSubtitle(template: Pick<Template, 'type'>): string {
  return `${template.type} template`
}

export const templateResource = defineResource({
  name: 'templates',
  label: 'Template',
  schema: templateSchema,
  createInput: createTemplateInput,
  patchInput: patchTemplateInput,
  build: (input, { now, newId }) => ({ id: newId(), ...input, createdAt: now, submissions: 0 }),
  applyPatch: (template, patch) => mergePatch(template, patch),
  list: {
    search: ['name'],
    filters: {},
    fields: { type: 'text' },
    sorts: { name: { field: 'name', direction: 'asc', kind: 'text' } },
    defaultSort: 'name',
  },
  referencedBy: [],
})
