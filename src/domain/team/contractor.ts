import { z } from 'zod'
import { idSchema, requiredText, shortText, versionSchema } from '../shared/fields'
import { defineResource, mergePatch } from '../shared/resource'

export const contractorSchema = z.object({
  id: idSchema,
  company: z.string(),
  contact: z.string(),
  insurance_on_file: z.boolean(),
  version: versionSchema,
})
export type Contractor = z.infer<typeof contractorSchema>

const fields = {
  company: requiredText('Company'),
  contact: shortText('Contact'),
  insurance_on_file: z.boolean({ message: 'insurance_on_file must be true or false' }),
}

export const createContractorInput = z
  .object({
    ...fields,
    contact: fields.contact.default(''),
    insurance_on_file: fields.insurance_on_file.default(false),
  })
  .strict()
export const patchContractorInput = z
  .object({ ...fields, version: versionSchema })
  .partial()
  .strict()

export const contractorResource = defineResource({
  name: 'contractors',
  label: 'Contractor',
  schema: contractorSchema,
  createInput: createContractorInput,
  patchInput: patchContractorInput,
  build: (input, { newId }) => ({ id: newId(), ...input }),
  applyPatch: (contractor, patch) => mergePatch(contractor, patch),
  list: {
    search: ['company', 'contact'],
    filters: {},
    fields: { insurance_on_file: 'boolean' },
    sorts: { company: { field: 'company', direction: 'asc', kind: 'text' } },
    defaultSort: 'company',
  },
  referencedBy: [],
})
