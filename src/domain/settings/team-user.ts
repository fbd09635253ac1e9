// Users & Roles: the people who use this workspace and what they do in it. There is no sign-in in
// this product (SPEC section 6), so a role is a label the team agrees on, not a permission check.
import { z } from 'zod'
import { epochMsSchema, idSchema, requiredText, versionSchema } from '../shared/fields'
import { defineResource, mergePatch } from '../shared/resource'

export const userRoles = ['Admin', 'Manager', 'Office', 'Crew'] as const
export type UserRole = (typeof userRoles)[number]

export const USER_ADDED = { title: 'User added', description: 'They now appear in Users & Roles' }

export const teamUserSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  role: z.enum(userRoles),
  created_at: epochMsSchema,
  version: versionSchema,
})
export type TeamUser = z.infer<typeof teamUserSchema>

const emailSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? 'Email is required' : 'Email must be text'),
  })
  .trim()
  .min(1, 'Email is required')
  .max(200, 'Email is too long (max 200)')
  .pipe(z.email('Email must be a valid email address'))

const fields = {
  name: requiredText('Name', 100),
  email: emailSchema,
  role: z.enum(userRoles, { message: `Role must be one of: ${userRoles.join(', ')}` }),
}

export const createTeamUserInput = z.object(fields).strict()
export type CreateTeamUserInput = z.input<typeof createTeamUserInput>

export const patchTeamUserInput = z
  .object({ ...fields, version: versionSchema })
  .partial()
  .strict()

export const teamUserResource = defineResource({
  name: 'users',
  label: 'User',
  schema: teamUserSchema,
  createInput: createTeamUserInput,
  patchInput: patchTeamUserInput,
  build: (input, { now, newId }) => ({ id: newId(), ...input, created_at: now }),
  applyPatch: (user, patch) => mergePatch(user, patch),
  list: {
    search: ['name', 'email'],
    filters: {},
    fields: { role: 'text' },
    sorts: {
      name: { field: 'name', direction: 'asc', kind: 'text' },
      newest: { field: 'created_at', direction: 'desc', kind: 'number' },
    },
    defaultSort: 'name',
  },
  referencedBy: [],
})
