import { z } from 'zod'
import { idSchema, moneySchema, requiredText, shortText, versionSchema } from '../shared/fields'
import { defineResource, mergePatch } from '../shared/resource'

/** Roles the seed and the form offer; the field is free text shown as a badge. */
export const employeeRoles = ['Foreman', 'Tech', 'Office', 'Estimator', 'Ops'] as const
export const availabilities = ['Available', 'On Job', 'Off'] as const

export const employeeSchema = z.object({
  id: idSchema,
  name: z.string(),
  role: z.string(),
  hourly_rate: z.number(),
  availability: z.string(),
  version: versionSchema,
})
export type Employee = z.infer<typeof employeeSchema>

const fields = {
  name: requiredText('Name'),
  role: requiredText('Role', 50),
  hourly_rate: moneySchema,
  availability: shortText('Availability', 50),
}

export const createEmployeeInput = z
  .object({ ...fields, availability: fields.availability.default('Available') })
  .strict()
export const patchEmployeeInput = z
  .object({ ...fields, version: versionSchema })
  .partial()
  .strict()

export const employeeResource = defineResource({
  name: 'employees',
  label: 'Employee',
  schema: employeeSchema,
  createInput: createEmployeeInput,
  patchInput: patchEmployeeInput,
  build: (input, { newId }) => ({ id: newId(), ...input }),
  applyPatch: (employee, patch) => mergePatch(employee, patch),
  list: {
    search: ['name', 'role'],
    filters: {},
    fields: { role: 'text', availability: 'text' },
    sorts: {
      name: { field: 'name', direction: 'asc', kind: 'text' },
      rate: { field: 'hourly_rate', direction: 'desc', kind: 'number' },
    },
    defaultSort: 'name',
  },
  referencedBy: [
    { collection: 'crews', field: 'members', onDelete: 'pull' },
    { collection: 'crews', field: 'lead_employee_id', onDelete: 'setNull' },
    { collection: 'shifts', field: 'employee_id', onDelete: 'cascade' },
    { collection: 'users', field: 'employee_id', onDelete: 'restrict' },
  ],
})
