import { z } from 'zod'
import { epochMsSchema, idSchema, requiredText, shortText, versionSchema } from '../shared/fields'
import { defineResource, mergePatch } from '../shared/resource'
import { splitTags } from './tags'

export const PERSON_REQUIRED_MESSAGE = 'Name and email are required'

const tagsInput = z
  .union([
    z.string().max(1000, 'Tags are too long'),
    z.array(shortText('Tag', 50)).max(50, 'At most 50 tags'),
  ])
  .transform((v) => (typeof v === 'string' ? splitTags(v) : splitTags(v.join(','))))

const emailSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? 'Email is required' : 'Email must be text'),
  })
  .trim()
  .min(1, 'Email is required')
  .max(200, 'Email is too long (max 200)')
  .pipe(z.email('Email must be a valid email address'))

export const personSchema = z.object({
  id: idSchema,
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  tags: z.array(z.string()),
  last_activity_at: epochMsSchema,
  location: z.string(),
  avatar: z.string(),
  created_at: epochMsSchema,
  version: versionSchema,
})
export type Person = z.infer<typeof personSchema>

export const createPersonInput = z
  .object({
    name: requiredText('Name'),
    email: emailSchema,
    phone: shortText('Phone', 40).default(''),
    tags: tagsInput.default([]),
    location: shortText('Location').default(''),
    avatar: shortText('Avatar', 2000).default(''),
  })
  .strict()
export type CreatePersonInput = z.input<typeof createPersonInput>

export const patchPersonInput = z
  .object({
    name: requiredText('Name'),
    email: emailSchema,
    phone: shortText('Phone', 40),
    tags: tagsInput,
    location: shortText('Location'),
    avatar: shortText('Avatar', 2000),
    version: versionSchema,
  })
  .partial()
  .strict()
export type PatchPersonInput = z.input<typeof patchPersonInput>

export const personResource = defineResource({
  name: 'persons',
  label: 'Person',
  schema: personSchema,
  createInput: createPersonInput.strict(),
  patchInput: patchPersonInput,
  build: (input, { now, newId }) => ({
    id: newId(),
    name: input.name,
    email: input.email,
    phone: input.phone,
    tags: input.tags,
    location: input.location,
    avatar: input.avatar,
    last_activity_at: now,
    created_at: now,
  }),
  applyPatch: (person, patch) => mergePatch(person, patch),
  list: {
    search: ['name', 'email', 'phone'],
    filters: {},
    fields: {},
    sorts: {
      name: { field: 'name', direction: 'asc', kind: 'text' },
      recent: { field: 'last_activity_at', direction: 'desc', kind: 'number' },
      newest: { field: 'created_at', direction: 'desc', kind: 'number' },
    },
    defaultSort: 'name',
  },
  referencedBy: [
    { collection: 'jobs', field: 'client_person_id', onDelete: 'restrict' },
    { collection: 'job-series', field: 'client_person_id', onDelete: 'restrict' },
    { collection: 'estimates', field: 'client_person_id', onDelete: 'restrict' },
    { collection: 'invoices', field: 'client_person_id', onDelete: 'restrict' },
    { collection: 'leads', field: 'person_id', onDelete: 'restrict' },
    { collection: 'companies', field: 'primary_contact', onDelete: 'setNull' },
    { collection: 'companies', field: 'contacts', onDelete: 'pull' },
    { collection: 'messages', field: 'person_id', onDelete: 'cascade' },
    { collection: 'sms-threads', field: 'person_id', onDelete: 'cascade' },
    { collection: 'person-notes', field: 'person_id', onDelete: 'cascade' },
    { collection: 'person-calls', field: 'person_id', onDelete: 'cascade' },
  ],
})
