import { z } from 'zod'
import { idSchema, requiredText, versionSchema } from '../shared/fields'
import { defineResource, mergePatch } from '../shared/resource'

export const formSchema = z.object({
  id: idSchema,
  name: z.string(),
  fields: z.number().int().min(0),
  version: versionSchema,
})
export type Form = z.infer<typeof formSchema>

const fieldsInput = {
  name: requiredText('Name'),
  fields: z.number({ message: 'fields must be a number' }).int().min(0).max(1000),
}

export const createFormInput = z
  .object({ ...fieldsInput, fields: fieldsInput.fields.default(0) })
  .strict()
export const patchFormInput = z
  .object({ ...fieldsInput, version: versionSchema })
  .partial()
  .strict()

/** 'N fields' as shown on the card. */
export function formFieldCount(form: Pick<Form, 'fields'>): string {
  return `${form.fields} fields`
}

export const formResource = defineResource({
  name: 'forms',
  label: 'Form',
  schema: formSchema,
  createInput: createFormInput,
  patchInput: patchFormInput,
  build: (input, { newId }) => ({ id: newId(), ...input }),
  applyPatch: (form, patch) => mergePatch(form, patch),
  list: {
    search: ['name'],
    filters: {},
    fields: {},
    sorts: { name: { field: 'name', direction: 'asc', kind: 'text' } },
    defaultSort: 'name',
  },
  referencedBy: [{ collection: 'submissions', field: 'form_id', onDelete: 'cascade' }],
})
