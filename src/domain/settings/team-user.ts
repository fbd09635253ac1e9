// Users & Roles: the people who use this workspace and what they may do in it. In server mode a user
// is an account that signs in, and the role decides what it may use (domain/access/permissions.ts,
// issue #20); the browser-only demo has no sign-in (SPEC section 6) and shows roles as labels.
import { z } from 'zod'
import { ROLES, type Role } from '../access/roles'
import { epochMsSchema, idSchema, requiredText, versionSchema } from '../shared/fields'
import { defineResource, mergePatch } from '../shared/resource'

export const userRoles = ROLES
export type UserRole = Role

/** The role labels of users stored before issue #20, and the role each now has. */
const LEGACY_ROLES: Readonly<Record<string, UserRole>> = { Admin: 'Owner', Manager: 'Office' }
const storedRole = z.preprocess(
  (value) => (typeof value === 'string' ? (LEGACY_ROLES[value] ?? value) : value),
  z.enum(ROLES),
)

export const EMAIL_TAKEN = 'A user with this email already exists'

export const CREW_NEEDS_EMPLOYEE = 'A Crew user must be linked to an employee record'
export const LAST_OWNER_MESSAGE = 'The last active Owner cannot be demoted or deactivated'

export const USER_ADDED = { title: 'User added', description: 'They now appear in Users & Roles' }

export const teamUserSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  role: storedRole,
  /** The employee record of a Crew or Foreman user: their crews' jobs are "their own". */
  employee_id: idSchema.nullable().default(null),
  /** A deactivated user cannot sign in and has no session. */
  active: z.boolean().default(true),
  last_sign_in_at: epochMsSchema.nullable().default(null),
  created_at: epochMsSchema,
  version: versionSchema,
})
export type TeamUser = z.infer<typeof teamUserSchema>

export const emailSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? 'Email is required' : 'Email must be text'),
  })
  .trim()
  .min(1, 'Email is required')
  .max(200, 'Email is too long (max 200)')
  .toLowerCase()
  .pipe(z.email('Email must be a valid email address'))

const fields = {
  name: requiredText('Name', 100),
  email: emailSchema,
  role: z.enum(userRoles, { message: `Role must be one of: ${userRoles.join(', ')}` }),
  employee_id: idSchema.nullable(),
  active: z.boolean({ message: 'Active must be true or false' }),
}

export const createTeamUserInput = z
  .object({
    name: fields.name,
    email: fields.email,
    role: fields.role,
    employee_id: fields.employee_id.default(null),
  })
  .strict()
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
  build: (input, { now, newId }) => ({
    id: newId(),
    ...input,
    active: true,
    last_sign_in_at: null,
    created_at: now,
  }),
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
