import { z } from 'zod'
import { idSchema, longText, requiredText, versionSchema } from '../shared/fields'
import { defineResource, mergePatch } from '../shared/resource'

export const companySchema = z.object({
  id: idSchema,
  name: z.string(),
  primary_contact: idSchema.nullable(),
  sites: z.array(z.string()),
  notes: z.string(),
  version: versionSchema,
})
export type Company = z.infer<typeof companySchema>

const fields = {
  name: requiredText('Name'),
  primary_contact: idSchema.nullable(),
  sites: z.array(requiredText('Site address')).max(100, 'At most 100 sites'),
  notes: longText('Notes'),
}

export const createCompanyInput = z
  .object({
    name: fields.name,
    primary_contact: fields.primary_contact.default(null),
    sites: fields.sites.default([]),
    notes: fields.notes.default(''),
  })
  .strict()

export const patchCompanyInput = z
  .object({ ...fields, version: versionSchema })
  .partial()
  .strict()

export const companyResource = defineResource({
  name: 'companies',
  label: 'Company',
  schema: companySchema,
  createInput: createCompanyInput,
  patchInput: patchCompanyInput,
  build: (input, { newId }) => ({ id: newId(), ...input }),
  applyPatch: (company, patch) => mergePatch(company, patch),
  list: {
    search: ['name', 'notes', 'sites'],
    filters: {},
    fields: { primary_contact: 'uuid' },
    sorts: { name: { field: 'name', direction: 'asc', kind: 'text' } },
    defaultSort: 'name',
  },
  referencedBy: [],
})
